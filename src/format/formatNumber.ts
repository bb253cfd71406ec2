import { numberFormat } from '../i18n/intlFormats.ts'
import type { ConstantFormat } from '../content/constants.ts'
import { intlLocale } from '../i18n/locales.ts'
import { formatMoney } from '../i18n/money.ts'

// Apart from formatConstant.ts so that build-time code formats figures without the generated constants.

/**
 * How a figure is worded in a sentence. `adjective` qualifies a noun: English "a 24-hour timer", not "a 24 hours
 * timer". In MDX: `<Constant name="fairLaunchHours" form="adjective" />`. `article` puts the definite article
 * before it where the language's article depends on how the figure is read aloud: Italian "l’1%", "il 5%",
 * "l’80%". In MDX: `<Constant name="creatorSharePercent" form="article" />`; in frontmatter
 * `{creatorSharePercent:article}`. Languages without such an article write the figure alone.
 */
export type ConstantForm = 'adjective' | 'article'

export const CONSTANT_FORMS: readonly ConstantForm[] = ['adjective', 'article']

export interface FormatOptions {
  /** Omitted: the figure as it stands on its own ("24 hours", "$24,000"). */
  form?: ConstantForm
}

/**
 * Languages that make a compound adjective of a number and a unit with a hyphen and the unit in the singular:
 * "a 24-hour timer", "a 5-hour window". ICU has no adjectival unit pattern, so this rule names the languages.
 * Elsewhere the adjective form is the normal form: German would need a compound ("24-Stunden-Timer") and
 * Russian an inflected adjective ("24-часовой таймер"), which the translators word in their own sentence.
 */
const HYPHENATED_UNIT_ADJECTIVE_LANGUAGES: ReadonlySet<string> = new Set(['en'])

/**
 * Languages that write a counter right after its numeral: Japanese "24時間", where ICU's unit pattern gives
 * "24 時間". (zh-TW keeps ICU's "24 小時": its copy spaces figures from Han text throughout.)
 */
const UNSPACED_UNIT_LANGUAGES: ReadonlySet<string> = new Set(['ja'])

/**
 * Formats a number the way the page's locale writes it; every figure on the site goes through here.
 * CAREFUL HERE: spell out minimumFractionDigits. Left implicit, ICU versions disagree ("$2.0M" vs "$2M"), and the
 * figures must not change with the Node version that builds the site (the browser tests assert literal strings).
 */
export function formatNumber(
  value: number,
  format: ConstantFormat,
  locale: string,
  options: FormatOptions = {},
): string {
  // The figure keeps the spaces ICU writes: French groups digits with a narrow no-break space ("24 000 $US"), as
  // French typography does; every ICU since 72 (Node 20.19, current browsers) agrees on them.
  const figure = formatWithIcu(value, format, intlLocale(locale), options)
  return options.form === 'article' ? withDefiniteArticle(figure, value, locale) : figure
}

/**
 * Italian elides the article before a figure read with a vowel: "l’1%" (uno), "l’8%" (otto), "l’11%" (undici),
 * "l’80%" (ottanta); every other figure takes "il": "il 5%", "il 20%", "il 60%". The apostrophe is the
 * typographic one, as in the rest of the Italian copy.
 */
function withDefiniteArticle(figure: string, value: number, locale: string): string {
  if (new Intl.Locale(locale).language !== 'it') return figure
  const whole = String(Math.trunc(Math.abs(value)))
  const readWithVowel = whole === '1' || whole === '11' || whole.startsWith('8')
  return readWithVowel ? `l’${figure}` : `il ${figure}`
}

/**
 * A figure with its sign, as the locale writes it: "+12.5" in English, "+12,5" in German. Always one decimal, so
 * that a whole number reads as the same kind of figure ("+3.0").
 */
export function formatSignedDecimal(value: number, locale: string): string {
  return numberFormat(intlLocale(locale), {
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}

function formatWithIcu(value: number, format: ConstantFormat, locale: string, options: FormatOptions): string {
  switch (format) {
    // Sums of money are written by one module, the same way in body copy and in stats (money.ts).
    case 'usd':
      return formatMoney(value, locale)
    case 'usd-compact':
      return formatMoney(value, locale, { scaled: true })
    case 'compact':
      return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
    case 'percent':
      return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100)
    case 'hours':
      return formatHours(value, locale, options)
  }
}

function formatHours(value: number, locale: string, { form }: FormatOptions): string {
  const hours = numberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' })
  const language = new Intl.Locale(locale).language
  if (form === 'adjective' && HYPHENATED_UNIT_ADJECTIVE_LANGUAGES.has(language)) {
    // The unit in the singular is the one ICU writes after 1: "hour".
    const unit = hours.formatToParts(1).find(part => part.type === 'unit')?.value
    if (unit) return `${numberFormat(locale).format(value)}-${unit}`
  }
  const parts = hours.formatToParts(value)
  const unspaced = UNSPACED_UNIT_LANGUAGES.has(language)
  return parts
    .filter(part => !(unspaced && part.type === 'literal' && part.value.trim() === ''))
    .map(part => part.value)
    .join('')
}

export function isConstantForm(form: string): form is ConstantForm {
  return (CONSTANT_FORMS as readonly string[]).includes(form)
}
