/**
 * Issue 47, the fourth round of held-back attacks on the facts rules, each on a copy of the fixture content (never
 * the live content/), each refused with the file and line named; and the honest everyday writing of translators
 * (German "z.B.", Russian "и т.д.", Japanese "このWebサイト") passed by the glossary's words lists, which never pass a
 * name, an account or a domain.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { formatProblem } from '../../scripts/core/problems'
import { identifierTokens } from '../../scripts/text/identifiers'
import { allowListOf, identifierGaps } from '../../scripts/translation/compare'
import { GlossaryError, readGlossaryFile } from '../../scripts/translation/glossary'
import { contentOptionsIn, copyContentPerTest, fixtureFile, writeInto } from './contentCopy'

let root: string

/** A glossary of one term and the words lists the tests need (the fixture has none of its own). */
const GLOSSARY = `terms:
  - en: [presale, presales]
    zh-TW: 預售
    ja: プレセール
    ko: 프리세일
    es: preventa
    it: prevendita
    ru: пресейл
    fr: prévente
    de: Presale
words:
  de: [z. B., z.B., usw., d. h.]
  ru: [и т.д., т. е.]
  ja: [Web, PDF, App, DEX, SNS, DM]
`

const copy = copyContentPerTest('smuggled-facts-', ['en', 'de', 'ja'])
beforeEach(() => {
  root = copy()
  writeInto(root, 'content/glossary.yaml', GLOSSARY)
})

const write = (relativePath: string, text: string) => writeInto(root, relativePath, text)
const build = () =>
  buildContent(
    contentOptionsIn(root, { locales: ['en', 'de', 'ja'], glossaryFile: path.join(root, 'content/glossary.yaml') }),
  ).problems.map(formatProblem)

const GERMAN = 'content/de/faq/where-to-trade.mdx'
const JAPANESE = 'content/ja/faq/where-to-trade.mdx'
const lastLine = (text: string) => text.trimEnd().split('\n').length

/** The translation with one sentence added to its last paragraph; returns that line. */
function withSentence(file: string, sentence: string): number {
  const text = fixtureFile(file)
  write(file, `${text.trimEnd()} ${sentence}\n`)
  return lastLine(text)
}

const refusedAt = (messages: string[], file: string, line: number, token: string) =>
  messages.some(message => message.startsWith(`${file}:${line}: `) && message.includes(token))

describe('identifier-shaped by what a token is, in every script', () => {
  it.each([
    ['a domain with two Armenian letters', 'Hilfe gibt es auf reelfi-helpօ.օrg.', 'reelfi-helpօ.օrg'],
    ['U+A78F (a Latin letter that is a dot) as the dot', 'Hilfe gibt es auf reelfiꞏhelp.', 'reelfi.help'],
    ['U+2E33 (a raised dot) as the dot', 'Hilfe gibt es auf reelfi⸳help.', 'reelfi.help'],
    ['a Latin word with a Cyrillic letter', 'Der Support heißt reelfіsupport.', 'reelfіsupport'],
  ])('refuses %s, with the file named', (_, sentence, token) => {
    const line = withSentence(GERMAN, sentence)
    const messages = build()
    expect(refusedAt(messages, GERMAN, line, token), messages.join('\n')).toBe(true)
  })

  it('reads a list item all in Latin letters in a Japanese file as Japanese: its Latin words are names', () => {
    const file = 'content/ja/news/beware-of-impersonators.mdx'
    const text = fixtureFile(file)
    const lines = text.split('\n')
    const item = lines.findIndex(line => line.startsWith('- '))
    lines[item] = '- **Support: Telegram reelfijapan**'
    write(file, lines.join('\n'))
    const messages = build()
    expect(refusedAt(messages, file, item + 1, 'reelfijapan'), messages.join('\n')).toBe(true)
  })

  it('refuses a noncharacter in a German title of a post scheduled for tomorrow, with the line', () => {
    const file = 'content/de/news/presale-opens-soon.mdx'
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    for (const post of ['content/en/news/presale-opens-soon.mdx', file])
      write(post, fixtureFile(post).replace(/^date: .*$/m, `date: ${tomorrow}`))
    write(file, fs.readFileSync(path.join(root, file), 'utf8').replace('title: "Presale', 'title: "Presale\uffff'))
    const messages = build()
    expect(
      messages.some(message => message.startsWith(`${file}:2: title: contains the noncharacter U+FFFF`)),
      messages.join('\n'),
    ).toBe(true)
  })
})

describe('everyday writing passes through the words list of its language', () => {
  it('passes German "z.B." and Japanese "このWebサイト", and names the list and its owners for a word not on it', () => {
    withSentence(GERMAN, 'Du kannst z.B. GMGN nutzen, usw.')
    withSentence(JAPANESE, 'このWebサイトでもお知らせします。')
    expect(build()).toEqual([])
    const line = withSentence(GERMAN, 'Du kannst z.B. GMGN nutzen, bzw.B. nicht.')
    const messages = build()
    expect(messages.find(message => message.startsWith(`${GERMAN}:${line}: body: types bzw.B,`))).toContain(
      'is passed by the list words.de of content/glossary.yaml, which the maintainers own (.github/CODEOWNERS)',
    )
  })

  it('passes Russian "и т.д." and "т. е." by the Russian list only', () => {
    const english = { kind: 'paragraph', line: 1, facts: [], text: 'Fees, figures and so on.' }
    const russian = { kind: 'paragraph', line: 1, facts: [], text: 'Комиссии, цифры и т.д., т. е. всё.' }
    const glossaryFile = path.join(root, 'content/glossary.yaml')
    const { terms, words } = readGlossaryFile(glossaryFile)
    expect(identifierGaps(english, russian, allowListOf(undefined, terms, words.ru, 'ru'))).toEqual([])
    expect(
      identifierGaps(english, russian, allowListOf(undefined, terms, words.de, 'de')).map(gap => gap.value),
    ).toEqual(['т.д'])
  })

  it.each([
    ['a domain', 'reelfi.help'],
    ['a domain of one-letter labels but the last', 'r.e.help'],
    ['a handle', '@reelfi_app'],
    ['an account with an underscore', 'reelfi_japan'],
    ['a name-like case', 'ReelFi'],
    ['a word of two scripts', 'Wеb'],
    ['a link', 't.me/x'],
    ['a figure', 'Web3'],
  ])('refuses %s in a words list, with the line', (_, word) => {
    const file = path.join(root, 'content/glossary.yaml')
    fs.writeFileSync(file, GLOSSARY.replace('ja: [Web,', `ja: [${JSON.stringify(word)}, Web,`))
    expect(() => readGlossaryFile(file)).toThrow(GlossaryError)
    try {
      readGlossaryFile(file)
    } catch (error) {
      expect((error as GlossaryError).problems).toEqual([expect.objectContaining({ line: 14, field: 'words.ja' })])
    }
  })

  it.each([
    ['an account of the brand', 'reelfijapan'],
    ['the brand in look-alike letters', 'ｒｅｅｌｆі'],
    ['the brand joined to another word', 'Reelfi-App'],
  ])('refuses %s in a Japanese words list, where every Latin word would pass, with the line', (_, word) => {
    write('content/glossary.yaml', GLOSSARY.replace('ja: [Web,', `ja: [${JSON.stringify(word)}, Web,`))
    const messages = build()
    expect(
      messages.some(message => message.startsWith(`content/glossary.yaml:14: words.ja: "${word}" contains the name`)),
      messages.join('\n'),
    ).toBe(true)
  })

  it('reads the words of every script as tokens, and CJK words not at all', () => {
    expect(identifierTokens('Support: Telegram reelfijapan', true)).toEqual(['Support', 'Telegram', 'reelfijapan'])
    expect(identifierTokens('Support: Telegram reelfijapan', false)).toEqual([])
    expect(identifierTokens('クリエイター・コイン。Solana（SOL）と')).toEqual(['Solana', 'SOL'])
    expect(identifierTokens('NFT-маркетплейс, и т. д.')).toEqual([])
  })
})
