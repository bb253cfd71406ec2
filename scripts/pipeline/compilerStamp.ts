/**
 * The stamp beside the generated index (src/content/generated/compiler.stamp): what it was made from, so that
 * ensureIndex.ts can tell in milliseconds whether it is stale: the compiler's files and the lockfiles (hashed), the
 * size and time of every content file and catalog, the day the news schedule was applied for, and `--drafts`.
 * CAREFUL HERE: ensureIndex.ts loads this file under Node's own type stripping: import only Node's modules and files
 * that do the same.
 */
import fs from 'node:fs'
import path from 'node:path'
import { hashOf } from '../core/hash.ts'
import { LOCKFILES } from '../core/lockfiles.ts'

export const STAMP_FILE = 'compiler.stamp'

/** What the index was made from besides the compiler. */
export interface IndexInputs {
  /** inputsFingerprint() of the content and catalogs, taken before they were read. */
  files: string
  today: string
  drafts: boolean
}

interface Stamp {
  /** The compiler's files, relative to the root. */
  files: string[]
  hash: string
  inputs?: IndexInputs
}

/** The hash of `files` (relative to `root`; a missing one counts as missing) and of the root's lockfiles. */
function hashFiles(root: string, files: readonly string[]): string {
  return hashOf(
    ...[...files, ...LOCKFILES].flatMap(file => {
      const full = path.join(root, file)
      return [file, fs.existsSync(full) ? fs.readFileSync(full) : '\0missing']
    }),
  )
}

/**
 * The path, size and modification time of every file under `dirs`: only stat, never the bytes.
 * CAREFUL HERE: content/ is untrusted and read before any check, so nothing here may throw: a link is never followed
 * (a dangling one crashed the step), and a file gone since the listing is skipped.
 */
export function inputsFingerprint(dirs: readonly string[]): string {
  const parts: string[] = []
  for (const [index, dir] of dirs.entries()) {
    if (!fs.existsSync(dir)) continue
    // Relative names: a copy of the checkout with its files' times is the same content.
    for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      const stat = fs.lstatSync(path.join(dir, name), { throwIfNoEntry: false })
      if (stat && !stat.isDirectory())
        parts.push(`${index}\t${name.split(path.sep).join('/')}\t${stat.size}\t${stat.mtimeMs}`)
    }
  }
  return hashOf(...parts)
}

/** The stamp's text for the compiler made of `files` (absolute), and the inputs the index was made from. */
export function compilerStamp(root: string, files: readonly string[], inputs?: IndexInputs): string {
  const relative = files.map(file => path.relative(root, file).split(path.sep).join('/')).sort()
  const stamp: Stamp = { files: relative, hash: hashFiles(root, relative), ...(inputs ? { inputs } : {}) }
  return `${JSON.stringify(stamp, null, 1)}\n`
}

/** Whether the index in `outDir` was made by the checkout's compiler (and from `inputs`, when given). */
export function isIndexCurrent(root: string, outDir: string, inputs?: IndexInputs): boolean {
  const file = path.join(outDir, STAMP_FILE)
  if (!fs.existsSync(file)) return false
  try {
    const stamp = JSON.parse(fs.readFileSync(file, 'utf8')) as Stamp
    if (inputs && JSON.stringify(stamp.inputs) !== JSON.stringify(inputs)) return false
    return stamp.hash === hashFiles(root, stamp.files)
  } catch {
    return false
  }
}
