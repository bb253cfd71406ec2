import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { FIXTURE_CONTENT_DIR } from '../fixture-site/content'

/**
 * The editor's local workflow ("Work with Local Repository") over the origin-private file system: the one entry
 * point the editor takes from the browser, `showDirectoryPicker()`, is answered with a folder of OPFS filled with a
 * copy of the tests' content (tests/fixtures/site/content/, which the site under test was built from) and the `.git`
 * folder the editor looks for, so that the real editor reads and writes files headlessly. Nothing of the editor is
 * replaced; the files it writes are read back with readRepository().
 */
export const REPOSITORY = 'repo'

/**
 * The tests' content as text, path in a repository (content/…) → file, without the pictures (none is uploaded). Given
 * collections (their folders: `faq`, `news`…), only their entries, in every language: the editor reads every entry it
 * is handed, so a test that works in one collection is handed that one (the FAQ is 117 of the 384 files). A check
 * that a save wrote only some files still sees every other entry of the collection, in every language, left as it
 * was; roundTrip.spec.ts hands the editor the whole content.
 */
export function contentFiles(...collections: string[]): Record<string, string> {
  const files: Record<string, string> = {}
  for (const file of fs.readdirSync(FIXTURE_CONTENT_DIR, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(FIXTURE_CONTENT_DIR, file)
    const parts = file.split(path.sep)
    if (collections.length > 0 && !collections.includes(parts[1]!)) continue
    if (parts[0] !== 'images' && fs.statSync(full).isFile())
      files[`content/${parts.join('/')}`] = fs.readFileSync(full, 'utf8')
  }
  return files
}

/** Before any page script: the directory picker answers with the OPFS folder REPOSITORY. */
export async function pickRepositoryFromOpfs(page: Page) {
  await page.addInitScript(name => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(name),
    })
  }, REPOSITORY)
}

/** Empties the origin's REPOSITORY folder and writes `files` into it, with an empty `.git` folder. */
export async function fillRepository(page: Page, files: Record<string, string>) {
  await page.evaluate(
    async ({ name, files }) => {
      const opfs = await navigator.storage.getDirectory()
      await opfs.removeEntry(name, { recursive: true }).catch(() => {})
      const root = await opfs.getDirectoryHandle(name, { create: true })
      await root.getDirectoryHandle('.git', { create: true })
      // Each folder made once, then every file written at the same time: one file after another took seconds.
      const folders = new Map([['', root]])
      for (const file of Object.keys(files)) {
        const parts = file.split('/')
        for (let depth = 1; depth < parts.length; depth++) {
          const folder = parts.slice(0, depth).join('/')
          const parent = folders.get(parts.slice(0, depth - 1).join('/'))!
          if (!folders.has(folder))
            folders.set(folder, await parent.getDirectoryHandle(parts[depth - 1]!, { create: true }))
        }
      }
      await Promise.all(
        Object.entries(files).map(async ([file, text]) => {
          const at = file.lastIndexOf('/')
          const folder = folders.get(at === -1 ? '' : file.slice(0, at))!
          const handle = await folder.getFileHandle(file.slice(at + 1), { create: true })
          const writable = await handle.createWritable()
          await writable.write(text)
          await writable.close()
        }),
      )
    },
    { name: REPOSITORY, files },
  )
}

/** Every file of REPOSITORY but `.git`, path → text, as the editor left them. */
export async function readRepository(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async name => {
    const files: Record<string, string> = {}
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      // @ts-expect-error entries() is in Chromium; TypeScript's DOM library lacks the async iterator
      for await (const [entry, handle] of dir.entries() as AsyncIterable<[string, FileSystemHandle]>) {
        if (entry === '.git') continue
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${entry}/`)
        else files[`${prefix}${entry}`] = await (await (handle as FileSystemFileHandle).getFile()).text()
      }
    }
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(name), '')
    return files
  }, REPOSITORY)
}
