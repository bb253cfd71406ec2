import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { openEditor } from './editorPage'
import { contentFiles } from './localRepository'

/**
 * The editor lists a collection as the site shows it (issue 48): FAQ entries by `order`, news newest first
 * (editorConfig.ts, `sortable_fields`), not by file name.
 */

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
      entries.sort((a, b) => Number(a.order) - Number(b.order)).map(entry => String(entry.question)),
  },
  {
    collection: 'news',
    label: 'News',
    listed: (entries: Record<string, unknown>[]) =>
      entries.sort((a, b) => String(b.date).localeCompare(String(a.date))).map(entry => String(entry.title)),
  },
]) {
  test(`${label} is listed in the order the site shows it`, async ({ page }) => {
    test.setTimeout(120_000)
    const files = contentFiles()
    const expected = listed(englishEntries(files, collection))
    expect(expected.length).toBeGreaterThan(2)
    // Sorted by name, the list would read otherwise: the test can tell the two apart.
    expect([...expected].sort()).not.toEqual(expected)
    await openEditor(page, files)
    await page.getByRole('treeitem', { name: label }).click()
    const rows = page.getByRole('grid', { name: 'Entries' }).getByRole('row')
    await expect(rows).toHaveCount(expected.length)
    await expect(rows).toHaveText(expected)
  })
}
