import { numberFormat } from '../i18n/intlFormats.ts'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CONSTANTS, type ConstantName } from '../content/constants'
import { formatNumber } from './formatNumber'
import { intlLocale } from '../i18n/locales'
import { scaledFigure } from '../i18n/money'

/**
 * How each language writes a big number of things on a landing page, where CLDR's compact forms are not it:
 * - `short`: the abbreviated scale ("100K", "2 млн", "10萬");
 * - `long`: the scale in words ("100 mil");
 * - `full`: every digit ("100.000", "100 000"), where the abbreviation ("100K", "100 k") reads as English.
 * Sums of money are written by money.ts, as everywhere on the page.
 */
const COUNT_STYLE: Record<string, 'short' | 'long' | 'full'> = {
  en: 'short',
  zh: 'short',
  ja: 'short',
  ko: 'short',
  es: 'long',
  it: 'full',
  ru: 'short',
  fr: 'full',
  de: 'full',
}

/** The figure of a count stat without "more than": "100K", "100.000", "100 mil", "10 萬". */
export function statFigure(value: number, locale: string): string {
  const style = COUNT_STYLE[new Intl.Locale(locale).language] ?? 'short'
  if (style === 'full') return numberFormat(intlLocale(locale)).format(value)
  return scaledFigure(value, locale, style)
}

/**
 * A marketing stat, "more than" its figure: "100K+", "más de 100 mil", "oltre 2 milioni di dollari", "200万ドル以上".
 * The figure comes whole from code, a sum with its currency as money.ts writes every sum on the site; the catalog
 * words only "more than" around it, because a "+" appended in code lands after the currency in languages that
 * write it last ("2 Millionen Dollar+"), and most languages word it ("über", "超過", "이상").
 */
export function formatStat(name: ConstantName, i18n: I18n): string {
  const constant = CONSTANTS[name]
  const value =
    constant.format === 'compact'
      ? statFigure(constant.value, i18n.locale)
      : formatNumber(constant.value, constant.format, i18n.locale)
  return i18n._(
    msg({
      comment:
        'A marketing stat meaning "more than {value}", shown big above a label such as "Early users" or ' +
        '"Creator rewards". {value} is already written for your language, with its scale and, for a sum, its ' +
        'currency ("100K", "100.000", "10万", "2 millions de dollars", "200万ドル"). Word "more than" as a landing ' +
        'page in your language would: "{value}+", "más de {value}", "über {value}", "{value}以上". Keep it short.',
      message: `${value}+`,
    }),
  )
}
