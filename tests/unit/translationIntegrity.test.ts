import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildContent, formatProblem, readImageCatalog } from '../../scripts/pipeline/buildContent'
import { readSource } from '../../scripts/content/readSource'
import { describeResult } from '../../scripts/pipeline/run'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { readCodeOwners } from '../../scripts/changes/codeowners'
import { checkCatalog } from '../../scripts/translation/checkCatalogs'
import { GlossaryError, readGlossary } from '../../scripts/translation/glossary'
import { compareUnits, describeFactGap } from '../../scripts/translation/compare'
import { factsOfText, linkFactsOfText } from '../../scripts/text/facts'
import { NUMBER_WORDS, wordFigures } from '../../scripts/text/numberWords'
import { keepStampedEnglish, sourceHash } from '../../scripts/translation/stampedEnglish'
import { bodyUnits } from '../../scripts/text/units'
import {
  contentOptionsIn,
  copyContent,
  FIXTURE_CONSTANTS_FILE,
  FIXTURE_GLOSSARY,
  fixtureContentOptions,
  fixtureFile,
  writeInto,
} from './contentCopy'

/**
 * What a translation says is checked against the English it was made from: one model of the facts
 * (scripts/translation/), no way around it, and no false alarm. Each attack of issue 27 is played here.
 */

const figures = (text: string, locale: string) =>
  factsOfText(text, locale)
    .filter(fact => fact.kind === 'figure')
    .map(fact => fact.value)
const kinds = (text: string, locale = 'de') => factsOfText(text, locale).map(fact => `${fact.kind}:${fact.value}`)

// A base58 key of Solana length with no digit at all (about one key in 1,700; vanity keys are cheap).
const NO_DIGIT_ADDRESS = 'GhTxKpQaWzRbVnMcYdEfJkLsHuNgPoStXwZqBaCdEfGh'.replace(/[lIO0]/g, 'x')

const unit = (text: string, language: string) => [{ kind: 'paragraph', line: 1, facts: factsOfText(text, language) }]

describe('facts of a text', () => {
  it('finds an address with no digit, alone and inside a pump.fun/coin/ link', () => {
    expect(NO_DIGIT_ADDRESS).toMatch(/^[A-HJ-NP-Za-km-z]{44}$/)
    expect(kinds(`Kauf hier: ${NO_DIGIT_ADDRESS}`)).toEqual([`address:${NO_DIGIT_ADDRESS}`])
    expect(kinds(`https://pump.fun/coin/${NO_DIGIT_ADDRESS}`)).toContain(`address:${NO_DIGIT_ADDRESS}`)
    expect(kinds('0xAbCdEf0123456789aBcDeF0123456789abCDef01')).toEqual([
      'address:0xAbCdEf0123456789aBcDeF0123456789abCDef01',
    ])
  })

  it('reads the links, addresses and handles alone (the served outputs check) as among all the facts', () => {
    const pointing = new Set(['web', 'domain', 'handle', 'email', 'address'])
    const texts = [
      `Kauf hier: ${NO_DIGIT_ADDRESS}, 25.000 Dollar`,
      'Schreib an t.me/reelfi_support oder help@reelfi-support.io, nicht an reelfi-presale[.]io',
      'Frag @reelfi_help: https://pump.fun/coin/0xAbCdEf0123456789aBcDeF0123456789abCDef01 {brand}',
      'サポートはreelfi.helpへ、手数料5%、www.reelfi.app/faq と ERC20',
      'reelfi-**presale**.io (dot) sol, discord.gg/abcdef',
    ]
    for (const text of texts)
      for (const locale of ['en', 'de', 'fr', 'ja'])
        expect(linkFactsOfText(text)).toEqual(factsOfText(text, locale).filter(fact => pointing.has(fact.kind)))
    expect(linkFactsOfText(texts[1]!).map(fact => fact.kind)).toEqual(['email', 'domain', 'handle', 'domain'])
  })

  it('does not take an ordinary long word for an address', () => {
    expect(kinds('Donaudampfschifffahrtsgesellschaftskapitaenswitwe')).toEqual([])
  })

  it('finds web addresses, bare domains, handles, invite links and e-mails', () => {
    expect(kinds('Support: reelfi-presale.io')).toEqual(['domain:reelfi-presale.io'])
    expect(kinds('Schreib an t.me/reelfi_support')).toEqual(['domain:t.me/reelfi_support', 'handle:@reelfi_support'])
    expect(kinds('Frag @reelfi_help nach deiner Phrase')).toEqual(['handle:@reelfi_help'])
    expect(kinds('discord.gg/abcdef')).toEqual(['domain:discord.gg/abcdef', 'handle:@abcdef'])
    expect(kinds('help@reelfi-support.io')).toEqual(['email:help@reelfi-support.io'])
    // One glued right after another starts where that one ends, inside a run of name characters (facts.ts takeEmails).
    expect(kinds('help@reelfi.io+claim@reelfi-support.io')).toEqual([
      'email:help@reelfi.io',
      'email:+claim@reelfi-support.io',
    ])
    expect(kinds(`${'あ'.repeat(1_000)}${'a.'.repeat(10_000)} help@reelfi-support.io`)).toEqual([
      'email:help@reelfi-support.io',
    ])
    expect(kinds('https://claim.example/x')).toEqual(['web:https://claim.example/x'])
    // A scheme's run with no `://` is read once (facts.ts takeWebAddresses): a `www.` later in that run, a scheme that
    // starts inside a run (not at its `1`), and an address after a long run are still found, as one pattern tried at
    // every letter finds them. How long such a run takes is bench:content's (the unit project asserts no timing).
    expect(kinds('go-www.reelfi.io now')).toEqual(['web:www.reelfi.io'])
    expect(kinds('a.b.c-www.reelfi.io')).toEqual(['web:www.reelfi.io'])
    expect(kinds('1-https://reelfi-claim.io/x')).toEqual(['web:https://reelfi-claim.io/x', 'figure:1'])
    expect(kinds(`${'a.'.repeat(10_000)}x https://reelfi-claim.io`)).toEqual(['web:https://reelfi-claim.io'])
  })

  it('reads figures by value: four = 4つ = 四つ, in digits of any script, words, kanji and Roman numerals', () => {
    expect(figures('Four steps', 'en')).toEqual(['4'])
    expect(figures('4つのステップ', 'ja')).toEqual(['4'])
    expect(figures('四つのステップ', 'ja')).toEqual(['4'])
    expect(figures('zwei Prozent', 'de')).toEqual(['2'])
    expect(figures('cinco por ciento', 'es')).toEqual(['5'])
    expect(figures('cinque per cento', 'it')).toEqual(['5'])
    expect(figures('cinq pour cent', 'fr')).toEqual(['5'])
    expect(figures('пять процентов', 'ru')).toEqual(['5'])
    expect(figures('五パーセント', 'ja')).toEqual(['5'])
    expect(figures('百分之五', 'zh-TW')).toEqual(['5'])
    expect(figures('오 퍼센트', 'ko')).toEqual(['5'])
    expect(figures('다섯 가지', 'ko')).toEqual(['5'])
    expect(figures('Kapitel XII', 'de')).toEqual(['12'])
    expect(figures('٥ ٪', 'de')).toEqual(['5'])
    expect(figures('２４時間', 'ja')).toEqual(['24'])
    expect(figures('vierundzwanzig Stunden', 'de')).toEqual(['24'])
    expect(figures('twenty-four hours', 'en')).toEqual(['24'])
    expect(figures('двадцать четыре часа', 'ru')).toEqual(['24'])
    expect(figures('ein zweitägiger Fair Launch', 'de')).toEqual(['2'])
    expect(figures('five percent', 'ja')).toEqual(['5']) // English words typed into a translation
  })

  it('does not count a digit that is part of a name (Web3), so a 3 reused beside it is a figure of its own', () => {
    expect(figures('Web3', 'de')).toEqual([])
    expect(figures('Web3 … 3 %', 'de')).toEqual(['3'])
  })

  it(
    'reads letters glued to digits as a name: ERC20 states no figure 0, and "nur5 %" is refused where the English ' +
      'states no 5',
    () => {
      expect(figures('ERC20, USDC20 und Web3', 'de')).toEqual([])
      const unit = (text: string, locale: string) => [{ kind: 'paragraph', line: 1, facts: factsOfText(text, locale) }]
      expect(
        compareUnits(unit('Tokens follow ERC20 and Web3.', 'en'), unit('Tokens folgen ERC20 und Web3.', 'de')),
      ).toEqual([])
      expect(compareUnits(unit('The fee is small.', 'en'), unit('Die Gebühr beträgt nur5 %.', 'de'))).toEqual([
        expect.objectContaining({ kind: 'name', value: 'nur5', gap: 'adds' }),
      ])
      expect(compareUnits(unit('The fee is small.', 'en'), unit('Die Gebühr folgt USDC20.', 'de'))).toEqual([
        expect.objectContaining({ kind: 'name', value: 'usdc20', gap: 'adds' }),
      ])
      expect(compareUnits(unit('The fee is 5 %.', 'en'), unit('Die Gebühr beträgt nur5 %.', 'de'))).toEqual([])
      expect(figures('手数料5%', 'ja')).toEqual(['5'])
    },
  )

  it('finds a bare domain with any ending of the root zone, and with the dot written so that no link is made', () => {
    const domains = (text: string, locale = 'de') =>
      factsOfText(text, locale)
        .filter(fact => fact.kind === 'domain')
        .map(fact => fact.value)
    expect(domains('Hilfe auf reelfi.help oder reelfi.support.')).toEqual(['reelfi.help', 'reelfi.support'])
    expect(domains('Presale: reelfi-presale[.]io, reelfi (dot) claims, reelfi[dot]xyz')).toEqual([
      'reelfi-presale.io',
      'reelfi.claims',
      'reelfi.xyz',
    ])
    expect(domains('サポートはreelfi。helpへ', 'ja')).toEqual(['reelfi.help'])
    // Words run together are not a domain unless the last one is an ending of the root zone.
    expect(domains('z.B. Phantom.Solflare, e.g. Solana.Wallet')).toEqual([])
    // The root zone as the Public Suffix List keeps it (tldts), and the endings crypto name services sell; file names
    // are not domains.
    expect(domains('Nur reelfi.app und reelfi.sol, nicht reelfi.wallet, config.yaml oder page.mdx')).toEqual([
      'reelfi.app',
      'reelfi.sol',
    ])
  })

  it('does not read the words an honest translator writes as counts: 十分, 二次流通, 두 번째, 한 번에', () => {
    expect(figures('流動性は十分にあります。十分な報酬。', 'ja')).toEqual([])
    expect(figures('十分透明的二次流通，二次市場。', 'zh-TW')).toEqual([])
    expect(figures('二次流通で売買できます。', 'ja')).toEqual([])
    expect(figures('두 번째 단계에서 한 번에 받으세요. 세번째 방법.', 'ko')).toEqual([])
    // What is a count stays one.
    expect(figures('二十分、十分間、五次、十三次', 'zh-TW')).toEqual(['20', '10', '5', '13'])
    expect(figures('두 번 확인하고 한 번 더', 'ko')).toEqual(['2', '1'])
  })

  it('does not read articles and common words as figures (un, ein, один, 一緒, 第一)', () => {
    expect(
      figures('un token, ein Coin, uno, une, один и тот же, 一緒に, 第一時間, 一次解答, einfach, noch einmal', 'de'),
    ).toEqual([])
    expect(figures('Sei pronto', 'it')).toEqual([])
  })
})

describe('property: every default-ignorable code point', () => {
  const ignorable: string[] = []
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue
    const character = String.fromCodePoint(code)
    if (/\p{Default_Ignorable_Code_Point}/u.test(character)) ignorable.push(character)
  }

  it('hides no address, domain, handle or figure', () => {
    expect(ignorable.length).toBeGreaterThan(4000)
    const missed: string[] = []
    for (const character of ignorable) {
      const address = `${NO_DIGIT_ADDRESS.slice(0, 20)}${character}${NO_DIGIT_ADDRESS.slice(20)}`
      const text = `${address} reelfi-pre${character}sale.io t.me/re${character}elfi 2${character}4 %`
      const facts = kinds(text)
      if (
        !facts.includes(`address:${NO_DIGIT_ADDRESS}`) ||
        !facts.includes('domain:reelfi-presale.io') ||
        !facts.includes('handle:@reelfi') ||
        !facts.includes('figure:24')
      ) {
        missed.push(`U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)
      }
    }
    expect(missed).toEqual([])
  })
})

describe('property: every number word of each language', () => {
  for (const [locale, lexicon] of Object.entries(NUMBER_WORDS)) {
    it(`reads each ${locale} number word as its value, and refuses it where the English does not state it`, () => {
      for (const [word, value] of Object.entries(lexicon)) {
        expect(wordFigures(word, locale), word).toEqual([value])
        const english = [{ kind: 'paragraph', line: 1, facts: factsOfText(`${value}`, 'en') }]
        const without = [{ kind: 'paragraph', line: 1, facts: [] }]
        const translated = [{ kind: 'paragraph', line: 1, facts: factsOfText(`… ${word} …`, locale) }]
        expect(compareUnits(english, translated), word).toEqual([])
        expect(
          compareUnits(without, translated).map(gap => gap.value),
          word,
        ).toEqual([String(value)])
      }
    })
  }

  // Written out by hand, as a native writer would, not taken from the lexicon: compounds, 1-words before a unit and
  // the words a lexicon leaves out as common words.
  const PHRASES: [string, string, number][] = [
    ['de', 'fünfundzwanzig Prozent', 25],
    ['de', 'einundzwanzig Tage', 21],
    ['de', 'achtundvierzig Stunden', 48],
    ['de', 'ein Prozent', 1],
    ['es', 'veinticinco por ciento', 25],
    ['es', 'veintiún días', 21],
    ['es', 'treinta y cinco por ciento', 35],
    ['es', 'uno por ciento', 1],
    ['it', 'venticinque per cento', 25],
    ['it', 'ventotto giorni', 28],
    ['it', 'trentuno', 31],
    ['it', 'sei per cento', 6],
    ['it', 'un per cento', 1],
    ['fr', 'un pour cent', 1],
    ['fr', 'neuf pour cent', 9],
    ['fr', 'vingt-cinq pour cent', 25],
    ['ru', 'один процент', 1],
    ['ru', 'двадцать пять процентов', 25],
    ['ja', '一パーセント', 1],
    ['zh-TW', '百分之一', 1],
    ['ko', '사십팔 시간', 48],
    ['ko', '스물네 시간', 24],
    ['ko', '이십오 퍼센트', 25],
    ['ko', '서른 명', 30],
    ['de', 'fünfzehn Prozent', 15],
    ['de', 'dreihundert Euro', 300],
    ['de', 'vierundzwanzigtausend Dollar', 24_000],
    ['de', 'ein Dutzend Videos', 12],
    ['es', 'quince por ciento', 15],
    ['es', 'doscientas monedas', 200],
    ['it', 'quindici per cento', 15],
    ['it', 'duemila euro', 2_000],
    ['fr', 'quinze pour cent', 15],
    ['ru', 'пятнадцать процентов', 15],
    ['ru', 'семьдесят дней', 70],
  ]
  it.each(PHRASES)('reads %s "%s" as %d', (locale, phrase, value) => {
    expect(wordFigures(phrase, locale)).toEqual([value])
    const translated = [{ kind: 'paragraph', line: 1, facts: factsOfText(phrase, locale) }]
    expect(compareUnits([{ kind: 'paragraph', line: 1, facts: [] }], translated).map(gap => gap.value)).toEqual([
      String(value),
    ])
  })

  it.each([
    ['en', 'a fifth of the coins', '1/5'],
    ['de', 'ein Fünftel der Coins', '1/5'],
    ['de', 'ein Zehntel', '1/10'],
    ['es', 'una quinta parte', '1/5'],
    ['it', 'un quinto delle monete', '1/5'],
    ['fr', 'un cinquième des jetons', '1/5'],
    ['ru', 'одна пятая часть', '1/5'],
  ])('reads the fraction %s "%s" as %s', (locale, phrase, value) => {
    expect(factsOfText(phrase, locale)).toEqual([{ kind: 'figure', value, spelled: true }])
  })

  it.each([
    ['fifteen percent', 'de', 'fünfzehn Prozent'],
    ['fifteen percent', 'fr', 'quinze pour cent'],
    ['seventeen languages', 'ru', 'семнадцать языков'],
    ['three hundred coins', 'de', 'dreihundert Coins'],
    ['three hundred coins', 'es', 'trescientas monedas'],
    ['two thousand five hundred', 'it', 'duemila cinquecento'],
    ['two hundred fifty', 'es', 'doscientos cincuenta'],
    ['seventeen', 'fr', 'dix-sept'],
    ['two fifths', 'de', 'zwei Fünftel'],
    ['for a fifth year', 'it', 'per un quinto anno'],
    ['three quarters', 'de', 'dreiviertel'],
    ['two thirds', 'de', 'zwei Drittel'],
  ])('lets "%s" be written in %s as "%s"', (english, locale, translation) => {
    expect(compareUnits(unit(english, 'en'), unit(translation, locale))).toEqual([])
  })

  it.each([
    ['a quarter', 'de', 'dreiviertel', '3'],
    ['a third', 'de', 'zwei Drittel', '2'],
    ['a third', 'fr', 'deux tiers', '2'],
  ])('refuses "%s" written in %s as "%s", another fraction', (english, locale, translation, extra) => {
    expect(compareUnits(unit(english, 'en'), unit(translation, locale)).map(gap => gap.value)).toEqual([extra])
  })

  it('still reads no article or common word as a figure', () => {
    expect(wordFigures('ein Coin, einen Tag, un token, sei pronto, neuf jours, un día', 'de')).toEqual([])
    for (const [locale, text] of [
      ['fr', 'un token neuf'],
      ['it', 'sei pronto, un giorno'],
      ['es', 'un día'],
      ['ru', 'один и тот же'],
      ['ru', 'пятая глава'],
      ['ko', '천천히 이 사람'],
    ] as const) {
      expect(wordFigures(text, locale), text).toEqual([])
    }
  })

  it('reads each site value written in kanji before a counter', () => {
    for (const [kanji, value] of [
      ['二つ', 2],
      ['三つ', 3],
      ['四つ', 4],
      ['五パーセント', 5],
      ['二十四時間', 24],
      ['六十パーセント', 60],
      ['二十パーセント', 20],
      ['百パーセント', 100],
    ] as const) {
      expect(wordFigures(kanji, 'ja'), kanji).toEqual([value])
    }
  })
})

describe('alt text and captions are translated text with facts', () => {
  it('refuses a figure and an address in alt text that the English alt text does not have', () => {
    const units = (text: string, locale: string) =>
      bodyUnits(readSource(`---\ntitle: x\n---\n${text}`, '', () => {})!.body, locale)
    const english = units('![The home screen](app-home.png "The app")\n', 'en')
    const german = units(
      `![Der Startbildschirm, zwei Prozent Gebühr](app-home.png "Adresse ${NO_DIGIT_ADDRESS}")\n`,
      'de',
    )
    expect(compareUnits(english, german).map(gap => `${gap.unit}: ${gap.kind} ${gap.value}`)).toEqual([
      'alt text of app-home.png: figure 2',
      `caption of app-home.png: address ${NO_DIGIT_ADDRESS}`,
    ])
  })
})

describe('in the content build', () => {
  let root: string
  const real = fixtureFile
  const mine = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
  const write = (file: string, text: string) => writeInto(root, file, text)
  const build = (locales = ['en', 'de']) => {
    const result = buildContent(contentOptionsIn(root, { locales }))
    return { ...result, messages: result.problems.map(formatProblem), notes: result.warnings.map(formatProblem) }
  }
  // The fixture's translations (tests/fixtures/site/): a Latin, a second Latin and a CJK language.
  const TRANSLATED = ['ja', 'fr', 'de'] as const

  beforeEach(() => {
    root = copyContent('translation-integrity-', ['en', 'de'])
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it(
    'an English writer who adds a constant to an FAQ answer fails nothing: each language shows that answer in ' +
      'English, with a note',
    () => {
      fs.rmSync(root, { recursive: true, force: true })
      root = copyContent('translation-integrity-', ['en', ...TRANSLATED])
      const english = 'content/en/faq/presale-lifecycle.mdx'
      write(english, `${mine(english).trimEnd()}\n\nThe platform fee is <Constant name="platformFeePercent" />.\n`)
      const step = 'content/en/steps/connect.mdx'
      write(step, mine(step).replace(/^summary: (.*)$/m, 'summary: $1 {brand} never asks for a password.'))
      const result = build(['en', ...TRANSLATED])
      expect(result.messages).toEqual([])
      for (const locale of TRANSLATED) {
        expect(result.translation[locale]!.fallback).toEqual(
          expect.arrayContaining(['faq/presale-lifecycle', 'steps/connect']),
        )
        expect(result.notes).toContain(
          `content/${locale}/faq/presale-lifecycle.mdx:${
            mine(`content/${locale}/faq/presale-lifecycle.mdx`)
              .split('\n')
              .findIndex(line => line.startsWith('source_hash:')) + 1
          }: source_hash: ${english} changed or added a fact since this translation (a constant, placeholder, link, figure or picture), so it is not yet translated: English is shown until it is updated — bring the translation up to date, then run npm run i18n:stamp content/${locale}/faq/presale-lifecycle.mdx`,
        )
      }
      expect(describeResult(result)).toMatch(
        /^ {2}de: 2 not yet translated \(faq\/presale-lifecycle, steps\/connect\)$/m,
      )
    },
  )

  it('keeps an out-of-date translation on the page when only words changed', () => {
    const english = 'content/en/faq/which-wallet.mdx'
    write(english, mine(english).replace('Any Solana wallet works', 'Every Solana wallet works'))
    const result = build()
    expect(result.messages).toEqual([])
    expect(result.translation.de!.outdated).toEqual(['faq/which-wallet'])
    expect(result.translation.de!.fallback).not.toContain('faq/which-wallet')
  })

  it('refuses the watch-to-earn and presale constants swapped between two table rows', () => {
    const file = 'content/de/faq/token-split.mdx'
    const text = mine(file)
    write(
      file,
      text
        .replace('"watchToEarnPercent"', '"SWAP"')
        .replace('"presalePercent"', '"watchToEarnPercent"')
        .replace('"SWAP"', '"presalePercent"'),
    )
    expect(build().messages).toEqual([
      `${file}:8: body: the translation drops <Constant name="watchToEarnPercent" /> that ` +
        `content/en/faq/token-split.mdx has (table row) — keep every component and {placeholder} of the English, ` +
        `with the same attributes, as many times (the order may follow your language)`,
      `${file}:8: body: the translation adds <Constant name="presalePercent" /> that content/en/faq/token-split.mdx ` +
        `does not have (table row) — keep every component and {placeholder} of the English, with the same ` +
        `attributes, as many times (the order may follow your language)`,
      `${file}:9: body: the translation drops <Constant name="presalePercent" /> that content/en/faq/token-split.mdx ` +
        `has (table row) — keep every component and {placeholder} of the English, with the same attributes, as many ` +
        `times (the order may follow your language)`,
      `${file}:9: body: the translation adds <Constant name="watchToEarnPercent" /> that ` +
        `content/en/faq/token-split.mdx does not have (table row) — keep every component and {placeholder} of the ` +
        `English, with the same attributes, as many times (the order may follow your language)`,
    ])
  })

  it.each([
    [
      'an address with no digit',
      ` Adresse: ${NO_DIGIT_ADDRESS}`,
      /contains what looks like a wallet or contract address/,
    ],
    ['a figure in words', ' Die Gebühr beträgt zwei Prozent.', /the figure 2 is typed as text/],
    ['a figure in Roman numerals', ' Stufe XII.', /the figure 12 is typed as text/],
    ['a bare domain', ' Mehr auf reelfi-presale.io.', /types the domain reelfi-presale\.io/],
    [
      'a t.me handle',
      ' Der Support fragt auf t.me/reelfi_help nach deiner Phrase.',
      /types the domain t\.me\/reelfi_help|types the handle @reelfi_help/,
    ],
    ['an @name', ' Schreib @reelfi_help.', /types the handle @reelfi_help/],
    ['an e-mail address', ' Schreib an help@reelfi-support.io.', /types the e-mail address help@reelfi-support\.io/],
  ])('refuses %s typed into a translation', (_, addition, message) => {
    const file = 'content/de/faq/which-wallet.mdx'
    write(file, `${mine(file).trimEnd()}${addition}\n`)
    const { messages } = build()
    expect(messages.length).toBeGreaterThan(0)
    expect(messages.every(line => line.startsWith(`${file}:`))).toBe(true)
    expect(messages.some(line => message.test(line))).toBe(true)
  })

  it('accepts an official handle and host in a translation (content/constants.yaml links)', () => {
    const file = 'content/de/faq/which-wallet.mdx'
    write(file, `${mine(file).trimEnd()} Neuigkeiten auf t.me/reelfi_app und x.com/reelfi_app.\n`)
    expect(build().messages).toEqual([])
  })

  it('reads a Japanese count as a value: 四つ and 4つ both state the English "four"', () => {
    fs.rmSync(root, { recursive: true, force: true })
    root = copyContent('translation-integrity-', ['en', 'ja'])
    const file = 'content/ja/sections/steps.mdx'
    expect(mine(file)).toContain('4つ')
    expect(build(['en', 'ja']).messages).toEqual([])
    write(file, mine(file).replace('4つ', '四つ'))
    expect(build(['en', 'ja']).messages).toEqual([])
    write(file, mine(file).replace('四つ', '五つ'))
    expect(build(['en', 'ja']).messages).toEqual([
      expect.stringMatching(/^content\/ja\/sections\/steps\.mdx:5: body: the figure 5 is typed as text/),
    ])
  })

  it(
    'refuses, with a forged source_hash, what the English does not state, and shows English for what it ' +
      'cannot check',
    () => {
      const file = 'content/de/faq/which-wallet.mdx'
      write(
        file,
        `${mine(file)
          .replace(/^source_hash: .*$/m, 'source_hash: 0123456789ab')
          .trimEnd()} ${NO_DIGIT_ADDRESS}\n`,
      )
      expect(build().messages).toEqual([
        expect.stringMatching(
          /^content\/de\/faq\/which-wallet\.mdx:6: body: contains what looks like a wallet or contract address/,
        ),
      ])
      const table = 'content/de/faq/token-split.mdx'
      write(file, real(file))
      write(
        table,
        mine(table)
          .replace(/^source_hash: .*$/m, 'source_hash: 0123456789ab')
          .replace('"watchToEarnPercent"', '"SWAP"')
          .replace('"presalePercent"', '"watchToEarnPercent"')
          .replace('"SWAP"', '"presalePercent"'),
      )
      const result = build()
      expect(result.messages.length).toBeGreaterThan(0) // the swapped rows are what this translation adds
      // A kept "English" planted with the attacker's figure cannot get the translation shown: today's English differs.
      const planted = `${real('content/en/faq/which-wallet.mdx').trimEnd()} Fee: 7 %.\n`
      write(table, real(table))
      write(
        file,
        `${mine(file)
          .replace(/^source_hash: .*$/m, `source_hash: ${keepStampedEnglish(path.join(root, 'content'), planted)}`)
          .trimEnd()} Gebühr: 7 %.\n`,
      )
      const planting = build()
      expect(planting.messages).toEqual([])
      expect(planting.translation.de!.fallback).toContain('faq/which-wallet')
      const index = JSON.stringify(JSON.parse(planting.outputs['de.json']!))
      expect(index).not.toContain('Gebühr: 7')
    },
  )

  it(
    'a planted content/stamped/ copy that moves a constant into a paragraph and shifts the rows never gets the ' +
      'swapped rows shown',
    () => {
      // The reviewer's attack: "English" with watchToEarnPercent in a paragraph and the rows shifted up, so that the
      // units with facts still line up with today's English; the German is written to match it.
      const planted = [
        '---',
        "question: How is a creator coin's supply split?",
        'order: 8',
        '---',
        'Viewers earn <Constant name="watchToEarnPercent" /> as they watch.',
        '',
        '| Share | Goes to |',
        '| --- | --- |',
        '| <Constant name="presalePercent" /> | Watch-to-earn rewards for viewers |',
        '| <Constant name="liquidityPoolPercent" /> | The presale |',
        '| | The liquidity pool |',
        '',
      ].join('\n')
      const file = 'content/de/faq/token-split.mdx'
      const swapped = [
        '---',
        'question: Wie wird die Gesamtmenge eines Creator-Coins aufgeteilt?',
        'order: 8',
        `source_hash: ${keepStampedEnglish(path.join(root, 'content'), planted)}`,
        '---',
        'Zuschauer verdienen <Constant name="watchToEarnPercent" /> beim Zuschauen.',
        '',
        '| Anteil | Verwendung |',
        '| --- | --- |',
        '| <Constant name="presalePercent" /> | Watch-to-Earn-Belohnungen für Zuschauer |',
        '| <Constant name="liquidityPoolPercent" /> | Presale |',
        '| | Liquiditätspool |',
        '',
      ].join('\n')
      write(file, swapped)
      const result = build()
      expect(result.translation.de!.fallback).toContain('faq/token-split')
      const index = JSON.stringify(JSON.parse(result.outputs['de.json']!))
      expect(index).not.toContain('Watch-to-Earn-Belohnungen')
    },
  )

  it('finds the English of a stamp in content/stamped/ with no Git history (a shallow clone)', () => {
    expect(fs.existsSync(path.join(root, '.git'))).toBe(false)
    const english = 'content/en/faq/which-wallet.mdx'
    expect(fs.existsSync(path.join(root, 'content/stamped', `${sourceHash(mine(english))}.mdx`))).toBe(true)
  })
})

describe('catalogs', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'integrity-po-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
  const check = (msgid: string, msgstr: string) => {
    const file = path.join(dir, 'locales/de/messages.po')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(
      file,
      `msgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid ${JSON.stringify(msgid)}\nmsgstr ${JSON.stringify(msgstr)}\n`,
    )
    return checkCatalog(dir, file, false, 'de').map(formatProblem)
  }

  it.each([
    [
      'a bare domain',
      'Join the presale in the app.',
      'Mach beim Presale mit: reelfi-presale.io',
      /types the domain reelfi-presale\.io/,
    ],
    [
      'a t.me handle',
      'Support never asks for your recovery phrase.',
      'Der Support fragt auf t.me/reelfi_help nach deiner Phrase.',
      /t\.me\/reelfi_help|@reelfi_help/,
    ],
    [
      'an @name',
      'Support never asks for your recovery phrase.',
      'Schreib @reelfi_help deine Phrase.',
      /types the handle @reelfi_help/,
    ],
    ['a figure in words', 'Platform fee: {fee}', 'Plattformgebühr: {fee} (zwei Prozent)', /types the figure 2/],
    [
      'an address with no digit',
      'The address will be announced here.',
      `Adresse: ${NO_DIGIT_ADDRESS}`,
      /wallet or contract address/,
    ],
  ])('refuses %s in a msgstr', (_, msgid, msgstr, message) => {
    const messages = check(msgid, msgstr)
    expect(
      messages.some(line => message.test(line)),
      messages.join('\n'),
    ).toBe(true)
  })

  it('accepts an official handle in a msgstr', () => {
    expect(check('Follow us', 'Folge uns: @reelfi_app')).toEqual([])
    expect(check('Follow us', 'Folge uns: t.me/reelfi_app, x.com/reelfi_app, discord.gg/reelfi und pump.fun')).toEqual(
      [],
    )
  })

  // A listed host with another listed name is not ours: host and account match only together (the Discord invite
  // code "reelfi" is no Telegram or X account, nor a pump.fun page; reelfi_app is no pump.fun page either).
  it.each([
    ['t.me/reelfi', /t\.me\/reelfi\b/],
    ['x.com/reelfi', /x\.com\/reelfi\b/],
    ['@reelfi', /@reelfi\b/],
    ['pump.fun/reelfi_app', /pump\.fun\/reelfi_app/],
    ['https://t.me/reelfi', /t\.me\/reelfi\b/],
    ['discord.gg/reelfi @reelfi', /@reelfi\b/],
  ])('refuses %s, a listed host with a name listed elsewhere', (typed, message) => {
    const messages = check('Follow us', `Folge uns: ${typed}`)
    expect(
      messages.some(line => message.test(line)),
      messages.join('\n'),
    ).toBe(true)
  })
})

describe('data files', () => {
  let root: string
  beforeEach(() => {
    root = copyContent('integrity-data-', ['en'])
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))
  const constants = FIXTURE_CONSTANTS_FILE
  const build = () => buildContent(contentOptionsIn(root, { locales: ['en'] })).problems.map(formatProblem)
  const glossary = (text: string) => {
    const file = path.join(root, 'content/glossary.yaml')
    fs.writeFileSync(file, text)
    try {
      readGlossary(file)
      return []
    } catch (error) {
      if (!(error instanceof GlossaryError)) throw error
      return error.message.split('\n')
    }
  }

  it.each([
    ['0o56700', '0o56700 is not written in plain decimal digits (YAML reads it as 24000) — write 24000'],
    ['0x5', '0x5 is not written in plain decimal digits (YAML reads it as 5) — write 5'],
    [
      '24.000',
      '24.000 is ambiguous: a thousands separator, or a decimal point? — write the digits alone: 24000 (or 24 for ' +
        'a fraction)',
    ],
    ['2.4e4', '2.4e4 is not written in plain decimal digits (YAML reads it as 24000) — write 24000'],
  ])('refuses the number %s in constants.yaml with the fix', (number, message) => {
    const text = fs.readFileSync(constants, 'utf8').replace('value: 24000', `value: ${number}`)
    fs.writeFileSync(path.join(root, 'content/constants.yaml'), text)
    const line = text.split('\n').findIndex(candidate => candidate.includes(`value: ${number}`)) + 1
    expect(build()).toEqual([`content/constants.yaml:${line}: number: ${message}`])
  })

  it(
    'refuses a YAML alias bomb in constants.yaml and in the glossary with path:line (its time: npm run ' +
      'bench:content)',
    () => {
      const bomb = [
        'a: &a [x, x, x, x, x, x, x, x, x]',
        ...Array.from(
          { length: 9 },
          (_, index) =>
            `${String.fromCharCode(98 + index)}: &${String.fromCharCode(98 + index)} ` +
            `[${Array(9)
              .fill(`*${String.fromCharCode(97 + index)}`)
              .join(', ')}]`,
        ),
      ].join('\n')
      fs.writeFileSync(path.join(root, 'content/constants.yaml'), `${fs.readFileSync(constants, 'utf8')}\n${bomb}\n`)
      expect(build()).toEqual([
        expect.stringMatching(
          /^content\/constants\.yaml:\d+: file: uses a YAML anchor or alias \(&name, \*name\) — write each value out in full/,
        ),
      ])
      expect(glossary(`terms:\n  - en: &x [presale]\n    keep: true\n  - en: *x\n    keep: true\n`)).toEqual([
        'content/glossary.yaml:2: file: uses a YAML anchor or alias (&name, *name) — write each value out in full: ' +
          "the site's YAML files use no anchors or aliases",
      ])
    },
  )

  it('refuses a constants.yaml or glossary that is a symbolic link (to /dev/zero) without reading it', () => {
    fs.rmSync(path.join(root, 'content/constants.yaml'))
    fs.symlinkSync('/dev/zero', path.join(root, 'content/constants.yaml'))
    expect(build()).toEqual([
      'content/constants.yaml:1: file: is a symbolic link, which the content build does not follow — put the file ' +
        'itself here instead of a link to it',
    ])
    const file = path.join(root, 'content/glossary.yaml')
    fs.symlinkSync('/dev/zero', file)
    expect(() => readGlossary(file)).toThrow(
      'content/glossary.yaml:1: file: is a symbolic link, which the content build does not follow',
    )
  })

  it('refuses a data file over the size limit', () => {
    fs.writeFileSync(path.join(root, 'content/constants.yaml'), `# ${'x'.repeat(300 * 1024)}\n`)
    expect(build()).toEqual([
      expect.stringMatching(/^content\/constants\.yaml:1: file: is 301 KiB, over the limit of 256 KiB/),
    ])
  })

  it('names the line of a byte that is not UTF-8 in a data file, as in content', () => {
    const text = fs.readFileSync(constants, 'utf8')
    const bytes = Buffer.concat([Buffer.from(text), Buffer.from('# caf'), Buffer.from([0xe9]), Buffer.from('\n')])
    fs.writeFileSync(path.join(root, 'content/constants.yaml'), bytes)
    expect(build()).toEqual([
      `content/constants.yaml:${text.split('\n').length}: file: is not valid UTF-8 — save the file with the UTF-8 ` +
        'encoding (your editor offers it under "Save with encoding")',
    ])
  })

  it.each([
    ['a URL', 'Presale https://reelfi-presale.io', /contains the web address https:\/\/reelfi-presale\.io/],
    ['an address', `Presale ${NO_DIGIT_ADDRESS}`, /wallet or contract address/],
    ['a bidi control', 'Pre\u202esale', /bidirectional control character U\+202E/],
    ['a figure', 'zweitägiger Fair Launch', /states the figure 2/],
    ['a duration', 'Fair Launch von Tagen', /states a duration \("Tagen"\)/],
    ['a handle', 'Presale @reelfi_help', /contains the handle @reelfi_help/],
  ])('refuses a glossary rendering that carries %s', (_, rendering, message) => {
    const text = fs
      .readFileSync(FIXTURE_GLOSSARY, 'utf8')
      .replace('    de: Presale\n', `    de: ${JSON.stringify(rendering)}\n`)
    const messages = glossary(text)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/^content\/glossary\.yaml:\d+: terms\.\d+\.de: /)
    expect(messages[0]).toMatch(message)
  })

  it('never lists content/images/ when it is a link to a folder elsewhere', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'))
    fs.writeFileSync(path.join(outside, 'secret-file-name.png'), 'x')
    fs.symlinkSync(outside, path.join(root, 'content/images'))
    const options = contentOptionsIn(root, { locales: ['en'] })
    const catalog = await readImageCatalog(options)
    const messages = catalog.problems.map(formatProblem)
    fs.rmSync(outside, { recursive: true, force: true })
    expect(messages).toEqual([
      'content/images:1: folder: is a symbolic link, which the content build does not follow — put the folder itself ' +
        'here instead of a link to it',
    ])
  })

  it('prints nothing from content that GitHub would run as a workflow command', () => {
    const faq = 'content/en/faq/which-wallet.mdx'
    writeInto(
      root,
      faq,
      `${fs.readFileSync(path.join(root, faq), 'utf8').trimEnd()}\n\n` +
        `{"\\n::stop-commands::token\\n::warning::pwned"}\n\n{\n::add-mask::x\n}\n`,
    )
    const result = buildContent(contentOptionsIn(root, { locales: ['en'] }))
    const report = describeResult(result)
    expect(result.problems.length).toBeGreaterThan(0)
    expect(report).not.toMatch(/^\s*::/m)
    expect(report).not.toContain('::')
  })
})

describe('ownership', () => {
  // GitHub's reading (last matching line wins, `*` included): scripts/changes/codeowners.ts, tested in
  // codeowners.test.ts.
  const { ownersOf } = readCodeOwners(ROOT_DIR)

  it('asks a maintainer for the code, the configs, CI and the data that enforce every rule', () => {
    for (const file of [
      'scripts/translation/compare.ts',
      'src/i18n/locales.ts',
      'pages/+config.ts',
      'package.json',
      'package-lock.json',
      'vite.config.ts',
      'tsconfig.json',
      'lingui.config.ts',
      '.ci/run',
      '.github/workflows/ci.yml',
      'content/constants.yaml',
      'content/glossary.yaml',
      'content/stamped/x.mdx',
      'content/images/hero.png',
    ]) {
      // Exactly the maintainers: GitHub takes the approval of ANY owner a line names, so a second team would let it
      // approve alone.
      expect(ownersOf(file), file).toEqual(['@reelfi/maintainers'])
    }
  })

  it('asks a reader of the language for each locale’s content and catalog', () => {
    for (const locale of ['zh-TW', 'ja', 'ko', 'es', 'it', 'ru', 'fr', 'de']) {
      const team = `@reelfi/translators-${locale.toLowerCase()}`
      expect(ownersOf(`content/${locale}/faq/which-wallet.mdx`)).toEqual([team])
      expect(ownersOf(`locales/${locale}/messages.po`)).toEqual([team])
    }
  })
})

describe('today’s content in nine languages (the tests’ copy of it)', () => {
  it('raises no false alarm: no problem, no entry shown in English for its facts', async () => {
    const options = fixtureContentOptions({ outDir: fs.mkdtempSync(path.join(os.tmpdir(), 'integrity-out-')) })
    const result = buildContent(options, await readImageCatalog(options))
    fs.rmSync(options.outDir, { recursive: true, force: true })
    expect(result.problems.map(formatProblem)).toEqual([])
    expect(result.warnings.map(formatProblem).filter(line => line.includes('states facts'))).toEqual([])
    expect(result.fileCount).toBeGreaterThanOrEqual(9 * 33)
    expect(Object.keys(result.translation)).toHaveLength(8)
    expect(readGlossary(FIXTURE_GLOSSARY).length).toBeGreaterThan(0)
  })

  it('describes every gap with its fix', () => {
    expect(
      describeFactGap(
        {
          kind: 'domain',
          value: 'reelfi-presale.io',
          gap: 'adds',
          english: 0,
          translation: 1,
          line: 3,
          unit: 'paragraph',
        },
        'content/en/x.mdx',
      ),
    ).toEqual({
      message: 'types the domain reelfi-presale.io, which content/en/x.mdx does not have (paragraph)',
      fix: expect.stringContaining('translate only the words'),
    })
  })
})
