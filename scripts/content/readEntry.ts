/** One content file: bytes, frontmatter, schema and body, each checked once; an entry only when all passed. */
import fs from 'node:fs'
import path from 'node:path'
import {
  COLLECTIONS,
  figuresNotConstantsSchema,
  isFixedPage,
  schemaOf,
  sourceHashSchema,
  type CollectionName,
} from '../../src/content/schema.ts'
import { MAX_FILE_BYTES } from './bodyLimits.ts'
import { compileBody } from './compileBody.ts'
import { typedConstants } from './constantFigures.ts'
import type { ImageCatalog } from './imageCatalog.ts'
import { addHeadingIds } from './headingIds.ts'
import { checkPlaceholders, fieldList, reportIssue } from './frontmatter.ts'
import { problemIn, ToolError, type Problem, type Report } from '../core/problems.ts'
import { lineOfField } from '../source/frontmatter.ts'
import { readSource, type Source } from './readSource.ts'
import { readText, sizeProblem } from '../source/entries.ts'
import type { BuildOptions, Constants, EntryUnits, ParsedEntry } from './types.ts'
import { bodyUnits, fieldUnits } from '../text/units.ts'

/** Reads the first 3 bytes only: the file itself was read once already, by readText. */
function startsWithBom(filePath: string): boolean {
  const first = Buffer.alloc(3)
  const descriptor = fs.openSync(filePath, 'r')
  try {
    fs.readSync(descriptor, first, 0, 3, 0)
  } finally {
    fs.closeSync(descriptor)
  }
  return first.equals(Buffer.from([0xef, 0xbb, 0xbf]))
}

/** Fields of an article page that are the English file's in every locale (articleSchema in src/content/schema.ts). */
export const ENGLISH_ONLY_ARTICLE_FIELDS = ['updated', 'draft', 'footer', 'date', 'tags', 'pinned', 'expires']

/** What a translation of this file is compared by: its frontmatter fields and body units, with their facts. */
export function unitsOf(source: Source, locale: string, text: string): EntryUnits {
  const { source_hash: _hash, figures_not_constants: _figures, ...fields } = source.frontmatter
  return {
    fields: fieldUnits(fields, locale, field => lineOfField(text, field), ENGLISH_ONLY_ARTICLE_FIELDS),
    body: bodyUnits(source.body, locale),
  }
}

export function readEntry(
  options: BuildOptions,
  locale: string,
  collection: CollectionName,
  filePath: string,
  problems: Problem[],
  images: ImageCatalog,
  warnings: Problem[] = [],
): ParsedEntry | undefined {
  const report: Report = (line, field, message, fix) =>
    problems.push(problemIn(options.rootDir, filePath, line, field, message, fix))
  const note: Report = (line, field, message, fix) =>
    warnings.push(problemIn(options.rootDir, filePath, line, field, message, fix))
  // CAREFUL HERE: anything thrown past the checks is the tool's failure, not the writer's: it ends the command once,
  // as a ToolError naming the file (issue 40).
  try {
    return readCheckedEntry(options, locale, collection, filePath, problems, report, images, note)
  } catch (error) {
    if (error instanceof ToolError) throw error
    throw new ToolError(`reading ${path.relative(options.rootDir, filePath)} failed`, error)
  }
}

function readCheckedEntry(
  options: BuildOptions,
  locale: string,
  collection: CollectionName,
  filePath: string,
  problems: Problem[],
  report: Report,
  images: ImageCatalog,
  note: Report,
): ParsedEntry | undefined {
  const tooLarge = sizeProblem(
    fs.lstatSync(filePath).size,
    MAX_FILE_BYTES,
    'content file',
    'split it into several pages',
  )
  if (tooLarge) {
    report(1, 'file', tooLarge.message, tooLarge.fix)
    return undefined
  }
  const id = path.basename(filePath, '.mdx')
  const schema = schemaOf(collection, id)
  const isArticle =
    (COLLECTIONS[collection].kind === 'pages' && !isFixedPage(id)) || COLLECTIONS[collection].kind === 'news'
  const before = problems.length

  const text = readText(filePath, report)
  if (text === undefined) return undefined
  // CAREFUL HERE: the editor at /admin/ cannot write a BOM back, so a file nobody edited would change on a save.
  if (startsWithBom(filePath)) {
    report(1, 'file', 'starts with a byte-order mark (BOM)', 'save the file as "UTF-8", not "UTF-8 with BOM"')
    return undefined
  }
  const source = readSource(text, fieldList(schema), report)
  if (!source) return undefined

  const { source_hash: hash, figures_not_constants: figuresField, ...fields } = source.frontmatter
  const notConstants = checkReviewFields(hash, figuresField, text, locale, options, filePath, report)
  const result = schema.safeParse(fields, { reportInput: true })
  if (!result.success) {
    for (const issue of result.error.issues) reportIssue(issue, text, schema, report)
  }
  checkPlaceholders(fields, text, options.constants, report)
  const body = compileBody(source.body, options.constants, report, {
    catalog: images,
    allowed: isArticle,
    locales: options.locales,
  })

  // English copy writes business figures from content/constants.yaml, never as typed digits that go stale.
  if (locale === options.defaultLocale && body)
    checkTypedConstants(fields, text, body.texts, options.constants, report, note, notConstants)

  if (problems.length > before || !result.success || !body) return undefined
  // Article headings get anchors (and a table of contents); other bodies are fragments of a page and do not.
  if (isArticle) addHeadingIds(body.nodes, locale, options.constants)
  return {
    collection,
    id,
    file: path.relative(options.rootDir, filePath),
    text,
    data: result.data,
    body: body.nodes,
    units: unitsOf(source, locale, text),
    fallback: false,
    ...(typeof hash === 'string' ? { sourceHash: hash } : {}),
  }
}

/** Checks `source_hash` (translations only) and `figures_not_constants`; returns the latter's figures. */
function checkReviewFields(
  hash: unknown,
  figuresField: unknown,
  text: string,
  locale: string,
  options: BuildOptions,
  filePath: string,
  report: Report,
): string[] {
  let notConstants: string[] = []
  if (figuresField !== undefined) {
    const figures = figuresNotConstantsSchema.safeParse(figuresField)
    if (figures.success) notConstants = figures.data
    else
      report(
        lineOfField(text, 'figures_not_constants'),
        'figures_not_constants',
        `${figures.error.issues[0]?.message ?? 'is not valid'}`,
        'write a list of figures as written in the text, e.g. ["24 hours", "20%"]',
      )
  }
  if (hash !== undefined) {
    if (locale === options.defaultLocale) {
      report(
        lineOfField(text, 'source_hash'),
        'source_hash',
        'only translations carry a source_hash',
        'remove the line',
      )
    } else if (!sourceHashSchema.safeParse(hash).success) {
      report(
        lineOfField(text, 'source_hash'),
        'source_hash',
        `${JSON.stringify(hash)} is not a source hash`,
        `run npm run i18n:stamp ${path.relative(options.rootDir, filePath)} after checking the translation`,
      )
    }
  }
  return notConstants
}

/** Reports each constant typed as a figure in English text: an error when surely the constant, else a note. */
function checkTypedConstants(
  fields: Record<string, unknown>,
  text: string,
  texts: readonly { value: string; line: number }[],
  constants: Constants,
  report: Report,
  note: Report,
  notConstants: readonly string[],
) {
  const reportTyped = (line: number, field: string, typed: string, write: (name: string) => string, where = '') => {
    for (const { written, name, severity } of typedConstants(typed, constants, notConstants)) {
      const escape = `if it is another figure, add figures_not_constants: ["${written}"] to the frontmatter`
      if (severity === 'error')
        report(
          line,
          field,
          `types the figure "${written}", which is ${name} in content/constants.yaml, so it goes stale when the ` +
            `constant changes`,
          `write ${write(name)}, which shows the constant's value${where} (${escape})`,
        )
      else
        note(
          line,
          field,
          `"${written}" equals ${name} in content/constants.yaml`,
          `if it is that figure, write ${write(name)}; ${escape}`,
        )
    }
  }
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'string') reportTyped(lineOfField(text, field), field, value, name => `{${name}}`)
  }
  for (const { value, line } of texts) {
    // A text node spans several lines where a paragraph wraps: each figure is reported on its own line.
    value.split('\n').forEach((part, offset) => {
      reportTyped(line + offset, 'body', part, name => `<Constant name="${name}" />`, ' in every language')
    })
  }
}
