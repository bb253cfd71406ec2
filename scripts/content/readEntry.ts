/** One content file: bytes, frontmatter, schema and body, each checked once; an entry only when all passed. */
import path from 'node:path'
import { COLLECTIONS, sourceHashSchema, type CollectionName } from '../../content/schema.ts'
import { compileBody } from './compileBody.ts'
import { checkPlaceholders, fieldList, reportIssue } from './frontmatter.ts'
import { lineOfField, problemIn, type Problem, type Report } from './problems.ts'
import { readFrontmatter, readText } from './readSource.ts'
import type { ContentOptions, ParsedEntry } from './types.ts'

export function readEntry(options: ContentOptions, locale: string, collection: CollectionName, filePath: string,
  problems: Problem[]): ParsedEntry | undefined {
  const at: Report = (line, field, message, fix) => problems.push(problemIn(options.rootDir, filePath, line, field, message, fix))
  const definition = COLLECTIONS[collection]
  const before = problems.length

  const text = readText(filePath, at)
  if (text === undefined) return undefined
  const frontmatter = readFrontmatter(text, fieldList(definition.schema), at)
  if (!frontmatter) return undefined

  const { source_hash: hash, ...fields } = frontmatter
  if (hash !== undefined) {
    if (locale === options.defaultLocale) {
      at(lineOfField(text, 'source_hash'), 'source_hash', 'only translations carry a source_hash', 'remove the line')
    } else if (!sourceHashSchema.safeParse(hash).success) {
      at(lineOfField(text, 'source_hash'), 'source_hash', `${JSON.stringify(hash)} is not a source hash`,
        `run npm run i18n:stamp ${path.relative(options.rootDir, filePath)} after checking the translation`)
    }
  }
  const result = definition.schema.safeParse(fields, { reportInput: true })
  if (!result.success) {
    for (const issue of result.error.issues) reportIssue(issue, text, definition.schema, at)
  }
  checkPlaceholders(fields, text, options.constants, at)
  const body = compileBody(text, options.constants, at)

  if (problems.length > before || !result.success || !body) return undefined
  return {
    collection, id: path.basename(filePath, '.mdx'), file: path.relative(options.rootDir, filePath), text,
    data: result.data, body, fallback: false,
    ...(typeof hash === 'string' ? { sourceHash: hash } : {}),
  }
}
