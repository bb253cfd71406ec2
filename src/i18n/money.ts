import { numberFormat } from './intlFormats.ts'
import { intlLocale } from './locales.ts'
import { typographyOf } from './typography.ts'

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
   * The smallest sum written with its scale; below it, every digit. French, Italian and German write thousands in
   * full ("24.000 Dollar", never "24 Tausend Dollar"), and so does Latin American Spanish on a price ("US$24,000").
   * Omitted: any sum Intl scales (from 1,000, or 10,000 where the scale is 万/萬/만).
   */
  scaleFrom?: number
  /**
   * The sum around the figure (`{n}`), by the plural category of the amount (Intl.PluralRules; `other` if the
   * category is missing). Spaces here are ordinary: formatMoney makes every space inside a sum a no-break space
   * where the language spaces its sums (typography.ts `spacedMoney`).
   */
  amount: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
  /**
   * The sum around a scaled figure ("2 millions"), where the scale is a noun that governs the currency: French
   * "de dollars", Italian "di dollari", Russian genitive "долларов" after "тыс." and "млн". Omitted: as `amount`.
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
  es: { scale: 'long', scaleFrom: 1_000_000, amount: { other: 'US${n}' } },
  // "24.000 dollari", "2 milioni di dollari".
  it: {
    scale: 'long',
    scaleFrom: 1_000_000,
    amount: { one: '{n} dollaro', many: '{n} di dollari', other: '{n} dollari' },
    scaled: '{n} di dollari',
  },
  // "24 000 долларов", "2 млн долларов" (after "тыс." and "млн", always the genitive plural).
  ru: {
    scale: 'short',
    amount: { one: '{n} доллар', few: '{n} доллара', many: '{n} долларов', other: '{n} доллара' },
    scaled: '{n} долларов',
  },
  // "24 000 dollars", "2 millions de dollars", "1,5 million de dollars".
  fr: {
    scale: 'long',
    scaleFrom: 1_000_000,
    amount: { one: '{n} dollar', many: '{n} de dollars', other: '{n} dollars' },
    scaled: '{n} de dollars',
  },
  // "24.000 Dollar", "2 Millionen Dollar": German does not inflect the currency after a figure.
  de: { scale: 'long', scaleFrom: 1_000_000, amount: { other: '{n} Dollar' } },
}

function styleOf(locale: string): MoneyStyle {
  return MONEY_STYLES[new Intl.Locale(locale).language] ?? MONEY_STYLES.en!
}

/** The compact parts of `value` ("2 millions", "200萬"): the figure and, if Intl scaled it, its scale. */
function compactParts(value: number, locale: string, style: 'short' | 'long'): { text: string; scaled: boolean } {
  const parts = numberFormat(intlLocale(locale), {
    notation: 'compact',
    compactDisplay: style,
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).formatToParts(value)
  const text = parts.map(part => part.value).join('')
  return {
    text: typographyOf(locale).spacesHanFromLatin ? text.replace(/(\d)(\p{Script=Han})/u, '$1 $2') : text,
    scaled: parts.some(part => part.type === 'compact'),
  }
}

/**
 * A big round figure with its scale, as the language writes it on a landing page: "2M", "2 millones", "200 萬".
 * `style` overrides the money style's scale (stats of counts have their own, formatStat.ts).
 */
export function scaledFigure(value: number, locale: string, style: 'short' | 'long'): string {
  return compactParts(value, locale, style).text
}

/**
 * A sum of US dollars as the page's language writes it: every digit ("US$24,000", "24.000 Dollar"), or with
 * `scaled`, a big round sum with its scale ("$2M", "2 millions de dollars", "200 萬美元"). A sum too small to be
 * scaled in the language (no scale from Intl, or under the style's `scaleFrom`) is written in full, as in the body.
 * CAREFUL HERE: whole dollars only, as every sum on the site is (minimumFractionDigits spelled out: see formatNumber).
 */
export function formatMoney(value: number, locale: string, { scaled = false }: { scaled?: boolean } = {}): string {
  const style = styleOf(locale)
  const intl = intlLocale(locale)
  let sum: string
  const compact = scaled && value >= (style.scaleFrom ?? 0) ? compactParts(value, locale, style.scale) : undefined
  if (compact?.scaled) {
    sum = (style.scaled ?? style.amount.other).replace('{n}', compact.text)
  } else {
    const figure = numberFormat(intl, { minimumFractionDigits: 0, maximumFractionDigits: scaled ? 1 : 0 }).format(value)
    const category = new Intl.PluralRules(intl).select(value)
    sum = (style.amount[category] ?? style.amount.other).replace('{n}', figure)
  }
  // One rule for every language that spaces a sum: figure, scale and currency word never part at a line end.
  return typographyOf(locale).spacedMoney ? sum.replace(/ /g, NBSP) : sum
}
