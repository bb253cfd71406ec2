import { numberFormat } from './intlFormats.ts'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CONSTANTS, type ConstantName } from '../content/constants'
import { formatNumber } from './formatNumber'
import { intlLocale } from './locales'

/**
 * How each language writes a big round figure on a landing page, where CLDR's compact forms are not it:
 * - `short`: the abbreviated scale ("100K", "2 млн", "10萬");
 * - `long`: the scale in words ("100 mil", "2 millions");
 * - `full`: every digit ("100.000", "100 000"), where the abbreviation ("100K", "100 k") reads as English.
 * `count` is for a number of things, `money` for the amount before the currency word the catalog adds.
 */
const STAT_STYLE: Record<string, { count: 'short' | 'long' | 'full'; money: 'short' | 'long' }> = {
  en: { count: 'short', money: 'short' },
  zh: { count: 'short', money: 'short' },
  ja: { count: 'short', money: 'short' },
  ko: { count: 'short', money: 'short' },
  es: { count: 'long', money: 'long' },
  it: { count: 'full', money: 'long' },
  ru: { count: 'short', money: 'short' },
  fr: { count: 'full', money: 'long' },
  de: { count: 'full', money: 'long' },
}

/** Chinese copy on this site spaces figures from Han characters ("24 小時"), and so its scale: "200 萬". */
const SPACED_HAN_SCALE_LANGUAGES: ReadonlySet<string> = new Set(['zh'])

/** The figure of a stat without "more than" or currency: "100K", "100.000", "2 millions", "200 萬". */
export function statFigure(value: number, locale: string, kind: 'count' | 'money'): string {
  const language = new Intl.Locale(locale).language
  const style = STAT_STYLE[language]?.[kind] ?? 'short'
  if (style === 'full') return numberFormat(intlLocale(locale)).format(value)
  const figure = numberFormat(intlLocale(locale), {
    notation: 'compact', compactDisplay: style, minimumFractionDigits: 0, maximumFractionDigits: 1,
  }).format(value)
  return SPACED_HAN_SCALE_LANGUAGES.has(language) ? figure.replace(/(\d)(\p{Script=Han})/u, '$1 $2') : figure
}

/**
 * A marketing stat, "more than" its figure: "100K+", "más de 100 mil", "oltre 2 milioni di $", "200万ドル以上".
 * The catalog words it around the formatted number, because a "+" appended in code lands after the currency sign
 * in languages that write it last ("2 Mio. $+"), and because a sum of dollars is worded, not abbreviated, in most
 * languages: the catalog places the number and the currency word, not ICU's compact currency ("2 M $US").
 */
export function formatStat(name: ConstantName, i18n: I18n): string {
  const constant = CONSTANTS[name]
  if (constant.format === 'usd-compact') {
    const amount = statFigure(constant.value, i18n.locale, 'money')
    return i18n._(
      msg({
        comment:
          'A marketing stat meaning "more than {amount} US dollars", shown big above the label "Creator rewards". ' +
          '{amount} is the number already written for your language with its scale ("2M", "2 millions", "200万"). ' +
          'Place the currency as your language writes it and word "more than" as a landing page would: ' +
          '"más de US${amount}", "plus de {amount} de dollars", "{amount}ドル以上". Keep it short.',
        message: `$${amount}+`,
      }),
    )
  }
  const value = constant.format === 'compact'
    ? statFigure(constant.value, i18n.locale, 'count')
    : formatNumber(constant.value, constant.format, i18n.locale)
  return i18n._(
    msg({
      comment:
        'A marketing stat meaning "more than {value}", shown big above a label such as "Early users". {value} is a ' +
        'figure already written for your language ("100K", "100.000", "10万"). Word it as a landing page in your ' +
        'language would: "{value}+", "más de {value}", "über {value}". Keep it short.',
      message: `${value}+`,
    }),
  )
}
