import { expect, type Locator, type Page } from '@playwright/test'
import { fillRepository, pickRepositoryFromOpfs } from './localRepository'

/**
 * What a writer does in the editor at /admin/, as the round-trip tests do it: open the local repository, open or
 * create an entry, fill a field, type into a body, show a language beside English, save.
 */

/** The editor's pane of one language (English on the left, the language being translated on the right). */
export const pane = (page: Page, language: string) =>
  page.getByRole('group', { name: new RegExp(`^Edit \\W?${language}\\W? Content$`) })
export const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true })
export const fieldGroup = (scope: Locator, name: string) =>
  scope.getByRole('group', { name: new RegExp(`^\\W*${name}\\W*Field$`) })

/**
 * How long a save or a kept fill may take: seconds when quiet, more beside CI's other lane on two cores. A bound on a
 * condition, never a wait: past the assertions' default (30 s) so that the slowest honest save is not a failure.
 */
export const SAVE_TIMEOUT_MS = 60_000
/** Any other action's bound (a click, a fill): a locator that finds nothing fails in this time, not in a minute. */
const ACTION_TIMEOUT_MS = 30_000

/** Saves the entry; the editor goes back to the collection's list once every file is written. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  // Writing every file of the entry into the repository takes seconds on a loaded machine: the same bound as actions.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden({ timeout: SAVE_TIMEOUT_MS })
  await expect(page.getByRole('toolbar', { name: 'Collection' })).toBeVisible({ timeout: SAVE_TIMEOUT_MS })
}

/** Shows a collection's list, as a writer does: its name in the list of collections. */
export async function openCollection(page: Page, collection: string) {
  const item = page.getByRole('treeitem', { name: collection })
  await item.click()
  await expect(item).toHaveAttribute('aria-selected', 'true')
}

/** Opens a new entry of a collection, as a writer does: the collection in the list, then "New". */
export async function newEntry(page: Page, collection: string) {
  await openCollection(page, collection)
  await page.getByRole('toolbar', { name: 'Collection' }).getByRole('button', { name: 'Create New Entry' }).click()
  await expect(page.getByText(/^Creating /)).toBeVisible()
}

/**
 * Fills a field of a new entry and waits until it holds the text: the editor may still be setting up the new entry's
 * draft and drop what was typed into it (seen on a loaded machine), so the field is filled again until it keeps it.
 */
export async function fillKept(field: Locator, text: string) {
  await expect(async () => {
    await field.fill(text)
    await expect(field).toHaveValue(text, { timeout: 1_000 })
  }).toPass({ timeout: SAVE_TIMEOUT_MS })
}

/** Types a new entry's file name into its own field (the Slug panel beside the entry; never made from a title). */
export async function nameEntry(page: Page, name: string) {
  await textbox(page.getByRole('group', { name: 'Slug', exact: true }), 'Slug').fill(name)
}

/** Types into a body (a rich-text editor, not a form field). */
export async function typeBody(page: Page, scope: Locator, text: string) {
  await scope.getByRole('textbox', { name: 'Body' }).click()
  await page.keyboard.type(text)
}

/** Shows `language` in the right-hand pane beside English; returns its pane. */
export async function showBeside(page: Page, language: string) {
  const right = page.getByRole('group', { name: /^Edit .* Content$/ }).nth(1)
  await right.getByRole('combobox', { name: 'Switch Locale' }).click()
  await page.getByRole('option', { name: language }).click()
  return pane(page, language)
}

/** Shows `language` beside English and turns its content on for this entry (a new translation). */
export async function translateInto(page: Page, language: string) {
  const translation = await showBeside(page, language)
  await translation.getByRole('button', { name: new RegExp(`^Enable \\W?${language}`) }).click()
  return translation
}

/** Opens /admin/ on a local repository holding `files` (tests/admin/localRepository.ts). */
export async function openEditor(page: Page, files: Record<string, string>) {
  page.setDefaultTimeout(ACTION_TIMEOUT_MS)
  await pickRepositoryFromOpfs(page)
  await page.goto('/admin/')
  await fillRepository(page, files)
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
  // CAREFUL HERE: once it has read the repository the editor shows its first collection. A collection clicked before
  // that was left unselected, the first one's list shown (seen in the headless shell, on a quiet machine).
  await expect(page.getByRole('treeitem', { selected: true })).toBeVisible()
}
