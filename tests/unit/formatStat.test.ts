import { setupI18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { formatStat } from '../../src/format/formatStat'

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po', { eager: true })

function i18nFor(locale: string) {
  const { messages } = catalogs[`../../locales/${locale}/messages.po`]!
  return setupI18n({ locale, messages: { [locale]: messages } })
}

describe('formatStat', () => {
  // The figures natives write on a landing page: the sum as money.ts writes every sum on the page (not ICU's compact
  // currency, "2 M $US"), "more than" worded by the catalog, and no English abbreviation ("100K") where the
  // language writes every digit.
  it.each([
    ['en', '$2M+', '100K+', '500K+'],
    ['zh-TW', '超過 200\u00a0萬美元', '超過 10 萬', '超過 50 萬'],
    ['ja', '200万ドル以上', '10万以上', '50万以上'],
    ['ko', '200만\u00a0달러 이상', '10만 이상', '50만 이상'],
    ['es', 'más de US$2\u00a0millones', 'más de 100 mil', 'más de 500 mil'],
    ['it', 'oltre 2\u00a0milioni\u00a0di\u00a0dollari', 'oltre 100.000', 'oltre 500.000'],
    ['ru', 'более 2\u00a0млн\u00a0долларов', 'более 100\u00a0тыс.', 'более 500\u00a0тыс.'],
    ['fr', 'plus de 2\u00a0millions\u00a0de\u00a0dollars', 'plus de 100\u202f000', 'plus de 500\u202f000'],
    ['de', 'über 2\u00a0Millionen\u00a0Dollar', 'über 100.000', 'über 500.000'],
  ] as const)('writes the stats in %s as natives do', (locale, rewards, users, videos) => {
    const i18n = i18nFor(locale)
    expect(formatStat('creatorRewardsUsd', i18n)).toBe(rewards)
    expect(formatStat('earlyUsers', i18n)).toBe(users)
    expect(formatStat('videosCreated', i18n)).toBe(videos)
  })

  it('writes French digit groups with the narrow no-break space Intl gives', () => {
    expect(formatStat('earlyUsers', i18nFor('fr'))).toBe(`plus de ${new Intl.NumberFormat('fr').format(100_000)}`)
  })
})
