/**
 * Bytes and frontmatter: a content file's text (strict UTF-8, BOM stripped, LF line ends) and its YAML 1.2
 * frontmatter, read by gray-matter with the `yaml` package as its engine.
 */
import fs from 'node:fs'
import matter from 'gray-matter'
import { parseDocument } from 'yaml'
import { findUnclosedQuote } from './unclosedQuote.ts'
import type { Report } from './problems.ts'

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The file's text, or undefined after reporting the first line that is not valid UTF-8. A newline byte never
 * occurs inside a multi-byte UTF-8 sequence, so decoding line by line finds the line of the bad byte.
 */
export function readText(filePath: string, at: Report): string | undefined {
  const bytes = fs.readFileSync(filePath)
  let text: string
  try {
    text = strictUtf8.decode(bytes)
  } catch {
    let line = 1
    for (let start = 0; start <= bytes.length; line++) {
      const end = bytes.indexOf(0x0a, start)
      try {
        strictUtf8.decode(bytes.subarray(start, end === -1 ? bytes.length : end))
      } catch {
        break
      }
      if (end === -1) break
      start = end + 1
    }
    at(line, 'file', 'is not valid UTF-8', 'save the file with the UTF-8 encoding (your editor offers it under "Save with encoding")')
    return undefined
  }
  // The BOM some Windows editors write is not content; CRLF line ends become LF so that lines count the same.
  return text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n')
}

/**
 * YAML 1.2 (the `yaml` package's core schema): `no`, `2024-01-01` or `1:30` stay text, and the zod schema decides
 * what a field must be. Errors and warnings (duplicate keys, unknown tags) both refuse the file.
 */
function parseYaml(source: string): object {
  const document = parseDocument(source)
  const [first] = [...document.errors, ...document.warnings]
  if (first?.code === 'MISSING_CHAR' && /quote/.test(first.message)) {
    const unclosed = findUnclosedQuote(source)
    if (unclosed) {
      throw Object.assign(new Error(`the ${unclosed.quote} that opens this value is never closed`),
        { linePos: [{ line: unclosed.line }], fix: `end the value with ${unclosed.quote} on this line` })
    }
  }
  if (first) throw first
  return (document.toJS() ?? {}) as object
}

const refuse = () => {
  throw new Error('only YAML frontmatter is allowed')
}

/** CAREFUL HERE: gray-matter's own `---js` engine runs `eval`; every engine but YAML is replaced by a refusal. */
const matterOptions = { engines: { yaml: parseYaml, js: refuse, javascript: refuse, coffee: refuse, json: refuse }, language: 'yaml' }

/** The frontmatter as an object, or undefined after reporting why it cannot be read. */
export function readFrontmatter(text: string, fieldNames: string, at: Report): Record<string, unknown> | undefined {
  const opening = /^---(.+)\n/.exec(text)
  if (opening) {
    at(1, 'frontmatter', `opens with "---${opening[1]}": only YAML frontmatter is allowed`, 'make the first line exactly ---')
    return undefined
  }
  if (!/^---\n/.test(text)) {
    at(1, 'frontmatter', 'is missing', `start the file with a --- block holding ${fieldNames}, then ---`)
    return undefined
  }
  // gray-matter ends the frontmatter at the first line that starts with ---, the body's parser at a line that is
  // exactly ---: refuse anything in between, or the two would disagree about where the body starts.
  const lines = text.split('\n')
  const closing = lines.findIndex((line, index) => index > 0 && line.startsWith('---'))
  if (closing !== -1 && lines[closing] !== '---') {
    at(closing + 1, 'frontmatter', `closes with "${lines[closing]}"`, 'close the frontmatter with a line that is exactly ---')
    return undefined
  }
  let data: unknown
  try {
    // A fresh options object bypasses gray-matter's cache, so an edited file is always re-read.
    data = matter(text, { ...matterOptions }).data
  } catch (error) {
    // The YAML text starts with the newline after the opening ---, so its line numbers are the file's.
    const yamlError = error as { message: string; linePos?: { line: number }[]; fix?: string }
    const reason = yamlError.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
    at(yamlError.linePos?.[0]?.line ?? 1, 'frontmatter', `is not valid YAML (${reason})`,
      yamlError.fix ?? 'check indentation and quote values that contain ": " or start with a special character')
    return undefined
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    at(2, 'frontmatter', 'is not a list of fields', `write one "field: value" per line: ${fieldNames}`)
    return undefined
  }
  return data as Record<string, unknown>
}
