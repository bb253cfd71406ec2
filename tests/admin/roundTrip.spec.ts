import { expect, test, type Locator, type Page } from '@playwright/test'
import { contentFiles, fillRepository, pickRepositoryFromOpfs, readRepository } from './localRepository'

/** The editor's pane of one language (the English one on the left, a translation on the right). */
const pane = (page: Page, language: string) => page.getByRole('group', { name: new RegExp(`^Edit .?${language}.? Content$`) })
const field = (scope: Locator, role: 'textbox' | 'spinbutton', name: string) => scope.getByRole(role, { name, exact: true })

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden()
}

test('explore', async ({ page }) => {
  test.setTimeout(90_000)
  page.setDefaultTimeout(15_000)
  const original = contentFiles()
  await pickRepositoryFromOpfs(page)
  await page.goto('/admin/')
  await fillRepository(page, original)
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
  await page.getByText('What fee does the platform take?').click()
  const english = pane(page, 'English')
  await field(english, 'textbox', 'Question').fill('What fee does the platform charge?')
  await save(page)
  let after = await readRepository(page)
  for (const [file, text] of Object.entries(after)) if (original[file] !== text) console.log('CHANGED', file, JSON.stringify(text))

  await page.goto('/admin/#/collections/faq/new')
  await field(english, 'textbox', 'Question').fill('Can I edit the site in the browser?')
  await field(english, 'spinbutton', 'Order').fill('14')
  await english.getByRole('textbox', { name: 'Body' }).click()
  await page.keyboard.type('Yes: open the editor, change the text and save. The fee is ')
  await english.getByRole('button', { name: 'Insert' }).click()
  await page.getByRole('menuitem', { name: 'Constant' }).click()
  const constant = english.getByRole('group', { name: 'Constant' })
  await constant.getByRole('combobox', { name: 'name' }).click()
  await page.getByRole('option', { name: 'platformFeePercent' }).click()
  await save(page)
  after = await readRepository(page)
  for (const [file, text] of Object.entries(after)) if (original[file] !== text) console.log('CHANGED', file, JSON.stringify(text))
})
