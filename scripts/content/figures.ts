/**
 * Figures typed as text. A figure on the site comes from a constant (`<Constant name>`, `{name}`, an ICU argument),
 * so a translation may not write digits its English original does not have as text: "0,5 %" instead of the fee.
 */
import { normaliseText } from './suspiciousText.ts'

/** Digits of any script, after NFKC (full-width digits are ASCII then). */
const DIGITS = /\p{Nd}+/gu

/** The runs of digits in `text`, each as its ASCII value without leading zeros ("０５" → "5"). */
export function figuresIn(text: string): string[] {
  return [...normaliseText(text).matchAll(DIGITS)].map(([run]) => {
    const ascii = [...run].map((digit) => String(digitValue(digit))).join('')
    return ascii.replace(/^0+(?=\d)/, '')
  })
}

function digitValue(digit: string): number {
  // Unicode's decimal digits come in runs of ten, 0 to 9 (NFKC has already made full-width ones ASCII).
  let zero = digit.codePointAt(0)!
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--
  return (digit.codePointAt(0)! - zero) % 10
}

/** A figure as it is tracked: its value and the line it is on. */
export interface Figure {
  value: string
  line: number
}

/** The figures of `translation` that `english` does not have as text. */
export function typedFigures(english: readonly string[], translation: readonly Figure[]): Figure[] {
  const known = new Set(english)
  return translation.filter((figure) => !known.has(figure.value))
}

export const FIGURE_FIX = 'write it with <Constant name="…" /> (in frontmatter {name}) so the figure comes from content/constants.yaml, or in words as the English does'
