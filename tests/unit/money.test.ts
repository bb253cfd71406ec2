import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../src/i18n/money'
import { formatNumber } from '../../src/format/formatNumber'
import { formatProblem } from '../../scripts/core/problems'
import { readConstants } from '../../scripts/registry/readConstants'
import { FIXTURE_CONSTANTS_FILE } from './contentCopy'
import { testTempDir } from './tempDir'

const NBSP = '\u00a0'

describe('formatMoney', () => {
  // Literal strings: each language's one way of writing dollars, in body copy ("24,000") and stats ("2M") alike.
  it.each([
    ['en', '$24,000', '$2M'],
    ['zh-TW', `24,000${NBSP}美元`, `200${NBSP}萬美元`],
    ['ja', '24,000ドル', '200万ドル'],
    ['ko', '24,000달러', `200만${NBSP}달러`],
    ['es', 'US$24,000', `US$2${NBSP}millones`],
    ['it', `24.000${NBSP}dollari`, `2${NBSP}milioni${NBSP}di${NBSP}dollari`],
    ['ru', `24${NBSP}000${NBSP}долларов`, `2${NBSP}млн${NBSP}долларов`],
    ['fr', `24\u202f000${NBSP}dollars`, `2${NBSP}millions${NBSP}de${NBSP}dollars`],
    ['de', `24.000${NBSP}Dollar`, `2${NBSP}Millionen${NBSP}Dollar`],
  ] as const)('writes dollars in %s one way: %s and %s', (locale, amount, scaled) => {
    expect(formatMoney(24_000, locale)).toBe(amount)
    expect(formatMoney(2_000_000, locale, { scaled: true })).toBe(scaled)
  })

  // A scaled sum: the scale as Intl gives it, "de"/"di" only after a million, thousands and small sums in full.
  it.each([
    ['en', ['$500', '$24K', '$500K', '$1.5M']],
    ['zh-TW', ['500 美元', '2.4 萬美元', '50 萬美元', '150 萬美元']],
    ['ja', ['500ドル', '2.4万ドル', '50万ドル', '150万ドル']],
    ['ko', ['500달러', '2.4만 달러', '50만 달러', '150만 달러']],
    ['es', ['US$500', 'US$24,000', 'US$500,000', 'US$1.5 millones']],
    ['it', ['500 dollari', '24.000 dollari', '500.000 dollari', '1,5 milioni di dollari']],
    ['ru', ['500 долларов', '24 тыс. долларов', '500 тыс. долларов', '1,5 млн долларов']],
    ['fr', ['500 dollars', '24\u202f000 dollars', '500\u202f000 dollars', '1,5 million de dollars']],
    ['de', ['500 Dollar', '24.000 Dollar', '500.000 Dollar', '1,5 Millionen Dollar']],
  ] as const)('scales a sum in %s only as the language does', (locale, expected) => {
    const written = [500, 24_000, 500_000, 1_500_000].map(value =>
      formatMoney(value, locale, { scaled: true }).replaceAll(NBSP, ' '),
    )
    expect(written).toEqual(expected)
  })

  it('agrees the currency word with a sum too small to scale', () => {
    expect(formatMoney(0.5, 'ru', { scaled: true })).toBe(`0,5${NBSP}доллара`)
  })

  it('is what every usd and usd-compact figure goes through', () => {
    expect(formatNumber(24_000, 'usd', 'es')).toBe('US$24,000')
    expect(formatNumber(2_000_000, 'usd-compact', 'ja')).toBe('200万ドル')
  })

  it('agrees the currency word with the amount', () => {
    expect(formatMoney(1, 'ru')).toBe(`1${NBSP}доллар`)
    expect(formatMoney(3, 'ru')).toBe(`3${NBSP}доллара`)
    expect(formatMoney(1, 'fr')).toBe(`1${NBSP}dollar`)
    expect(formatMoney(1_000_000, 'fr')).toBe(`1\u202f000\u202f000${NBSP}de${NBSP}dollars`)
    expect(formatMoney(1, 'it')).toBe(`1${NBSP}dollaro`)
  })

  it('never lets a currency word or a scale start a line: every space inside a sum is a no-break space', () => {
    for (const locale of ['zh-TW', 'ko', 'es', 'it', 'ru', 'fr', 'de']) {
      for (const value of [500, 24_000, 1_500_000]) {
        for (const scaled of [false, true]) expect(formatMoney(value, locale, { scaled })).not.toMatch(/ /)
      }
    }
  })
})

describe('content/constants.yaml figures', () => {
  // A figure money could not write sensibly ("$-3", "US$NaN", "US$∞") stops `npm run content` with its line.
  it.each([
    ['-3', 'presaleGateUsd\\.value: .*must not be negative'],
    ['.nan', 'number: \\.nan is not written in plain decimal digits'],
    ['.inf', 'number: \\.inf is not written in plain decimal digits'],
  ])('refuses value: %s', (value, message) => {
    const dir = testTempDir('constants-')
    const file = path.join(dir, 'constants.yaml')
    fs.writeFileSync(
      file,
      fs.readFileSync(FIXTURE_CONSTANTS_FILE, 'utf8').replace(/(presaleGateUsd:\n\s+value: )24000/, `$1${value}`),
    )
    const { problems } = readConstants(dir, file)
    expect(problems.map(formatProblem).join('\n')).toMatch(new RegExp(`constants\\.yaml:\\d+: ${message}`))
  })
})
