import { spawnSync } from 'node:child_process'
import { MAX_DATA_FILE_LINES } from '../../scripts/source/dataFile'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { formatProblem } from '../../scripts/core/problems'
import { shownProblems } from '../../scripts/pipeline/run'
import { contentOptionsIn, copyContent, runContentScript, writeInto } from './contentCopy'

/** Each test gets a copy of the real English content in a temporary folder, breaks one thing, and builds it. */
let root: string

beforeEach(() => {
  root = copyContent('content-test-')
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const write = (relativePath: string, text: string) => writeInto(root, relativePath, text)

/** Replaces text in the copy's content/constants.yaml. */
function editConstants(from: string | RegExp, to: string) {
  const file = path.join(root, 'content/constants.yaml')
  const text = fs.readFileSync(file, 'utf8')
  if (!text.match(from)) throw new Error(`content/constants.yaml has no ${String(from)}`)
  fs.writeFileSync(file, text.replace(from, to))
}

function build() {
  const result = buildContent(contentOptionsIn(root, { locales: ['en'] }))
  return { ...result, messages: result.problems.map(formatProblem) }
}

describe('the content build', () => {
  it('accepts the real content and generates the index and the translation status', () => {
    const result = build()
    expect(result.messages).toEqual([])
    expect(Object.keys(result.outputs)).toEqual(['constants.ts', 'en.json', 'status.ts', 'articles.ts', 'news.ts'])
    expect(JSON.parse(result.outputs['en.json']!)['//']).toMatch(/^GENERATED/)
  })

  it('reports bad YAML with the line of the error', () => {
    write('content/en/faq/broken.mdx', '---\nquestion: [unclosed\norder: 99\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      expect.stringMatching(
        /^content\/en\/faq\/broken\.mdx:3: frontmatter: is not valid YAML \(.+\) — check indentation/,
      ),
    ])
  })

  it('lists a broken glossary first: every check that reads it is refused after it', () => {
    write('content/en/faq/no-order.mdx', '---\nquestion: Where is the order?\n---\nAnswer.\n')
    write('content/glossary.yaml', 'terms: [unclosed\n')
    const glossaryFile = path.join(root, 'content/glossary.yaml')
    const messages = buildContent(contentOptionsIn(root, { locales: ['en'], glossaryFile })).problems.map(formatProblem)
    expect(messages).toEqual([
      expect.stringMatching(/^content\/glossary\.yaml:\d+: /),
      'content/en/faq/no-order.mdx:1: order: is missing — add "order: …" (a number) to the frontmatter',
    ])
  })

  it('says a YAML file nested too deeply to read is, rather than quoting the stack', () => {
    write('content/constants.yaml', `x: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`)
    expect(build().messages).toEqual([
      expect.stringMatching(
        /^content\/constants\.yaml:1: \w+: is not valid YAML \(lists or maps are nested too deeply to read\) — write /,
      ),
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

  it('says what a number is when it is a word, or 0', () => {
    write('content/en/faq/word.mdx', '---\nquestion: Which?\norder: one\n---\nAnswer.\n')
    write('content/en/faq/zero.mdx', '---\nquestion: First?\norder: 0\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      'content/en/faq/word.mdx:3: order: must be a number, not "one" — write a number',
      'content/en/faq/zero.mdx:3: order: must be 1 or more — correct the value',
    ])
  })

  it('names a number too large for YAML as Infinity, not as null', () => {
    write('content/en/faq/huge.mdx', '---\nquestion: How many?\norder: 1e400\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      'content/en/faq/huge.mdx:3: order: must be a number, not Infinity — write a number',
    ])
  })

  it('reports an unknown field and lists the allowed ones', () => {
    write('content/en/faq/extra.mdx', '---\nquestion: Extra?\norder: 40\nauthor: me\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      'content/en/faq/extra.mdx:4: author: is not a field of this collection — remove it, or use one of: question, ' +
        'order, review',
    ])
  })

  it('accepts review: security on an FAQ entry and refuses any other value', () => {
    write('content/en/faq/extra.mdx', '---\nquestion: Extra?\norder: 40\nreview: secret\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      'content/en/faq/extra.mdx:4: review: "secret" is not allowed — use one of: security',
    ])
  })

  it('reports an icon outside the list', () => {
    write('content/en/features/rocket.mdx', '---\ntitle: Rockets\nicon: rocket\norder: 9\n---\nFast.\n')
    expect(build().messages).toEqual([
      'content/en/features/rocket.mdx:3: icon: "rocket" is not allowed — use one of: clapperboard, coins, ' +
        'shield-check, vote',
    ])
  })

  it('reports a duplicate order in both files when Git cannot say which one the writer touched', () => {
    write('content/en/faq/zz-duplicate.mdx', '---\nquestion: Twice?\norder: 1\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      'content/en/faq/zz-duplicate.mdx:3: order: 1 is already used by content/en/faq/what-is-reelfi.mdx — give each ' +
        'faq entry its own order: change it here, or in content/en/faq/what-is-reelfi.mdx',
      'content/en/faq/what-is-reelfi.mdx:3: order: 1 is already used by content/en/faq/zz-duplicate.mdx — give each ' +
        'faq entry its own order: change it here, or in content/en/faq/zz-duplicate.mdx',
    ])
  })

  it('blames the duplicate order on the file the writer added or changed, naming the other', () => {
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: root,
        encoding: 'utf8',
      })
    git('init', '-q')
    git('add', '.')
    git('commit', '-qm', 'content')
    // A new entry that takes an order already used: the new file is blamed, whichever sorts first.
    write('content/en/faq/aa-new.mdx', '---\nquestion: New?\norder: 2\n---\nAnswer.\n')
    expect(build().messages).toEqual([
      'content/en/faq/aa-new.mdx:3: order: 2 is already used by content/en/faq/how-do-viewers-earn.mdx — give each ' +
        'faq entry its own order: change it here (aa-new.mdx is the file this branch adds or changes)',
    ])
    fs.rmSync(path.join(root, 'content/en/faq/aa-new.mdx'))
    // An existing entry changed to an order another one has: the changed file is blamed.
    const file = path.join(root, 'content/en/faq/which-wallet.mdx')
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('order: 5', 'order: 12'))
    expect(build().messages).toEqual([
      'content/en/faq/which-wallet.mdx:3: order: 12 is already used by content/en/faq/contract-address.mdx — give ' +
        'each faq entry its own order: change it here (which-wallet.mdx is the file this branch adds or changes)',
    ])
  })

  it('reports a gap in the step numbers', () => {
    write('content/en/steps/later.mdx', '---\nnumber: 6\ntitle: Later\nsummary: Much later.\n---\nBody.\n')
    expect(build().messages).toEqual([
      'content/en/steps/later.mdx:2: number: steps are numbered 1, 2, 3, 4, 6: 5 is missing — number the steps 1 to ' +
        '5 without gaps',
    ])
  })

  it('reports an unknown constant in MDX and in frontmatter', () => {
    write(
      'content/en/faq/unknown.mdx',
      '---\nquestion: How much is {presaleGateEur}?\norder: 50\n---\n\nIt is <Constant name="presaleGateEur" />.\n',
    )
    expect(build().messages).toEqual([
      expect.stringMatching(
        /^content\/en\/faq\/unknown\.mdx:2: question: \{presaleGateEur\} is not a known constant — use \{brand\} or one of: \{presaleGateUsd\}/,
      ),
      expect.stringMatching(
        /^content\/en\/faq\/unknown\.mdx:6: body: <Constant name="presaleGateEur"> names no constant in content\/constants\.yaml — use one of: presaleGateUsd/,
      ),
    ])
  })

  it('reports an unknown component and a JavaScript expression', () => {
    write('content/en/faq/component.mdx', '---\nquestion: Components?\norder: 51\n---\n<Chart />\n\n{1 + 1}\n')
    expect(build().messages).toEqual([
      expect.stringMatching(
        /^content\/en\/faq\/component\.mdx:5: body: <Chart> is not a known component — use one of: <Constant>/,
      ),
      expect.stringMatching(
        /^content\/en\/faq\/component\.mdx:7: body: the expression \{1 \+ 1\} is not allowed in content/,
      ),
    ])
  })

  it('reports an MDX syntax error with its line', () => {
    write(
      'content/en/faq/syntax.mdx',
      '---\nquestion: Syntax?\norder: 52\n---\nFine line.\n\nA <ExternalLink name="x">link never closed\n',
    )
    expect(build().messages).toEqual([
      expect.stringMatching(/^content\/en\/faq\/syntax\.mdx:7: body: is not valid MDX \(.+\) — close every tag/),
    ])
  })

  it('reports a missing section file', () => {
    fs.rmSync(path.join(root, 'content/en/sections/cta.mdx'))
    expect(build().messages).toEqual([
      'content/en/sections/cta.mdx:1: file: is missing — create it with frontmatter title',
    ])
  })

  it('reports a token split that does not sum to 100', () => {
    editConstants(/(presalePercent:\n {4}value:) 20/, '$1 25')
    expect(build().messages).toEqual([
      'content/constants.yaml:54: tokenSplit: the token split 60 + 25 + 20 sums to 105, not 100 — adjust ' +
        'watchToEarnPercent, presalePercent, liquidityPoolPercent so that they sum to 100',
    ])
  })

  it('reports a contract address that is not base58', () => {
    editConstants('tokenContractAddress: null', 'tokenContractAddress: "0x1234"')
    expect(build().messages).toEqual([
      'content/constants.yaml:74: tokenContractAddress: "0x1234" is not a Solana address — paste the base58 address ' +
        '(32–44 characters, no 0, O, I or l), or write null until it is announced',
    ])
    editConstants('"0x1234"', 'So11111111111111111111111111111111111111112')
    expect(build().messages).toEqual([])
  })

  it('reports a figure written with a comma on its line, asking for digits', () => {
    editConstants('value: 24000', 'value: 24,000')
    expect(build().messages).toEqual([
      'content/constants.yaml:17: presaleGateUsd.value: "24,000" is text, not a number — write digits without ' +
        'commas (24000)',
    ])
  })

  it.each([
    [
      'a user name before the host',
      'https://pump.fun@other.example',
      'content/constants.yaml:61: links.trade: "https://pump.fun@other.example" is not allowed (an address with a ' +
        'user name before @ disguises where it goes) — write the full address, https:// then the plain host the link ' +
        'goes to, e.g. https://solana.com',
    ],
    [
      'a host that mixes Latin and Cyrillic letters',
      'https://\u0440ump.fun',
      'content/constants.yaml:61: links.trade: "https://\u0440ump.fun" is not allowed (the host \u0440ump.fun mixes ' +
        'Cyrillic and Latin letters, a look-alike of another address) — write the full address, https:// then the ' +
        'plain host the link goes to, e.g. https://solana.com',
    ],
    [
      'http:',
      'http://pump.fun',
      'content/constants.yaml:61: links.trade: "http://pump.fun" is not allowed (not an https:// address) — write ' +
        'the full address, https:// then the plain host the link goes to, e.g. https://solana.com',
    ],
  ])('refuses a link in the constants with %s', (_, url, message) => {
    editConstants('trade: https://pump.fun', `trade: ${url}`)
    expect(build().messages).toEqual([message])
  })

  it('refuses a hidden character or a typed address in the brand name', () => {
    editConstants('brand: Reelfi', 'brand: "Reel\u200bfi"')
    expect(build().messages).toEqual([
      'content/constants.yaml:10: brand: contains the invisible character U+200B — delete it (retype the text around ' +
        'it if you cannot see it)',
    ])
  })

  it('refuses a data file of more lines than allowed at once, before YAML compares its keys', () => {
    const keys = Array.from({ length: MAX_DATA_FILE_LINES }, (_, index) => `  k${index}: 1`).join('\n')
    editConstants('brand: Reelfi', `brand: Reelfi\nextra:\n${keys}`)
    const lines = fs.readFileSync(path.join(root, 'content/constants.yaml'), 'utf8').split('\n').length
    expect(build().messages).toEqual([
      `content/constants.yaml:${MAX_DATA_FILE_LINES + 1}: file: has ${lines.toLocaleString('en')} lines, more than ` +
        `the ${MAX_DATA_FILE_LINES.toLocaleString('en')} allowed — keep only what the site needs in it`,
    ])
  })

  it('refuses a line break in the brand name, which would start a line of security.txt', () => {
    editConstants('brand: Reelfi', 'brand: "Reel\\nfi"')
    expect(build().messages).toEqual([
      'content/constants.yaml:10: brand: must be one line — write the name without a line break — correct the value',
    ])
  })

  it('generates the constants as TypeScript with their comments, and keeps the exported names', () => {
    const generated = build().outputs['constants.ts']!
    expect(generated).toMatch(/^\/\/ GENERATED by scripts\/pipeline\/main\.ts from content\/constants\.yaml/)
    expect(generated).toContain(
      '  /** Presale a creator must sell before they may post videos. */\n  "presaleGateUsd": ' +
        '{"value":24000,"format":"usd"},',
    )
    for (const name of [
      'BRAND_NAME',
      'CONSTANTS',
      'TOKEN_SPLIT',
      'LINKS',
      'COMMUNITY_LINKS',
      'TOKEN_CONTRACT_ADDRESS',
    ]) {
      expect(generated).toContain(`export const ${name}`)
    }
  })

  it('from the command line, exits 1, prints path:line messages and writes nothing', () => {
    write('content/en/faq/no-order.mdx', '---\nquestion: Where is the order?\n---\nAnswer.\n')
    const out = path.join(root, 'out')
    const run = runContentScript(root)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('faq/no-order.mdx:1: order: is missing')
    expect(run.stderr).toContain('nothing was written')
    expect(fs.existsSync(out)).toBe(false)
  })

  it('from the command line, shows 10 problems of a file and counts the rest', () => {
    write('content/en/faq/many.mdx', `---\nquestion: Many?\norder: 40\n---\n${'<Foo />\n\n'.repeat(30)}`)
    const run = runContentScript(root)
    expect(run.status).toBe(1)
    const lines = run.stderr.split('\n').filter(line => line.includes('faq/many.mdx'))
    expect(lines).toHaveLength(11)
    expect(lines[10]).toMatch(/faq\/many\.mdx:25: file: and 20 more, on lines 25 to 63 — fix the ones above and run/)
    expect(run.stderr).toContain('content: 30 problem(s) in')
  })

  it('shows 11 problems of a file whole, and cuts 12 in line order', () => {
    const problem = (line: number) => ({ file: 'f.mdx', line, field: 'body', message: 'm', fix: 'f' })
    const eleven = Array.from({ length: 11 }, (_, index) => problem(100 - index))
    expect(shownProblems(eleven)).toEqual(eleven)
    const twelve = [...eleven, problem(1)]
    expect(shownProblems(twelve).map(({ line, message }) => `${line}: ${message}`)).toEqual([
      ...[1, 90, 91, 92, 93, 94, 95, 96, 97, 98].map(line => `${line}: m`),
      '99: and 2 more, on lines 99 to 100',
    ])
  })

  it('from the command line, reads the glossary of the content folder it is given', () => {
    write('content/glossary.yaml', 'terms:\n  - en: Solana\n    keep: true\n  - en: solana\n    keep: true\n')
    const run = runContentScript(root)
    expect(run.stderr).toContain(
      'content/glossary.yaml:4: terms.1.en: "solana" is already a form of the entry "Solana"',
    )
    expect(run.stderr).not.toContain('nothing would read it')
    expect(run.status).toBe(1)
  })
})
