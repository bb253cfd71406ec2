/**
 * The stamp the content step writes beside the index it generates (src/content/generated/compiler.stamp): what the
 * index was made from, so that `npm run dev`'s first step (scripts/pipeline/ensureIndex.ts) makes it again before
 * the server starts when any of it changed, in a few milliseconds and without loading the compiler:
 * - the compiler: its files (every module scripts/pipeline/run.ts imports from the checkout, found once per process
 *   by the content step) and a hash of their bytes and of the lockfiles (a pull that changed it, a package upgrade);
 * - the content: the size and time of every file under content/ and every catalog (an edit made while the server
 *   was stopped, a branch checked out), never older than what the index holds;
 * - the day the news schedule was applied for (REELFI_NOW, or a new day) and whether drafts are shown (`--drafts`).
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
  /** The day the news schedule was applied for, YYYY-MM-DD. */
  today: string
  /** Whether draft news posts were shown as published (`npm run dev -- --drafts`). */
  drafts: boolean
}

interface Stamp {
  /** The compiler's files, relative to the root, sorted. */
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
 * The path, size and modification time of every file under `dirs` (missing folders count as empty): it changes with
 * any edit, addition, removal or rename. Only stat, never the bytes: 400 files take about a millisecond.
 * CAREFUL HERE: content/ is untrusted input and `npm run content` takes this before it reads anything, so nothing in
 * it may throw: a symbolic link is stat'ed itself, never followed (a dangling one crashed the content step with
 * ENOENT before the content check could say "is a symbolic link"), and a file gone since the listing (an editor's
 * temporary file) is skipped.
 */
export function inputsFingerprint(dirs: readonly string[]): string {
  const parts: string[] = []
  for (const [index, dir] of dirs.entries()) {
    if (!fs.existsSync(dir)) continue
    // Relative names: a copy of the checkout with its files' times (tests/unit/dev.test.ts) is the same content.
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

/**
 * Whether the index in `outDir` was made by the compiler the checkout has now (false without a stamp) and, when
 * `inputs` is given, from these inputs.
 */
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
