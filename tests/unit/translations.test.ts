import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildContent, partlyEnglishPages, untranslatedPages } from '../../scripts/pipeline/buildContent'
import { keepStampedEnglish } from '../../scripts/translation/stampedEnglish'
import { formatProblem } from '../../scripts/core/problems'
import { catalogEntries, readCatalogStatus } from '../../scripts/translation/catalogs'
import { placeholdersOf } from '../../scripts/translation/messageShape'
import { contentOptionsIn, copyContent, writeInto } from './contentCopy'

/** A copy of the English content plus a Japanese locale that the tests fill in file by file. */
let root: string

beforeEach(() => {
  root = copyContent('translations-test-')
  fs.mkdirSync(path.join(root, 'content/ja'))
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

function translate(file: string, change: (text: string) => string = text => text, stamp = true) {
  const english = fs.readFileSync(path.join(root, 'content/en', file), 'utf8')
  let text = change(english)
  // As npm run i18n:stamp does: the stamp, and the English it names kept in content/stamped/.
  if (stamp)
    text = text.replace(/^---\n/, `---\nsource_hash: ${keepStampedEnglish(path.join(root, 'content'), english)}\n`)
  writeInto(root, path.join('content/ja', file), text)
}

function build() {
  const result = buildContent(contentOptionsIn(root, { locales: ['en', 'ja'] }))
  return {
    ...result,
    messages: result.problems.map(formatProblem),
    warningMessages: result.warnings.map(formatProblem),
  }
}

describe('translated content', () => {
  it('falls back to English file by file, with a warning naming the missing file', () => {
    translate('faq/which-wallet.mdx', text => text.replace('Which wallet do I need?', 'どのウォレットが必要ですか？'))
    const result = build()
    expect(result.messages).toEqual([])
    expect(result.translation.ja!.translated).toEqual(['faq/which-wallet'])
    expect(result.translation.ja!.fallback).toContain('faq/governance')
    expect(result.warningMessages).toContain(
      'content/ja/faq/governance.mdx:1: file: is not yet translated — copy content/en/faq/governance.mdx there and ' +
        'translate it; English is shown until then',
    )
    const japanese = JSON.parse(result.outputs['ja.json']!)
    const english = JSON.parse(result.outputs['en.json']!)
    expect(japanese.faq.find((faq: { id: string }) => faq.id === 'which-wallet')).toMatchObject({
      question: 'どのウォレットが必要ですか？',
      fallback: false,
      body: expect.any(Array),
    })
    // The English body a fallback shows is stored once, in the English index.
    const governance = japanese.faq.find((faq: { id: string }) => faq.id === 'governance')
    expect(governance).toMatchObject({
      fallback: true,
      question: english.faq.find((faq: { id: string }) => faq.id === 'governance').question,
    })
    expect(governance).not.toHaveProperty('body')
    // Then the news posts, which this copy has not translated either.
    expect(result.outputs['status.ts']).toContain('"ja": ["home","faq","how-it-works","official","news/')
  })

  it('reports a translation as out of date when the English file changed after it was stamped', () => {
    translate('faq/which-wallet.mdx')
    // A new sentence in the same paragraph: words only (a new paragraph is a unit the translation lacks: English).
    const english = path.join(root, 'content/en/faq/which-wallet.mdx')
    fs.writeFileSync(english, `${fs.readFileSync(english, 'utf8').trimEnd()} A new English sentence.\n`)
    const result = build()
    expect(result.translation.ja!.outdated).toEqual(['faq/which-wallet'])
    expect(result.warningMessages).toContain(
      'content/ja/faq/which-wallet.mdx:2: source_hash: content/en/faq/which-wallet.mdx changed since this ' +
        'translation, so it is out of date — bring the translation up to date, then run npm run i18n:stamp ' +
        'content/ja/faq/which-wallet.mdx',
    )
  })

  it('treats an unstamped translation as possibly out of date', () => {
    translate('faq/which-wallet.mdx', undefined, false)
    expect(build().translation.ja!.outdated).toEqual(['faq/which-wallet'])
  })

  it('rejects a file with no English original, and an order that differs from English', () => {
    translate('faq/which-wallet.mdx', text => text.replace('order: 5', 'order: 6'))
    fs.writeFileSync(path.join(root, 'content/ja/faq/extra.mdx'), '---\nquestion: 余分\norder: 99\n---\n本文\n')
    expect(build().messages).toEqual([
      'content/ja/faq/which-wallet.mdx:4: order: is 6 but content/en/faq/which-wallet.mdx says 5 — use 5, ' +
        'as in English',
      'content/ja/faq/extra.mdx:1: file: has no English original in content/en/faq/ — rename it to match an English ' +
        'file name, or add the English file first',
    ])
  })

  it('rejects a source_hash in English', () => {
    const file = path.join(root, 'content/en/faq/which-wallet.mdx')
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^---\n/, '---\nsource_hash: 0123456789ab\n'))
    expect(build().messages).toEqual([
      'content/en/faq/which-wallet.mdx:2: source_hash: only translations carry a source_hash — remove the line',
    ])
  })

  it(
    'marks only the pages that show a missing file as partly English: home depends on its six FAQ ' + 'entries only',
    () => {
      const everything = { translated: [], outdated: [], fallback: [] as string[] }
      const order = {
        faq: [
          'what-is-reelfi',
          'how-do-viewers-earn',
          'how-do-creators-earn',
          'dual-token-model',
          'which-wallet',
          'presale-lifecycle',
          'where-to-trade',
          'token-split',
          'platform-fee',
          'content-ownership',
          'governance',
        ],
      }
      expect(partlyEnglishPages({ ...everything, fallback: ['faq/governance'] }, order)).toEqual(['faq'])
      expect(partlyEnglishPages({ ...everything, fallback: ['faq/presale-lifecycle'] }, order)).toEqual(['home', 'faq'])
      expect(partlyEnglishPages({ ...everything, fallback: ['sections/lifecycle'] }, order)).toEqual(['how-it-works'])
      expect(partlyEnglishPages({ ...everything, fallback: ['pages/faq'] }, order)).toEqual(['faq'])
      expect(partlyEnglishPages({ ...everything, fallback: ['pages/roadmap'] }, order)).toEqual(['roadmap'])
      expect(partlyEnglishPages(everything, order)).toEqual([])
    },
  )

  it('keeps a page indexed unless its main content is in English (its own file, or an untranslated article)', () => {
    const everything = { translated: [], outdated: [], fallback: [] as string[] }
    expect(
      untranslatedPages({
        ...everything,
        fallback: ['faq/governance', 'faq/which-wallet', 'sections/lifecycle', 'steps/1'],
      }),
    ).toEqual([])
    expect(untranslatedPages({ ...everything, fallback: ['pages/faq'] })).toEqual(['faq'])
    expect(untranslatedPages({ ...everything, fallback: ['pages/home', 'pages/roadmap'] })).toEqual(['home', 'roadmap'])
  })
})

describe('catalogs', () => {
  it('finds placeholders and tags in ICU messages', () => {
    expect(placeholdersOf('Platform fee: {fee} of {total, number}')).toEqual(['fee', 'total'])
    expect(placeholdersOf('Read <0>the docs</0>')).toEqual(['<0>', '<0>'])
    expect(placeholdersOf('No placeholders')).toEqual([])
  })

  it('counts missing and fuzzy messages and placeholder mismatches', () => {
    const dir = path.join(root, 'locales')
    fs.mkdirSync(path.join(dir, 'ja'), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'ja/messages.po'),
      [
        'msgid ""',
        'msgstr ""',
        '"Language: ja\\n"',
        '',
        'msgid "Close"',
        'msgstr "閉じる"',
        '',
        'msgid "Menu"',
        'msgstr ""',
        '',
        '#, fuzzy',
        'msgid "Trade"',
        'msgstr "取引"',
        '',
        'msgid "Platform fee: {fee}"',
        'msgstr "手数料：{feee}"',
        '',
      ].join('\n'),
    )
    expect(readCatalogStatus(dir, 'ja')).toEqual({
      total: 4,
      translated: 2,
      missing: ['Menu'],
      fuzzy: ['Trade'],
      placeholderMismatches: ['Platform fee: {fee}'],
      lines: new Map([
        ['Close', 5],
        ['Menu', 8],
        ['Trade', 12],
        ['Platform fee: {fee}', 15],
      ]),
      // Where the translator writes: a placeholder problem is reported on its msgstr's line.
      msgstrLines: new Map([
        ['Close', 6],
        ['Menu', 9],
        ['Trade', 13],
        ['Platform fee: {fee}', 16],
      ]),
    })
  })

  it('knows the line of each msgid, joining one split over lines and skipping obsolete entries', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '',
      '#~ msgid "Gone"',
      '#~ msgstr "消えた"',
      '',
      '#: src/sections/Hero.tsx',
      'msgid ""',
      '"Watch short videos, \\"earn\\" "',
      '"coins"',
      'msgstr ""',
      '',
      'msgid "Gone"',
      'msgstr ""',
    ].join('\r\n')
    const lines = new Map(catalogEntries(po).map(entry => [entry.msgid, entry.line]))
    expect(lines.get('Watch short videos, "earn" coins')).toBe(8)
    expect(lines.get('Gone')).toBe(13)
  })

  it('keeps the line of every later message right after a msgid written with leading spaces', () => {
    const po = ['msgid ""', 'msgstr ""', '', 'msgid "A"', 'msgstr ""', '', '  msgid "B"', 'msgstr ""', '']
    po.push('msgid "C"', 'msgstr "c"')
    const entries = catalogEntries(po.join('\n'))
    expect(entries.map(({ msgid, line, msgstrLine }) => [msgid, line, msgstrLine])).toEqual([
      ['A', 4, 5],
      ['B', 7, 8],
      ['C', 10, 11],
    ])
  })
})
