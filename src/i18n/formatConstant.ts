import { CONSTANTS, type ConstantFormat, type ConstantName } from '../../content/constants.ts'

/**
 * Formats a number the way the page's locale writes it; every figure on the site goes through here.
 * CAREFUL HERE: spell out minimumFractionDigits. Left implicit, Node's ICU (prerender) and the browser's disagree
 * ("$2.0M" vs "$2M") and React's hydration fails.
 */
export function formatNumber(value: number, format: ConstantFormat, locale: string): string {
  // CAREFUL HERE: ICU versions differ on narrow (U+202F) vs plain (U+00A0) no-break spaces, e.g. French "5 %".
  // One kind everywhere keeps the prerendered text and the hydrated text identical.
  return formatWithIcu(value, format, locale).replace(/\u202f/g, '\u00a0')
}

function formatWithIcu(value: number, format: ConstantFormat, locale: string): string {
  switch (format) {
    case 'usd':
      return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value)
    case 'usd-compact-plus':
      return (
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'USD',
          notation: 'compact',
          minimumFractionDigits: 0,
          maximumFractionDigits: 1,
        }).format(value) + '+'
      )
    case 'compact-plus':
      return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value) + '+'
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100)
    case 'hours':
      return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(value)
  }
}

/** How a figure reads in its sentence; `adjective` is the form before a noun ("a 24-hour timer"). */
export interface ConstantOptions {
  form?: 'adjective'
}

// `options.form` is accepted and not used yet: the adjective forms are added with the formats that need them.
export function formatConstant(name: ConstantName, locale: string, _options: ConstantOptions = {}): string {
  const { value, format } = CONSTANTS[name]
  return formatNumber(value, format, locale)
}

export function isConstantName(name: string): name is ConstantName {
  return Object.hasOwn(CONSTANTS, name)
}

