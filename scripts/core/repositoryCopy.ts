import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CONTENT_INDEX_DIR, ROOT_DIR, SWC_CACHE_DIR } from './rootDir.ts'
import { isVikeTemporaryFile, WORK_FOLDERS } from './workFolders.ts'

/** Caches inside node_modules: left out of the copy's node_modules, so that its first build is cold. */
const CACHES = new Set(['.cache', '.vite', '.vite-temp'])

/**
 * A copy of the repository in a new temporary folder, to build without touching the repository: its sources, and a
 * node_modules of its own that links to each of the repository's packages but not to their caches, so that the
 * copy's build cache (node_modules/.cache/reelfi/) starts empty and stays its own. Files keep their times, so that a
 * content index copied in is current for the copy's `npm run dev` (scripts/pipeline/ensureIndex.ts). With
 * `sharedCache`, node_modules is one link to the repository's, caches included: for a check that a copy builds, where
 * a cold cache would only cost time. With `sharedSwcCache`, only SWC's cache is a link to the repository's: Lingui's
 * plugin, compiled once for the machine, is not compiled again (about 8 s of CPU) for a copy whose build caches are
 * its own, as the integration tests' are. The caller removes the folder.
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
    // Made first if missing, so that the link never points to nothing.
    fs.mkdirSync(path.join(ROOT_DIR, SWC_CACHE_DIR), { recursive: true })
    fs.mkdirSync(path.dirname(path.join(copy, SWC_CACHE_DIR)))
    fs.symlinkSync(path.join(ROOT_DIR, SWC_CACHE_DIR), path.join(copy, SWC_CACHE_DIR), 'dir')
  }
  return copy
}
