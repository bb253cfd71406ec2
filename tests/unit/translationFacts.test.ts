import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { readSource } from '../../scripts/content/readSource'
import { formatProblem, type Problem } from '../../scripts/core/problems'
import { hiddenCharacter, suspiciousText } from '../../scripts/text/suspiciousText'
import { keepStampedEnglish } from '../../scripts/translation/stampedEnglish'
import { contentOptionsIn, copyContentPerTest, fixtureFile, writeInto } from './contentCopy'

/**
 * A translation translates words; the facts (the address, the figures, the links) stay the English original's.
 * Each test plays the attacker of a translation pull request against a copy of the real content.
 */
let root: string

const copy = copyContentPerTest('translation-facts-', ['en', 'de'])
beforeEach(() => {
  root = copy()
})

const real = fixtureFile
const write = (relativePath: string, text: string | Buffer) => writeInto(root, relativePath, text)

function build(locales = ['en', 'de']) {
  const result = buildContent(contentOptionsIn(root, { locales }))
  return { ...result, messages: result.problems.map(formatProblem) }
}

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const ADDRESS_MESSAGE =
  'contains what looks like a wallet or contract address typed as text — remove it: the contract address is shown by ' +
  '<ContractAddress /> from content/constants.yaml'
const PARITY_FIX =
  'keep every component and {placeholder} of the English, with the same attributes, as many times (the order may ' +
  'follow your language)'
const FIGURE_FIX =
  'write it with <Constant name="…" /> (in frontmatter {name}) so the figure comes from content/constants.yaml, or ' +
  'in words as the English does'
const STRUCTURE_FIX =
  'translate paragraph for paragraph, item for item and row for row, so that each keeps the facts of its English'
const GERMAN_FAQ = 'content/de/faq/contract-address.mdx'
const ENGLISH_FAQ = 'content/en/faq/contract-address.mdx'

describe('structural parity with English', () => {
  it('refuses a translation that drops <ContractAddress /> and types an address split by a zero-width space', () => {
    write(
      GERMAN_FAQ,
      real(GERMAN_FAQ).replace(
        '<ContractAddress />',
        `Die Adresse lautet ${ADDRESS.slice(0, 20)}\u200b${ADDRESS.slice(20)}.`,
      ),
    )
    expect(build().messages).toEqual([
      `${GERMAN_FAQ}:6: body: contains the invisible character U+200B — delete it (retype the text around it if you ` +
        `cannot see it)`,
      `${GERMAN_FAQ}:6: body: ${ADDRESS_MESSAGE}`,
    ])
  })

  it('refuses a translation that drops <ContractAddress />, even with no address typed', () => {
    write(GERMAN_FAQ, real(GERMAN_FAQ).replace('<ContractAddress />', 'Die Adresse folgt bald.'))
    expect(build().messages).toEqual([
      `${GERMAN_FAQ}:6: body: does not line up with ${ENGLISH_FAQ}: here this translation has a paragraph where the ` +
        `English has a component — ${STRUCTURE_FIX}`,
      `${GERMAN_FAQ}:6: body: the translation drops <ContractAddress /> that ${ENGLISH_FAQ} has — ${PARITY_FIX}`,
    ])
  })

  it('refuses a constant swapped for another', () => {
    const file = 'content/de/faq/presale-lifecycle.mdx'
    const english = 'content/en/faq/presale-lifecycle.mdx'
    const text = real(file)
    write(file, text.replace('<Constant name="presaleGateUsd" />', '<Constant name="creatorRewardsUsd" />'))
    expect(build().messages).toEqual([
      `${file}:${lineOf(text, 'presaleGateUsd')}: body: the translation drops <Constant name="presaleGateUsd" /> ` +
        `that ${english} has (list item) — ${PARITY_FIX}`,
      `${file}:${lineOf(text, 'presaleGateUsd')}: body: the translation adds <Constant name="creatorRewardsUsd" /> ` +
        `that ${english} does not have (list item) — ${PARITY_FIX}`,
    ])
  })

  it('refuses a component kept once where the English it was stamped against has it twice', () => {
    const file = 'content/de/faq/which-wallet.mdx'
    const english = 'content/en/faq/which-wallet.mdx'
    write(english, `${real(english).trimEnd()} <Brand /> never asks.\n`)
    const stamped = keepStampedEnglish(path.join(root, 'content'), `${real(english).trimEnd()} <Brand /> never asks.\n`)
    const text = real(file).replace(/^source_hash: .*$/m, `source_hash: ${stamped}`)
    write(file, text)
    expect(build().messages).toEqual([
      `${file}:${bodyLine(text)}: body: the translation has <Brand /> once but ${english} has it twice (paragraph) ` +
        `— ${PARITY_FIX}`,
    ])
  })

  it(
    'shows English, with a note and no error, when the English gains a component after the translation ' +
      'was stamped',
    () => {
      const file = 'content/de/faq/which-wallet.mdx'
      const english = 'content/en/faq/which-wallet.mdx'
      write(english, `${real(english).trimEnd()} <Brand /> never asks.\n`)
      const result = build()
      expect(result.messages).toEqual([])
      expect(result.translation.de!.fallback).toContain('faq/which-wallet')
      expect(result.warnings.map(formatProblem)).toContain(
        `${file}:${lineOf(real(file), 'source_hash')}: source_hash: ${english} changed or added a fact ` +
          `since this translation ` +
          `(a constant, placeholder, link, figure or picture), so it is not yet translated: English is shown until ` +
          `it is updated — bring the translation up to date, then run npm run i18n:stamp ${file}`,
      )
    },
  )

  it('accepts the components of a paragraph in another order, as the language needs', () => {
    const file = 'content/de/faq/which-wallet.mdx'
    const english = 'content/en/faq/which-wallet.mdx'
    const newEnglish = `${real(english).trimEnd()} <Brand /> never asks.\n`
    write(english, newEnglish)
    const text = real(file)
      .trimEnd()
      .replace(/^source_hash: .*$/m, `source_hash: ${keepStampedEnglish(path.join(root, 'content'), newEnglish)}`)
    const lastParagraph = Math.max(text.lastIndexOf('\n\n'), text.indexOf('\n---\n', 3) + 4) + 1
    write(file, `${text.slice(0, lastParagraph)}<Brand /> fragt nie danach. ${text.slice(lastParagraph)}\n`)
    expect(build().messages).toEqual([])
  })

  it('refuses a frontmatter field that drops or swaps a {placeholder}', () => {
    const file = 'content/de/pages/how-it-works.mdx'
    const english = 'content/en/pages/how-it-works.mdx'
    const text = real(file)
    expect(text).toContain('{brand}')
    write(file, text.replace('{brand}', 'Reelfi'))
    const line = lineOf(text, '{brand}')
    const field = text.split('\n')[line - 1]!.split(':')[0]
    expect(build().messages).toEqual([
      `${file}:${line}: ${field}: the translation drops {brand} that ${english} has — ${PARITY_FIX}`,
    ])
  })
})

describe('figures are never typed', () => {
  it('refuses a figure typed in a translated body, full-width digits included', () => {
    const file = 'content/de/faq/presale-lifecycle.mdx'
    const text = real(file)
    write(file, `${text.trimEnd()}\n\nDie Gebühr beträgt ０,５ %.\n`)
    const line = text.trimEnd().split('\n').length + 2
    expect(build().messages).toEqual([
      `${file}:${line}: body: has 5 paragraphs, list items and table rows, but content/en/faq/presale-lifecycle.mdx ` +
        `has 4: this paragraph is one too many — ${STRUCTURE_FIX}`,
      // Read as German writes it: ０,５ is one half, not the figures 0 and 5.
      `${file}:${line}: body: the figure 0.5 is typed as text, and content/en/faq/presale-lifecycle.mdx does not ` +
        `state it here — ${FIGURE_FIX}`,
    ])
  })

  it('refuses a figure typed in a translated frontmatter field', () => {
    const file = 'content/de/faq/presale-lifecycle.mdx'
    write(file, real(file).replace(/^question: .*$/m, 'question: Was sind die 24.000 $?'))
    expect(build().messages).toEqual([
      // German "24.000" is twenty-four thousand, not the figures 24 and 0.
      `${file}:2: question: the figure 24000 is typed as text, and content/en/faq/presale-lifecycle.mdx does not ` +
        `state it here — ${FIGURE_FIX}`,
    ])
  })
})

describe('one text check for everything a contributor writes', () => {
  const INVISIBLE = [
    '\u00ad',
    '\u034f',
    '\u061c',
    '\u115f',
    '\u1160',
    '\u17b4',
    '\u17b5',
    '\u180b',
    '\u180e',
    '\u200b',
    '\u200c',
    '\u200d',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2060',
    '\u2061',
    '\u2062',
    '\u2063',
    '\u2064',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u206a',
    '\u206f',
    '\u3164',
    '\ufe00',
    '\ufe0f',
    '\ufeff',
    '\uffa0',
    '\u{1bca0}',
    '\u{1d173}',
    '\u{e0001}',
    '\u{e0020}',
    '\u{e0100}',
    '\u{e01ef}',
  ]

  it('lists every default-ignorable code point of Unicode in the property test', () => {
    // The list above samples each block; every other default-ignorable code point is refused the same way.
    const all = []
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue
      if (/\p{Default_Ignorable_Code_Point}/u.test(String.fromCodePoint(code))) all.push(String.fromCodePoint(code))
    }
    for (const character of all) {
      for (let at = 1; at < ADDRESS.length; at += 7) {
        expect(suspiciousText(ADDRESS.slice(0, at) + character + ADDRESS.slice(at))?.problem).toBe(
          'contains what looks like a wallet or contract address typed as text',
        )
      }
    }
    expect(all.length).toBeGreaterThan(INVISIBLE.length)
  })

  it.each(
    INVISIBLE.map(character => [
      `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
      character,
    ]),
  )('refuses an address split by %s in a body, a frontmatter heading and a catalog-like text', (_, character) => {
    const split = `${ADDRESS.slice(0, 11)}${character}${ADDRESS.slice(11, 30)}${character}${ADDRESS.slice(30)}`
    expect(suspiciousText(`Kaufe hier: ${split}`)).toEqual({
      problem: 'contains what looks like a wallet or contract address typed as text',
      fix: 'remove it: the contract address is shown by <ContractAddress /> from content/constants.yaml',
    })
    expect(hiddenCharacter(`Kaufe hier: ${character}x`)).toBeDefined()
  })

  it('refuses an address split by ** emphasis, by an entity and by a soft hyphen in a translated body', () => {
    const bold = `${ADDRESS.slice(0, 10)}**${ADDRESS.slice(10, 20)}**${ADDRESS.slice(20)}`
    const entity = `${ADDRESS.slice(0, 10)}&#173;${ADDRESS.slice(10)}`
    for (const typed of [
      bold,
      entity,
      `${ADDRESS.slice(0, 10)}\u00ad${ADDRESS.slice(10)}`,
      `\`${ADDRESS.slice(0, 9)}\`${ADDRESS.slice(9)}`,
    ]) {
      write(GERMAN_FAQ, `${real(GERMAN_FAQ).trimEnd()}\n\nAdresse: ${typed}\n`)
      const line = real(GERMAN_FAQ).trimEnd().split('\n').length + 2
      expect(build().messages).toContain(`${GERMAN_FAQ}:${line}: body: ${ADDRESS_MESSAGE}`)
    }
  })

  it(
    'refuses an address split by ** in a translated frontmatter heading (it reaches the hero and the Open ' +
      'Graph image)',
    () => {
      const file = 'content/de/pages/home.mdx'
      write(
        file,
        real(file).replace(/^heading: .*$/m, `heading: "Adresse ${ADDRESS.slice(0, 16)}**${ADDRESS.slice(16)}**"`),
      )
      const at = `${file}:${lineOf(real(file), 'heading:')}: heading:`
      expect(build().messages).toEqual([
        `${at} ${ADDRESS_MESSAGE}`,
        `${at} shows ** as written: frontmatter is plain text, not Markdown — remove the ** marks (emphasis belongs ` +
          'in the body)',
      ])
    },
  )

  it('refuses an EVM address in capitals and a bidi mark', () => {
    expect(suspiciousText('0X52908400098527886E0F7030069857D2E4169EE7')?.problem).toBe(
      'contains what looks like a wallet or contract address typed as text',
    )
    expect(suspiciousText('Send to 0x52908400098527886e0f7030069857d2e4169ee7')?.problem).toBe(
      'contains what looks like a wallet or contract address typed as text',
    )
    expect(suspiciousText('fee \u200f5')).toEqual({
      problem: 'contains the bidirectional control character U+200F, which changes the order in which text is shown',
      fix: 'delete it (retype the text around it if you cannot see it)',
    })
  })

  it('finds a user name before @ wherever the scheme starts in a run, and only with a letter in it', () => {
    const userName = 'contains an address with a user name before @, which disguises where it goes'
    for (const text of ['go 1https://pump.fun@evil.example', 'x+web://a@b', `${'a.'.repeat(5_000)}ftp://a@b`])
      expect(suspiciousText(text)?.problem, text).toBe(userName)
    for (const text of ['1+://a@b', 'https://a/b@c', `${'a'.repeat(5_000)}://a b@c`])
      expect(suspiciousText(text), text).toBeUndefined()
  })

  it('keeps the joiners an emoji sequence needs', () => {
    expect(suspiciousText('Family: 👨\u200d👩\u200d👧, rainbow flag: 🏳\ufe0f\u200d🌈, heart: ❤\ufe0f')).toBeUndefined()
    expect(suspiciousText('Brand\u200dname')).toEqual({
      problem: 'contains the invisible character U+200D',
      fix: 'delete it (retype the text around it if you cannot see it)',
    })
  })
})

describe('links', () => {
  const LINK_FIX = 'link to https://…, mailto:…, a page of the site such as /faq, or an #anchor'
  const FAQ = 'content/en/faq/which-wallet.mdx'
  const withBody = (line: string) => real(FAQ).replace(/\n---\n/, `\n---\n${line}\n\n`)

  it.each([
    [
      'a host that mixes Cyrillic and Latin letters',
      '[Solana](https://sol\u0430na.com)',
      `${FAQ}:6: body: the link target "https://sol\u0430na.com" is not allowed (the host sol\u0430na.com mixes ` +
        `Latin and Cyrillic letters, a look-alike of another address) — ${LINK_FIX}`,
    ],
    [
      'a punycode host the site does not link to',
      '[Solana](https://xn--80ak6aa92e.com)',
      `${FAQ}:6: body: the link target "https://xn--80ak6aa92e.com" is not allowed (the host ` +
        `\u0430\u0440\u0440\u04cf\u0435.com (xn--80ak6aa92e.com) is not plain ASCII, and the site's own links do not ` +
        `go there) — ${LINK_FIX}`,
    ],
    [
      'link text shaped like a domain that goes elsewhere',
      '[pump.fun](https://pump-fun.example/trade)',
      `${FAQ}:6: body: the link text names pump.fun, but the link goes to https://pump-fun.example/trade — make the ` +
        `text name where the link goes, or word it without an address`,
    ],
    [
      'link text shaped like a URL that goes elsewhere',
      '[https://solana.com](https://solana.example)',
      `${FAQ}:6: body: the link text names solana.com, but the link goes to https://solana.example/ — make the text ` +
        `name where the link goes, or word it without an address`,
    ],
    [
      'a named link whose text names another host',
      '<ExternalLink name="trade">gmgn.ai</ExternalLink>',
      `${FAQ}:6: body: the link text names gmgn.ai, but the link goes to https://pump.fun — make the text name where ` +
        `the link goes, or word it without an address`,
    ],
    [
      'a user name before the host',
      '[x](https://pump.fun@other.example)',
      `${FAQ}:6: body: the link target "https://pump.fun@other.example" is not allowed (an address with a user name ` +
        `before @ disguises where it goes) — ${LINK_FIX}`,
    ],
  ])('refuses %s', (_, line, message) => {
    write(FAQ, withBody(line))
    expect(build(['en']).messages).toEqual([message])
  })

  it('refuses a user name before the host written as text, in frontmatter', () => {
    write(FAQ, real(FAQ).replace(/^question: .*$/m, 'question: Trade at https://pump.fun@other.example?'))
    expect(build(['en']).messages).toEqual([
      `${FAQ}:2: question: contains an address with a user name before @, which disguises where it goes — write the ` +
        `address without the part before @`,
    ])
  })

  it('accepts link text that names the host it goes to, with or without www.', () => {
    write(
      FAQ,
      withBody(
        '[pump.fun](https://pump.fun/board) [www.solana.com](https://solana.com) <ExternalLink name="gmgn">GMGN ' +
          '(gmgn.ai)</ExternalLink>',
      ),
    )
    expect(build(['en']).messages).toEqual([])
  })
})

describe('the file system and the parser cannot be used against CI', () => {
  const FAQ = 'content/en/faq/which-wallet.mdx'

  it('refuses a symbolic link to /dev/zero without reading it', () => {
    fs.symlinkSync('/dev/zero', path.join(root, 'content/en/faq/zero.mdx'))
    expect(build(['en']).messages).toEqual([
      'content/en/faq/zero.mdx:1: file: is a symbolic link, which the content build does not follow — put the file ' +
        'itself here instead of a link to it',
    ])
  })

  it('refuses a symbolic link to a folder without listing what is in it', () => {
    fs.rmSync(path.join(root, 'content/en/faq'), { recursive: true })
    fs.symlinkSync('/etc', path.join(root, 'content/en/faq'))
    const messages = build(['en']).messages
    expect(messages).toEqual([
      'content/en/faq:1: folder: is a symbolic link, which the content build does not follow — put the folder itself ' +
        'here instead of a link to it',
    ])
    expect(messages.join('\n')).not.toContain('passwd')
  })

  it('refuses a named pipe', () => {
    fs.rmSync(path.join(root, 'content/en/faq/which-wallet.mdx'))
    const { spawnSync } = require('node:child_process') as typeof import('node:child_process')
    expect(spawnSync('mkfifo', [path.join(root, FAQ)]).status).toBe(0)
    expect(build(['en']).messages).toEqual([
      `${FAQ}:1: file: is not a regular file — replace it with a plain text file`,
    ])
  })

  it('refuses a file over 256 KiB, naming the limit', () => {
    write(FAQ, `${real(FAQ)}\n${'A sentence of copy. '.repeat(14_000)}\n`)
    expect(build(['en']).messages).toEqual([
      `${FAQ}:1: file: is 274 KiB, over the limit of 256 KiB for a content file — split it into several pages`,
    ])
  })

  it('refuses lists and quotes nested deeper than 8 levels with path:line, even 1,000 deep', () => {
    const fix = 'flatten the list or quote: at most 8 levels, and 2 or 3 read best'
    for (const nested of [
      `${'- '.repeat(1000)}x`,
      Array.from({ length: 120 }, (_, level) => `${'  '.repeat(level)}- x`).join('\n'),
      `${'> '.repeat(300)}x`,
      `${'> '.repeat(9)}x`,
      Array.from({ length: 9 }, (_, level) => `${'   '.repeat(level)}1. x`).join('\n'),
    ]) {
      write(FAQ, real(FAQ).replace(/\n---\n/, `\n---\nIntro.\n\n${nested}\n\n`))
      const messages = build(['en']).messages
      expect(messages).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${FAQ}:\\d+: body: lists and quotes are nested more than 8 levels deep ` +
              `— ${fix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
          ),
        ),
      ])
    }
  })

  it('refuses components nested deeper than 8 levels on the line of the ninth, however written', () => {
    const nesting = (line: number) =>
      `${FAQ}:${line}: body: components are nested more than 8 levels deep — close each component before the ` +
      'next: <ExternalLink> holds words and <Brand />, not components'
    for (const [nested, line] of [
      [`${'<Foo>'.repeat(20)}x${'</Foo>'.repeat(20)}`, 8],
      [`${'<>'.repeat(20)}x${'</>'.repeat(20)}`, 8],
      [`${'<$a>'.repeat(20)}x${'</$a>'.repeat(20)}`, 8],
      // One a line, each closed at the end: the ninth opens on the ninth line.
      [`${'<ExternalLink name="x">\n'.repeat(9)}x\n${'</ExternalLink>\n'.repeat(9)}`, 16],
    ] as const) {
      write(FAQ, real(FAQ).replace(/\n---\n/, `\n---\nIntro.\n\n${nested}\n\n`))
      const messages = build(['en']).messages
      expect(messages, messages.join('\n')).toContain(nesting(line))
    }
    // Thousands deep: 1,500 overflowed the compiler's stack (a tool error). Where the parser's own stack ends first
    // (it depends on the process), the message names no line; either way it is a message.
    for (const depth of [1500, 3900]) {
      write(FAQ, real(FAQ).replace(/\n---\n/, `\n---\nIntro.\n\n${'<>'.repeat(depth)}x${'</>'.repeat(depth)}\n\n`))
      expect(build(['en']).messages).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${FAQ}:(8: body: is nested more than 160 levels deep|1: body: is nested too deeply to read) — `),
        ),
      )
    }
  })

  it('refuses footnotes inside footnotes with path:line, however deep (1,200 overflowed the compiler)', () => {
    const blocks = Array.from({ length: 12 }, (_, k) => `${'\t'.repeat((k + 1) * 100)}${'[^a]: '.repeat(100)}x`)
    write(FAQ, real(FAQ).replace(/\n---\n/, `\n---\nIntro.\n\n${blocks.join('\n\n')}\n\n`))
    expect(build(['en']).messages).toEqual([
      `${FAQ}:10: body: is nested more than 160 levels deep — flatten it: lists, quotes and components at most 8 ` +
        'levels deep, and no footnotes',
    ])
  })

  it('accepts the deepest tree the body limits allow: quotes, lists and 100 emphasis marks in one another', () => {
    // 115 levels: 4 quotes, 4 lists and their items, a paragraph and 100 emphases, one inside the other.
    const deepest = `${'> '.repeat(4)}${'- '.repeat(4)}${'*a '.repeat(100)}x${' a*'.repeat(100)}`
    write(FAQ, real(FAQ).replace(/\n---\n/, `\n---\n${deepest}\n\n`))
    expect(build(['en']).messages).toEqual([])
  })

  it('accepts components side by side and over lines, escaped <, and < in code', () => {
    const copy = [
      ...Array.from({ length: 12 }, () => '<Brand /> and `<Foo>` and \\<b and <Brand></Brand>'),
      '',
      'Join us on <ExternalLink name="telegram">',
      'Telegram',
      '</ExternalLink> today.',
      '',
      '```ts',
      ...Array.from({ length: 12 }, () => 'const m = new Map<string, Set<number>>()'),
      '```',
    ].join('\n')
    write(FAQ, real(FAQ).replace(/\n---\n/, `\n---\n${copy}\n\n`))
    expect(build(['en']).messages).toEqual([])
  })

  it('accepts lists and quotes 8 levels deep', () => {
    write(FAQ, real(FAQ).replace(/\n---\n/, `\n---\n${'> '.repeat(4)}${'- '.repeat(4)}x\n\n`))
    expect(build(['en']).messages).toEqual([])
  })

  it('refuses a 1 MB paragraph and 50,000 emphasis marks at once (their time: npm run bench:content)', () => {
    const at = (problems: Problem[]) => (line: number, field: string, message: string, fix: string) =>
      problems.push({ file: 'x', line, field, message, fix })
    for (const unit of ['The creator coin trades on the open market. ', '*a', '_a*', 'a~', '[a](', '<a ']) {
      const problems: Problem[] = []
      const text = `---\nquestion: x\n---\n${unit.repeat(Math.ceil(1_000_000 / unit.length))}\n`
      expect(readSource(text, 'question', at(problems))).toBeUndefined()
      expect(problems.map(problem => `${problem.line}: ${problem.message} — ${problem.fix}`)).toEqual([
        expect.stringMatching(
          /^4: a paragraph of 1,000,0\d\d characters is longer than the 20,000 allowed — split it into shorter paragraphs$/,
        ),
      ])
    }
    const problems: Problem[] = []
    expect(readSource(`---\nquestion: x\n---\n${'*a'.repeat(5_000)}\n`, 'question', at(problems))).toBeUndefined()
    const fileWide: Problem[] = []
    const paragraphs = Array.from({ length: 30 }, () => 'a] [b'.repeat(80)).join('\n\n')
    expect(readSource(`---\nquestion: x\n---\n${paragraphs}\n`, 'question', at(fileWide))).toBeUndefined()
    expect([...problems, ...fileWide].map(problem => `${problem.line}: ${problem.message} — ${problem.fix}`)).toEqual([
      '4: a paragraph with 5,000 *, _, ~, [, ] and ` marks has more than the 200 allowed — split it into ' +
        'shorter paragraphs',
      '4: has 4,800 *, _, ~, [, ] and ` marks, more than the 4,000 allowed in one file — split it into several pages',
    ])
  })

  it('refuses a frontmatter of 25,000 unknown fields at once, with one message', () => {
    const problems: Problem[] = []
    const fields = Array.from({ length: 25_000 }, (_, index) => `k${index}: v`).join('\n')
    const frontmatter = `---\nquestion: x\n${fields}\n---\n`
    const at = (line: number, field: string, message: string, fix: string) =>
      problems.push({ file: 'x', line, field, message, fix })
    expect(readSource(`${frontmatter}Body.\n`, 'question', at)).toBeUndefined()
    expect(problems.map(problem => `${problem.line}: ${problem.field}: ${problem.message} — ${problem.fix}`)).toEqual([
      `1: frontmatter: is ${frontmatter.length.toLocaleString('en')} characters long, more than the 8,000 allowed — ` +
        'keep only the fields the file needs: longer text goes in the body',
    ])
  })

  it('counts the marks after a line that only looks like a code fence', () => {
    const marks = '*a'.repeat(250)
    // ```a` opens no fence; ~~~ does not close a ``` one; a fence in a list item ends with the item.
    for (const before of ['```a`\n\n', '```\n~~~\n```\n\n', '- item\n  ```\n']) {
      const problems: Problem[] = []
      const at = (line: number, field: string, message: string, fix: string) =>
        problems.push({ file: 'x', line, field, message, fix })
      expect(readSource(`---\nquestion: x\n---\n${before}${marks}\n\n${marks}\n`, 'question', at)).toBeUndefined()
      expect(problems.map(problem => problem.message).join('\n'), JSON.stringify(before)).toMatch(/marks has more than/)
    }
  })

  it('reads 90 nested brackets and emphasis without a stack overflow (its time: npm run bench:content)', () => {
    write(
      FAQ,
      real(FAQ).replace(
        /\n---\n/,
        `\n---\n${'['.repeat(90)}x${']'.repeat(90)} ${'*_'.repeat(5)}x${'_*'.repeat(5)}\n\n`,
      ),
    )
    expect(build(['en']).messages).toEqual([])
  })
})

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length
}

function bodyLine(text: string): number {
  return text.split('\n').indexOf('---', 1) + 2
}
