/**
 * What changed in an English content file since a translation of it was stamped (`npm run i18n:diff`): the stamped
 * text is found by hashing each committed version, newest first, and git diffs it against the file as it is now.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { readSourceHash, splitFrontmatter } from '../source/frontmatter.ts'
import { bodyBlocks } from '../translation/glossaryContent.ts'
import { sourceHash, stampedCommit } from '../translation/stampedEnglish.ts'

export type SourceDiff =
  | {
      kind: 'changed'
      english: string
      commit: string
      commitSummary: string
      diff: string
      paragraphs: ParagraphDiff[]
      total: number
    }
  | { kind: 'up to date'; english: string }
  | { kind: 'not stamped'; english: string }
  | { kind: 'not in history'; english: string; stamp: string; shallow: boolean }

/** The path names no translation of an English content file; the message says what is wrong. */
export class NotATranslationError extends Error {}

/**
 * `translation` is repository-relative (`content/ja/faq/x.mdx`). Throws NotATranslationError for anything but an
 * existing translation of an existing English file. `words`: git's --word-diff=plain.
 */
export function diffSinceStamp(
  rootDir: string,
  translation: string,
  defaultLocale: string,
  { color = false, words = false } = {},
): SourceDiff {
  const parts = translation.split(/[\\/]/)
  const [top, locale, collection, name] = parts
  if (parts.length !== 4 || top !== 'content' || !name?.endsWith('.mdx') || locale === defaultLocale) {
    throw new NotATranslationError(
      `${translation}: not a translation — give a path like content/<locale>/<collection>/<file>.mdx, outside ` +
        `content/${defaultLocale}/`,
    )
  }
  const english = ['content', defaultLocale, collection, name].join('/')
  if (!fs.existsSync(path.join(rootDir, translation))) {
    throw new NotATranslationError(
      `${translation}: no such file — check the path (npm run i18n:status lists the translations)`,
    )
  }
  if (!fs.existsSync(path.join(rootDir, english))) {
    throw new NotATranslationError(`${translation}: not a translation — there is no English original ${english}`)
  }

  const stamp = readSourceHash(fs.readFileSync(path.join(rootDir, translation), 'utf8'))
  if (stamp === undefined) return { kind: 'not stamped', english }
  const current = fs.readFileSync(path.join(rootDir, english), 'utf8')
  if (sourceHash(current) === stamp) return { kind: 'up to date', english }

  const commit = stampedCommit(rootDir, english, stamp)?.commit
  if (commit) {
    // Explicit prefixes and no external diff, whatever the user's git configuration says.
    const diffArgs = (context: string[]) =>
      git(rootDir, [
        'diff',
        color ? '--color=always' : '--no-color',
        ...(words ? ['--word-diff=plain'] : []),
        ...context,
        '--no-ext-diff',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        commit,
        '--',
        english,
      ])
    return {
      kind: 'changed',
      english,
      commit,
      commitSummary: git(rootDir, ['log', '-1', '--format=%h, %as, "%s"', commit]).trim(),
      diff: diffArgs([]),
      // The whole file as context, so that every changed line can be put in its paragraph.
      paragraphs: groupByParagraph(diffArgs([`-U${current.split('\n').length + 1}`]), paragraphsOf(current), words),
      total: paragraphsOf(current).length,
    }
  }
  const shallow = git(rootDir, ['rev-parse', '--is-shallow-repository']).trim() === 'true'
  return { kind: 'not in history', english, stamp, shallow }
}

/** A unit a translator brings over: a text field of the frontmatter or a block of the body between blank lines. */
export interface Paragraph {
  label: string
  line: number
  lastLine: number
  text: string
}

/** Frontmatter fields that are not text: they stay as in English (or are the stamp itself). */
const NOT_TRANSLATED_FIELDS: ReadonlySet<string> = new Set([
  'source_hash',
  'order',
  'number',
  'icon',
  'updated',
  'draft',
  'footer',
])

function paragraphsOf(source: string): Paragraph[] {
  const { lines, end } = splitFrontmatter(source)
  const paragraphs: Paragraph[] = []
  for (let index = 1; index < end; index++) {
    const field = /^([\w-]+):\s*(.*)$/.exec(lines[index]!)
    if (!field || NOT_TRANSLATED_FIELDS.has(field[1]!)) continue
    paragraphs.push({ label: `"${field[1]}"`, line: index + 1, lastLine: index + 1, text: lines[index]! })
  }
  const body = bodyBlocks(source).map(({ line, text }, index) => ({
    label: `paragraph ${index + 1}`,
    line,
    lastLine: line + text.split('\n').length - 1,
    text,
  }))
  return [...paragraphs, ...body]
}

/** The changed paragraphs of a diff: each with its lines of the diff (unchanged lines of it included, for context). */
export interface ParagraphDiff {
  paragraph: Paragraph | undefined
  lines: string[]
}

const ANSI = /\u001b\[[0-9;]*m/g

/**
 * Splits a whole-file diff of the English file by paragraph of its current text. A removed line belongs to the
 * paragraph of the next unchanged line, or else the previous one. With `words`, every line is one of the new text,
 * except one removed whole.
 */
function groupByParagraph(diff: string, paragraphs: Paragraph[], words: boolean): ParagraphDiff[] {
  const lines = diff.split('\n')
  const start = lines.findIndex(line => line.replace(ANSI, '').startsWith('@@'))
  if (start === -1) return []
  const paragraphAt = (line: number) =>
    paragraphs.find(paragraph => paragraph.line <= line && line <= paragraph.lastLine)
  const groups = new Map<Paragraph | undefined, { lines: string[]; changed: boolean }>()
  let newLine = 1
  let previous: Paragraph | undefined
  const pending: string[] = []
  const add = (paragraph: Paragraph | undefined, line: string, changed: boolean) => {
    const group = groups.get(paragraph) ?? { lines: [], changed: false }
    group.lines.push(line)
    group.changed ||= changed
    groups.set(paragraph, group)
  }
  for (const line of lines.slice(start + 1)) {
    const plain = line.replace(ANSI, '')
    if (plain === '' || plain.startsWith('\\')) continue
    const removedWhole = words ? /^\[-.*-\]$/.test(plain) && !plain.includes('{+') : plain.startsWith('-')
    // A blank line added or removed between paragraphs changes none of them.
    if ((words ? plain.replace(/^\[-|-\]$|^\{\+|\+\}$/g, '') : plain.slice(1)).trim() === '') {
      if (!removedWhole) newLine++
      continue
    }
    if (removedWhole) {
      pending.push(line)
      continue
    }
    const changed = words ? plain.includes('{+') || plain.includes('[-') : plain.startsWith('+')
    const paragraph = paragraphAt(newLine)
    const owner = paragraph ?? previous
    for (const removed of pending.splice(0)) add(owner, removed, true)
    if (paragraph) add(paragraph, line, changed)
    else if (changed) add(previous, line, true)
    if (paragraph) previous = paragraph
    newLine++
  }
  for (const removed of pending) add(previous, removed, true)
  return [...groups]
    .filter(([, group]) => group.changed)
    .map(([paragraph, group]) => ({ paragraph, lines: group.lines }))
}

/** How many of the English file's paragraphs changed since the translation was stamped; undefined when unknown. */
export function paragraphChanges(
  rootDir: string,
  translation: string,
  defaultLocale: string,
): { changed: number; total: number } | undefined {
  const result = diffSinceStamp(rootDir, translation, defaultLocale)
  if (result.kind === 'up to date') return { changed: 0, total: 0 }
  return result.kind === 'changed' ? { changed: result.paragraphs.length, total: result.total } : undefined
}

export function formatSourceDiff(translation: string, result: SourceDiff): string {
  switch (result.kind) {
    case 'changed': {
      const groups = result.paragraphs.map(({ paragraph, lines }) => {
        const where = paragraph
          ? `${paragraph.label} of ${result.total}, ${result.english}:${paragraph.line}`
          : `removed from ${result.english}`
        return `── ${where}\n${lines.join('\n')}`
      })
      return (
        `${translation} was stamped against ${result.english} as of ${result.commitSummary}; ` +
        `${result.paragraphs.length} of ${result.total} paragraphs changed in English since ` +
        `then:\n\n${groups.join('\n\n')}\n\n` +
        `Bring these changes into the translation, then run npm run i18n:stamp -- ${translation}`
      )
    }
    case 'up to date':
      return `${translation} is up to date with ${result.english}: nothing to bring over.`
    case 'not stamped':
      return (
        `${translation} has no source_hash, so there is no stamped English version to compare with — ` +
        `compare it with ${result.english} by hand, then run npm run i18n:stamp -- ${translation}`
      )
    case 'not in history':
      return (
        `${translation}: no version of ${result.english} in this clone's history has source_hash ${result.stamp}. ` +
        (result.shallow
          ? 'This is a shallow clone: fetch the full history with `git fetch --unshallow` and run this again.'
          : 'It was stamped against a version that was never committed here; compare with the English file by hand.')
      )
  }
}

function git(cwd: string, args: string[]): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error || run.status !== 0) {
    throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${run.error?.message ?? run.stderr.trim()}`)
  }
  return run.stdout
}
