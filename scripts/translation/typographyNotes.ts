/**
 * Typography that needs a person (issue 43): a language's quotation marks, spacing between CJK and a Latin word, and
 * in catalogs (which nothing typesets) French spaces. Notes in MDX (src/i18n/typeset.ts sets the rest), refused in a
 * catalog (glossaryCheck.ts). The rules are TRANSLATING.md's, "House style".
 */
import type { Problem } from '../core/problems.ts'
import type { ReaderLine } from './readerText.ts'

/** The quotation marks of each language that has its own, as TRANSLATING.md ("House style") gives them. */
export const QUOTES: Readonly<Record<string, string>> = {
  es: '“…”',
  it: '«…»',
  ko: '“…”',
  fr: '«\u202f…\u202f»',
  de: '„…“',
  ru: '«…»',
}

/**
 * Quotation marks that are another language's (a regular expression source per language with its own): straight
 * quotes around a word anywhere, and the marks of the other families; German's “ only closes. Also read by
 * scripts/check/typographyRules.ts.
 */
export const WRONG_QUOTES: Readonly<Record<string, { pattern: string; own: string }>> = Object.fromEntries(
  Object.entries({
    es: '[«»„]|(?<![\\p{L}])‘',
    ko: '[«»„]|(?<![\\p{L}])‘',
    it: '(?<![\\p{L}])[“„]',
    ru: '(?<![\\p{L}])“',
    fr: '(?<![\\p{L}])[“„]',
    de: '[«»]|(?<![\\p{L}\\p{N}.,!?…})’])“',
  }).map(([language, pattern]) => [language, { pattern: `"[^"\\n]+"|${pattern}`, own: QUOTES[language]! }]),
)

const JAPANESE = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー]'
const LATIN = '[\\p{Script=Latin}\\p{Nd}]'
/**
 * Japanese sets a Latin word or figure against its text, without a space ("Solana発のWeb3", "DMを送る"); a
 * placeholder ("{page}ページ目") is a word or figure too.
 */
const JAPANESE_SPACED = new RegExp(`${JAPANESE} +(?:${LATIN}|\\{)|(?:${LATIN}|\\}) +${JAPANESE}`, 'u')
/** Traditional Chinese spaces Han from a Latin word or figure ("Solana 上的 Web3", "24 小時"). */
const CHINESE_UNSPACED = new RegExp(`\\p{Script=Han}${LATIN}|${LATIN}\\p{Script=Han}`, 'u')
/** A French high mark with a plain space or none before it (a catalog: content is set at render). */
const FRENCH_UNSET = /(?: [:;!?])|(?:[\p{L}\p{N}][;!?](?=\s|$))|(?:\p{L}:(?=\s|$))|(?:« )|(?: »)/u

type Kind = 'content' | 'catalog'

export function typographyNotes(file: string, lines: readonly ReaderLine[], locale: string, kind: Kind): Problem[] {
  const language = new Intl.Locale(locale).language
  const notes: Problem[] = []
  const note = (line: number, message: string, fix: string) => notes.push({ file, line, field: 'style', message, fix })
  for (const { line, text } of lines) {
    const wrong = WRONG_QUOTES[language] && new RegExp(WRONG_QUOTES[language].pattern, 'u').exec(text)
    if (wrong) {
      note(
        line,
        `quotation marks that are not ${language}'s: ${wrong[0]}`,
        `write ${language} quotation marks, ${QUOTES[language]} (TRANSLATING.md, "House style")`,
      )
    }
    if (language === 'ja') {
      const spaced = JAPANESE_SPACED.exec(text)
      if (spaced)
        note(
          line,
          `a space between Japanese and a Latin word ("${spaced[0]}")`,
          'write them together, as the rest of the site does ("Solana発のWeb3", "DMを送る")',
        )
    }
    if (locale === 'zh-TW') {
      const unspaced = CHINESE_UNSPACED.exec(text)
      if (unspaced)
        note(
          line,
          `no space between Chinese and a Latin word or figure ("${unspaced[0]}")`,
          'put one space between them, as the rest of the site does ("Solana 上的 Web3")',
        )
    }
    if (language === 'fr' && kind === 'catalog') {
      const unset = FRENCH_UNSET.exec(text)
      if (/\u202f:/u.test(text))
        note(
          line,
          '":" after a narrow no-break space (U+202F)',
          'write a no-break space (U+00A0) before ":"; the narrow one goes before ; ! ? and inside « »',
        )
      else if (unset)
        note(
          line,
          `"${unset[0].trim()}" without its no-break space`,
          'write a no-break space (U+00A0) before ":", a narrow one (U+202F) before ; ! ? and inside « »',
        )
    }
  }
  return notes
}
