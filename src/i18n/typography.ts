/**
 * How each language sets text, in one table: the spacing between scripts, between sentences and inside a sum of
 * money. Money (money.ts), lists (formatList.ts), structured data (plainText.ts) and card line breaks (lineBreaks.ts)
 * all read it, so a language's rule is changed in one place. Fixed phrases that a card title must not split come
 * from the glossary (content/glossary.yaml), read by the build (scripts/build/ogImages.ts), not from here.
 * CAREFUL HERE: a change is a change of house style for a whole language, on every page at once.
 */
export interface Typography {
  /**
   * Copy spaces Han from a Latin letter or figure ("Solana 上的", "24 小時", "200 萬"), which ICU's list patterns
   * and compact numbers do not.
   */
  spacesHanFromLatin: boolean
  /** A figure is written unspaced before a Japanese word ("20%プレセール", as "取引高の1%"). */
  figureTouchesKana: boolean
  /** Sentences follow each other without a space, each ending in a full-width "。" (Japanese, Chinese). */
  unspacedSentences: boolean
  /**
   * A sum of money spaces its figure, scale and currency word ("24 000 долларов", "2 millions de dollars"): every
   * such space is a no-break space, so a line never starts with the currency or the scale.
   */
  spacedMoney: boolean
}

const PLAIN: Typography = { spacesHanFromLatin: false, figureTouchesKana: false, unspacedSentences: false, spacedMoney: false }

const TYPOGRAPHY: Record<string, Typography> = {
  en: PLAIN,
  zh: { ...PLAIN, spacesHanFromLatin: true, unspacedSentences: true, spacedMoney: true },
  ja: { ...PLAIN, figureTouchesKana: true, unspacedSentences: true },
  ko: { ...PLAIN, spacedMoney: true },
  es: { ...PLAIN, spacedMoney: true },
  it: { ...PLAIN, spacedMoney: true },
  ru: { ...PLAIN, spacedMoney: true },
  fr: { ...PLAIN, spacedMoney: true },
  de: { ...PLAIN, spacedMoney: true },
}

/** The typography of `locale`'s language (English's for a language not in the table). */
export function typographyOf(locale: string): Typography {
  return TYPOGRAPHY[new Intl.Locale(locale).language] ?? PLAIN
}
