/**
 * The stamp the content step writes beside the index it generates (src/content/generated/compiler.stamp): the files
 * of the content compiler (every module scripts/pipeline/run.ts imports from the checkout, found once per process by
 * the content step) and a hash of their bytes and of the lockfile, so that `npm run dev`'s first step
 * (scripts/pipeline/ensureIndex.ts) sees an index made by other code (a pull that changed the compiler, a package
 * upgrade) by hashing some sixty files, a few milliseconds, without loading the compiler.
 * CAREFUL HERE: ensureIndex.ts loads this file under Node's own type stripping: import only Node's modules.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const STAMP_FILE = 'compiler.stamp'
/** Lockfiles of any package manager: a package upgrade can change the compiler's output. */
const LOCKFILES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock', 'bun.lockb']

interface Stamp {
  /** The compiler's files, relative to the root, sorted. */
  files: string[]
  hash: string
}

/** The hash of `files` (relative to `root`; a missing one counts as missing) and of the root's lockfiles. */
function hashFiles(root: string, files: readonly string[]): string {
  const hash = createHash('sha256')
  for (const file of [...files, ...LOCKFILES]) {
    const full = path.join(root, file)
    hash.update(file).update('\0')
    hash.update(fs.existsSync(full) ? fs.readFileSync(full) : '\0missing').update('\0')
  }
  return hash.digest('hex')
}

/** The stamp's text for the compiler made of `files` (absolute). */
export function compilerStamp(root: string, files: readonly string[]): string {
  const relative = files.map((file) => path.relative(root, file).split(path.sep).join('/')).sort()
  return `${JSON.stringify({ files: relative, hash: hashFiles(root, relative) } satisfies Stamp, null, 1)}\n`
}

/** Whether the index in `outDir` was made by the compiler the checkout has now (false without a stamp). */
export function isIndexCurrent(root: string, outDir: string): boolean {
  const file = path.join(outDir, STAMP_FILE)
  if (!fs.existsSync(file)) return false
  try {
    const stamp = JSON.parse(fs.readFileSync(file, 'utf8')) as Stamp
    return stamp.hash === hashFiles(root, stamp.files)
  } catch {
    return false
  }
}
