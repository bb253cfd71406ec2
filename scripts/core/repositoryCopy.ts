import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CONTENT_INDEX_DIR, ROOT_DIR, SWC_CACHE_DIR } from './rootDir.ts'
import { isVikeTemporaryFile, WORK_FOLDERS } from './workFolders.ts'

/** Caches inside node_modules: left out of the copy's node_modules, so that its first build is cold. */
const CACHES = new Set(['.cache', '.vite', '.vite-temp'])

/**
 * A copy of the repository in a new temporary folder (files keep their times), with a node_modules that links to each
 * package but not to the caches, so its build caches are its own. `sharedCache`: node_modules is one link, caches
 * included. `sharedSwcCache`: SWC's cache is shared (Lingui's plugin costs 8 s of CPU to compile). The caller removes
 * the folder.
 */
export function copyRepository(prefix: string, { sharedCache = false, sharedSwcCache = false } = {}): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const entry of fs.readdirSync(ROOT_DIR)) {
    if (!WORK_FOLDERS.has(entry))
      fs.cpSync(path.join(ROOT_DIR, entry), path.join(copy, entry), {
        recursive: true,
        preserveTimestamps: true,
        filter: source => !isVikeTemporaryFile(source),
      })
  }
  fs.rmSync(path.join(copy, CONTENT_INDEX_DIR), { recursive: true, force: true })
  if (sharedCache) {
    fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
    return copy
  }
  fs.mkdirSync(path.join(copy, 'node_modules'))
  for (const entry of fs.readdirSync(path.join(ROOT_DIR, 'node_modules'))) {
    if (!CACHES.has(entry))
      fs.symlinkSync(path.join(ROOT_DIR, 'node_modules', entry), path.join(copy, 'node_modules', entry))
  }
  if (sharedSwcCache) {
    // Made first, so that the link never points to nothing.
    fs.mkdirSync(path.join(ROOT_DIR, SWC_CACHE_DIR), { recursive: true })
    fs.mkdirSync(path.dirname(path.join(copy, SWC_CACHE_DIR)))
    fs.symlinkSync(path.join(ROOT_DIR, SWC_CACHE_DIR), path.join(copy, SWC_CACHE_DIR), 'dir')
  }
  return copy
}
