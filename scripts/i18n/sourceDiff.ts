/**
 * What changed in an English content file since a translation of it was stamped (`npm run i18n:diff`).
 * The stamp (`source_hash`) is a hash, not a commit, so the stamped English text is found by hashing each
 * committed version of the English file, newest first; git then diffs that commit's version against the file
 * as it is now (working tree, uncommitted edits included).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sourceHash } from '../content/buildContent.ts'

export type SourceDiff =
  | { kind: 'changed'; english: string; commit: string; commitSummary: string; diff: string }
  | { kind: 'up to date'; english: string }
  | { kind: 'not stamped'; english: string }
  | { kind: 'not in history'; english: string; stamp: string; shallow: boolean }

/** The path names no translation of an English content file; the message says what is wrong. */
export class NotATranslationError extends Error {}

/**
 * `translation` is repository-relative (`content/ja/faq/x.mdx`); `rootDir` is the repository's work tree.
 * Throws NotATranslationError for anything but an existing translation of an existing English file.
 * `words` marks changed words inside a line (git's --word-diff=plain), easier to read for a paragraph on one line.
 */
export function diffSinceStamp(rootDir: string, translation: string, defaultLocale: string,
  { color = false, words = false } = {}): SourceDiff {
  const parts = translation.split(/[\\/]/)
  const [top, locale, collection, name] = parts
  if (parts.length !== 4 || top !== 'content' || !name?.endsWith('.mdx') || locale === defaultLocale) {
    throw new NotATranslationError(`${translation}: not a translation — give a path like content/<locale>/<collection>/<file>.mdx, outside content/${defaultLocale}/`)
  }
  const english = ['content', defaultLocale, collection, name].join('/')
  if (!fs.existsSync(path.join(rootDir, translation))) {
    throw new NotATranslationError(`${translation}: no such file — check the path (npm run i18n:status lists the translations)`)
  }
  if (!fs.existsSync(path.join(rootDir, english))) {
    throw new NotATranslationError(`${translation}: not a translation — there is no English original ${english}`)
  }

  const stamp = readStamp(rootDir, translation)
  if (stamp === undefined) return { kind: 'not stamped', english }
  if (sourceHash(fs.readFileSync(path.join(rootDir, english), 'utf8')) === stamp) return { kind: 'up to date', english }

  for (const commit of git(rootDir, ['log', '--format=%H', '--', english]).split('\n').filter(Boolean)) {
    const version = spawnSync('git', ['show', `${commit}:${english}`], { cwd: rootDir, encoding: 'utf8' })
    if (version.status !== 0 || sourceHash(version.stdout) !== stamp) continue
    return {
      kind: 'changed',
      english,
      commit,
      commitSummary: git(rootDir, ['log', '-1', '--format=%h, %as, "%s"', commit]).trim(),
      // Explicit prefixes and no external diff, whatever the user's git configuration says.
      diff: git(rootDir, ['diff', color ? '--color=always' : '--no-color', ...(words ? ['--word-diff=plain'] : []),
        '--no-ext-diff', '--src-prefix=a/', '--dst-prefix=b/', commit, '--', english]),
    }
  }
  const shallow = git(rootDir, ['rev-parse', '--is-shallow-repository']).trim() === 'true'
  return { kind: 'not in history', english, stamp, shallow }
}

/** What `npm run i18n:diff` prints for one translation. */
export function formatSourceDiff(translation: string, result: SourceDiff): string {
  switch (result.kind) {
    case 'changed':
      return `${translation} was stamped against ${result.english} as of ${result.commitSummary}; ` +
        `what changed in English since then:\n\n${result.diff.trimEnd()}\n\n` +
        `Bring these changes into the translation, then run npm run i18n:stamp -- ${translation}`
    case 'up to date':
      return `${translation} is up to date with ${result.english}: nothing to bring over.`
    case 'not stamped':
      return `${translation} has no source_hash, so there is no stamped English version to compare with — ` +
        `compare it with ${result.english} by hand, then run npm run i18n:stamp -- ${translation}`
    case 'not in history':
      return `${translation}: no version of ${result.english} in this clone's history has source_hash ${result.stamp}. ` +
        (result.shallow
          ? 'This is a shallow clone: fetch the full history with `git fetch --unshallow` and run this again.'
          : 'It was stamped against a version that was never committed here; compare with the English file by hand.')
  }
}

/**
 * The translation's `source_hash`, or undefined when it has none. Read as text, not YAML: an all-digit hash such
 * as 123456789012, written unquoted by i18n:stamp, would be a number in YAML.
 */
function readStamp(rootDir: string, translation: string): string | undefined {
  const text = fs.readFileSync(path.join(rootDir, translation), 'utf8').replace(/\r\n/g, '\n')
  const end = text.indexOf('\n---', 3)
  const frontmatter = text.startsWith('---\n') && end !== -1 ? text.slice(0, end) : ''
  return /^source_hash:[ \t]*["']?([0-9a-f]+)["']?[ \t]*$/m.exec(frontmatter)?.[1]
}

function git(cwd: string, args: string[]): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error || run.status !== 0) {
    throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${run.error?.message ?? run.stderr.trim()}`)
  }
  return run.stdout
}
