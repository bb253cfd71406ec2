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

/** The tests' content as text, path in a repository (content/…) → file, without the pictures (none is uploaded). */
export function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const file of fs.readdirSync(FIXTURE_CONTENT_DIR, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(FIXTURE_CONTENT_DIR, file)
    if (!file.startsWith('images') && fs.statSync(full).isFile())
      files[`content/${file.split(path.sep).join('/')}`] = fs.readFileSync(full, 'utf8')
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
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split('/')
        let dir = root
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
        await writable.write(text)
        await writable.close()
      }
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
