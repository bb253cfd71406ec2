import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from './rootDir.ts'

/**
 * The build caches, node_modules/.cache/reelfi/<job>/: entries are named by the hash of everything that went into
 * them, the code included (codeVersion.ts), so a stale one cannot be found.
 */
export const CACHE_ROOT = path.join(ROOT_DIR, 'node_modules/.cache/reelfi')

export function cacheDir(job: string): string {
  const dir = path.join(CACHE_ROOT, job)
  fs.mkdirSync(dir, { recursive: true })
  return dir
}

/** Writes a cache entry so that a reader never sees half of it: a new file renamed over. */
export function writeCacheEntry(file: string, data: Buffer | string) {
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, data)
  fs.renameSync(temporary, file)
}

/** A name beside `file` that no other call, thread or process uses: where a file is made before it is renamed. */
const temporaryOf = (file: string) => `${file}.${crypto.randomUUID()}.tmp`

/**
 * writeCacheEntry in libuv's thread pool, for a step that writes thousands (compression): creating a file costs ext4
 * time that the build's thread need not wait for. CAREFUL HERE: an entry already there is kept, never replaced (the
 * new file is linked to the entry's name, not renamed over it), so a file linked to it (placeCacheEntryAsync) never
 * meets it mid-replacement: Linux refuses a link to an inode that a rename has just unlinked (ENOENT).
 * With `placeAt`, the new file is then renamed there: what placeCacheEntryAsync would place, in three operations on
 * the file system instead of six (a file made, linked and unlinked, then linked, renamed and unlinked again).
 */
export async function writeCacheEntryAsync(file: string, data: Buffer | string, placeAt?: string) {
  const temporary = temporaryOf(file)
  // Whether the temporary still names the new file: linked to the entry's name, or beside an entry kept as it was.
  let temporaryThere = true
  try {
    await fs.promises.writeFile(temporary, data)
    await fs.promises.link(temporary, file).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return
      if (!CANNOT_LINK.has(error.code)) throw error
      await fs.promises.rename(temporary, file)
      temporaryThere = false
    })
    if (placeAt !== undefined) {
      if (!temporaryThere) await placeCacheEntryAsync(file, placeAt)
      else {
        // CAREFUL HERE: the placed file is the entry's inode or, when an entry was there, a file of its own with the
        // entry's bytes (its name is their hash): either way replaced, never written into.
        try {
          await fs.promises.rename(temporary, placeAt)
          temporaryThere = false
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
          await placeCacheEntryAsync(file, placeAt)
        }
      }
    }
  } catch (error) {
    // The failure is what is reported, not a failure to clean up after it.
    if (temporaryThere) await removeTemporary(temporary).catch(() => {})
    throw error
  }
  if (temporaryThere) await removeTemporary(temporary)
}

/**
 * Removes a temporary name if it is still there: one unlink, where `fs.promises.rm` stats it twice first (two more
 * trips through the thread pool, their callbacks on the build's thread, thousands of times a build).
 */
async function removeTemporary(temporary: string) {
  await fs.promises.unlink(temporary).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  })
}

/** Why a hard link cannot be made where a copy can: another file system, one without links, an inode's last link. */
const CANNOT_LINK: ReadonlySet<string | undefined> = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'])
/**
 * Why an entry is copied instead of linked: CANNOT_LINK, or ENOENT, which Linux also answers for an entry that another
 * process renamed a new file over while it was being linked (the cards' and images' writers do); a copy opens the
 * entry by its name, so it reads the new one (or fails with ENOENT when there is none).
 */
const COPY_INSTEAD: ReadonlySet<string | undefined> = new Set([...CANNOT_LINK, 'ENOENT'])

/**
 * Puts a cache entry at `target` as a hard link (a copy on another file system): safe, as an entry is never written
 * in place (writeCacheEntry). CAREFUL HERE: `target` is then the entry's inode: replace it (a new file renamed over,
 * or removed first), never write into it, or the cache changes with it.
 */
export function placeCacheEntry(entry: string, target: string) {
  // Replaced, never written into (it may be an earlier build's link to another entry).
  fs.rmSync(target, { force: true })
  try {
    fs.linkSync(entry, target)
  } catch (error) {
    if (!COPY_INSTEAD.has((error as NodeJS.ErrnoException).code)) throw error
    fs.copyFileSync(entry, target)
  }
}

/**
 * placeCacheEntry in libuv's thread pool (writeCacheEntryAsync says why), safe whatever else places the same target
 * at the same time: the link (a copy across file systems) is made under a name of its own, then renamed over the
 * target, so no call ever writes into a file that is there.
 */
export async function placeCacheEntryAsync(entry: string, target: string) {
  const temporary = temporaryOf(target)
  try {
    await fs.promises.link(entry, temporary).catch(async (error: NodeJS.ErrnoException) => {
      if (!COPY_INSTEAD.has(error.code)) throw error
      await fs.promises.copyFile(entry, temporary)
    })
    await fs.promises.rename(temporary, target)
  } catch (error) {
    await removeTemporary(temporary).catch(() => {})
    throw error
  }
  // Also where the rename did nothing: POSIX leaves both names when they are links to one file already.
  await removeTemporary(temporary)
}

/** A file moveInto found in its target already: `file`, relative. */
export class MoveClash extends Error {
  readonly file: string
  constructor(file: string) {
    super(`${file} is there already`)
    this.file = file
  }
}

/**
 * Moves every file of `from` into the same place under `to`, whole folders where `to` has none; a file `to` already
 * has is a MoveClash (two steps writing one file). Returns the moved files (not folders), relative to `from`.
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
    if (fs.existsSync(target)) throw new MoveClash(relative)
    fs.renameSync(source, target)
    if (!entry.isDirectory()) moved.push(relative)
    else
      for (const file of fs.readdirSync(target, { recursive: true, withFileTypes: true }))
        if (!file.isDirectory())
          moved.push(path.join(relative, path.relative(target, path.join(file.parentPath, file.name))))
  }
  return moved
}
