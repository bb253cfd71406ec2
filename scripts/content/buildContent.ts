/**
 * Reads every content file, validates it and the rules across files, and returns the per-locale index sources.
 * Pure apart from reading files: the CLI (scripts/build-content.ts) and the dev plugin decide what to write.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { createProcessor } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'
import type { z } from 'zod'
import { COLLECTIONS, MDX_COMPONENTS, PAGE_CONTENT, sourceHashSchema, type CollectionName, type PageId } from '../../content/schema.ts'
import type { ConstantName, NumericConstant } from '../../content/constants.ts'
import { formatProblem, lineOf, lineOfField, type Problem } from './problems.ts'

/** The parts of content/constants.ts the build checks (widened, so tests can pass broken values). */
export interface Constants {
  CONSTANTS: Record<ConstantName, NumericConstant>
  TOKEN_SPLIT: readonly ConstantName[]
  LINKS: Record<string, string>
  TOKEN_CONTRACT_ADDRESS: string | null
}

export interface ContentOptions {
  /** Root for the paths printed in messages and written into imports (the repository root). */
  rootDir: string
  /** Folder holding one sub-folder per locale. */
  contentDir: string
  /** Folder the generated index files go to (used to compute import paths). */
  outDir: string
  locales: readonly string[]
  defaultLocale: string
  constants: Constants
  /** Path of the constants file, for messages about it. */
  constantsFile: string
}

interface ParsedEntry {
  collection: CollectionName
  id: string
  /** Repository-relative path of the MDX file whose body the locale shows. */
  file: string
  data: Record<string, unknown>
  fallback: boolean
  /** Translations only: the `source_hash` of the English file they were made from. */
  sourceHash?: string
}

/** Where each locale's translation stands, by `collection/id`. */
export interface TranslationStatus {
  translated: string[]
  /** Missing files: English is shown instead. */
  fallback: string[]
  /** Translated, but the English file changed since (or the file has no source_hash). */
  outdated: string[]
}

export interface ContentResult {
  problems: Problem[]
  warnings: Problem[]
  /** Generated TypeScript source per locale (`en.ts`) and `status.ts`; empty when there are problems. */
  outputs: Record<string, string>
  fileCount: number
  translation: Record<string, TranslationStatus>
}

/** The hash a translation's `source_hash` must match: the first 12 hex digits of the English file's SHA-256. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12)
}

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const PLACEHOLDER = /\{(\w+)\}/g
const mdxProcessor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] })

export function buildContent(options: ContentOptions): ContentResult {
  const problems: Problem[] = [...checkConstants(options)]
  const warnings: Problem[] = []
  const byLocale = new Map<string, ParsedEntry[]>()
  let fileCount = 0

  for (const locale of options.locales) {
    const localeDir = path.join(options.contentDir, locale)
    const entries: ParsedEntry[] = []
    if (!fs.existsSync(localeDir)) {
      if (locale === options.defaultLocale) {
        problems.push(problem(options, localeDir, 1, 'folder', 'is missing', 'create it: English content is required'))
      } else {
        warnings.push(problem(options, localeDir, 1, 'folder', 'is missing', `create it; every page shows English until then`))
      }
    } else {
      for (const name of fs.readdirSync(localeDir).sort()) {
        const collectionDir = path.join(localeDir, name)
        if (!Object.hasOwn(COLLECTIONS, name) || !fs.statSync(collectionDir).isDirectory()) {
          problems.push(problem(options, collectionDir, 1, 'folder', 'is not a content collection',
            `move it into one of: ${Object.keys(COLLECTIONS).join(', ')}`))
          continue
        }
        for (const fileName of fs.readdirSync(collectionDir).sort()) {
          const filePath = path.join(collectionDir, fileName)
          if (!fileName.endsWith('.mdx')) {
            problems.push(problem(options, filePath, 1, 'file', 'is not an .mdx file', 'rename it to end in .mdx, or remove it'))
            continue
          }
          fileCount++
          const entry = readEntry(options, locale, name as CollectionName, filePath, problems)
          if (entry) entries.push(entry)
        }
      }
    }
    byLocale.set(locale, entries)
  }

  const english = byLocale.get(options.defaultLocale) ?? []
  const translation: Record<string, TranslationStatus> = {}
  for (const [locale, entries] of byLocale) {
    checkCollections(options, locale, entries, problems)
    if (locale !== options.defaultLocale) {
      const status: TranslationStatus = { translated: [], fallback: [], outdated: [] }
      byLocale.set(locale, alignWithEnglish(options, locale, entries, english, problems, warnings, status))
      translation[locale] = status
    }
  }

  if (problems.length > 0) return { problems, warnings, outputs: {}, fileCount, translation }
  const outputs: Record<string, string> = {}
  for (const [locale, entries] of byLocale) outputs[`${locale}.ts`] = generateIndex(options, locale, entries)
  outputs['status.ts'] = generateStatus(options, translation)
  return { problems, warnings, outputs, fileCount, translation }
}

function problem(options: ContentOptions, absolutePath: string, line: number, field: string, message: string, fix: string): Problem {
  return { file: path.relative(options.rootDir, absolutePath), line, field, message, fix }
}

function checkConstants(options: ContentOptions): Problem[] {
  const { CONSTANTS, TOKEN_SPLIT, LINKS, TOKEN_CONTRACT_ADDRESS } = options.constants
  const source = fs.readFileSync(options.constantsFile, 'utf8')
  const at = (needle: string, field: string, message: string, fix: string) =>
    problem(options, options.constantsFile, lineOf(source, needle), field, message, fix)
  const found: Problem[] = []

  const split = TOKEN_SPLIT.map((name) => CONSTANTS[name].value)
  const total = split.reduce((sum, value) => sum + value, 0)
  if (total !== 100) {
    found.push(at('TOKEN_SPLIT', 'TOKEN_SPLIT', `the token split ${split.join(' + ')} sums to ${total}, not 100`,
      `adjust ${TOKEN_SPLIT.join(', ')} so that they sum to 100`))
  }
  if (TOKEN_CONTRACT_ADDRESS !== null && !SOLANA_ADDRESS.test(TOKEN_CONTRACT_ADDRESS)) {
    found.push(at('TOKEN_CONTRACT_ADDRESS', 'TOKEN_CONTRACT_ADDRESS',
      `"${TOKEN_CONTRACT_ADDRESS}" is not a Solana address`,
      'paste the base58 address (32–44 characters, no 0, O, I or l), or set it to null until it is announced'))
  }
  for (const [name, url] of Object.entries(LINKS)) {
    if (!/^https:\/\/[^\s]+$/.test(url)) {
      found.push(at(`${name}:`, `LINKS.${name}`, `"${url}" is not an https URL`, 'write the full address, starting with https://'))
    }
  }
  for (const [name, { value }] of Object.entries(CONSTANTS)) {
    if (!Number.isFinite(value) || value < 0) {
      found.push(at(`${name}:`, name, `${value} is not a non-negative number`, 'write a plain number such as 24_000'))
    }
  }
  return found
}

function readEntry(options: ContentOptions, locale: string, collection: CollectionName, filePath: string,
  problems: Problem[]): ParsedEntry | undefined {
  const source = fs.readFileSync(filePath, 'utf8')
  const at = (line: number, field: string, message: string, fix: string) =>
    problems.push(problem(options, filePath, line, field, message, fix))
  const id = path.basename(filePath, '.mdx')
  const definition = COLLECTIONS[collection]
  const before = problems.length

  if (!/^---\r?\n/.test(source)) {
    at(1, 'frontmatter', 'is missing', `start the file with a --- block holding ${fieldList(definition.schema)}, then ---`)
    return undefined
  }
  let data: Record<string, unknown>
  try {
    // A fresh options object bypasses gray-matter's cache, so an edited file is always re-read. Its YAML error
    // lines count from the newline after the opening ---, so +1 gives the file's line.
    data = matter(source, {}).data
  } catch (error) {
    const yamlError = error as { reason?: string; mark?: { line: number } }
    at((yamlError.mark?.line ?? 0) + 1, 'frontmatter', `is not valid YAML (${yamlError.reason ?? String(error)})`,
      'check indentation and quote values that contain ": " or start with a special character')
    return undefined
  }

  const { source_hash: hash, ...fields } = data
  if (hash !== undefined) {
    if (locale === options.defaultLocale) {
      at(lineOfField(source, 'source_hash'), 'source_hash', 'only translations carry a source_hash', 'remove the line')
    } else if (!sourceHashSchema.safeParse(hash).success) {
      at(lineOfField(source, 'source_hash'), 'source_hash', `${JSON.stringify(hash)} is not a source hash`,
        `run npm run i18n:stamp ${path.relative(options.rootDir, filePath)} after checking the translation`)
    }
  }
  data = fields
  const result = definition.schema.safeParse(data, { reportInput: true })
  if (!result.success) {
    for (const issue of result.error.issues) reportIssue(issue, source, definition.schema, at)
  }
  for (const [field, value] of Object.entries(data)) {
    if (typeof value !== 'string') continue
    for (const [, name] of value.matchAll(PLACEHOLDER)) {
      if (name !== 'brand' && !Object.hasOwn(options.constants.CONSTANTS, name!)) {
        at(lineOfField(source, field), field, `{${name}} is not a known constant`,
          `use {brand} or one of: ${Object.keys(options.constants.CONSTANTS).map((key) => `{${key}}`).join(', ')}`)
      }
    }
  }
  checkMdxBody(options, source, at)

  if (problems.length > before || !result.success) return undefined
  return {
    collection, id, file: path.relative(options.rootDir, filePath), data: result.data, fallback: false,
    ...(typeof hash === 'string' ? { sourceHash: hash } : {}),
  }
}

type Report = (line: number, field: string, message: string, fix: string) => void

function fieldList(schema: z.ZodObject): string {
  return Object.keys(schema.shape).join(', ')
}

function reportIssue(issue: z.core.$ZodIssue, source: string, schema: z.ZodObject, at: Report) {
  const field = issue.path.join('.') || 'frontmatter'
  const line = lineOfField(source, String(issue.path[0] ?? ''))
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) {
        at(line, field, 'is missing', `add "${field}: …" (a ${issue.expected}) to the frontmatter`)
      } else {
        const quoted = issue.expected === 'number' && typeof issue.input === 'string' ? ' without quotes' : ''
        at(line, field, `must be a ${issue.expected === 'int' ? 'whole number' : issue.expected}, not ${JSON.stringify(issue.input)}`,
          `write a ${issue.expected === 'int' ? 'whole number' : issue.expected}${quoted}`)
      }
      return
    case 'unrecognized_keys':
      for (const key of issue.keys) {
        at(lineOfField(source, key), key, 'is not a field of this collection', `remove it, or use one of: ${fieldList(schema)}`)
      }
      return
    case 'invalid_value':
      at(line, field, `${JSON.stringify(issue.input)} is not allowed`, `use one of: ${issue.values.map(String).join(', ')}`)
      return
    default:
      at(line, field, issue.message, 'correct the value')
  }
}

function checkMdxBody(options: ContentOptions, source: string, at: Report) {
  let tree
  try {
    tree = mdxProcessor.parse(source)
  } catch (error) {
    const message = error as { line?: number; reason?: string; message: string }
    at(message.line ?? 1, 'body', `is not valid MDX (${message.reason ?? message.message})`,
      'close every tag, and write a literal {, } or < as \\{, \\} or &lt;')
    return
  }
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1
    if (node.type === 'mdxjsEsm') {
      at(line, 'body', 'imports and exports are not allowed in content', 'remove the line; the components listed in CONTRIBUTING.md are always available')
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const value = (node as { value: string }).value.trim()
      if (!/^\/\*[\s\S]*\*\/$/.test(value)) {
        at(line, 'body', `the expression {${value}} is not allowed in content`,
          'use <Constant name="…" /> for a figure, or write a literal brace as \\{')
      }
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
    const element = node as { name: string | null; attributes: { type: string; name?: string; value?: unknown }[] }
    if (!element.name || /^[a-z]/.test(element.name)) return
    if (!Object.hasOwn(MDX_COMPONENTS, element.name)) {
      at(line, 'body', `<${element.name}> is not a known component`, `use one of: ${Object.keys(MDX_COMPONENTS).map((name) => `<${name}>`).join(', ')}`)
      return
    }
    const attribute = MDX_COMPONENTS[element.name as keyof typeof MDX_COMPONENTS]
    if (attribute === null) return
    const known = element.name === 'Constant' ? options.constants.CONSTANTS : options.constants.LINKS
    const value = element.attributes.find((candidate) => candidate.name === attribute)?.value
    if (typeof value !== 'string') {
      at(line, 'body', `<${element.name}> needs ${attribute}="…"`, `name one of: ${Object.keys(known).join(', ')}`)
    } else if (!Object.hasOwn(known, value)) {
      at(line, 'body', `<${element.name} ${attribute}="${value}"> names no ${element.name === 'Constant' ? 'constant' : 'link'} in content/constants.ts`,
        `use one of: ${Object.keys(known).join(', ')}`)
    }
  })
}

function checkCollections(options: ContentOptions, locale: string, entries: ParsedEntry[], problems: Problem[]) {
  for (const [collection, definition] of Object.entries(COLLECTIONS) as [CollectionName, (typeof COLLECTIONS)[CollectionName]][]) {
    const members = entries.filter((entry) => entry.collection === collection)
    const folder = path.join(options.contentDir, locale, collection)
    if (definition.kind === 'fixed') {
      if (locale !== options.defaultLocale) continue // missing translations fall back; checked in alignWithEnglish
      for (const id of definition.ids) {
        if (!members.some((entry) => entry.id === id) && !fs.existsSync(path.join(folder, `${id}.mdx`))) {
          problems.push(problem(options, path.join(folder, `${id}.mdx`), 1, 'file', 'is missing',
            `create it with frontmatter ${fieldList(definition.schema)}`))
        }
      }
      for (const entry of members) {
        if (!(definition.ids as readonly string[]).includes(entry.id)) {
          problems.push(problem(options, path.join(options.rootDir, entry.file), 1, 'file', `"${entry.id}" is not a known ${collection} file`,
            `rename it to one of: ${definition.ids.join(', ')}`))
        }
      }
      continue
    }
    const key = definition.sortBy
    const seen = new Map<number, ParsedEntry>()
    for (const entry of members) {
      const value = entry.data[key] as number
      const other = seen.get(value)
      if (other) {
        const source = fs.readFileSync(path.join(options.rootDir, entry.file), 'utf8')
        problems.push(problem(options, path.join(options.rootDir, entry.file), lineOfField(source, key), key,
          `${value} is already used by ${other.file}`, `give each ${collection} entry its own ${key}`))
      } else {
        seen.set(value, entry)
      }
    }
    if (definition.consecutive && members.length > 0) {
      const numbers = [...seen.keys()].sort((a, b) => a - b)
      const gap = numbers.findIndex((value, index) => value !== index + 1)
      if (gap !== -1) {
        const entry = seen.get(numbers[gap]!)!
        const source = fs.readFileSync(path.join(options.rootDir, entry.file), 'utf8')
        problems.push(problem(options, path.join(options.rootDir, entry.file), lineOfField(source, key), key,
          `${collection} are numbered ${numbers.join(', ')}: ${gap + 1} is missing`,
          `number the ${collection} 1 to ${numbers.length} without gaps`))
      }
    }
  }
}

/** A translated locale has exactly English's entries: missing ones fall back to English, extra or mismatched ones are errors. */
function alignWithEnglish(options: ContentOptions, locale: string, entries: ParsedEntry[], english: ParsedEntry[],
  problems: Problem[], warnings: Problem[], status: TranslationStatus): ParsedEntry[] {
  const aligned: ParsedEntry[] = []
  for (const source of english) {
    const key = `${source.collection}/${source.id}`
    const translated = entries.find((entry) => entry.collection === source.collection && entry.id === source.id)
    const translatedPath = path.join(options.contentDir, locale, source.collection, `${source.id}.mdx`)
    if (!translated) {
      if (!fs.existsSync(translatedPath)) {
        warnings.push(problem(options, translatedPath, 1, 'file', 'is not translated yet',
          `copy ${source.file} there and translate it; English is shown until then`))
      }
      status.fallback.push(key)
      aligned.push({ ...source, fallback: true })
      continue
    }
    const expected = sourceHash(fs.readFileSync(path.join(options.rootDir, source.file), 'utf8'))
    if (translated.sourceHash === expected) {
      status.translated.push(key)
    } else {
      status.outdated.push(key)
      const text = fs.readFileSync(translatedPath, 'utf8')
      warnings.push(problem(options, translatedPath, lineOfField(text, 'source_hash'), 'source_hash',
        translated.sourceHash ? `${source.file} changed since this translation` : 'is missing, so the translation may be out of date',
        `bring the translation up to date, then run npm run i18n:stamp ${translated.file}`))
    }
    const definition = COLLECTIONS[source.collection]
    if (definition.kind === 'list' && translated.data[definition.sortBy] !== source.data[definition.sortBy]) {
      const text = fs.readFileSync(translatedPath, 'utf8')
      problems.push(problem(options, translatedPath, lineOfField(text, definition.sortBy), definition.sortBy,
        `is ${String(translated.data[definition.sortBy])} but ${source.file} says ${String(source.data[definition.sortBy])}`,
        `use ${String(source.data[definition.sortBy])}, as in English`))
    }
    aligned.push(translated)
  }
  for (const entry of entries) {
    if (!english.some((source) => source.collection === entry.collection && source.id === entry.id)) {
      problems.push(problem(options, path.join(options.rootDir, entry.file), 1, 'file', `has no English original in content/${options.defaultLocale}/${entry.collection}/`,
        `rename it to match an English file name, or add the English file first`))
    }
  }
  return aligned
}

function generateIndex(options: ContentOptions, locale: string, entries: ParsedEntry[]): string {
  const imports: string[] = []
  const render = (entry: ParsedEntry) => {
    const name = `body${imports.length}`
    const target = path.relative(options.outDir, path.join(options.rootDir, entry.file)).split(path.sep).join('/')
    imports.push(`import ${name} from '${target.startsWith('.') ? target : `./${target}`}'`)
    const fields = JSON.stringify({ id: entry.id, fallback: entry.fallback, ...entry.data })
    return `{ ...${fields}, Body: ${name} }`
  }
  const list = (collection: CollectionName) => {
    const definition = COLLECTIONS[collection]
    const key = definition.kind === 'list' ? definition.sortBy : 'id'
    const members = entries
      .filter((entry) => entry.collection === collection)
      .sort((a, b) => (a.data[key] as number) - (b.data[key] as number))
    return `[\n${members.map((entry) => `    ${render(entry)},`).join('\n')}\n  ]`
  }
  const record = (collection: CollectionName) => {
    const members = entries.filter((entry) => entry.collection === collection)
    return `{\n${members.map((entry) => `    ${JSON.stringify(entry.id)}: ${render(entry)},`).join('\n')}\n  }`
  }
  const body = [
    `  faq: ${list('faq')},`,
    `  steps: ${list('steps')},`,
    `  features: ${list('features')},`,
    `  tokens: ${list('tokens')},`,
    `  sections: ${record('sections')},`,
    `  pages: ${record('pages')},`,
  ].join('\n')
  return [
    `// GENERATED by scripts/build-content.ts from content/${locale}/ — do not edit; edit the MDX files and run \`npm run content\`.`,
    `import type { LocaleContent } from '../types.ts'`,
    ...imports,
    '',
    `const content: LocaleContent = {\n${body}\n}`,
    '',
    'export default content',
    '',
  ].join('\n')
}

/** Which pages show English content in which locale (see PAGE_CONTENT in content/schema.ts). */
export function partlyEnglishPages(status: TranslationStatus): PageId[] {
  const shows = (source: string, key: string) => key === source || (!source.includes('/') && key.startsWith(`${source}/`))
  return (Object.keys(PAGE_CONTENT) as PageId[]).filter((page) =>
    status.fallback.some((key) => PAGE_CONTENT[page].some((source) => shows(source, key))))
}

function generateStatus(options: ContentOptions, translation: Record<string, TranslationStatus>): string {
  const lines = options.locales.map((locale) =>
    `  ${JSON.stringify(locale)}: ${JSON.stringify(translation[locale] ? partlyEnglishPages(translation[locale]) : [])},`)
  return [
    '// GENERATED by scripts/build-content.ts — do not edit; it lists the pages whose content falls back to English.',
    "import type { PageId } from '../../../content/schema.ts'",
    "import type { Locale } from '../../i18n/locales.ts'",
    '',
    'export const PARTLY_ENGLISH: Record<Locale, readonly PageId[]> = {',
    ...lines,
    '}',
    '',
  ].join('\n')
}

export { formatProblem }
