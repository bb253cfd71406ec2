import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as constants from '../../content/constants'
import { buildContent, type Constants } from '../../scripts/content/buildContent'
import { formatProblem } from '../../scripts/content/problems'
import { ROOT_DIR } from '../../scripts/content/run'
import { contentOptionsIn, copyContent, writeInto } from './contentCopy'

/** Each test gets a copy of the real English content in a temporary folder, breaks one thing, and builds it. */
let root: string

beforeEach(() => {
  root = copyContent('content-test-')
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const write = (relativePath: string, text: string) => writeInto(root, relativePath, text)

function build(overrides: Partial<Constants> = {}) {
  const result = buildContent(contentOptionsIn(root, { locales: ['en'], constants: { ...constants, ...overrides } }))
  return { ...result, messages: result.problems.map(formatProblem) }
}

describe('the content build', () => {
  it('accepts the real content and generates the index and the translation status', () => {
    const result = build()
    expect(result.messages).toEqual([])
    expect(Object.keys(result.outputs)).toEqual(['en.ts', 'status.ts', 'articles.ts'])
    expect(result.outputs['en.ts']).toMatch(/^\/\/ GENERATED/)
  })

  it('reports bad YAML with the line of the error', () => {
    write('content/en/faq/broken.mdx', '---\nquestion: [unclosed\norder: 99\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      expect.stringMatching(/^content\/en\/faq\/broken\.mdx:3: frontmatter: is not valid YAML \(.+\) — check indentation/),
    ])
  })

  it('reports a missing field and says what to add', () => {
    write('content/en/faq/no-order.mdx', '---\nquestion: Where is the order?\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      'content/en/faq/no-order.mdx:1: order: is missing — add "order: …" (a number) to the frontmatter',
    ])
  })

  it('reports a wrong type on the line of the field', () => {
    write('content/en/faq/quoted.mdx', '---\nquestion: Why quotes?\norder: "14"\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      'content/en/faq/quoted.mdx:3: order: must be a number, not "14" — write a number without quotes',
    ])
  })

  it('reports an unknown field and lists the allowed ones', () => {
    write('content/en/faq/extra.mdx', '---\nquestion: Extra?\norder: 40\nauthor: me\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      'content/en/faq/extra.mdx:4: author: is not a field of this collection — remove it, or use one of: question, order',
    ])
  })

  it('reports an icon outside the list', () => {
    write('content/en/features/rocket.mdx', '---\ntitle: Rockets\nicon: rocket\norder: 9\n---\nFast.\n')
    expect(build().messages).toEqual([
      'content/en/features/rocket.mdx:3: icon: "rocket" is not allowed — use one of: clapperboard, coins, shield-check, vote',
    ])
  })

  it('reports a duplicate order', () => {
    write('content/en/faq/zz-duplicate.mdx', '---\nquestion: Twice?\norder: 1\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      'content/en/faq/zz-duplicate.mdx:3: order: 1 is already used by content/en/faq/what-is-reelfi.mdx — give each faq entry its own order',
    ])
  })

  it('reports a gap in the step numbers', () => {
    write('content/en/steps/later.mdx', '---\nnumber: 6\ntitle: Later\nsummary: Much later.\n---\nBody.\n')
    expect(build().messages).toEqual([
      'content/en/steps/later.mdx:2: number: steps are numbered 1, 2, 3, 4, 6: 5 is missing — number the steps 1 to 5 without gaps',
    ])
  })

  it('reports an unknown constant in MDX and in frontmatter', () => {
    write('content/en/faq/unknown.mdx', '---\nquestion: How much is {presaleGateEur}?\norder: 50\n---\n\nIt is <Constant name="presaleGateEur" />.\n')
    expect(build().messages).toEqual([
      expect.stringMatching(/^content\/en\/faq\/unknown\.mdx:2: question: \{presaleGateEur\} is not a known constant — use \{brand\} or one of: \{presaleGateUsd\}/),
      expect.stringMatching(/^content\/en\/faq\/unknown\.mdx:6: body: <Constant name="presaleGateEur"> names no constant in content\/constants\.ts — use one of: presaleGateUsd/),
    ])
  })

  it('reports an unknown component and a JavaScript expression', () => {
    write('content/en/faq/component.mdx', '---\nquestion: Components?\norder: 51\n---\n<Chart />\n\n{1 + 1}\n')
    expect(build().messages).toEqual([
      expect.stringMatching(/^content\/en\/faq\/component\.mdx:5: body: <Chart> is not a known component — use one of: <Constant>/),
      expect.stringMatching(/^content\/en\/faq\/component\.mdx:7: body: the expression \{1 \+ 1\} is not allowed in content/),
    ])
  })

  it('reports an MDX syntax error with its line', () => {
    write('content/en/faq/syntax.mdx', '---\nquestion: Syntax?\norder: 52\n---\nFine line.\n\nA <ExternalLink name="x">link never closed\n')
    expect(build().messages).toEqual([
      expect.stringMatching(/^content\/en\/faq\/syntax\.mdx:7: body: is not valid MDX \(.+\) — close every tag/),
    ])
  })

  it('reports a missing section file', () => {
    fs.rmSync(path.join(root, 'content/en/sections/cta.mdx'))
    expect(build().messages).toEqual(['content/en/sections/cta.mdx:1: file: is missing — create it with frontmatter title'])
  })

  it('reports a token split that does not sum to 100', () => {
    const CONSTANTS = { ...constants.CONSTANTS, presalePercent: { value: 25, format: 'percent' as const } }
    expect(build({ CONSTANTS }).messages).toEqual([
      expect.stringMatching(/^content\/constants\.ts:\d+: TOKEN_SPLIT: the token split 60 \+ 25 \+ 20 sums to 105, not 100 — adjust/),
    ])
  })

  it('reports a contract address that is not base58', () => {
    expect(build({ TOKEN_CONTRACT_ADDRESS: '0x1234' }).messages).toEqual([
      expect.stringMatching(/^content\/constants\.ts:\d+: TOKEN_CONTRACT_ADDRESS: "0x1234" is not a Solana address — paste the base58 address/),
    ])
    expect(build({ TOKEN_CONTRACT_ADDRESS: 'So11111111111111111111111111111111111111112' }).messages).toEqual([])
  })

  it('from the command line, exits 1, prints path:line messages and writes nothing', () => {
    write('content/en/faq/no-order.mdx', '---\nquestion: Where is the order?\n---\nAnswer.\n')
    const out = path.join(root, 'out')
    const run = spawnSync('npx', ['tsx', 'scripts/content/main.ts', '--content', path.join(root, 'content'), '--out', out], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('faq/no-order.mdx:1: order: is missing')
    expect(run.stderr).toContain('nothing was written')
    expect(fs.existsSync(out)).toBe(false)
  }, 30_000) // a child process: slow on a busy 2-core machine
})
