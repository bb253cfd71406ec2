import path from 'node:path'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { fillPlaceholders } from '../../scripts/content/placeholders'
import { readConstants } from '../../scripts/registry/readConstants'
import { FIXTURE_CONTENT_DIR } from '../fixture-site/content'
import { openCollection, openEditor, pane, save, textbox } from './editorPage'
import { contentFiles } from './localRepository'

/**
 * The editor lists a collection as the site shows it (issue 48): FAQ entries by `order`, news newest first
 * (editorConfig.ts, `sortable_fields`), not by file name; each title with its placeholders filled (`What is
 * {brand}?` as the page's `What is Reelfi?`), by the site's own rule, from the constants the site was built with.
 */

const { constants } = readConstants(path.dirname(FIXTURE_CONTENT_DIR), path.join(FIXTURE_CONTENT_DIR, 'constants.yaml'))

/** A title as the English page shows it. */
const shown = (title: unknown) => String(fillPlaceholders({ title }, 'en', constants!).title)

/** The English entries of a collection in the tests' content: each file's frontmatter. */
function englishEntries(files: Record<string, string>, collection: string) {
  return Object.entries(files)
    .filter(([file]) => file.startsWith(`content/en/${collection}/`))
    .map(([, text]) => parse(text.split('\n---\n')[0]!.replace(/^---\n/, '')) as Record<string, unknown>)
}

for (const { collection, label, listed } of [
  {
    collection: 'faq',
    label: 'FAQ',
    listed: (entries: Record<string, unknown>[]) =>
      entries.sort((a, b) => Number(a.order) - Number(b.order)).map(entry => shown(entry.question)),
  },
  {
    collection: 'news',
    label: 'News',
    listed: (entries: Record<string, unknown>[]) =>
      entries.sort((a, b) => String(b.date).localeCompare(String(a.date))).map(entry => shown(entry.title)),
  },
]) {
  test(`${label} is listed in the order the site shows it`, async ({ page }) => {
    test.setTimeout(120_000)
    // Both listed collections: an entry of the other one shown in this list fails the count.
    const files = contentFiles('faq', 'news')
    const expected = listed(englishEntries(files, collection))
    expect(expected.length).toBeGreaterThan(2)
    // Sorted by name, the list would read otherwise: the test can tell the two apart.
    expect([...expected].sort()).not.toEqual(expected)
    // At least one title has a placeholder, filled here as on the page.
    const raw = englishEntries(files, collection).map(entry => String(entry.question ?? entry.title))
    expect(raw.some(title => title.includes('{brand}'))).toBe(true)
    expect(expected.join('\n')).not.toContain('{brand}')
    await openEditor(page, files)
    await openCollection(page, label)
    const rows = page.getByRole('grid', { name: 'Entries' }).getByRole('row')
    await expect(rows).toHaveCount(expected.length)
    await expect(rows).toHaveText(expected)
  })
}

test('a title edited with a placeholder is listed as the page will show it once saved, without reopening', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openEditor(page, contentFiles('faq'))
  await openCollection(page, 'FAQ')
  const rows = page.getByRole('grid', { name: 'Entries' }).getByRole('row')
  await rows.filter({ hasText: shown('What is {brand}?') }).click()
  await textbox(pane(page, 'English'), 'Question').fill('How does {brand} pay its viewers?')
  await save(page)
  // Sveltia lists what it saved: the preSave hook (scripts/admin/browser/editor.ts) set the listed title anew.
  await expect(rows.filter({ hasText: shown('How does {brand} pay its viewers?') })).toHaveCount(1)
  await expect(rows.filter({ hasText: shown('What is {brand}?') })).toHaveCount(0)
  await expect(rows.filter({ hasText: '{brand}' })).toHaveCount(0)
})
