import { describe, expect, it } from 'vitest'
import * as constants from '../../src/content/constants'
import { CONSTANTS } from '../../src/content/constants'
import { formatConstant, formatNumber } from '../../src/i18n/formatConstant'
import { fillPlaceholders } from '../../scripts/content/frontmatter'

describe('formatNumber', () => {
  it.each([
    [24_000, 'usd', 'en', '$24,000'],
    [24_000, 'usd', 'de', '24.000\u00a0$'],
    [2_000_000, 'usd-compact', 'en', '$2M'],
    [2_000_000, 'usd-compact', 'de', '2\u00a0Mio.\u00a0$'],
    [100_000, 'compact', 'en', '100K'],
    [500_000, 'compact', 'ja', '50万'],
    [60, 'percent', 'en', '60%'],
    [5, 'percent', 'fr', '5\u00a0%'],
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

describe('formatConstant', () => {
  it('formats each constant from its value, so changing the value changes the text', () => {
    expect(formatConstant('presaleGateUsd', 'en')).toBe(formatNumber(CONSTANTS.presaleGateUsd.value, 'usd', 'en'))
  })
})

describe('fillPlaceholders (content build)', () => {
  it('replaces {brand} and constants in every text field for the locale, and leaves other values alone', () => {
    const data = { question: '{brand} gate: {presaleGateUsd}', summary: 'In {fairLaunchHours}', order: 3, unknown: '{nope}' }
    expect(fillPlaceholders(data, 'de', constants)).toEqual({
      question: `${constants.BRAND_NAME} gate: 24.000\u00a0$`,
      summary: 'In 24 Stunden',
      order: 3,
      unknown: '{nope}',
    })
  })
})
