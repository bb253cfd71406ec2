/**
 * Where a title may not break, per language: the one place for it. A short preposition, article or conjunction
 * stays with the word after it (Russian "на Solana", French "à la", German "auf Solana"), a figure with its unit,
 * a hyphenated compound whole ("Watch-to-Earn"), and a fixed phrase of Chinese or Japanese in one piece ("邊看邊賺",
 * "クリエイターコイン"), which line breaking would otherwise cut anywhere between two characters (issue 34).
 * The rule is written into the text before layout, with characters every line breaker honours (Unicode UAX #14):
 * a no-break space (U+00A0) where a space stays, a word joiner (U+2060, invisible) where there is none.
 * The Open Graph cards use it (scripts/build/ogImages.ts); Korean needs none: the card breaks it between words
 * (word-break: keep-all), as the page does.
 */

const NO_BREAK_SPACE = '\u00a0'
const WORD_JOINER = '\u2060'

/**
 * The short words that must not end a line, per language (lower case; matched in any case, as whole words).
 * CAREFUL HERE: only words that lean on the next one; a long run of bound words cannot break at all, and a card
 * title must still fit (its lines are checked by tests/unit/ogCardLines.test.ts).
 */
const LEANING_WORDS: Record<string, readonly string[]> = {
  en: ['a', 'an', 'the', 'of', 'on', 'to', 'in', 'at', 'by', 'for', 'and', 'or'],
  ru: ['а', 'в', 'во', 'и', 'к', 'ко', 'о', 'об', 'с', 'со', 'у', 'на', 'не', 'но', 'по', 'за', 'из', 'от', 'до', 'для', 'без', 'под', 'над', 'при', 'про'],
  fr: ['à', 'au', 'aux', 'de', 'des', 'du', 'en', 'et', 'la', 'le', 'les', 'un', 'une', 'sur', 'par', 'ou', 'pour'],
  es: ['a', 'al', 'de', 'del', 'el', 'la', 'las', 'los', 'lo', 'en', 'y', 'e', 'o', 'u', 'un', 'una', 'con', 'por', 'para', 'sin', 'su', 'sus'],
  it: ['a', 'ad', 'al', 'da', 'dal', 'di', 'del', 'e', 'ed', 'i', 'il', 'in', 'la', 'le', 'lo', 'gli', 'o', 'per', 'su', 'sul', 'un', 'una', 'con', 'tra', 'fra'],
  de: ['in', 'im', 'an', 'am', 'auf', 'und', 'zu', 'zum', 'zur', 'mit', 'von', 'vom', 'für', 'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'bei', 'aus'],
}

/**
 * Phrases of Chinese and Japanese that are one word to a reader, though written without spaces: the site's
 * glossary terms (content/glossary.yaml) and the product's slogans. Japanese katakana words are kept whole in
 * any case (KATAKANA_WORD), so only their mixed or kanji compounds are listed.
 */
const FIXED_PHRASES: Record<string, readonly string[]> = {
  zh: ['邊看邊賺', '創作者代幣', '平台代幣', '流動性池', '代幣經濟', '交易量', '短影音', '即將推出'],
  ja: ['流動性プール', '取引高', '近日公開', '見るだけで稼げる'],
}

/** A Japanese katakana word, with its long-vowel mark and middle dots: "ウォッチ・トゥ・アーン", "プレセール". */
const KATAKANA_WORD = /[\p{Script=Katakana}ー・]{2,}/gu

/** French typography: a no-break space before a colon, a narrow one before ; ! ? (as the French copy has them). */
const FRENCH_PUNCTUATION = / ([:;!?])/g

const joinCharacters = (phrase: string) => [...phrase].join(WORD_JOINER)

/** `text` with the breaks its language forbids taken out (see the top of this file). */
export function keepTogether(text: string, locale: string): string {
  const language = new Intl.Locale(locale).language
  let result = text
    // A hyphenated compound, in any language: "Watch-to-Earn", "Creator-Coins".
    .replace(/(?<=\p{L})-(?=\p{L})/gu, `-${WORD_JOINER}`)
    // A figure and the word after it: "24 hours", "2 millions" (a figure, not the end of a name like "Web3").
    .replace(/(?<![\p{L}\p{N}])(\p{N}[\p{N}.,\u00a0\u202f]*%?) (?=\p{L})/gu, `$1${NO_BREAK_SPACE}`)
  const words = LEANING_WORDS[language]
  if (words) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}’'-])(${words.join('|')}) (?=\\S)`, 'giu')
    // A run of them ("à la", "и в") binds word by word: a bound space is no longer a plain space.
    result = result.replace(pattern, `$1${NO_BREAK_SPACE}`)
  }
  if (language === 'fr') {
    result = result.replace(FRENCH_PUNCTUATION, (_, mark: string) => `${mark === ':' ? NO_BREAK_SPACE : '\u202f'}${mark}`)
  }
  for (const phrase of FIXED_PHRASES[language] ?? []) result = result.replaceAll(phrase, joinCharacters(phrase))
  if (language === 'ja') result = result.replace(KATAKANA_WORD, joinCharacters)
  return result
}
