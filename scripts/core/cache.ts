import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from './rootDir.ts'

/**
 * A build cache folder, node_modules/.cache/reelfi/<job>/ (beside Vite's own, and gone with `rm -rf node_modules`).
 * Entries are named by the hash of everything that went into them, never by a timestamp: an entry that does not
 * match is simply not found, and a stale one cannot be served. The code that made an entry is part of its key
 * (scripts/core/codeVersion.ts); tests/unit/cacheKeys.test.ts changes each input of each cache and expects a new key.
 */
export const CACHE_ROOT = path.join(ROOT_DIR, 'node_modules/.cache/reelfi')

export function cacheDir(job: string): string {
  const dir = path.join(CACHE_ROOT, job)
  fs.mkdirSync(dir, { recursive: true })
  return dir
}

/**
 * Writes a cache entry so that a reader never sees half of it (a build killed mid-write leaves a temporary file,
 * never a truncated entry).
 */
export function writeCacheEntry(file: string, data: Buffer | string) {
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, data)
  fs.renameSync(temporary, file)
}

/**
 * Puts a cache entry at `target` as a hard link: no bytes are copied, which at thousands of files is most of what
 * reusing the cache costs. Safe because an entry is never written in place (writeCacheEntry renames a new file over
 * it), so a published file cannot change under the site. Where links are impossible (another file system), a copy.
 */
export function placeCacheEntry(entry: string, target: string) {
  try {
    fs.linkSync(entry, target)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return fs.copyFileSync(entry, target)
    fs.rmSync(target)
    fs.linkSync(entry, target)
  }
}

/**
 * Moves every file of `from` into the same place under `to`, renaming whole folders where `to` has none yet: the
 * files made beside the Vike build (cards, images, icons) join the site without being copied. A file that `to`
 * already has is an error (two steps writing one file), never silently replaced. Returns the moved files, relative.
 */
export function moveInto(from: string, to: string, prefix = ''): string[] {
  fs.mkdirSync(to, { recursive: true })
  const moved: string[] = []
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    const relative = path.join(prefix, entry.name)
    if (entry.isDirectory() && fs.existsSync(target)) {
      moved.push(...moveInto(source, target, relative))
      continue
    }
    if (fs.existsSync(target)) throw new Error(`${relative} is written by the Vike build and by another step`)
    fs.renameSync(source, target)
    moved.push(
      ...(entry.isDirectory()
        ? fs.readdirSync(target, { recursive: true, encoding: 'utf8' }).map(file => path.join(relative, file))
        : [relative]),
    )
  }
  return moved
}
