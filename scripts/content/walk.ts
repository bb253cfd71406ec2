/** Finds the content files: content/<locale>/<collection>/<name>.mdx, with the rules for folder and file names. */
import fs from 'node:fs'
import path from 'node:path'
import { ARTICLE_SLUG, COLLECTIONS, LIMITS, type CollectionName } from '../../src/content/schema.ts'
import { faqIdClash } from '../../src/content/reservedIds.ts'
import { LOCALES } from '../../src/i18n/locales.ts'
import { entryProblem } from '../source/entries.ts'
import { problemIn, type Problem } from '../core/problems.ts'
import type { ContentOptions } from './types.ts'

/**
 * A file's name is its id in every locale and in URLs (`#faq-<name>`), so it stays plain: ARTICLE_SLUG and `.mdx`,
 * the rule the editor's names also follow (scripts/admin/entryNames.ts).
 */
export const isContentFileName = (fileName: string) =>
  fileName.endsWith('.mdx') && ARTICLE_SLUG.test(fileName.slice(0, -'.mdx'.length))

/**
 * A file an operating system or an editor leaves beside the writer's (`.DS_Store`, `._name`, `Thumbs.db`, vim's
 * `.name.swp`, `name~`, Emacs's `.#name`): never content, never committed (.gitignore lists the same), and passed
 * over without a word, so that a writer's open editor does not stop `npm run content`.
 */
export const isLeftover = (fileName: string) =>
  /^(?:\.DS_Store|\._.*|Thumbs\.db|desktop\.ini|\..*\.sw[a-p]|\.#.*|.*~)$/.test(fileName)

export interface ContentFile {
  collection: CollectionName
  filePath: string
}

/**
 * Anything at the top of content/ that is neither a language of the site nor one of the files or folders `read`:
 * nothing would read it, so a misnamed language folder (`zh-tw`, `EN`) or a note would be ignored without a word.
 */
export function checkContentTop(options: ContentOptions, read: readonly (string | undefined)[], problems: Problem[]) {
  if (!fs.existsSync(options.contentDir)) return
  const known = new Set<string>([
    ...LOCALES,
    ...read
      .filter(file => file !== undefined && path.dirname(file) === options.contentDir)
      .map(file => path.basename(file!)),
  ])
  for (const name of fs.readdirSync(options.contentDir).sort()) {
    if (known.has(name) || isLeftover(name)) continue
    problems.push(
      problemIn(
        options.rootDir,
        path.join(options.contentDir, name),
        1,
        'file',
        'is not a language folder of the site nor a file content/ holds, so nothing would read it',
        `rename it to one of the languages (${LOCALES.join(', ')}), or move it out of content/`,
      ),
    )
  }
}

/** The content files of a locale, sorted; undefined when the locale has no folder (reported). */
export function listContentFiles(
  options: ContentOptions,
  locale: string,
  problems: Problem[],
  warnings: Problem[],
): ContentFile[] | undefined {
  const problem = (absolutePath: string, field: string, message: string, fix: string) =>
    problemIn(options.rootDir, absolutePath, 1, field, message, fix)
  const localeDir = path.join(options.contentDir, locale)
  if (!fs.lstatSync(localeDir, { throwIfNoEntry: false })) {
    if (locale === options.defaultLocale) {
      problems.push(problem(localeDir, 'folder', 'is missing', 'create it: English content is required'))
    } else {
      warnings.push(problem(localeDir, 'folder', 'is missing', 'create it; every page shows English until then'))
    }
    return undefined
  }
  const refusedLocale = entryProblem(localeDir, 'folder')
  if (refusedLocale) {
    problems.push(problem(localeDir, 'folder', refusedLocale.message, refusedLocale.fix))
    return undefined
  }
  const files: ContentFile[] = []
  for (const name of fs.readdirSync(localeDir).sort()) {
    if (isLeftover(name)) continue
    const collectionDir = path.join(localeDir, name)
    const refused = Object.hasOwn(COLLECTIONS, name)
      ? entryProblem(collectionDir, 'folder')
      : { message: 'is not a content collection', fix: `move it into one of: ${Object.keys(COLLECTIONS).join(', ')}` }
    if (refused) {
      problems.push(problem(collectionDir, 'folder', refused.message, refused.fix))
      continue
    }
    for (const fileName of fs.readdirSync(collectionDir).sort()) {
      if (isLeftover(fileName)) continue
      const filePath = path.join(collectionDir, fileName)
      const stem = path.basename(fileName, '.mdx')
      // A FAQ entry's name becomes the ids `<name>` and `faq-<name>` on pages that also have the layout's ids.
      const clash = name === 'faq' ? faqIdClash(stem) : undefined
      const refused = !isContentFileName(fileName)
        ? {
            message: `the name "${fileName}" breaks the rule for content file names`,
            fix:
              `rename it to words of lowercase a-z and 0-9 joined by single dashes, at most ${LIMITS.slug} ` +
              `characters, ending in .mdx, e.g. "${suggestName(fileName, /\.(mdx?|markdown|txt)$/i, 'mdx', 'name')}"`,
          }
        : (entryProblem(filePath, 'file') ??
          (clash && {
            message:
              `the name gives the id ${clash}, which the page already uses for its own sections, so a link to ` +
              `#${stem} would not open this answer`,
            fix: `rename it to a name that says the question, e.g. "${stem}-question.mdx"`,
          }))
      if (refused) problems.push(problem(filePath, 'file', refused.message, refused.fix))
      else files.push({ collection: name as CollectionName, filePath })
    }
  }
  return files
}

/** `file` as a plain name (lowercase a-z, 0-9 and -) with its ending matched by `stripped` replaced by `ending`. */
export function suggestName(file: string, stripped: RegExp, ending: string, fallback: string): string {
  const stem = file
    .replace(stripped, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${stem || fallback}.${ending}`
}
