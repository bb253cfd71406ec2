import { expect, test } from '@playwright/test'
import type { Nodes } from 'mdast'
import { fieldGroup, fillKept, newEntry, openEditor, pane, textbox } from './editorPage'
import { contentFiles, readRepository } from './localRepository'
import { readSource } from '../../scripts/content/readSource'
import { frontmatterAndBody } from '../../scripts/source/frontmatter'
import { CONTENT_DATES } from '../../src/content/schema'

/**
 * What the editor makes of a new entry, as the site will read it (issue 48): its file name is a field of its own,
 * checked by the rule of `npm run content` before anything is written (never made from the title: "Feed" made the
 * reserved `feed.mdx`, "Roadmap — {brand}" a name the checks refuse), and Ctrl+B on Japanese writes Markdown that the
 * site's own parser (remark-cjk-friendly) reads as bold. The real editor, over the tests' content in the browser's
 * private file system (tests/admin/localRepository.ts).
 */

/** The text of every `strong` node of a parsed body. */
function boldTexts(nodes: Nodes[]): string[] {
  return nodes.flatMap(node => {
    const children = 'children' in node ? (node.children as Nodes[]) : []
    if (node.type === 'strong') return [children.map(child => ('value' in child ? child.value : '')).join('')]
    return boldTexts(children)
  })
}

test("a new post's name is typed in its own field and checked by the site's rule; Ctrl+B on Japanese is bold", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const original = contentFiles('news')
  await openEditor(page, original)
  await newEntry(page, 'News')
  const english = pane(page, 'English')
  await fillKept(textbox(english, 'Title'), 'Feed')
  await fillKept(textbox(english, 'Description'), 'What the feed of the site now carries.')
  await fieldGroup(english, 'Date').getByRole('button', { name: 'Today' }).click()
  // Ctrl+B, a Japanese sentence ending in its full stop, Ctrl+B, and the next sentence: `**…。**次`.
  await english.getByRole('textbox', { name: 'Body' }).click()
  await page.keyboard.type('お知らせ：')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('こちらから先に連絡することはありません。')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('チームの名を騙る連絡にご注意ください。')

  // The name is in the Slug panel beside the entry, its hint listing the names a post may not take.
  const panel = page.getByRole('group', { name: 'Slug', exact: true })
  await expect(panel).toContainText('not page, tags, rss, atom, feed, index')
  const name = textbox(panel, 'Slug')
  const save = page.getByRole('button', { name: 'Save', exact: true })
  // No name, a reserved name, a title as it is, a name over 40 characters, an existing entry's name: refused, and
  // nothing is written.
  const ruleOfTheSite = 'Use a few lowercase words of a-z and 0-9'
  for (const [refused, why] of [
    ['', 'The slug cannot be empty.'],
    ['feed', ruleOfTheSite],
    ['Roadmap — {brand}', 'The slug cannot contain special characters'],
    ['what-is-the-smallest-amount-i-can-withdraw-from-it', ruleOfTheSite],
    ['roadmap--brand', ruleOfTheSite],
    // The name of a post that exists: its files are left as they are.
    ['presale-opens-soon', 'This slug is used for another entry.'],
  ] as const) {
    await name.fill(refused)
    await save.click()
    await expect(name, refused).toHaveAttribute('aria-invalid', 'true')
    await expect(panel.getByRole('alert'), refused).toContainText(why)
    const files = await readRepository(page)
    expect(Object.keys(files).filter(file => files[file] !== original[file])).toEqual([])
  }
  await name.fill('feed-update')
  // A date the schema refuses (CONTENT_DATES) is refused by the picker too, before anything is written.
  const date = fieldGroup(english, 'Date').locator('input[type="date"]')
  for (const [refused, why] of [
    // The editor sets the date between bidirectional isolates (U+2068, U+2069).
    ['1999-12-31', new RegExp(`The date must be on or after \\W?${CONTENT_DATES.first}`)],
    ['2100-01-01', new RegExp(`The date must be on or before \\W?${CONTENT_DATES.last}`)],
  ] as const) {
    await date.fill(refused)
    await save.click()
    await expect(fieldGroup(english, 'Date').getByRole('alert'), refused).toContainText(why)
    const files = await readRepository(page)
    expect(Object.keys(files).filter(file => files[file] !== original[file])).toEqual([])
  }
  await fieldGroup(english, 'Date').getByRole('button', { name: 'Today' }).click()
  await save.click()
  await expect(page.getByRole('toolbar', { name: 'Collection' })).toBeVisible()

  const files = await readRepository(page)
  expect(Object.keys(files).filter(file => !(file in original))).toEqual(['content/en/news/feed-update.mdx'])
  const written = files['content/en/news/feed-update.mdx']!
  expect(frontmatterAndBody(written).body).toContain('**こちらから先に連絡することはありません。**チーム')
  const problems: string[] = []
  const source = readSource(written, 'title', (line, field, message) => problems.push(`${line}: ${field}: ${message}`))
  expect(problems).toEqual([])
  expect(boldTexts(source!.body as Nodes[])).toEqual(['こちらから先に連絡することはありません。'])
})
