/**
 * Where a title may not break, per language. A short preposition, article or conjunction
 * stays with the word after it (Russian "на Solana", French "à la", German "auf Solana"), a figure with its unit,
 * a hyphenated compound whole ("Watch-to-Earn"), and a fixed phrase of Chinese or Japanese in one piece ("邊看邊賺",
 * "クリエイターコイン"), which line breaking would otherwise cut anywhere between two characters (issue 34).
 * The rule is written into the text before layout, with characters every line breaker honours (Unicode UAX #14):
 * a no-break space (U+00A0) where a space stays, a word joiner (U+2060, invisible) where there is none.
 * The Open Graph cards use it (scripts/build/ogImages.ts); Korean needs none: the card breaks it between words
 * (word-break: keep-all), as the page does. The short words of each language are in typography.ts; the fixed
 * phrases are the glossary's terms (content/glossary.yaml), which the build passes in.
 */
import { typographyOf } from './typography.ts'
import { typeset } from './typeset.ts'

const NO_BREAK_SPACE = '\u00a0'
const WORD_JOINER = '\u2060'

/** A phrase written without spaces in Han or kana: the only kind that needs joining (Latin ones break at spaces). */
const UNSPACED_PHRASE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・]+$/u

/** A Japanese katakana word, with its long-vowel mark and middle dots: "ウォッチ・トゥ・アーン", "プレセール". */
const KATAKANA_WORD = /[\p{Script=Katakana}ー・]{2,}/gu

const joinCharacters = (phrase: string) => [...phrase].join(WORD_JOINER)

/**
 * Splits a Japanese or Chinese text into phrases (BudouX's parse, passed in by the build: src/ imports no package for
 * it).
 */
export type PhraseSegmenter = (text: string) => string[]

const UNBREAKABLE_PAIR = /[\s\u00a0\u202f\u2060]/u

/**
 * Japanese or Chinese text that breaks only between phrases (issue 43: "くださ/い", "開/始"): a word joiner between
 * every two characters of a phrase, none between phrases, where a line may break. A fixed phrase or a katakana word
 * across a phrase boundary is kept whole too.
 */
function breakAtPhrases(
  text: string,
  segment: PhraseSegmenter,
  fixedPhrases: readonly string[],
  language: string,
): string {
  const phrases = segment(text)
  let offset = 0
  /** Where each phrase ends: the places a line may break. */
  const ends = phrases.map(phrase => (offset += phrase.length))
  const boundaries = new Set(ends)
  // BudouX's Chinese model leaves a one-character word alone ("Reelfi 絕|不會", issue 49): it leans on its
  // neighbour, the next phrase, or the one before at the end of the title.
  if (language === 'zh')
    phrases.forEach((phrase, index) => {
      if (/(?:^|\P{Script=Han})\p{Script=Han}$/u.test(phrase))
        boundaries.delete(index < phrases.length - 1 ? ends[index]! : (ends[index - 1] ?? 0))
    })
  // Japanese phrases end in kana; a boundary between two kanji cuts a compound ("分配方|法", "方|向性").
  if (language === 'ja')
    for (const at of boundaries) if (/\p{Script=Han}{2}/u.test(text.slice(at - 1, at + 1))) boundaries.delete(at)
  const whole = [...fixedPhrases.filter(phrase => UNSPACED_PHRASE.test(phrase))]
  if (language === 'ja') whole.push(...(text.match(KATAKANA_WORD) ?? []))
  for (const phrase of whole) {
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
      for (let inside = at + 1; inside < at + phrase.length; inside++) boundaries.delete(inside)
    }
  }
  let result = text[0] ?? ''
  for (let index = 1; index < text.length; index++) {
    const [before, after] = [text[index - 1]!, text[index]!]
    const latinPair = /[\p{Script=Latin}\p{N}]/u.test(before) && /[\p{Script=Latin}\p{N}]/u.test(after)
    if (!boundaries.has(index) && !UNBREAKABLE_PAIR.test(before) && !UNBREAKABLE_PAIR.test(after) && !latinPair)
      result += WORD_JOINER
    result += after
  }
  return result
}

/**
 * `text` with the breaks its language forbids taken out (see the top of this file), set as its language sets it
 * (typeset.ts: French no-break spaces). `fixedPhrases`: the phrases of Chinese or Japanese to keep in one piece (the
 * build passes the locale's glossary terms). `segment`: for Japanese and Chinese, a phrase segmenter; the text
 * then breaks only between its phrases.
 */
export function keepTogether(
  text: string,
  locale: string,
  fixedPhrases: readonly string[] = [],
  segment?: PhraseSegmenter,
): string {
  const language = new Intl.Locale(locale).language
  let result = typeset(text, locale)
    // A hyphenated compound, in any language: "Watch-to-Earn", "Creator-Coins".
    .replace(/(?<=\p{L})-(?=\p{L})/gu, `-${WORD_JOINER}`)
    // A figure and the word after it: "24 hours", "2 millions" (a figure, not the end of a name like "Web3").
    .replace(/(?<![\p{L}\p{N}])(\p{N}[\p{N}.,\u00a0\u202f]*%?) (?=\p{L})/gu, `$1${NO_BREAK_SPACE}`)
  const words = typographyOf(locale).leaningWords
  if (words.length > 0) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}’'-])(${words.join('|')}) (?=\\S)`, 'giu')
    // A run of them ("à la", "и в") binds word by word: a bound space is no longer a plain space.
    result = result.replace(pattern, `$1${NO_BREAK_SPACE}`)
  }
  if (segment && (language === 'ja' || language === 'zh'))
    return breakAtPhrases(result, segment, fixedPhrases, language)
  // Longest first, so a phrase inside a longer one ("交易" in "交易量") does not join only part of it.
  for (const phrase of [...fixedPhrases].sort((a, b) => b.length - a.length)) {
    if (UNSPACED_PHRASE.test(phrase)) result = result.replaceAll(phrase, joinCharacters(phrase))
  }
  if (language === 'ja') result = result.replace(KATAKANA_WORD, joinCharacters)
  return result
}
