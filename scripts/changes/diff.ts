/** Diffs on jsdiff: the runs of items that changed between two lists, and a text change as a safe word diff. */
import { type ChangeObject, diffArrays, diffChars } from 'diff'
import { safeText } from './markdown.ts'

/** Each run of items removed and the items added in their place (either may be empty), in order. */
export function changedRuns<T>(
  before: T[],
  after: T[],
  comparator?: (a: T, b: T) => boolean,
): { removed: T[]; added: T[] }[] {
  const runs: { removed: T[]; added: T[] }[] = []
  let removed: T[] = []
  for (const part of diffArrays(before, after, comparator ? { comparator } : {})) {
    if (part.removed) removed = part.value
    else if (part.added || removed.length > 0) {
      runs.push({ removed, added: part.added ? part.value : [] })
      removed = []
    }
  }
  if (removed.length > 0) runs.push({ removed, added: [] })
  return runs
}

/** Each changed item with the one it replaces, by position in its run: `[old, new]`, either missing. */
export function replacements<T>(
  before: T[],
  after: T[],
  comparator?: (a: T, b: T) => boolean,
): [T | undefined, T | undefined][] {
  return changedRuns(before, after, comparator).flatMap(({ removed, added }) =>
    Array.from({ length: Math.max(removed.length, added.length) }, (_, index): [T | undefined, T | undefined] => [
      removed[index],
      added[index],
    ]),
  )
}

const CONTEXT_WORDS = 4
const CONTEXT_CHARACTERS = 12
const LONG_WORD = 20
/** Scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

/** A few words (or characters) of an unchanged run beside a change, with an ellipsis only where some were left out. */
function context(units: string[], join: string, keep: number, side: 'head' | 'tail'): string {
  let text = (side === 'head' ? units.slice(0, keep) : units.slice(-keep)).join(join)
  // A sentence without spaces is one "word": its context is kept to a few characters.
  const long = join === ' ' && CJK.test(text) && text.length > CONTEXT_CHARACTERS * 3
  if (long) text = side === 'head' ? text.slice(0, CONTEXT_CHARACTERS * 2) : text.slice(-CONTEXT_CHARACTERS * 2)
  const dots = units.length > keep || long ? '…' : ''
  return side === 'head' ? `${safeText(text)}${dots}` : `${dots}${safeText(text)}`
}

/** The parts of a diff as Markdown: removed struck through, added in bold, unchanged runs shortened to context. */
function marked(parts: ChangeObject<string[]>[], join: string, keep: number): string[] {
  return parts.flatMap((part, index) => {
    const text = part.value.join(join)
    const next = parts[index + 1]
    const oneWord = part.value.length === 1 && next?.added && next.value.length === 1
    if (part.removed && join === ' ' && oneWord && (text.length > LONG_WORD || CJK.test(text))) {
      // Chinese and Japanese write a sentence without spaces: compare that "word" character by character.
      const replaced = next!.value[0]!
      next!.value = []
      return [characterDiff(text, replaced)]
    }
    if (part.removed) return [`~~${safeText(text)}~~`]
    if (part.added) return part.value.length > 0 ? [`**${safeText(text)}**`] : []
    const first = index === 0
    const last = index === parts.length - 1
    if (!first && !last && part.value.length <= keep * 2) return [safeText(text)]
    return [
      ...(first ? [] : [context(part.value, join, keep, 'head')]),
      ...(last ? [] : [context(part.value, join, keep, 'tail')]),
    ]
  })
}

/** `…context~~old~~**new**context…` for text without spaces, a few characters of context on each side. */
function characterDiff(before: string, after: string): string {
  const parts = diffChars(before, after).map(part => ({ ...part, value: part.value.split('') }))
  return marked(parts, '', CONTEXT_CHARACTERS).join('')
}

/**
 * One changed block as `…before ~~old~~ **new** after…`, every word made safe, never cut. Words are split at spaces
 * only, so that a figure (`$24,000`) changes as a whole.
 */
export function wordDiff(before: string, after: string): string {
  const words = (text: string) => text.split(/\s+/).filter(Boolean)
  return marked(diffArrays(words(before), words(after)), ' ', CONTEXT_WORDS).join(' ')
}

/** A text that changed (a word diff), appeared (bold) or went away (struck through). */
export function textChange(before: string | undefined, after: string | undefined): string {
  if (before !== undefined && after !== undefined) return wordDiff(before, after)
  return after !== undefined ? `**${safeText(after)}**` : `~~${safeText(before ?? '')}~~`
}
