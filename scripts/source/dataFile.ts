/**
 * The data files writers edit (content/constants.yaml, glossary.yaml), read as strictly as content: a regular file,
 * size-limited, strict UTF-8, YAML 1.2 without anchors or aliases, each failure with its line.
 */
import fs from 'node:fs'
import { LineCounter, parseDocument, visit, type Document } from 'yaml'
import { entryProblem, readText, sizeProblem } from './entries.ts'
import { yamlProblem } from './yamlProblem.ts'

export const MAX_DATA_FILE_BYTES = 256 * 1024
/**
 * Lines of a data file (glossary.yaml has 252, constants.yaml 104): YAML's check for a repeated key compares every key
 * of a mapping with every other, so 22,000 keys took 18 s a read.
 */
export const MAX_DATA_FILE_LINES = 2_500

export interface DataProblem {
  line: number
  field: string
  message: string
  fix: string
}

export type DataFile =
  | { ok: true; text: string; document: Document; lineCounter: LineCounter; lineOf: (offset: number) => number }
  | { ok: false; problems: DataProblem[] }

export function readDataFile(file: string): DataFile {
  const fail = (line: number, field: string, message: string, fix: string): DataFile => ({
    ok: false,
    problems: [{ line, field, message, fix }],
  })
  if (!fs.lstatSync(file, { throwIfNoEntry: false }))
    return fail(1, 'file', 'is missing', 'restore it from the repository')
  const refused =
    entryProblem(file, 'file') ??
    sizeProblem(fs.lstatSync(file).size, MAX_DATA_FILE_BYTES, 'data file', 'keep only what the site needs in it')
  if (refused) return fail(1, 'file', refused.message, refused.fix)
  let problem: DataProblem | undefined
  const text = readText(file, (line, field, message, fix) => void (problem = { line, field, message, fix }))
  if (text === undefined) return { ok: false, problems: [problem!] }
  const lines = text.split('\n').length
  if (lines > MAX_DATA_FILE_LINES) {
    return fail(
      MAX_DATA_FILE_LINES + 1,
      'file',
      `has ${lines.toLocaleString('en')} lines, more than the ${MAX_DATA_FILE_LINES.toLocaleString('en')} allowed`,
      'keep only what the site needs in it',
    )
  }
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter, uniqueKeys: true })
  const lineOf = (offset: number) => lineCounter.linePos(offset).line
  const yaml = yamlProblem(text, document)
  if (yaml) return fail(yaml.line, 'file', yaml.message, yaml.fix)
  return { ok: true, text, document, lineCounter, lineOf }
}

/**
 * Numbers are plain decimal digits: YAML also reads 0x5, 1e3 and +5 as numbers, and 24.000 (meant as twenty-four
 * thousand) as 24. Each is refused with the number to write.
 */
export function numberProblems(data: DataFile & { ok: true }): DataProblem[] {
  const problems: DataProblem[] = []
  visit(data.document, {
    Scalar(_, node) {
      if (typeof node.value !== 'number' || !node.range) return
      const source = data.text.slice(node.range[0], node.range[1]).trim()
      const line = data.lineOf(node.range[0])
      // A minus sign is plain: whether a figure may be negative is the schema's to say (src/content/schema.ts).
      if (/^\d{1,3}(?:[.,]\d{3})+$/.test(source)) {
        problems.push({
          line,
          field: 'number',
          message: `${source} is ambiguous: a thousands separator, or a decimal point?`,
          fix:
            `write the digits alone: ${source.replace(/[.,]/g, '')} (or ${Number(source.replace(',', '.'))} for ` +
            `a fraction)`,
        })
      } else if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?$/.test(source)) {
        problems.push({
          line,
          field: 'number',
          message: `${source} is not written in plain decimal digits (YAML reads it as ${node.value})`,
          fix: `write ${Number.isFinite(node.value) ? String(node.value) : 'the number in decimal digits'}`,
        })
      }
    },
  })
  return problems
}
