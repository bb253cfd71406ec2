/**
 * The English a translation was made from, the text its `source_hash` names: the copy `npm run i18n:stamp` kept in
 * content/stamped/<hash>.mdx (a shallow CI clone has no history), else Git history.
 * CAREFUL HERE: a kept text is used only when its hash is the stamp, and an out-of-date translation is shown only
 * when that English states the same facts as today's: nothing the current English does not state reaches the page.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sha256 } from '../core/hash.ts'
import { sourceText } from '../source/frontmatter.ts'

/** The hash a translation's `source_hash` must match: the first 12 hex digits of the English file's SHA-256. */
export function sourceHash(text: string): string {
  return sha256(sourceText(text)).slice(0, 12)
}

export function stampedDirOf(contentDir: string): string {
  return path.join(contentDir, 'stamped')
}

const MAX_KEPT_BYTES = 256 * 1024

/** Keeps `englishText` as the English that translations stamped with its hash were made from; returns the hash. */
export function keepStampedEnglish(contentDir: string, englishText: string): string {
  const hash = sourceHash(englishText)
  const dir = stampedDirOf(contentDir)
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${hash}.mdx`)
  if (!fs.existsSync(file)) fs.writeFileSync(file, sourceText(englishText))
  return hash
}

/** The kept copies no translation names any more (`referenced` are the stamps in use). */
export function unusedStampedEnglish(contentDir: string, referenced: ReadonlySet<string>): string[] {
  const dir = stampedDirOf(contentDir)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter(name => name.endsWith('.mdx') && !referenced.has(name.slice(0, -4)))
    .map(name => path.join(dir, name))
}

/**
 * The English text whose hash is `hash`: the kept copy, else the newest committed version of `englishFile` that has
 * it. `historyFirst` (i18n:stamp --keep): a copy planted in content/stamped/ is never re-kept when history has it.
 */
export function stampedEnglish(
  rootDir: string,
  contentDir: string,
  englishFile: string,
  hash: string,
  { historyFirst = false }: { historyFirst?: boolean } = {},
): string | undefined {
  if (!/^[0-9a-f]{12}$/.test(hash)) return undefined
  if (historyFirst) return stampedCommit(rootDir, englishFile, hash)?.text ?? keptCopy(contentDir, hash)
  return keptCopy(contentDir, hash) ?? stampedCommit(rootDir, englishFile, hash)?.text
}

function keptCopy(contentDir: string, hash: string): string | undefined {
  const dir = stampedDirOf(contentDir)
  const dirStats = fs.lstatSync(dir, { throwIfNoEntry: false })
  const kept = path.join(dir, `${hash}.mdx`)
  // The folder is never followed through a link either.
  const stats =
    dirStats?.isDirectory() && !dirStats.isSymbolicLink() ? fs.lstatSync(kept, { throwIfNoEntry: false }) : undefined
  // A link or an oversized file is never read (CAREFUL HERE: /dev/zero).
  if (stats?.isFile() && stats.size <= MAX_KEPT_BYTES) {
    const text = fs.readFileSync(kept, 'utf8')
    if (sourceHash(text) === hash) return text
  }
  return undefined
}

export function stampedCommit(
  rootDir: string,
  englishFile: string,
  hash: string,
): { commit: string; text: string } | undefined {
  const log = spawnSync('git', ['log', '--format=%H', '--', englishFile], { cwd: rootDir, encoding: 'utf8' })
  if (log.status !== 0) return undefined
  for (const commit of log.stdout.split('\n').filter(Boolean)) {
    const version = spawnSync('git', ['show', `${commit}:${englishFile}`], {
      cwd: rootDir,
      encoding: 'utf8',
      maxBuffer: MAX_KEPT_BYTES * 4,
    })
    if (version.status === 0 && sourceHash(version.stdout) === hash) return { commit, text: version.stdout }
  }
  return undefined
}
