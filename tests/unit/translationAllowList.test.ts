/**
 * A translation may state only what its English states (scripts/text/identifiers.ts, scripts/translation/
 * compare.ts): every identifier-shaped token and every figure, fraction or count it types must be in its English
 * unit, the glossary or the registry of official links. Each test is a held-back attack of the issue, on a copy of
 * the content (never the live files): each is refused with the file and line named. The honest phrases of today's
 * translations stay accepted (the last tests).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { formatProblem } from '../../scripts/core/problems'
import { factsOfText } from '../../scripts/text/facts'
import { identifierTokens, unstatedTokens } from '../../scripts/text/identifiers'
import { contentOptionsIn, copyContentPerTest, fixtureFile, writeInto } from './contentCopy'

let root: string

const copy = copyContentPerTest('translation-allow-list-', ['en', 'de', 'ja', 'fr'])
beforeEach(() => {
  root = copy()
})

const real = fixtureFile
const write = (relativePath: string, text: string) => writeInto(root, relativePath, text)
const build = (locales = ['en', 'de', 'ja', 'fr']) =>
  buildContent(contentOptionsIn(root, { locales })).problems.map(formatProblem)

const GERMAN = 'content/de/faq/where-to-trade.mdx'
const JAPANESE = 'content/ja/faq/where-to-trade.mdx'
const FRENCH = 'content/fr/faq/where-to-trade.mdx'
const ENGLISH = 'content/en/faq/where-to-trade.mdx'
const lastLine = (text: string) => text.trimEnd().split('\n').length

/** The translation with one sentence added to its last paragraph: the attack, on the body's last line. */
function withSentence(file: string, sentence: string): number {
  const text = real(file)
  write(file, `${text.trimEnd()} ${sentence}\n`)
  return lastLine(text)
}

describe('a translation types no identifier its English does not state', () => {
  it.each([
    ['a Cyrillic top-level domain', GERMAN, 'Der offizielle Shop ist reelfi.рф.', 'reelfi.рф'],
    [
      'a Telegram account without @ or t.me',
      GERMAN,
      'Fragen beantwortet der Telegram-Support reelfi_support.',
      'reelfi_support',
    ],
    ['t・me with a katakana middle dot', JAPANESE, '公式サポートは t・me/reelfi_help です。', 't.me/reelfi_help'],
    ['a wallet name-service name (.bonk)', GERMAN, 'Spenden gehen an reelfi.bonk.', 'reelfi.bonk'],
    ['a wallet name-service name (.eth)', FRENCH, 'Les dons vont à reelfi.eth.', 'reelfi.eth'],
    [
      'the first and last characters of the address',
      GERMAN,
      'Die echte Adresse beginnt mit GCihg und endet mit YmWhr.',
      'GCihg',
    ],
    ['a Latin name in Japanese text', JAPANESE, 'サポートはreelfisupportへ。', 'reelfisupport'],
    ['an unusual case pattern', GERMAN, 'Unser Support heißt ReelFiHelp.', 'ReelFiHelp'],
  ])('refuses %s, with the file named', (_, file, sentence, token) => {
    const line = withSentence(file, sentence)
    const messages = build()
    expect(
      messages.some(message => message.startsWith(`${file}:${line}: body: `) && message.includes(token)),
      messages.join('\n'),
    ).toBe(true)
  })

  it('names the token and the fix', () => {
    const line = withSentence(GERMAN, 'Fragen beantwortet der Telegram-Support reelfi_support.')
    expect(build()).toContain(
      `${GERMAN}:${line}: body: types reelfi_support, which ${ENGLISH} does not state here (paragraph), nor ` +
        `content/glossary.yaml or the official links` +
        ' — translate only the words: a name, address, handle, link or figure comes from the English unit, ' +
        'content/glossary.yaml or content/constants.yaml;' +
        ' an everyday abbreviation or common noun (z. B., Web) is passed by the list words.de of ' +
        'content/glossary.yaml, which the maintainers own (.github/CODEOWNERS): ask them to add it',
    )
  })

  it("accepts an official name the English unit does not state, and the glossary's terms", () => {
    withSentence(GERMAN, 'Neuigkeiten gibt es auf t.me/reelfi_app und x.com/reelfi_app.')
    expect(build()).toEqual([])
  })
})

describe('figures, fractions and counts, read as each language writes them', () => {
  const SPLIT = 'content/de/faq/token-split.mdx'

  it("refuses the split written as fractions instead of the constants' percentages", () => {
    const text = real(SPLIT)
    write(SPLIT, `${text.trimEnd()}\n\nDie Hälfte geht an die Zuschauer, ein Viertel an den Presale.\n`)
    const line = lastLine(text) + 2
    const messages = build()
    expect(messages).toContain(
      `${SPLIT}:${line}: body: the figure 1/2 is typed as text, and content/en/faq/token-split.mdx does not state it ` +
        `here — write it with <Constant name="…" /> (in frontmatter {name}) so the figure comes from ` +
        `content/constants.yaml, or in words as the English does`,
    )
    expect(messages.some(message => message.startsWith(`${SPLIT}:${line}: body: the figure 1/4 `))).toBe(true)
  })

  it('reads German "25.000 Dollar" as twenty-five thousand, and "2,5 %" as two and a half', () => {
    expect(
      factsOfText('Bis zu 25.000 Dollar und 2,5 %', 'de')
        .filter(fact => fact.kind === 'figure')
        .map(fact => fact.value),
    ).toEqual(['25000', '2.5'])
    expect(
      factsOfText('Up to 25,000 dollars and 2.5%', 'en')
        .filter(fact => fact.kind === 'figure')
        .map(fact => fact.value),
    ).toEqual(['25000', '2.5'])
    expect(
      factsOfText('Jusqu’à 25\u202f000 dollars', 'fr')
        .filter(fact => fact.kind === 'figure')
        .map(fact => fact.value),
    ).toEqual(['25000'])
    expect(
      factsOfText('半分と三分の一', 'ja')
        .filter(fact => fact.kind === 'figure')
        .map(fact => fact.value),
    ).toEqual(['1/2', '1/3'])
  })
})

describe('the allow-list, token by token', () => {
  it('finds look-alikes of separators and never takes a part of a name for the name', () => {
    expect(identifierTokens('公式は t・me／reelfi＿app と reelfi．help')).toEqual(['t.me/reelfi_app', 'reelfi.help'])
    // The first characters of an address are not the address, with digits or without.
    expect(identifierTokens('Sie beginnt mit GCihg und endet mit W2hr')).toEqual(['GCihg', 'W2hr'])
    expect(
      unstatedTokens('Our address is 7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr.', 'Sie beginnt mit 7GCi.'),
    ).toEqual(['7GCi'])
    expect(unstatedTokens('Follow https://t.me/reelfi_app.', 'Folge reelfi_app.')).toEqual([])
  })

  it("reads no identifier in the honest phrases of today's translations", () => {
    expect(
      identifierTokens(
        'クリエイターコインはSolana上の分散型取引所（DEX）で取引でき、GMGNでチェックすることもできます。',
      ),
    ).toEqual(['Solana', 'DEX', 'GMGN']) // DEX is passed by the Japanese words list of the glossary, not here
    expect(identifierTokens('Die Gebühr: z. B. fünf Prozent, u. a. für den Liquiditätspool.')).toEqual([])
    expect(identifierTokens('クリエイター・コイン。次へ')).toEqual([])
  })
})

describe('hostile text (content and catalogs are untrusted input)', () => {
  // Each was quadratic before: a run of capitals (/\p{Lu}{2,}\p{Ll}{2,}/), a run of dots inside a token (/[…]+$/),
  // and one RegExp compiled per token searched through the whole English (about 90 s, 90 s and 30 s at this size).
  // Linear, the three take well under a second: the test's timeout is a hang guard, not a speed limit (how fast is
  // measured by `npm run bench:*`).
  const LINE = 200_000
  it('reads a 200 KB line of capitals, of dots, or of 50,000 distinct tokens against as long an English', {
    timeout: 60_000,
  }, () => {
    expect(identifierTokens('A'.repeat(LINE))).toEqual([])
    expect(identifierTokens(`a${'.'.repeat(LINE)}b`)).toEqual([])
    const tokens = (end: string) => Array.from({ length: LINE / 4 }, (_, index) => `a${index}.${end}`).join(' ')
    expect(unstatedTokens(tokens('c'), tokens('b'))).toHaveLength(LINE / 4)
  })

  it(
    'still states a token only as a whole token of its English, case aside, after a letter outside ' + 'the BMP too',
    () => {
      expect(unstatedTokens('Follow t.me/Reelfi_App today.', 'Folge T.ME/reelfi_app und reelfi_app.')).toEqual([])
      expect(unstatedTokens('Pay to 7GCihgDB8fe6.', 'Zahle an 7GCihgDB8fe6x und GCihgDB8fe6.')).toEqual([
        '7GCihgDB8fe6x',
        'GCihgDB8fe6',
      ])
      expect(unstatedTokens('\u{10428}reelfi.app', 'reelfi.app')).toEqual(['reelfi.app'])
    },
  )
})
