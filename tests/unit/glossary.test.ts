import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { GlossaryError, missingTerms, readGlossary, termsUsed } from '../../scripts/translation/glossary'
import { TRANSLATED_LOCALES } from '../../src/i18n/locales'
import { checkCatalogGlossary } from '../../scripts/translation/glossaryCheck'
import { checkContentGlossary } from '../../scripts/translation/glossaryContent'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { FIXTURE_GLOSSARY, fixtureContentOptions } from './contentCopy'
import { testTempDir } from './tempDir'

const glossary = readGlossary(FIXTURE_GLOSSARY)
const term = (english: string) => glossary.find(entry => entry.en[0] === english)!

describe('content/glossary.yaml', () => {
  it("renders each of the site's terms in all eight languages", () => {
    for (const english of [
      'watch-to-earn',
      'creator coin',
      'presale',
      'fair launch',
      'liquidity pool',
      'trading volume',
      'trade',
      'tokenomics',
      'wallet',
      'governance',
    ]) {
      for (const locale of TRANSLATED_LOCALES)
        expect(term(english).renderings[locale]?.length, `${english} in ${locale}`).toBeGreaterThan(0)
    }
  })

  it('is followed by every translation and catalog of the site', () => {
    const result = buildContent(fixtureContentOptions())
    expect(
      result.warnings.filter(warning => warning.field === 'glossary').map(warning => `${warning.file}:${warning.line}`),
    ).toEqual([])
    for (const locale of TRANSLATED_LOCALES)
      expect(checkCatalogGlossary(path.resolve('.'), locale, glossary)).toEqual([])
  })
})

describe('the glossary check', () => {
  it('takes the longest term first, so "trading volume" is not also "trade", and ignores component attributes', () => {
    expect(termsUsed('a share of all trading volume', glossary).map(entry => entry.en[0])).toEqual(['trading volume'])
    expect(termsUsed('<Constant name="presaleGateUsd" /> {liquidityPoolPercent}', glossary)).toEqual([])
    expect(
      termsUsed('Trade on GMGN', glossary)
        .map(entry => entry.en[0])
        .sort(),
    ).toEqual(['GMGN', 'trade'])
  })

  it('accepts inflected forms and refuses another word for the term', () => {
    expect(missingTerms('Where can I trade the tokens?', 'Где торговать токенами?', 'ru', glossary)).toEqual([])
    expect(missingTerms('Trade', 'Торги', 'ru', glossary).map(entry => entry.en[0])).toEqual(['trade'])
    expect(
      missingTerms('Creator coins trade on DEXs', 'Los tokens se negocian en DEX', 'es', glossary).map(
        entry => entry.en[0],
      ),
    ).toEqual(['creator coin', 'trade'])
  })

  it('points at the line of the paragraph and names the expected term', () => {
    const english = {
      file: 'content/en/faq/x.mdx',
      text: '---\nquestion: Where to trade?\norder: 1\n---\nIntro.\n\nCreator coins trade on DEXs.\n',
      data: { question: 'Where to trade?', order: 1 },
    }
    const spanish = {
      file: 'content/es/faq/x.mdx',
      text: '---\nquestion: ¿Dónde operar?\norder: 1\n---\nIntro.\n\nLas monedas de creador se negocian en DEX.\n',
      data: { question: '¿Dónde operar?', order: 1 },
    }
    const problems = checkContentGlossary(english, spanish, 'es', glossary)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'content/es/faq/x.mdx', line: 7 })
    expect(problems[0]!.message).toContain('"trade"')
    expect(problems[0]!.fix).toContain('write "operar"')
  })

  it('checks catalog messages on their msgstr line', () => {
    const root = testTempDir('glossary-catalog-')
    fs.mkdirSync(path.join(root, 'locales/ru'), { recursive: true })
    fs.writeFileSync(
      path.join(root, 'locales/ru/messages.po'),
      'msgid ""\nmsgstr ""\n\nmsgid "Trade"\nmsgstr "Торги"\n\nmsgid "Wallet"\nmsgstr "Кошелёк"\n',
    )
    const problems = checkCatalogGlossary(root, 'ru', glossary)
    expect(problems.map(({ file, line }) => `${file}:${line}`)).toEqual(['locales/ru/messages.po:5'])
    expect(problems[0]!.fix).toContain('"торговля"')
  })

  it('refuses a term missing in a language, with the line of the entry', () => {
    const file = path.join(testTempDir('glossary-'), 'glossary.yaml')
    fs.writeFileSync(file, 'terms:\n  - en: wallet\n    zh-TW: 錢包\n')
    expect(() => readGlossary(file)).toThrow(GlossaryError)
    try {
      readGlossary(file)
    } catch (error) {
      expect((error as GlossaryError).message).toContain(
        'content/glossary.yaml:2: terms.0.ja: is missing — add how ja renders "wallet"',
      )
    }
  })

  it('refuses a second entry for a term, on the line of its English', () => {
    const file = path.join(testTempDir('glossary-'), 'glossary.yaml')
    const kept = (english: string) => `  - en: ${english}\n    keep: true\n`
    fs.writeFileSync(file, `terms:\n${kept('Solana')}${kept('[Phantom, solana]')}`)
    expect(() => readGlossary(file)).toThrow(
      'content/glossary.yaml:4: terms.1.en: "solana" is already a form of the entry "Solana" — ' +
        'merge the two entries into one',
    )
  })

  it('shows a control character it quotes as its code, never as an escape the terminal obeys', () => {
    const file = path.join(testTempDir('glossary-'), 'glossary.yaml')
    fs.writeFileSync(
      file,
      'terms:\n  - en: ["\\e[31mWatch\\u202E", solana]\n    keep: true\n  - en: Solana\n    keep: true\n',
    )
    expect(() => readGlossary(file)).toThrow('the entry "<U+001B>[31mWatch<U+202E>" — merge the two entries into one')
  })

  it('keeps the fix whole when the headword it quotes holds the separator " — "', () => {
    const file = path.join(testTempDir('glossary-'), 'glossary.yaml')
    fs.writeFileSync(file, 'terms:\n  - en: [Watch — Earn, solana]\n    keep: true\n  - en: Solana\n    keep: true\n')
    expect(() => readGlossary(file)).toThrow(
      'content/glossary.yaml:4: terms.1.en: "Solana" is already a form of the entry "Watch — Earn" — ' +
        'merge the two entries into one',
    )
  })
})
