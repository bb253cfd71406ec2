import type { ConstantFormat } from '../content/constants'

// Apart from formatConstant.ts so that build-time code formats figures without the generated constants.

/**
 * How a figure is worded in a sentence. `adjective` qualifies a noun: English "a 24-hour timer", not "a 24 hours
 * timer". In MDX: `<Constant name="fairLaunchHours" form="adjective" />`.
 */
export type ConstantForm = 'adjective'

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
export function formatNumber(value: number, format: ConstantFormat, locale: string, options: FormatOptions = {}): string {
  // CAREFUL HERE: ICU versions differ on narrow (U+202F) vs plain (U+00A0) no-break spaces, e.g. French "5 %".
  // One kind everywhere keeps the text the same whichever ICU prerenders it.
  return formatWithIcu(value, format, locale, options).replace(/\u202f/g, '\u00a0')
}

function formatWithIcu(value: number, format: ConstantFormat, locale: string, options: FormatOptions): string {
  switch (format) {
    case 'usd':
      return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value)
    case 'usd-compact':
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }).format(value)
    case 'compact':
      return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100)
    case 'hours':
      return formatHours(value, locale, options)
  }
}

function formatHours(value: number, locale: string, { form }: FormatOptions): string {
  const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' })
  const language = new Intl.Locale(locale).language
  if (form === 'adjective' && HYPHENATED_UNIT_ADJECTIVE_LANGUAGES.has(language)) {
    // The unit in the singular is the one ICU writes after 1: "hour".
    const unit = hours.formatToParts(1).find((part) => part.type === 'unit')?.value
    if (unit) return `${new Intl.NumberFormat(locale).format(value)}-${unit}`
  }
  const parts = hours.formatToParts(value)
  const unspaced = UNSPACED_UNIT_LANGUAGES.has(language)
  return parts
    .filter((part) => !(unspaced && part.type === 'literal' && part.value.trim() === ''))
    .map((part) => part.value)
    .join('')
}
