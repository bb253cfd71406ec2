import { numberFormat } from './intlFormats.ts'
import { intlLocale } from './locales.ts'

/**
 * How each language writes a sum of US dollars, in body copy and in stats alike: the one place that decides, so a
 * page never shows "USD 24,000" beside "más de US$2 millones" (issue 34). ICU's currency style is not what a
 * native copywriter writes: it gives "USD 24,000" for Latin American Spanish, "24.000 USD" for Italian, "$24,000"
 * in Japanese next to the catalog's "200万ドル"; so the digits come from Intl and the currency from this table.
 * "More than" is the only word left to the catalogs (formatStat.ts); the currency word is here, with its plural.
 */
interface MoneyStyle {
  /**
   * How a big round sum is scaled: `short` "2M", "200萬", "2 млн"; `long`, the scale in words, "2 millones",
   * "2 Millionen", where the abbreviation reads as English or as accounting ("2 Mio.", "2 M").
   */
  scale: 'short' | 'long'
  /**
   * The sum around the figure (`{n}`), by the plural category of the amount (Intl.PluralRules; `other` if the
   * category is missing). Between the figure and a currency word in European languages: a no-break space, as ICU
   * writes "24.000 $", so that a line never starts with the currency.
   */
  amount: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
  /**
   * The sum around a scaled figure ("2 millions"), where the scale is a noun that governs the currency: French
   * "de dollars", Italian "di dollari", Russian genitive "долларов". Omitted: as `amount`.
   */
  scaled?: string
}

const NBSP = '\u00a0'

/**
 * CAREFUL HERE: a change here is a change of house style for a whole language, on every page at once (body,
 * stats, structured data, cards): agree it with the language's reviewers. tests/unit/money.test.ts pins each style
 * and tests/e2e/money.spec.ts checks that every page of the built site writes money one way.
 */
const MONEY_STYLES: Record<string, MoneyStyle> = {
  // "$24,000", "$2M".
  en: { scale: 'short', amount: { other: '${n}' } },
  // "24,000 美元", "200 萬美元": the currency as a word, spaced from the figure as the copy spaces figures from Han.
  zh: { scale: 'short', amount: { other: '{n} 美元' }, scaled: '{n}美元' },
  // "24,000ドル", "200万ドル": Japanese writes the unit right after the figure.
  ja: { scale: 'short', amount: { other: '{n}ドル' } },
  // "24,000달러" (a unit noun after Arabic digits is written attached), "200만 달러" (after the numeral 만, a word).
  ko: { scale: 'short', amount: { other: '{n}달러' }, scaled: '{n} 달러' },
  // "US$24,000", "US$2 millones": Latin American press and landing pages (ICU's es-419 gives "USD 24,000").
  es: { scale: 'long', amount: { other: 'US${n}' } },
  // "24.000 dollari", "2 milioni di dollari".
  it: { scale: 'long', amount: { one: `{n}${NBSP}dollaro`, many: `{n}${NBSP}di dollari`, other: `{n}${NBSP}dollari` }, scaled: `{n} di dollari` },
  // "24 000 долларов", "2 млн долларов" (after "млн", always the genitive plural).
  ru: {
    scale: 'short',
    amount: { one: `{n}${NBSP}доллар`, few: `{n}${NBSP}доллара`, many: `{n}${NBSP}долларов`, other: `{n}${NBSP}доллара` },
    scaled: `{n}${NBSP}долларов`,
  },
  // "24 000 dollars", "2 millions de dollars".
  fr: { scale: 'long', amount: { one: `{n}${NBSP}dollar`, many: `{n}${NBSP}de dollars`, other: `{n}${NBSP}dollars` }, scaled: `{n} de dollars` },
  // "24.000 Dollar", "2 Millionen Dollar": German does not inflect the currency after a figure.
  de: { scale: 'long', amount: { other: `{n}${NBSP}Dollar` }, scaled: `{n}${NBSP}Dollar` },
}

/** Chinese copy on this site spaces figures from Han characters ("24 小時"), and so its scale: "200 萬". */
const SPACED_HAN_SCALE_LANGUAGES: ReadonlySet<string> = new Set(['zh'])

function styleOf(locale: string): MoneyStyle {
  return MONEY_STYLES[new Intl.Locale(locale).language] ?? MONEY_STYLES.en!
}

/**
 * A big round figure with its scale, as the language writes it on a landing page: "2M", "2 millones", "200 萬".
 * `style` overrides the money style's scale (stats of counts have their own, formatStat.ts).
 */
export function scaledFigure(value: number, locale: string, style: 'short' | 'long'): string {
  const figure = numberFormat(intlLocale(locale), {
    notation: 'compact', compactDisplay: style, minimumFractionDigits: 0, maximumFractionDigits: 1,
  }).format(value)
  return SPACED_HAN_SCALE_LANGUAGES.has(new Intl.Locale(locale).language) ? figure.replace(/(\d)(\p{Script=Han})/u, '$1 $2') : figure
}

/**
 * A sum of US dollars as the page's language writes it: every digit ("US$24,000", "24.000 Dollar"), or with
 * `scaled`, a big round sum with its scale ("$2M", "2 millions de dollars", "200 萬美元").
 * CAREFUL HERE: whole dollars only, as every sum on the site is (minimumFractionDigits spelled out: see formatNumber).
 */
export function formatMoney(value: number, locale: string, { scaled = false }: { scaled?: boolean } = {}): string {
  const style = styleOf(locale)
  const intl = intlLocale(locale)
  if (scaled) {
    const figure = scaledFigure(value, locale, style.scale)
    return (style.scaled ?? style.amount.other).replace('{n}', figure)
  }
  const figure = numberFormat(intl, { minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value)
  const category = new Intl.PluralRules(intl).select(value)
  return (style.amount[category] ?? style.amount.other).replace('{n}', figure)
}

