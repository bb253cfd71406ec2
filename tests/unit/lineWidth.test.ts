/**
 * No line of code is over 120 characters (biome.json's lineWidth). Biome wraps code, but not a string, a test's name or
 * a comment: this test holds those to the same width (a long string is written as `'…' + '…'`, a long comment goes on
 * to the next line). What is data is not wrapped, as breaking it would change it or hide it: a regular expression or
 * the source given to `new RegExp`, a Lingui message (msg`…`, t`…`: its text is its id in the catalogs), and a template
 * literal of several lines (a page, a configuration file, a fixture as the program writes it). The content, the tests'
 * fixture content and generated files are not code.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir'

const MAX_WIDTH = 120

/**
 * CAREFUL HERE: the folders other work was changing while the rest was wrapped (the editor, issue 48; the Open Graph
 * cards and the dev server's start, issue 51). Wrap their long lines and empty this list once that work has landed.
 */
const NOT_YET_WRAPPED: RegExp[] = []

const codeFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT_DIR, encoding: 'utf8' })
  .split('\n')
  .filter(file => /\.(?:[cm]?[jt]sx?|css|sh)$/.test(file) || file.startsWith('.ci/'))
  .filter(file => !file.startsWith('tests/fixtures/') && !NOT_YET_WRAPPED.some(folder => folder.test(file)))
  .filter(file => fs.existsSync(path.join(ROOT_DIR, file)))
  .filter(file => !/^\/\/ Generated /.test(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8')))

/** The spans of a TypeScript file that are data: regular expressions, Lingui messages, templates of several lines. */
function dataSpans(file: string, text: string): [number, number][] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const spans: [number, number][] = []
  const visit = (node: ts.Node): void => {
    const isTemplate = ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)
    if (
      node.kind === ts.SyntaxKind.RegularExpressionLiteral ||
      (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') ||
      ts.isTaggedTemplateExpression(node) ||
      (isTemplate && node.getText(source).includes('\n'))
    ) {
      spans.push([node.getStart(source), node.end])
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return spans
}

/** `path:line: width` of every line over MAX_WIDTH characters whose overflow is not data. */
function longLines(file: string, text: string): string[] {
  const spans = /\.[cm]?[jt]sx?$/.test(file) ? dataSpans(file, text) : []
  let offset = 0
  return text.split('\n').flatMap((line, index) => {
    const start = offset
    offset += line.length + 1
    const width = [...line].length
    if (width <= MAX_WIDTH) return []
    const overflow = start + [...line].slice(0, MAX_WIDTH).join('').length
    return spans.some(([from, to]) => from <= overflow && overflow < to) ? [] : [`${file}:${index + 1}: ${width}`]
  })
}

describe('line width', () => {
  it(`keeps every line of code, comment and string at ${MAX_WIDTH} characters or fewer`, () => {
    expect(codeFiles.length).toBeGreaterThan(100)
    expect(codeFiles.flatMap(file => longLines(file, fs.readFileSync(path.join(ROOT_DIR, file), 'utf8')))).toEqual([])
  })

  it('catches a long comment, string and test name, and leaves a regular expression and a message alone', () => {
    const words = 'word '.repeat(24).trim()
    const text = [
      `// ${words}`,
      `const a = '${words}'`,
      `it('${words}', () => {})`,
      `const b = /${'y'.repeat(130)}/`,
      `const c = msg\`${words}\``,
      `const d = \`\n${words}\n\``,
    ].join('\n')
    expect(longLines('example.ts', text)).toEqual(['example.ts:1: 122', 'example.ts:2: 131', 'example.ts:3: 135'])
  })
})
