/** A translated locale against English: fallbacks, out-of-date translations, and files with no English original. */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { COLLECTIONS, isFixedPage, type BodyNode } from '../../src/content/schema.ts'
import { FIGURE_FIX, figuresIn, typedFigures } from './figures.ts'
import { checkImageParity } from './imageUse.ts'
import { compareFacts, describeGap, placeholderFacts } from './parity.ts'
import { lineOf, lineOfField, problemIn, type Problem } from './problems.ts'
import type { BuildOptions, ParsedEntry, TranslationStatus } from './types.ts'

/** The hash a translation's `source_hash` must match: the first 12 hex digits of the English file's SHA-256. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n')).digest('hex').slice(0, 12)
}

export interface English {
  /** The English entries that passed their checks. */
  entries: ParsedEntry[]
  /** `collection/id` of every English file, including those that failed their own checks (reported already). */
  files: Set<string>
}

/**
 * A translated locale has exactly English's entries: missing ones fall back to English, extra or mismatched ones are
 * errors. A translation of an English file that failed its own checks is left alone until that file is fixed: the
 * mistake is reported once, in the English file.
 */
export function alignWithEnglish(options: BuildOptions, locale: string, entries: ParsedEntry[], english: English,
  problems: Problem[], warnings: Problem[], status: TranslationStatus): ParsedEntry[] {
  const problemAt = (file: string, line: number, field: string, message: string, fix: string) =>
    problemIn(options.rootDir, path.join(options.rootDir, file), line, field, message, fix)
  const aligned: ParsedEntry[] = []
  for (const source of english.entries) {
    const key = `${source.collection}/${source.id}`
    const translated = entries.find((entry) => entry.collection === source.collection && entry.id === source.id)
    const translatedFile = path.relative(options.rootDir, path.join(options.contentDir, locale, source.collection, `${source.id}.mdx`))
    if (!translated) {
      // A draft is not published: nothing of it is missing in any language yet.
      const draft = source.data.draft === true
      if (!draft && !fs.existsSync(path.join(options.rootDir, translatedFile))) { // if it exists, its own problem was reported
        warnings.push(problemAt(translatedFile, 1, 'file', 'is not translated yet', `copy ${source.file} there and translate it; English is shown until then`))
      }
      if (!draft) status.fallback.push(key)
      aligned.push({ ...source, fallback: true })
      continue
    }
    if (translated.sourceHash === sourceHash(source.text)) {
      status.translated.push(key)
    } else {
      status.outdated.push(key)
      warnings.push(problemAt(translated.file, lineOfField(translated.text, 'source_hash'), 'source_hash',
        translated.sourceHash ? `${source.file} changed since this translation` : 'is missing, so the translation may be out of date',
        `bring the translation up to date, then run npm run i18n:stamp ${translated.file}`))
    }
    const definition = COLLECTIONS[source.collection]
    if (definition.kind === 'list' && translated.data[definition.sortBy] !== source.data[definition.sortBy]) {
      const expected = String(source.data[definition.sortBy])
      problems.push(problemAt(translated.file, lineOfField(translated.text, definition.sortBy), definition.sortBy,
        `is ${String(translated.data[definition.sortBy])} but ${source.file} says ${expected}`, `use ${expected}, as in English`))
    }
    problems.push(...factsProblems(options, translated, source))
    // CAREFUL HERE: a translation may not send readers anywhere the English does not. A new address in a
    // translated file (a "claim" page, a drainer) is the classic attack on a token site; named links
    // (<ExternalLink name>) come from content/constants.yaml and are safe in any language.
    const englishTargets = new Set(linkTargets(source.body))
    for (const href of new Set(linkTargets(translated.body))) {
      if (englishTargets.has(href)) continue
      problems.push(problemAt(translated.file, lineOf(translated.text, href.replace(/\/$/, '')), 'body',
        `links to ${href}, which ${source.file} does not link to`,
        'link only where the English file does; a link that differs by language belongs in content/constants.yaml, used as <ExternalLink name="…">'))
    }
    for (const { line, message, fix } of checkImageParity(source, translated, locale)) {
      problems.push(problemAt(translated.file, line, 'body', message, fix))
    }
    aligned.push((definition.kind === 'pages' && !isFixedPage(source.id)) || definition.kind === 'news' ? withEnglishArticleFields(translated, source) : translated)
  }
  for (const entry of entries) {
    if (!english.files.has(`${entry.collection}/${entry.id}`)) {
      problems.push(problemAt(entry.file, 1, 'file', `has no English original in content/${options.defaultLocale}/${entry.collection}/`,
        'rename it to match an English file name, or add the English file first'))
    }
  }
  return aligned
}

const PARITY_FIX = 'keep every component and {placeholder} of the English, with the same attributes, as many times (the order may follow your language)'

/**
 * What a translation may not change: the components of its body and the `{name}` placeholders of each frontmatter
 * field (the same ones, as many times), and figures: no digits the English does not have as text.
 */
function factsProblems(options: BuildOptions, translated: ParsedEntry, source: ParsedEntry): Problem[] {
  const found: Problem[] = []
  const at = (line: number, field: string, message: string, fix: string) =>
    found.push(problemIn(options.rootDir, path.join(options.rootDir, translated.file), line, field, message, fix))
  const bodyLine = translated.text.split('\n').indexOf('---', 1) + 2
  for (const gap of compareFacts(source.facts, translated.facts)) {
    at(gap.line ?? bodyLine, 'body', describeGap(gap, source.file), PARITY_FIX)
  }
  for (const figure of typedFigures(source.figures.map((known) => known.value), translated.figures)) {
    at(figure.line, 'body', `the figure ${figure.value} is typed as text, and ${source.file} does not have it`, FIGURE_FIX)
  }
  for (const [field, value] of Object.entries(translated.data)) {
    const original = source.data[field]
    if (typeof value !== 'string' || ENGLISH_ONLY_ARTICLE_FIELDS.includes(field)) continue
    const english = typeof original === 'string' ? original : ''
    const line = lineOfField(translated.text, field)
    for (const gap of compareFacts(placeholderFacts(english), placeholderFacts(value).map((fact) => ({ ...fact, line })))) {
      at(line, field, describeGap(gap, source.file), PARITY_FIX)
    }
    for (const figure of typedFigures(figuresIn(english), figuresIn(value).map((figure) => ({ value: figure, line })))) {
      at(line, field, `the figure ${figure.value} is typed as text, and ${source.file} does not have it`, FIGURE_FIX)
    }
  }
  return found
}

/** The addresses outside the site that a body links to (https: and mailto:, as the content build normalised them). */
function linkTargets(body: BodyNode[]): string[] {
  return body.flatMap((node) => [
    ...(node.type === 'link' && !node.href.startsWith('/') && !node.href.startsWith('#') ? [node.href] : []),
    ...('children' in node ? linkTargets(node.children as BodyNode[]) : []),
  ])
}

/**
 * Fields of an article page or a news post that are the English file's in every locale (see articleSchema and
 * newsSchema in src/content/schema.ts): when and where a page is published is decided once.
 */
const ENGLISH_ONLY_ARTICLE_FIELDS = ['updated', 'draft', 'footer', 'date', 'tags', 'pinned', 'expires']

function withEnglishArticleFields(translated: ParsedEntry, source: ParsedEntry): ParsedEntry {
  const data = Object.fromEntries(Object.entries(translated.data).filter(([field]) => !ENGLISH_ONLY_ARTICLE_FIELDS.includes(field)))
  for (const field of ENGLISH_ONLY_ARTICLE_FIELDS) if (source.data[field] !== undefined) data[field] = source.data[field]
  return { ...translated, data }
}
