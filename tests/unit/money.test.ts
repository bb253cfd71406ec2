import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../src/i18n/money'
import { formatNumber } from '../../src/i18n/formatNumber'

const NBSP = '\u00a0'

describe('formatMoney', () => {
  // Literal strings: each language's one way of writing dollars, in body copy ("24,000") and stats ("2M") alike.
  it.each([
    ['en', '$24,000', '$2M'],
    ['zh-TW', '24,000 美元', '200 萬美元'],
    ['ja', '24,000ドル', '200万ドル'],
    ['ko', '24,000달러', '200만 달러'],
    ['es', 'US$24,000', 'US$2 millones'],
    ['it', `24.000${NBSP}dollari`, '2 milioni di dollari'],
    ['ru', `24${NBSP}000${NBSP}долларов`, `2${NBSP}млн${NBSP}долларов`],
    ['fr', `24\u202f000${NBSP}dollars`, '2 millions de dollars'],
    ['de', `24.000${NBSP}Dollar`, `2 Millionen${NBSP}Dollar`],
  ] as const)('writes dollars in %s one way: %s and %s', (locale, amount, scaled) => {
    expect(formatMoney(24_000, locale)).toBe(amount)
    expect(formatMoney(2_000_000, locale, { scaled: true })).toBe(scaled)
  })

  it('is what every usd and usd-compact figure goes through', () => {
    expect(formatNumber(24_000, 'usd', 'es')).toBe('US$24,000')
    expect(formatNumber(2_000_000, 'usd-compact', 'ja')).toBe('200万ドル')
  })

  it('agrees the currency word with the amount', () => {
    expect(formatMoney(1, 'ru')).toBe(`1${NBSP}доллар`)
    expect(formatMoney(3, 'ru')).toBe(`3${NBSP}доллара`)
    expect(formatMoney(1, 'fr')).toBe(`1${NBSP}dollar`)
    expect(formatMoney(1_000_000, 'fr')).toBe(`1\u202f000\u202f000${NBSP}de dollars`)
    expect(formatMoney(1, 'it')).toBe(`1${NBSP}dollaro`)
  })

  it('never lets a European currency word start a line: a no-break space joins it to its figure', () => {
    for (const locale of ['it', 'ru', 'fr', 'de']) expect(formatMoney(24_000, locale)).toMatch(/\d\u00a0\p{L}/u)
  })
})
