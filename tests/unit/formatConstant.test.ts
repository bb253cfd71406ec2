import { describe, expect, it } from 'vitest'
import { CONSTANTS } from '../../content/constants'
import { formatConstant, formatNumber } from '../../src/i18n/formatConstant'
import { fillPlaceholders } from '../../src/i18n/fillPlaceholders'

describe('formatNumber', () => {
  it.each([
    [24_000, 'usd', 'en', '$24,000'],
    [24_000, 'usd', 'de', '24.000\u00a0$'],
    [2_000_000, 'usd-compact-plus', 'en', '$2M+'],
    [100_000, 'compact-plus', 'en', '100K+'],
    [500_000, 'compact-plus', 'ja', '50万+'],
    [60, 'percent', 'en', '60%'],
    [5, 'percent', 'fr', '5\u00a0%'],
    [24, 'hours', 'en', '24 hours'],
    [24, 'hours', 'ja', '24 時間'],
  ] as const)('%d as %s in %s is %s', (value, format, locale, expected) => {
    expect(formatNumber(value, format, locale)).toBe(expected)
  })
})

describe('formatConstant', () => {
  it('formats each constant from its value, so changing the value changes the text', () => {
    expect(formatConstant('presaleGateUsd', 'en')).toBe(formatNumber(CONSTANTS.presaleGateUsd.value, 'usd', 'en'))
  })
})

describe('fillPlaceholders', () => {
  it('replaces {brand} and constants, and leaves unknown names for the content build to report', () => {
    expect(fillPlaceholders('{brand} gate: {presaleGateUsd}', 'en')).toMatch(/^\S+ gate: \$24,000$/)
    expect(fillPlaceholders('{nope}', 'en')).toBe('{nope}')
  })
})
