/**
 * The typography of a language that needs no person to apply, set on text as it is rendered (issue 43): French
 * no-break spaces before high punctuation and inside guillemets, the spaced dash of French and German, and no
 * half-width space after a full-width mark in Japanese and Chinese. What needs a reader to decide (which quotes,
 * spaces around a Latin word in Japanese) is a translator note instead (scripts/translation/typographyNotes.ts).
 * TRANSLATING.md, "House style", writes each language's rules down.
 * CAREFUL HERE: this runs on text nodes only (never code, links' targets, figures or the address, which are nodes
 * of their own), and each rule needs a space or a word around the mark, so "https://", "12:30" and "?q=" stay.
 */

/** U+00A0: the French space before ":" (as most of the French copy has it). */
const NO_BREAK_SPACE = '\u00a0'
/** U+202F: the French space before ; ! ? and inside « » (espace fine insécable). */
const NARROW_NO_BREAK_SPACE = '\u202f'

/** Full-width marks after which Japanese and Chinese set no space ("。**次**", not "。 **次**"). */
export const FULL_WIDTH_MARK = /[。、！？：；，」』）】〉》]/u

function french(text: string, before: string): string {
  return (
    text
      // A plain space before the mark becomes a no-break one.
      .replace(/[ \u00a0\u202f]+([;!?])/g, `${NARROW_NO_BREAK_SPACE}$1`)
      // A narrow one before ":" too: the house style sets U+00A0 there (issue 49).
      .replace(/[ \u202f]+:/g, `${NO_BREAK_SPACE}:`)
      // A missing space is added after a word, before the end of the sentence or a space ("Pourquoi?" → "Pourquoi ?").
      .replace(/(?<=[\p{L}\p{N}»)’%])([;!?])(?=\s|$|[»)])/gu, `${NARROW_NO_BREAK_SPACE}$1`)
      .replace(/(?<=[\p{L}»)’%])(:)(?=\s|$)/gu, `${NO_BREAK_SPACE}$1`)
      .replace(/^([;!?])/u, mark => (/[\p{L}\p{N}»)]$/u.test(before) ? `${NARROW_NO_BREAK_SPACE}${mark}` : mark))
      .replace(/«[ \u00a0\u202f]*/g, `«${NARROW_NO_BREAK_SPACE}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NARROW_NO_BREAK_SPACE}»`)
  )
}

/** The spaced dash of French and German is the en dash ("Gedankenstrich", "tiret"): " — " becomes " – ". */
const spacedEnDash = (text: string) => text.replace(/(?<=\S) — (?=\S)/g, ' – ')

function unspacedAfterFullWidth(text: string, before: string): string {
  const result = text.replace(new RegExp(`(${FULL_WIDTH_MARK.source})[ \\t]+`, 'gu'), '$1')
  return FULL_WIDTH_MARK.test(before.slice(-1)) ? result.replace(/^[ \t]+/, '') : result
}

/**
 * `text` set as `locale` sets it. `before`: the text rendered just before it in the same block (the end of a `**bold**`
 * run), so that a rule across two text nodes applies too.
 */
export function typeset(text: string, locale: string, before = ''): string {
  switch (new Intl.Locale(locale).language) {
    case 'fr':
      return spacedEnDash(french(text, before))
    case 'de':
      return spacedEnDash(text)
    case 'ja':
    case 'zh':
      return unspacedAfterFullWidth(text, before)
    default:
      return text
  }
}
