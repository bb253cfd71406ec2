/**
 * Intl formatters, made once per locale and options. Making one costs far more than using it (about 0.3 ms for a
 * DateTimeFormat), and the prerender formats the same few figures and dates on thousands of pages.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>()

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined
  if (!format) made.set(key, (format = make()))
  return format
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  once(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}) =>
  once(`list ${locale} ${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options))
