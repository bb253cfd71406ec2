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
  /**
   * The short words that must not end a line of a card title: a preposition, article or conjunction stays with
   * the word after it ("на Solana", "à la"); lower case, matched in any case as whole words (lineBreaks.ts).
   * CAREFUL HERE: only words that lean on the next one; a long run of bound words cannot break at all, and a card
   * title must still fit (its lines are checked by tests/unit/lineBreaks.test.ts).
   */
  leaningWords: readonly string[]
  /**
   * Between the parts of a page title ("FAQ – Reelfi"): the spaced em dash in English and most languages, the
   * spaced en dash (Gedankenstrich, tiret moyen) in German and French, whose copy sets a spaced dash as "–".
   */
  titleDash: string
  /**
   * Between a label and what it labels ("Reelfi: the hero line" in an image's alt text): ": ", French " : " with a
   * no-break space, the full-width "：" without a space in Japanese and Chinese.
   */
  labelColon: string
}

const PLAIN: Typography = {
  spacesHanFromLatin: false,
  figureTouchesKana: false,
  unspacedSentences: false,
  spacedMoney: false,
  leaningWords: [],
  titleDash: ' — ',
  labelColon: ': ',
}

const TYPOGRAPHY: Record<string, Typography> = {
  en: { ...PLAIN, leaningWords: ['a', 'an', 'the', 'of', 'on', 'to', 'in', 'at', 'by', 'for', 'and', 'or'] },
  zh: { ...PLAIN, spacesHanFromLatin: true, unspacedSentences: true, spacedMoney: true, labelColon: '：' },
  ja: { ...PLAIN, figureTouchesKana: true, unspacedSentences: true, labelColon: '：' },
  ko: { ...PLAIN, spacedMoney: true },
  es: {
    ...PLAIN,
    spacedMoney: true,
    leaningWords: [
      'a',
      'al',
      'de',
      'del',
      'el',
      'la',
      'las',
      'los',
      'lo',
      'en',
      'y',
      'e',
      'o',
      'u',
      'un',
      'una',
      'con',
      'por',
      'para',
      'sin',
      'su',
      'sus',
    ],
  },
  it: {
    ...PLAIN,
    spacedMoney: true,
    leaningWords: [
      'a',
      'ad',
      'al',
      'da',
      'dal',
      'di',
      'del',
      'e',
      'ed',
      'i',
      'il',
      'in',
      'la',
      'le',
      'lo',
      'gli',
      'o',
      'per',
      'su',
      'sul',
      'un',
      'una',
      'con',
      'tra',
      'fra',
    ],
  },
  ru: {
    ...PLAIN,
    spacedMoney: true,
    leaningWords: [
      'а',
      'в',
      'во',
      'и',
      'к',
      'ко',
      'о',
      'об',
      'с',
      'со',
      'у',
      'на',
      'не',
      'но',
      'по',
      'за',
      'из',
      'от',
      'до',
      'для',
      'без',
      'под',
      'над',
      'при',
      'про',
    ],
  },
  fr: {
    ...PLAIN,
    spacedMoney: true,
    titleDash: ' – ',
    labelColon: '\u00a0: ',
    leaningWords: [
      'à',
      'au',
      'aux',
      'de',
      'des',
      'du',
      'en',
      'et',
      'la',
      'le',
      'les',
      'un',
      'une',
      'sur',
      'par',
      'ou',
      'pour',
    ],
  },
  de: {
    ...PLAIN,
    spacedMoney: true,
    titleDash: ' – ',
    leaningWords: [
      'in',
      'im',
      'an',
      'am',
      'auf',
      'und',
      'zu',
      'zum',
      'zur',
      'mit',
      'von',
      'vom',
      'für',
      'der',
      'die',
      'das',
      'den',
      'dem',
      'des',
      'ein',
      'eine',
      'bei',
      'aus',
    ],
  },
}

/** The typography of `locale`'s language (English's for a language not in the table). */
export function typographyOf(locale: string): Typography {
  return TYPOGRAPHY[new Intl.Locale(locale).language] ?? PLAIN
}

/**
 * The mark each join reads as, to tell whether a part already holds it: a colon before a space or the end (or the
 * full-width one), a spaced dash, a bar.
 */
const SEPARATOR_MARKS: ReadonlyArray<readonly [string, RegExp]> = [
  [':', /[:：](?=\s|$)|：/u],
  ['：', /[:：](?=\s|$)|：/u],
  ['—', /\s[—–]\s/u],
  ['–', /\s[—–]\s/u],
  ['|', /[|｜]/u],
]

/** A separator none of whose marks the parts hold yet: one colon and one dash in a title (issue 49). */
function joinWithout(parts: readonly string[], joins: readonly string[]): string {
  const holds = (join: string) => {
    const mark = SEPARATOR_MARKS.find(([character]) => join.includes(character))?.[1]
    return mark !== undefined && parts.some(part => mark.test(part))
  }
  return parts.join(joins.find(join => !holds(join)) ?? joins.at(-1)!)
}

/** The join of last resort, when the parts already hold both the colon and the dash. */
const BAR = ' | '

/**
 * A label and its text, as the language sets them: "Reelfi: …", "Reelfi : …", "Reelfi：…" (labelColon). A text
 * that holds a colon already ("Presale startet bald: So…") is joined with the title dash instead, so that the
 * reader never meets two colons in a row of three parts.
 */
export function labelled(label: string, text: string, locale: string): string {
  const { labelColon, titleDash } = typographyOf(locale)
  return joinWithout([label, text], [labelColon, titleDash, BAR])
}

/**
 * The parts of a page title joined by the language's title dash: "FAQ — Reelfi", "Recherche – Reelfi". A part
 * that holds a spaced dash already ("… — на девяти языках") is joined with a bar instead: "… | Reelfi".
 */
export function titleOf(parts: readonly string[], locale: string): string {
  return joinWithout(parts, [typographyOf(locale).titleDash, BAR])
}
