import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { formatProblem } from '../../scripts/core/problems'
import { describeResult } from '../../scripts/pipeline/run'
import { translationNotes } from '../../scripts/translation/translationNotes'
import { contentOptionsIn, copyContent, fixtureFile, writeInto } from './contentCopy'

/** The messages a writer meets most: each names the right line and a fix that can be typed as it stands. */
let root: string
beforeEach(() => {
  root = copyContent('writer-messages-', ['en', 'de', 'fr'])
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const FAQ = 'content/en/faq/which-wallet.mdx'
const real = fixtureFile
const build = () => buildContent(contentOptionsIn(root, { locales: ['en', 'de', 'fr'] }))
const messages = () => build().problems.map(formatProblem)

describe('messages a writer can act on', () => {
  it('reports a missing closing quote on the line where the quote opens', () => {
    writeInto(root, FAQ, real(FAQ).replace(/^question: (.*)$/m, 'question: "$1'))
    expect(messages()).toEqual([
      `${FAQ}:2: frontmatter: is not valid YAML (the " that opens this value is never closed) — end the value with " ` +
        `on this line`,
    ])
  })

  it.each([
    [
      '<br>',
      'A line<br>',
      'use an empty line for a new paragraph, or end the line with a trailing `\\` for a line break',
    ],
    [
      '<br />',
      'A line<br />',
      'use an empty line for a new paragraph, or end the line with a trailing `\\` for a line break',
    ],
    ['<b>', 'Some <b>bold</b> words', 'write **bold**'],
    ['an unclosed <b>', 'Some <b>bold words', 'write **bold**'],
  ])('tells a writer what to type instead of %s', (_, line, fix) => {
    writeInto(root, FAQ, real(FAQ).replace(/\n---\n/, `\n---\n${line}\n\n`))
    const tag = /<(\w+)/.exec(line)![1]
    expect(messages()).toEqual([`${FAQ}:6: body: <${tag}> is HTML, which content does not use — ${fix}`])
  })
})

describe('errors first, translation notes one line per language', () => {
  it('prints the error before the notes of two English edits, and one note per language', () => {
    for (const file of ['content/en/faq/launch-date.mdx', 'content/en/faq/governance.mdx']) {
      writeInto(root, file, `${real(file).trimEnd()} One more sentence.\n`)
    }
    writeInto(root, FAQ, real(FAQ).replace(/\n---\n/, '\n---\nA line<br>\n\n'))
    const result = build()
    expect(translationNotes(result.warnings)).toEqual([
      { locale: 'de', text: 'de: 2 out of date (faq/governance, faq/launch-date)' },
      { locale: 'fr', text: 'fr: 2 out of date (faq/governance, faq/launch-date)' },
    ])
    const lines = describeResult(result).split('\n')
    expect(lines[0]).toMatch(/^content\/en\/faq\/which-wallet\.mdx:6: body: <br> is HTML/)
    expect(lines.filter(line => /^ {2}(de|fr): /.test(line))).toEqual([
      '  de: 2 out of date (faq/governance, faq/launch-date)',
      '  fr: 2 out of date (faq/governance, faq/launch-date)',
    ])
    expect(lines.some(line => line.startsWith('warning:'))).toBe(false)
  })

  it('keeps a glossary warning on its own path:line, after the errors and before the notes', () => {
    const file = 'content/en/faq/governance.mdx'
    writeInto(root, file, `${real(file).trimEnd()} One more sentence.\n`)
    const result = build()
    const glossary = {
      file: 'content/de/faq/governance.mdx',
      line: 7,
      field: 'glossary',
      message: '"Token" is not as the glossary says',
      fix: 'write "Token"',
    }
    const lines = describeResult({ ...result, warnings: [...result.warnings, glossary] }).split('\n')
    expect(translationNotes([glossary])).toEqual([])
    const warningLine = lines.indexOf(
      `warning: content/de/faq/governance.mdx:7: glossary: "Token" is not as the glossary says — write "Token"`,
    )
    expect(warningLine).toBeGreaterThan(-1)
    expect(warningLine).toBeLessThan(lines.indexOf('  de: 1 out of date (faq/governance)'))
  })
})

describe('YAML mistakes in the data files, in the words of frontmatter', () => {
  it("reports an unclosed quote in content/constants.yaml as a frontmatter's, with the right file count", () => {
    const file = path.join(root, 'content/constants.yaml')
    const lines = fs.readFileSync(file, 'utf8').split('\n')
    const line = lines.findIndex(text => /^ {4}value: 24000$/.test(text))
    lines[line] = '    value: "24000'
    fs.writeFileSync(file, lines.join('\n'))
    const result = build()
    expect(result.problems.map(formatProblem)).toEqual([
      `content/constants.yaml:${line + 1}: file: is not valid YAML (the " that opens this value is never closed) — ` +
        `end the value with " on this line`,
    ])
    expect(describeResult(result)).toContain('content: 1 problem(s) in 1 files; nothing was written.')
  })

  it('reports a tab and a repeated key in plain words', () => {
    const file = path.join(root, 'content/constants.yaml')
    const text = fs.readFileSync(file, 'utf8')
    fs.writeFileSync(file, text.replace(/^( {4}value: 24000)$/m, '$1\n    value: 25000'))
    expect(messages()[0]).toMatch(
      /^content\/constants\.yaml:\d+: file: is not valid YAML \(the key "value" is already given above\) — keep one of the two lines$/,
    )
    fs.writeFileSync(file, text.replace(/^ {4}value: 24000$/m, '\tvalue: 24000'))
    expect(messages()[0]).toMatch(
      /^content\/constants\.yaml:\d+: file: is not valid YAML \(a tab indents this line\) — indent with spaces, as the lines around it are$/,
    )
  })

  it("reports the glossary's YAML mistakes the same way", () => {
    fs.writeFileSync(path.join(root, 'content/glossary.yaml'), 'terms:\n  - en: "watch-to-earn\n    note: x\n')
    const result = buildContent(
      contentOptionsIn(root, { locales: ['en', 'de', 'fr'], glossaryFile: path.join(root, 'content/glossary.yaml') }),
    )
    expect(result.problems.map(formatProblem)).toEqual([
      'content/glossary.yaml:2: file: is not valid YAML (the " that opens this value is never closed) — end the ' +
        'value with " on this line',
    ])
  })
})
