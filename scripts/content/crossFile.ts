/** Rules across files: the fixed files of a collection, unique and consecutive positions. */
import fs from 'node:fs'
import path from 'node:path'
import {
  LIMITS,
  COLLECTIONS,
  isFixedPage,
  RESERVED_NEWS_SLUGS,
  RESERVED_SLUGS,
  type CollectionName,
  type NewsFrontmatter,
} from '../../src/content/schema.ts'
import { LOCALES } from '../../src/i18n/locales.ts'
import { changedFiles } from '../core/changedFiles.ts'
import { fieldList } from './frontmatter.ts'
import { problemIn, type Problem } from '../core/problems.ts'
import { lineOfField } from '../source/frontmatter.ts'
import type { ContentOptions, ParsedEntry } from './types.ts'

type ProblemAt = (file: string, line: number, field: string, message: string, fix: string) => void

export function checkCollections(options: ContentOptions, locale: string, entries: ParsedEntry[], problems: Problem[]) {
  /** Files changed on this branch, asked of Git once and only when two entries clash (null: Git cannot say). */
  let changed: Set<string> | null | undefined
  const changedOnBranch = () => (changed ??= changedFiles(options.rootDir) ?? null)
  const problem: ProblemAt = (file, line, field, message, fix) =>
    problems.push(problemIn(options.rootDir, path.join(options.rootDir, file), line, field, message, fix))
  for (const [collection, definition] of Object.entries(COLLECTIONS) as [
    CollectionName,
    (typeof COLLECTIONS)[CollectionName],
  ][]) {
    const members = entries.filter(entry => entry.collection === collection)
    if (definition.kind === 'news') {
      for (const entry of members) checkNewsPost(entry, locale === options.defaultLocale, problem)
    } else if (definition.kind === 'fixed' || definition.kind === 'pages') {
      // Missing translations fall back; checked in alignWithEnglish.
      if (locale !== options.defaultLocale) continue
      const folder = path.relative(options.rootDir, path.join(options.contentDir, locale, collection))
      checkFixedFiles(options.rootDir, folder, collection, definition, members, problem)
    } else {
      checkPositions(collection, definition, members, changedOnBranch, problem)
    }
  }
}

type Definition<Kind> = Extract<(typeof COLLECTIONS)[CollectionName], { kind: Kind }>

/** A collection of known files (sections) or of pages: the fixed ones exist, the others have names they may take. */
function checkFixedFiles(
  rootDir: string,
  folder: string,
  collection: CollectionName,
  definition: Definition<'fixed' | 'pages'>,
  members: ParsedEntry[],
  problem: ProblemAt,
) {
  for (const id of definition.ids) {
    // A file that exists but failed its own checks was reported already.
    const file = path.join(folder, `${id}.mdx`)
    if (!members.some(entry => entry.id === id) && !fs.existsSync(path.join(rootDir, file))) {
      problem(file, 1, 'file', 'is missing', `create it with frontmatter ${fieldList(definition.schema)}`)
    }
  }
  for (const entry of members) {
    if (definition.kind === 'pages') {
      const slugProblem = isFixedPage(entry.id) ? undefined : articleSlugProblem(entry.id)
      if (slugProblem) problem(entry.file, 1, 'file', slugProblem.message, slugProblem.fix)
    } else if (!(definition.ids as readonly string[]).includes(entry.id)) {
      problem(
        entry.file,
        1,
        'file',
        `"${entry.id}" is not a known ${collection} file`,
        `rename it to one of: ${definition.ids.join(', ')}`,
      )
    }
  }
}

/** A sorted collection: each entry's position (`order`, `number`) its own, and numbers without gaps where asked. */
function checkPositions(
  collection: CollectionName,
  definition: Definition<'list'>,
  members: ParsedEntry[],
  changedOnBranch: () => Set<string> | null,
  problem: ProblemAt,
) {
  const key = definition.sortBy
  const seen = new Map<number, ParsedEntry>()
  for (const entry of members) {
    const value = entry.data[key] as number
    const other = seen.get(value)
    if (!other) {
      seen.set(value, entry)
      continue
    }
    // Blame the file the writer added or changed (Git says which), naming the other; when Git cannot tell, both.
    const touched = (candidate: ParsedEntry) =>
      changedOnBranch()?.has(candidate.file.split(path.sep).join('/')) ?? false
    const blamed: [ParsedEntry, ParsedEntry][] =
      touched(entry) !== touched(other)
        ? [touched(entry) ? [entry, other] : [other, entry]]
        : [
            [entry, other],
            [other, entry],
          ]
    for (const [file, clash] of blamed) {
      problem(
        file.file,
        lineOfField(file.text, key),
        key,
        `${value} is already used by ${clash.file}`,
        `give each ${collection} entry its own ${key}: change it here` +
          (touched(file)
            ? ` (${path.basename(file.file)} is the file this branch adds or changes)`
            : `, or in ${clash.file}`),
      )
    }
  }
  if (definition.consecutive && members.length > 0) {
    const numbers = [...seen.keys()].sort((a, b) => a - b)
    const gap = numbers.findIndex((value, index) => value !== index + 1)
    if (gap !== -1) {
      const entry = seen.get(numbers[gap]!)!
      problem(
        entry.file,
        lineOfField(entry.text, key),
        key,
        `${collection} are numbered ${numbers.join(', ')}: ${gap + 1} is missing`,
        `number the ${collection} 1 to ${numbers.length} without gaps`,
      )
    }
  }
}

/**
 * A news post's name (its URL) and, in English, where the scheduling fields make sense together: a pinned post
 * needs the day its banner stops, and that day comes after the post is published.
 */
function checkNewsPost(entry: ParsedEntry, english: boolean, problem: ProblemAt) {
  // Its form (ARTICLE_SLUG) is every content file name's, refused before (walk.ts).
  if (RESERVED_NEWS_SLUGS.includes(entry.id)) {
    problem(
      entry.file,
      1,
      'file',
      `the post name "${entry.id}" cannot be published at /news/${entry.id}`,
      `rename the file to lowercase a-z and 0-9 words joined by single dashes, at most ${LIMITS.slug} characters, ` +
        `none of: ${RESERVED_NEWS_SLUGS.join(', ')}`,
    )
  }
  if (!english) return
  const { date, pinned, expires } = entry.data as NewsFrontmatter
  if (pinned && !expires) {
    problem(
      entry.file,
      lineOfField(entry.text, 'pinned'),
      'pinned',
      'a pinned post needs `expires`, the last day its banner shows',
      'add e.g. `expires: YYYY-MM-DD`, or remove `pinned: true`',
    )
  }
  if (expires && expires < date) {
    problem(
      entry.file,
      lineOfField(entry.text, 'expires'),
      'expires',
      `${expires} is before the post's date ${date}, so its banner would never show`,
      'set expires to the post date or later',
    )
  }
}

/**
 * Why `slug` cannot be an article page's file name (it is published at `/<slug>`), or undefined when it can. Its form
 * (ARTICLE_SLUG) is every content file name's, refused before (walk.ts): what is left is the names the site uses.
 */
export function articleSlugProblem(slug: string): { message: string; fix: string } | undefined {
  if (RESERVED_SLUGS.includes(slug)) {
    const locale = LOCALES.find(code => code.toLowerCase() === slug)
    const taken =
      isFixedPage(slug) || slug === 'index'
        ? 'an existing page of the site'
        : locale
          ? `the language prefix /${locale}/`
          : 'a folder or file the build writes at the root of the site'
    return {
      message: `the page name "${slug}" would be published at /${slug}, which is taken by ${taken}`,
      fix: `rename the file, e.g. to "${slug}-page.mdx"; reserved names: ${RESERVED_SLUGS.join(', ')}`,
    }
  }
  return undefined
}
