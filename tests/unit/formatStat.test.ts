import { setupI18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { formatStat } from '../../src/i18n/formatStat'

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po', { eager: true })

function i18nFor(locale: string) {
  const { messages } = catalogs[`../../locales/${locale}/messages.po`]!
  return setupI18n({ locale, messages: { [locale]: messages } })
}

describe('formatStat', () => {
  it.each([
    ['en', '$2M+', '100K+'],
    ['de', 'über 2\u00a0Mio.\u00a0$', 'über 100.000'],
    ['es', 'más de 2\u00a0M\u00a0US$', 'más de 100\u00a0mil'],
    ['fr', 'plus de 2\u00a0M\u00a0$US', 'plus de 100\u00a0k'],
    ['it', 'oltre 2\u00a0Mln\u00a0USD', 'oltre 100K'],
    ['ru', 'более 2\u00a0млн\u00a0$', 'более 100\u00a0тыс.'],
    ['ja', '$200万以上', '10万以上'],
    ['ko', 'US$200만+', '10만+'],
    ['zh-TW', 'US$200萬+', '10萬+'],
  ] as const)('words "more than" around the figure in %s, never a "+" after a trailing currency sign', (locale, rewards, users) => {
    const i18n = i18nFor(locale)
    expect(formatStat('creatorRewardsUsd', i18n)).toBe(rewards)
    expect(formatStat('earlyUsers', i18n)).toBe(users)
  })
})
