import { describe, expect, it } from 'vitest'
import * as constants from '../../src/content/constants'
import { CONSTANTS } from '../../src/content/constants'
import { formatConstant, formatNumber, formatSignedDecimal } from '../../src/format/formatConstant'
import { fillPlaceholders } from '../../scripts/content/placeholders'

describe('formatNumber', () => {
  it.each([
    [24_000, 'usd', 'en', '$24,000'],
    [24_000, 'usd', 'de', '24.000\u00a0Dollar'],
    [2_000_000, 'usd-compact', 'en', '$2M'],
    [2_000_000, 'usd-compact', 'de', '2\u00a0Millionen\u00a0Dollar'],
    [24_000, 'usd', 'es', 'US$24,000'],
    [24_000, 'usd', 'fr', '24\u202f000\u00a0dollars'],
    [100_000, 'compact', 'en', '100K'],
    [500_000, 'compact', 'ja', '50万'],
    [60, 'percent', 'en', '60%'],
    [5, 'percent', 'fr', '5\u00a0%'],
    [5, 'percent', 'es', '5%'],
    [24, 'hours', 'en', '24 hours'],
    [24, 'hours', 'de', '24 Stunden'],
    [24, 'hours', 'ja', '24時間'],
    [24, 'hours', 'zh-TW', '24 小時'],
    [24, 'hours', 'ko', '24시간'],
  ] as const)('%d as %s in %s is %s', (value, format, locale, expected) => {
    expect(formatNumber(value, format, locale)).toBe(expected)
  })
})

describe('the adjective form', () => {
  it.each([
    [24, 'en', '24-hour'],
    [1, 'en', '1-hour'],
    [1_000, 'en', '1,000-hour'],
    [24, 'de', '24 Stunden'],
    [24, 'ja', '24時間'],
    [24, 'ru', '24 часа'],
  ] as const)('%d hours in %s as an adjective is %s', (value, locale, expected) => {
    expect(formatNumber(value, 'hours', locale, { form: 'adjective' })).toBe(expected)
  })

  it('leaves figures that are not durations as they are', () => {
    expect(formatNumber(24_000, 'usd', 'en', { form: 'adjective' })).toBe('$24,000')
  })

  it('is what <Constant form="adjective"> gives for the fair-launch timer', () => {
    expect(formatConstant('fairLaunchHours', 'en', { form: 'adjective' })).toBe('24-hour')
  })
})

describe('Latin American Spanish figures', () => {
  it('formats es with es-419, as the Latin American copy reads ("24,000", not Spain\'s "24.000 US$")', () => {
    expect(formatNumber(24_000, 'usd', 'es')).toBe(`US$${new Intl.NumberFormat('es-419').format(24_000)}`)
    expect(formatNumber(24_000, 'usd', 'es')).not.toContain('24.000')
  })
})

describe('the article form (Italian)', () => {
  it.each([
    [1, 'l’1%'],
    [5, 'il 5%'],
    [8, 'l’8%'],
    [11, 'l’11%'],
    [20, 'il 20%'],
    [60, 'il 60%'],
    [80, 'l’80%'],
    [18, 'il 18%'],
  ] as const)('%d%% is %s', (value, expected) => {
    expect(formatNumber(value, 'percent', 'it', { form: 'article' })).toBe(expected)
  })

  it('writes the figure alone in languages whose article does not depend on it', () => {
    expect(formatNumber(1, 'percent', 'en', { form: 'article' })).toBe('1%')
    expect(formatNumber(5, 'percent', 'de', { form: 'article' })).toBe('5\u00a0%')
  })
})

describe('the hero figure', () => {
  it.each([
    ['en', '+12.5'],
    ['zh-TW', '+12.5'],
    ['ja', '+12.5'],
    ['ko', '+12.5'],
    ['es', '+12.5'],
    ['it', '+12,5'],
    ['ru', '+12,5'],
    ['fr', '+12,5'],
    ['de', '+12,5'],
  ] as const)("in %s is %s, with its sign and the locale's decimal mark", (locale, expected) => {
    expect(formatSignedDecimal(12.5, locale)).toBe(expected)
  })
})

describe('formatConstant', () => {
  it('formats each constant from its value, so changing the value changes the text', () => {
    expect(formatConstant('presaleGateUsd', 'en')).toBe(formatNumber(CONSTANTS.presaleGateUsd.value, 'usd', 'en'))
  })
})

describe('fillPlaceholders (content build)', () => {
  it('replaces {brand} and constants in every text field for the locale, and leaves other values alone', () => {
    const data = {
      question: '{brand} gate: {presaleGateUsd}',
      summary: 'In {fairLaunchHours}',
      order: 3,
      unknown: '{nope}',
    }
    expect(fillPlaceholders({ ...data, summary: 'In {fairLaunchHours}' }, 'de', constants)).toEqual({
      question: `${constants.BRAND_NAME} gate: 24.000\u00a0Dollar`,
      summary: 'In 24 Stunden',
      order: 3,
      unknown: '{nope}',
    })
  })

  it('fills {name:article} with the figure and its article', () => {
    expect(
      fillPlaceholders({ description: 'incassano {creatorSharePercent:article} del volume' }, 'it', constants),
    ).toEqual({ description: 'incassano l’1% del volume' })
  })
})
