import { expect, test } from '@playwright/test'
import { checkInCopy } from './checkedCopy'
import {
  fieldGroup,
  fillKept,
  nameEntry,
  newEntry,
  openEditor,
  pane,
  save,
  textbox,
  translateInto,
  typeBody,
} from './editorPage'
import { contentFiles, readRepository } from './localRepository'

/**
 * The editor's round trip, on the built site: the real editor (Sveltia CMS with the configuration generated from the
 * schema) writes into a copy of content/ through its local workflow (tests/admin/localRepository.ts); what it wrote
 * must pass the checks a pull request runs, with no hand edit, and what it was not asked to change must keep its bytes.
 */

const NEWS = 'content/en/news/the-site-now-has-an-editor.mdx'

test('entries written in /admin/ pass `npm run content` and `i18n:status --check` as they are', async ({ page }) => {
  // Bounded: the editor's work takes seconds; the two checks in a copy of the checkout take most of this.
  test.setTimeout(300_000)
  const original = contentFiles()
  await openEditor(page, original)
  const english = pane(page, 'English')

  // An existing entry opened: with no edit there is nothing to save. Then one field edited: the other languages,
  // saved with it unedited, are written back byte for byte.
  await page.getByText('What fee does the platform take?').click()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()
  // The figure in the body is a component to pick from, not MDX to type.
  await expect(english.getByRole('group', { name: 'Constant' }).getByRole('combobox', { name: 'name' })).toContainText(
    'platformFeePercent',
  )
  await textbox(english, 'Question').fill('What fee does the platform charge?')
  await save(page)

  // An entry marked `review: security` in English: its translations, saved with it, do not gain the mark.
  await page.getByText('What is the token contract address?').click()
  await textbox(english, 'Question').fill('What is the contract address of the token?')
  await save(page)

  // A new FAQ entry, with a figure inserted as a component.
  await newEntry(page, 'FAQ')
  await fillKept(textbox(english, 'Question'), 'Can I edit the site in the browser?')
  // The file name is a field of its own (names.spec.ts), never made from the question.
  await nameEntry(page, 'can-i-edit-the-site-in-the-browser')
  await english.getByRole('spinbutton', { name: 'Order', exact: true }).fill('14')
  await typeBody(
    page,
    english,
    'Yes. Open the editor, change the text and save; every change becomes a pull request. The fee stays ',
  )
  await english.getByRole('button', { name: 'Insert' }).click()
  await page.getByRole('menuitem', { name: 'Constant' }).click()
  await english.getByRole('group', { name: 'Constant' }).getByRole('combobox', { name: 'name' }).click()
  await page.getByRole('option', { name: 'platformFeePercent' }).click()
  // The pick reaches the body once the focus leaves the component, as a writer's next click does; saving right
  // after the pick wrote `<Constant />` on a loaded machine.
  await expect(page.getByRole('option', { name: 'platformFeePercent' })).toBeHidden()
  await textbox(english, 'Question').click()
  await expect(english.getByRole('group', { name: 'Constant' }).getByRole('combobox', { name: 'name' })).toContainText(
    'platformFeePercent',
  )
  await save(page)

  // A news post, then its German and Japanese translations beside the English.
  await newEntry(page, 'News')
  await fillKept(textbox(english, 'Title'), 'The site now has an editor')
  await nameEntry(page, 'the-site-now-has-an-editor')
  await fillKept(textbox(english, 'Description'), 'Writers and translators can now change the site from the browser.')
  await fieldGroup(english, 'Date').getByRole('button', { name: 'Today' }).click()
  await english.getByRole('checkbox', { name: 'announcement' }).check()
  await typeBody(page, english, 'Open the editor, sign in and change a sentence.')
  await save(page)
  await page.getByText('The site now has an editor').click()
  const german = await translateInto(page, 'German')
  await textbox(german, 'Title').fill('Die Website hat jetzt einen Editor')
  await textbox(german, 'Description').fill(
    'Autorinnen, Autoren und Übersetzer können die Website jetzt im Browser ändern.',
  )
  await typeBody(page, german, 'Öffne den Editor, melde dich an und ändere einen Satz.')
  const japanese = await translateInto(page, 'Japanese')
  await textbox(japanese, 'Title').fill('サイトにエディターが加わりました')
  await textbox(japanese, 'Description').fill('ライターや翻訳者が、ブラウザーからサイトを変更できるようになりました。')
  await typeBody(page, japanese, 'エディターを開き、サインインして文章を変更してください。')
  await save(page)

  const after = await readRepository(page)
  const changed = Object.keys(after)
    .filter(file => after[file] !== original[file])
    .sort()
  expect(changed).toEqual([
    'content/de/news/the-site-now-has-an-editor.mdx',
    'content/en/faq/can-i-edit-the-site-in-the-browser.mdx',
    'content/en/faq/contract-address.mdx',
    'content/en/faq/platform-fee.mdx',
    NEWS,
    'content/ja/news/the-site-now-has-an-editor.mdx',
  ])
  expect(Object.keys(original).filter(file => !(file in after))).toEqual([])
  // The edited entry: only the edited line differs; the body and its component are as they were.
  expect(after['content/en/faq/platform-fee.mdx']).toBe(
    original['content/en/faq/platform-fee.mdx']!.replace(
      'question: What fee does the platform take?',
      'question: What fee does the platform charge?',
    ),
  )
  expect(after['content/en/faq/contract-address.mdx']).toBe(
    original['content/en/faq/contract-address.mdx']!.replace(
      'question: What is the token contract address?',
      'question: What is the contract address of the token?',
    ),
  )
  expect(after['content/en/faq/can-i-edit-the-site-in-the-browser.mdx']).toBe(
    '---\nquestion: Can I edit the site in the browser?\norder: 14\n---\n' +
      'Yes. Open the editor, change the text and save; every change becomes a pull request. ' +
      'The fee stays <Constant name="platformFeePercent" />\n',
  )
  // The schema's dates are UTC (the field says so), as "Today" writes them.
  const today = new Date().toISOString().slice(0, 10)
  expect(after[NEWS]).toBe(
    '---\ntitle: The site now has an editor\n' +
      'description: Writers and translators can now change the site from the browser.\n' +
      `date: ${today}\ntags:\n  - announcement\n---\nOpen the editor, sign in and change a sentence.\n`,
  )
  expect(after['content/de/news/the-site-now-has-an-editor.mdx']).toContain(
    `title: Die Website hat jetzt einen Editor\n`,
  )
  expect(after['content/ja/news/the-site-now-has-an-editor.mdx']).toContain(`date: ${today}\n`)

  const started = performance.now()
  const results = checkInCopy(Object.fromEntries(changed.map(file => [file, after[file]!])))
  console.log(
    `round trip: ${changed.length} files written by the editor, ` +
      `checked in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  for (const result of results) expect(result.status, `${result.command}\n${result.output}`).toBe(0)
})
