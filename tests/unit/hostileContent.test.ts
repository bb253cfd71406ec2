import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildContent, sourceHash } from '../../scripts/pipeline/buildContent'
import { formatProblem } from '../../scripts/core/problems'
import { contentOptionsIn, copyContentPerTest, fixtureFile, runContentScript, writeInto } from './contentCopy'

/**
 * Content from outside contributors is untrusted: each test feeds the content build a broken or hostile copy of a
 * real file and checks the exact message. Nothing in a content file may run, ship markup, or slip through.
 */
let root: string

const copy = copyContentPerTest('hostile-content-')
beforeEach(() => {
  root = copy()
})

const FAQ = 'content/en/faq/which-wallet.mdx'
const real = fixtureFile

const write = (relativePath: string, text: string | Buffer) => writeInto(root, relativePath, text)

/** The real FAQ entry with `line` added to its body (line 5 of the file). */
function faqWithBody(line: string): string {
  return real(FAQ).replace(/\n---\n/, `\n---\n${line}\n\n`)
}

function build(locales = ['en']) {
  const result = buildContent(contentOptionsIn(root, { locales }))
  return { ...result, messages: result.problems.map(formatProblem) }
}

/** The generated index of a locale, parsed back: it is JSON. */
function index(output: string | undefined) {
  return JSON.parse(output!)
}

const COMPONENTS = '<Constant>, <ExternalLink>, <Brand>, <ContractAddress>'
const LINK_FIX = 'link to https://…, mailto:…, a page of the site such as /faq, or an #anchor'

describe('a content body is data', () => {
  it.each([
    [
      'an expression in text',
      '{process.env.HOME}',
      `${FAQ}:6: body: the expression {process.env.HOME} is not allowed in content — use <Constant name="…" /> for a ` +
        `figure, or write a literal brace as \\{`,
    ],
    [
      'an expression in an attribute',
      '<Constant name={"presale" + "GateUsd"} />',
      `${FAQ}:6: body: <Constant name={"presale" + "GateUsd"}> is not allowed: attribute values are text, not code — ` +
        `write name="…" with the value in quotes`,
    ],
    [
      'a spread attribute',
      '<Brand {...globalThis} />',
      `${FAQ}:6: body: <Brand {...globalThis}> is not allowed: spread attributes are code — write each attribute ` +
        `as name="…"`,
    ],
    [
      'an import',
      'import fs from "node:fs"',
      `${FAQ}:6: body: imports and exports are not allowed in content — remove the line; the components listed in ` +
        `CONTRIBUTING.md are always available`,
    ],
    [
      'an export',
      'export const price = 1',
      `${FAQ}:6: body: imports and exports are not allowed in content — remove the line; the components listed in ` +
        `CONTRIBUTING.md are always available`,
    ],
    [
      'a component that does not exist',
      '<Chart />',
      `${FAQ}:6: body: <Chart> is not a known component — use one of: ${COMPONENTS}`,
    ],
    [
      'a script element',
      '<script>alert(1)</script>',
      `${FAQ}:6: body: raw HTML (<script>) is not allowed in content — use Markdown or one of: ${COMPONENTS}; write ` +
        `a literal < as &lt;`,
    ],
    [
      'an iframe',
      '<iframe src="https://evil.example" />',
      `${FAQ}:6: body: raw HTML (<iframe>) is not allowed in content — use Markdown or one of: ${COMPONENTS}; write ` +
        `a literal < as &lt;`,
    ],
    [
      'an event handler on raw HTML',
      '<img src="x" onerror="steal()" />',
      `${FAQ}:6: body: raw HTML (<img>) is not allowed in content — use Markdown or one of: ${COMPONENTS}; write a ` +
        `literal < as &lt;`,
    ],
    [
      'an event handler on a component',
      '<ExternalLink name="x" onClick="steal()">X</ExternalLink>',
      `${FAQ}:6: body: <ExternalLink> has no attribute "onClick" — use only: name`,
    ],
    [
      'a fragment',
      '<>text</>',
      `${FAQ}:6: body: fragments (<>…</>) are not allowed in content — remove the <> and </>`,
    ],
    [
      'a link name that is not in LINKS',
      '<ExternalLink name="drainer">Claim</ExternalLink>',
      `${FAQ}:6: body: <ExternalLink name="drainer"> names no link in content/constants.yaml — use one of: website, ` +
        `trade, gmgn, solana, x, telegram, discord`,
    ],
    [
      'a form of a constant that does not exist',
      '<Constant name="fairLaunchHours" form="plural" />',
      `${FAQ}:6: body: <Constant form="plural"> is not allowed — use one of: adjective, article`,
    ],
    [
      'content inside a component that takes none',
      '<Brand>Other</Brand>',
      `${FAQ}:6: body: <Brand> takes no content — write <Brand /> on its own`,
    ],
    [
      'an image outside an article page',
      '![logo](https://evil.example/a.png)',
      `${FAQ}:6: body: an image is allowed only in the body of an article page — remove it: the home, FAQ and How It ` +
        `Works sections place their own pictures`,
    ],
    [
      'a javascript: link',
      '[claim](javascript:alert(1))',
      `${FAQ}:6: body: the link target "javascript:alert(1)" is not allowed (the javascript: scheme) — ${LINK_FIX}`,
    ],
    [
      'a javascript: link hidden by a character reference',
      '[claim](java&#9;script:alert(1))',
      `${FAQ}:6: body: the link target "java\\tscript:alert(1)" is not allowed (a space, a control character or a ` +
        `backslash) — ${LINK_FIX}`,
    ],
    [
      'a data: link',
      '[claim](data:text/html,hi)',
      `${FAQ}:6: body: the link target "data:text/html,hi" is not allowed (the data: scheme) — ${LINK_FIX}`,
    ],
    [
      'a vbscript: link',
      '[claim](vbscript:run)',
      `${FAQ}:6: body: the link target "vbscript:run" is not allowed (the vbscript: scheme) — ${LINK_FIX}`,
    ],
    [
      'an http: link',
      '[claim](http://example.com)',
      `${FAQ}:6: body: the link target "http://example.com" is not allowed (the http: scheme) — ${LINK_FIX}`,
    ],
    [
      'a protocol-relative link',
      '[claim](//evil.example)',
      `${FAQ}:6: body: the link target "//evil.example" is not allowed (// leaves the site) — ${LINK_FIX}`,
    ],
  ])('refuses %s', (_, line, message) => {
    write(FAQ, faqWithBody(line))
    expect(build().messages).toEqual([message])
  })

  it('keeps https:, mailto:, site paths and anchors, and marks external links to open safely', () => {
    write(
      FAQ,
      faqWithBody('[a](https://example.com) [b](mailto:team@example.com) [c](/faq) [d](#top) *e* **f** ~~g~~ `h`'),
    )
    const result = build()
    expect(result.messages).toEqual([])
    const entry = index(result.outputs['en.json']).faq.find((faq: { id: string }) => faq.id === 'which-wallet')
    const links = entry.body[0].children.filter((node: { type: string }) => node.type === 'link')
    expect(links.map((link: { href: string }) => link.href)).toEqual([
      'https://example.com/',
      'mailto:team@example.com',
      '/faq',
      '#top',
    ])
  })

  it('writes no file when a body tries to write one at build time', () => {
    const target = path.join(root, 'pwned.txt')
    const attack = `fs.writeFileSync(${JSON.stringify(target)}, "x")`
    write(
      'content/en/faq/attack.mdx',
      [
        '---',
        'question: Attack?',
        'order: 90',
        '---',
        `import fs from "node:fs"`,
        '',
        `{${attack}}`,
        '',
        `<Constant name={${attack}} />`,
        '',
        `<Brand {...${attack}} />`,
        '',
      ].join('\n'),
    )
    const out = path.join(root, 'out')
    const run = runContentScript(root)
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('content/en/faq/attack.mdx:5: body: imports and exports are not allowed in content')
    expect(run.stderr).toContain('content/en/faq/attack.mdx:7: body: the expression {fs.writeFileSync(')
    expect(run.stderr).toContain('content/en/faq/attack.mdx:9: body: <Constant name={fs.writeFileSync(')
    expect(run.stderr).toContain('content/en/faq/attack.mdx:11: body: <Brand {...fs.writeFileSync(')
    expect(fs.existsSync(target)).toBe(false)
    expect(fs.existsSync(out)).toBe(false)
  })

  it('refuses frontmatter in another language than YAML (a ---js block is JavaScript to some readers)', () => {
    const target = path.join(root, 'pwned.txt')
    write(
      'content/en/faq/attack.mdx',
      `---js\n{ question: require("fs").writeFileSync(${JSON.stringify(target)}, "x"), order: 90 }\n---\nHi\n`,
    )
    expect(build().messages).toEqual([
      'content/en/faq/attack.mdx:1: frontmatter: opens with "---js": only YAML frontmatter is allowed — make the ' +
        'first line exactly ---',
    ])
    expect(fs.existsSync(target)).toBe(false)
  })
})

describe('frontmatter that would exhaust the reader', () => {
  it('refuses a YAML anchor or alias at its line, so that nested aliases (billion laughs) are never expanded', () => {
    const bomb = ['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]']
    for (const [name, from] of [...'bcdefghij'].map((letter, index) => [letter, 'abcdefghij'[index]!]))
      bomb.push(`${name}: &${name} [${Array(9).fill(`*${from}`).join(', ')}]`)
    write(FAQ, real(FAQ).replace('---\n', `---\n${bomb.join('\n')}\n`))
    expect(build().messages).toEqual([
      `${FAQ}:2: frontmatter: uses a YAML anchor or alias (&name, *name) — write each value out in full: the ` +
        "site's YAML files use no anchors or aliases",
    ])
    // An anchor on the line above the block list it names: that line.
    write(FAQ, real(FAQ).replace('---\n', '---\nnotes: &n\n  - one\n'))
    expect(build().messages).toEqual([
      `${FAQ}:2: frontmatter: uses a YAML anchor or alias (&name, *name) — write each value out in full: the ` +
        "site's YAML files use no anchors or aliases",
    ])
  })
})

describe('bytes and names', () => {
  it('reports invalid UTF-8 with the file and the line', () => {
    write(FAQ, Buffer.concat([Buffer.from(real(FAQ)), Buffer.from('A last line \xff\n', 'latin1')]))
    const line = real(FAQ).split('\n').length
    expect(build().messages).toEqual([
      `${FAQ}:${line}: file: is not valid UTF-8 — save the file with the UTF-8 encoding (your editor offers it under ` +
        `"Save with encoding")`,
    ])
  })

  it('accepts CRLF line ends, and counts lines the same', () => {
    write(FAQ, real(FAQ).replace(/\n/g, '\r\n'))
    expect(build().messages).toEqual([])
    write(FAQ, real(FAQ).replace('order: 5', 'order: 5\nauthor: me').replace(/\n/g, '\r\n'))
    expect(build().messages).toEqual([
      `${FAQ}:4: author: is not a field of this collection — remove it, or use one of: question, order, review`,
    ])
  })

  it('refuses a UTF-8 BOM, which the editor at /admin/ would drop from a file nobody edited', () => {
    write(FAQ, `\uFEFF${real(FAQ)}`)
    expect(build().messages).toEqual([
      `${FAQ}:1: file: starts with a byte-order mark (BOM) — save the file as "UTF-8", not "UTF-8 with BOM"`,
    ])
  })

  it('refuses a misnamed language folder or a stray file at the top of content/, which nothing would read', () => {
    write('content/zh-tw/faq/which-wallet.mdx', real(FAQ))
    write('content/notes.md', 'notes')
    const fix = 'rename it to one of the languages (en, zh-TW, ja, ko, es, it, ru, fr, de), or move it out of content/'
    expect(build().messages).toEqual(
      ['content/notes.md', 'content/zh-tw'].map(
        file =>
          `${file}:1: file: is not a language folder of the site nor a file content/ holds, so nothing would ` +
          `read it — ${fix}`,
      ),
    )
  })

  it('refuses a file name outside a-z, 0-9 and -, naming the file and the rule', () => {
    write("content/en/faq/it's-free.mdx", real(FAQ).replace('order: 5', 'order: 77'))
    write('content/en/faq/Notes.md', 'notes')
    write('content/en/faq/-free.mdx', real(FAQ).replace('order: 5', 'order: 78'))
    write('content/en/faq/it--s.mdx', real(FAQ).replace('order: 5', 'order: 79'))
    expect(build().messages).toEqual([
      ...[
        ['-free.mdx', 'free.mdx'],
        ['Notes.md', 'notes.mdx'],
        ["it's-free.mdx", 'it-s-free.mdx'],
        ['it--s.mdx', 'it-s.mdx'],
      ].map(
        ([name, suggested]) =>
          `content/en/faq/${name}:1: file: the name "${name}" breaks the rule for content file names — rename it ` +
          'to words of lowercase a-z and 0-9 joined by single dashes, at most 100 characters, ending in .mdx, ' +
          `e.g. "${suggested}"`,
      ),
    ])
  })

  it("passes over what an operating system or an open editor leaves beside a writer's file", () => {
    for (const leftover of [
      'content/.DS_Store',
      'content/en/.DS_Store',
      'content/en/faq/.DS_Store',
      'content/en/faq/Thumbs.db',
      'content/en/faq/.which-wallet.mdx.swp',
      'content/en/faq/which-wallet.mdx~',
      'content/en/faq/.#which-wallet.mdx',
      'content/en/faq/._which-wallet.mdx',
      'content/images/Thumbs.db',
    ])
      write(leftover, 'bytes an editor keeps')
    expect(build().messages).toEqual([])
    // A name like them that is not theirs is still refused.
    write('content/en/faq/notes.swp', 'notes')
    expect(build().messages).toEqual([
      'content/en/faq/notes.swp:1: file: the name "notes.swp" breaks the rule for content file names — rename it ' +
        'to words of lowercase a-z and 0-9 joined by single dashes, at most 100 characters, ending in .mdx, ' +
        'e.g. "notes-swp.mdx"',
    ])
  })

  it('embeds every string in the generated index as JSON', () => {
    const question = `Quotes ' " \` \${ code } */ </script> \\ \u2028?`
    write(FAQ, real(FAQ).replace(/question: .*/, `question: ${JSON.stringify(question)}`))
    const result = build()
    expect(result.messages).toEqual([])
    const entry = index(result.outputs['en.json']).faq.find((faq: { id: string }) => faq.id === 'which-wallet')
    expect(entry.question).toBe(question)
  })

  it('refuses emphasis marks in frontmatter, which shows them as written, on their line', () => {
    write(FAQ, real(FAQ).replace(/question: .*/, 'question: Is **this** __safe__?'))
    expect(build().messages).toEqual([
      `${FAQ}:2: question: shows ** as written: frontmatter is plain text, not Markdown — remove the ** marks ` +
        '(emphasis belongs in the body)',
    ])
  })

  it('reads YAML 1.2: no and dates stay text', () => {
    write(FAQ, real(FAQ).replace(/question: .*/, 'question: no'))
    write('content/en/faq/date.mdx', '---\nquestion: 2024-01-01\norder: 91\n---\nYes.\n')
    const result = build()
    expect(result.messages).toEqual([])
    const questions = index(result.outputs['en.json']).faq.map((faq: { question: string }) => faq.question)
    expect(questions).toContain('no')
    expect(questions).toContain('2024-01-01')
  })
})

describe('placeholders and messages', () => {
  it('fills placeholders in every frontmatter text field, once, for the page locale', () => {
    const step = 'content/en/steps/connect.mdx'
    write(step, real(step).replace(/summary: .*/, 'summary: Open {brand} and wait {fairLaunchHours}.'))
    const result = build()
    expect(result.messages).toEqual([])
    const connect = index(result.outputs['en.json']).steps.find((entry: { id: string }) => entry.id === 'connect')
    expect(connect.summary).toBe('Open Reelfi and wait 24 hours.')
  })

  it('reports a broken English file once, not again in each translation', () => {
    fs.mkdirSync(path.join(root, 'content/ja/faq'), { recursive: true })
    write(
      'content/ja/faq/which-wallet.mdx',
      real(FAQ).replace(/^---\n/, `---\nsource_hash: ${sourceHash(real(FAQ))}\n`),
    )
    write(FAQ, real(FAQ).replace(/question: (.*)/, 'question: "$1'))
    expect(build(['en', 'ja']).messages).toEqual([
      `${FAQ}:2: frontmatter: is not valid YAML (the " that opens this value is never closed) — end the value with " ` +
        `on this line`,
    ])
  })
})

describe('what a reader sees is what the writer meant', () => {
  const LINK_TEXT_FIX =
    "keep a link's text plain (emphasis, figures and <Brand /> are fine) and put other links beside it"
  const ADDRESS =
    'contains what looks like a wallet or contract address typed as text — remove it: the contract address is shown ' +
    'by <ContractAddress /> from content/constants.yaml'
  it.each([
    [
      'the contract address wrapped in a link',
      '[<ContractAddress />](https://evil.example)',
      `${FAQ}:6: body: <ContractAddress> is not allowed inside a link — ${LINK_TEXT_FIX}`,
    ],
    [
      'the contract address inside a sentence',
      'Address: <ContractAddress /> end.',
      `${FAQ}:6: body: <ContractAddress /> must stand on a line of its own, outside lists, tables and links — put ` +
        `<ContractAddress /> alone on its own line, with a blank line before and after`,
    ],
    [
      'a link inside a named link',
      '<ExternalLink name="trade">[a](https://evil.example)</ExternalLink>',
      `${FAQ}:6: body: a link inside a link is not allowed — ${LINK_TEXT_FIX}`,
    ],
    [
      'a named link inside a named link',
      '<ExternalLink name="trade"><ExternalLink name="x">y</ExternalLink></ExternalLink>',
      `${FAQ}:6: body: a link inside a link is not allowed — ${LINK_TEXT_FIX}`,
    ],
    [
      'a Solana address typed as text',
      'Buy at 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU now.',
      `${FAQ}:6: body: ${ADDRESS}`,
    ],
    [
      'an Ethereum address typed as code',
      'Send to `0x52908400098527886E0F7030069857D2E4169EE7`.',
      `${FAQ}:6: body: ${ADDRESS}`,
    ],
    [
      'a right-to-left override',
      'Send to \u202Eliame address',
      `${FAQ}:6: body: contains the bidirectional control character U+202E, which changes the order in which text is ` +
        `shown — delete it (retype the text around it if you cannot see it)`,
    ],
    ...['a NUL byte', 'its reference'].map((name, index) => [
      name,
      `Je${['\u0000', '&#0;'][index]}de Woche.`,
      `${FAQ}:6: body: contains U+FFFD (�), which stands for a character that was lost: a NUL byte, &#0; or a broken ` +
        'encoding — type the character that was meant there, or delete it',
    ]),
    [
      'https: without //',
      '[x](https:evil.example)',
      `${FAQ}:6: body: the link target "https:evil.example" is not allowed (https: must be followed by //) ` +
        `— ${LINK_FIX}`,
    ],
    [
      'a user name disguising the host',
      '[x](https://solana.com@evil.example)',
      `${FAQ}:6: body: the link target "https://solana.com@evil.example" is not allowed (an address with a user name ` +
        `before @ disguises where it goes) — ${LINK_FIX}`,
    ],
    [
      'a second main heading',
      '# Big',
      `${FAQ}:6: body: a # heading would be a second main heading on the page — use ## (or deeper): the page's title ` +
        `is its one # heading`,
    ],
    [
      'an attribute named like an object property',
      '<Brand toString="x" />',
      `${FAQ}:6: body: <Brand> has no attribute "toString" — write <Brand />`,
    ],
  ])('refuses %s', (_, line, message) => {
    write(FAQ, faqWithBody(line))
    expect(build().messages).toEqual([message])
  })

  it('refuses an address or a hidden control in frontmatter', () => {
    write(
      FAQ,
      real(FAQ).replace(/^question: .*$/m, 'question: "Is 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU ours?"'),
    )
    expect(build().messages).toEqual([`${FAQ}:2: question: ${ADDRESS}`])
  })

  it('renders the https: URL it checked, normalised', () => {
    write(FAQ, faqWithBody('[x](https://Solana.COM)'))
    const result = build()
    expect(result.messages).toEqual([])
    expect(JSON.stringify(index(result.outputs['en.json']))).toContain('"href":"https://solana.com/"')
  })
})

it(
  'refuses frontmatter closed by a line that only starts with ---, naming the line the writer ' + 'meant as its end',
  () => {
    write(FAQ, real(FAQ).replace(/\n---\n/, '\n----\n[x](javascript:alert(1))\n---\n'))
    expect(build().messages).toEqual([
      `${FAQ}:5: frontmatter: closes with "----" — close the frontmatter with a line that is exactly ---`,
    ])
  },
)

it('refuses frontmatter that is never closed', () => {
  write(FAQ, real(FAQ).replace(/\n---\n/, '\n'))
  expect(build().messages).toEqual([
    `${FAQ}:1: frontmatter: is not closed — end the frontmatter with a line that is exactly ---`,
  ])
})

it('refuses a translation that links somewhere its English original does not', () => {
  const german = 'content/de/faq/which-wallet.mdx'
  const english = real(FAQ)
  write(
    german,
    english.replace(
      /\n---\n/,
      `\nsource_hash: ${sourceHash(english)}\n---\nHol dir deine Belohnung auf ` +
        `[reelfi-claim.example](https://reelfi-claim.example/claim). `,
    ),
  )
  expect(build(['en', 'de']).messages).toEqual([
    `${german}:7: body: types the web address https://reelfi-claim.example/claim, which ${FAQ} does not have ` +
      `(paragraph) — translate only the words: a link, handle or address on the page comes from the English or from ` +
      `content/constants.yaml`,
  ])
})

it('refuses an address hidden in a link title or in its URL', () => {
  write(
    FAQ,
    faqWithBody(
      '[official site](https://solana.com "Contract 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU") and ' +
        '[swap](https://jup.ag/swap/SOL-7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU)',
    ),
  )
  const message =
    `${FAQ}:6: body: the link contains, in its title or address, what looks like a wallet or contract ` +
    `address typed as text — remove it: the contract address is shown by <ContractAddress /> from ` +
    `content/constants.yaml`
  expect(build().messages).toEqual([message, message])
})
