/** A change of text as a word diff, safe Markdown: what every row of the report shows. */
import { diffArrays, diffChars } from 'diff'
import { safeText } from './markdown.ts'

const CONTEXT_WORDS = 4

/**
 * One changed block as `…before ~~old~~ **new** after…`, with a few words of context on each side, every word made
 * safe (markdown.ts). Words are split at spaces only, so that a figure (`$24,000`) changes as a whole. Never cut:
 * the whole change is shown, however long.
 */
/**
 * A text that changed, appeared or went away, as a row shows it: the word diff of the two, the new text in bold, or
 * the old one struck through.
 */
export function textChange(before: string | undefined, after: string | undefined): string {
  if (before !== undefined && after !== undefined) return wordDiff(before, after)
  return after !== undefined ? `**${safeText(after)}**` : `~~${safeText(before ?? '')}~~`
}

export function wordDiff(before: string, after: string): string {
  const words = (text: string) => text.split(/\s+/).filter(Boolean)
  const parts = diffArrays(words(before), words(after))
  const out: string[] = []
  parts.forEach((part, index) => {
    const text = part.value.join(' ')
    const next = parts[index + 1]
    if (
      part.removed &&
      next?.added &&
      part.value.length === 1 &&
      next.value.length === 1 &&
      (text.length > LONG_WORD || CJK.test(text))
    ) {
      // Chinese and Japanese write a sentence without spaces: compare that "word" character by character.
      out.push(characterDiff(text, next.value[0]!))
      next.value = []
    } else if (part.added && part.value.length === 0) return
    else if (part.removed) out.push(`~~${safeText(text)}~~`)
    else if (part.added) out.push(`**${safeText(text)}**`)
    else {
      const first = index === 0
      const last = index === parts.length - 1
      if (!first && !last && part.value.length <= CONTEXT_WORDS * 2) out.push(safeText(text))
      else {
        // An ellipsis only where words were left out.
        const cut = part.value.length > CONTEXT_WORDS
        const head = part.value.slice(0, CONTEXT_WORDS).join(' ')
        const tail = part.value.slice(-CONTEXT_WORDS).join(' ')
        // A sentence without spaces is one "word": its context is kept to a few characters.
        const long = (context: string) => CJK.test(context) && context.length > CONTEXT_CHARACTERS * 3
        if (!first)
          out.push(
            long(head) ? `${safeText(head.slice(0, CONTEXT_CHARACTERS * 2))}…` : `${safeText(head)}${cut ? '…' : ''}`,
          )
        if (!last)
          out.push(
            long(tail) ? `…${safeText(tail.slice(-CONTEXT_CHARACTERS * 2))}` : `${cut ? '…' : ''}${safeText(tail)}`,
          )
      }
    }
  })
  return out.join(' ')
}

const LONG_WORD = 20
/** Scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const CONTEXT_CHARACTERS = 12

/** `…context~~old~~**new**context…` for text without spaces, a few characters of context on each side. */
function characterDiff(before: string, after: string): string {
  const parts = diffChars(before, after)
  return parts
    .map((part, index) => {
      if (part.removed) return `~~${safeText(part.value)}~~`
      if (part.added) return `**${safeText(part.value)}**`
      const first = index === 0
      const last = index === parts.length - 1
      if (!first && !last && part.value.length <= CONTEXT_CHARACTERS * 2) return safeText(part.value)
      // An ellipsis only where characters were left out.
      const cut = part.value.length > CONTEXT_CHARACTERS
      const head = first ? '' : `${safeText(part.value.slice(0, CONTEXT_CHARACTERS))}${cut ? '…' : ''}`
      const tail = last ? '' : `${cut ? '…' : ''}${safeText(part.value.slice(-CONTEXT_CHARACTERS))}`
      return `${head}${tail}`
    })
    .join('')
}
