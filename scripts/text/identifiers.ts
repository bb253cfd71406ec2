/**
 * The allow-list of a translation: every identifier-shaped token it types must be stated by its English, the
 * glossary or the registry of official links, so that shapes no list thought of (a `.рф` domain, `t・me/…`, the first
 * characters of an address) are refused too. A token is identifier-shaped with `.`, `/`, `@`, `_` or `:` inside (or a
 * look-alike, UTS #39), a digit, an unusual case pattern (reelFi, GCihg), letters of two scripts in one word, or any
 * Latin letters in a CJK file. Plain words of an alphabetic language are the translation.
 */
import confusables from 'unhomoglyph/data.json' with { type: 'json' }
import { normaliseForHandles } from './normalise.ts'

/** Chinese, Japanese and Korean letters: a word of them is no token, and a Latin word among them is a name. */
const CJK_LETTER = '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}\\p{scx=Bopomofo}'
const CJK = new RegExp(`[${CJK_LETTER}]`, 'v')
/** A letter, mark or digit of a token, of any script but CJK's, or `_`. */
const NAME_CHARACTER = `[[\\p{L}\\p{M}\\p{N}_]--[${CJK_LETTER}]]`

/** The separators of names, and what each look-alike of them folds to. Full-width forms (．／＠) are NFKC's. */
const SEPARATOR_OF: Readonly<Record<string, string>> = {
  '.': '.',
  '·': '.',
  '/': '/',
  '@': '@',
  ':': ':',
  _: '_',
  '-': '-',
}
/** Every character Unicode's confusables data (UTS #39, by unhomoglyph) reads as a separator: ꞏ, ・, ∕, ꞉, ‐. */
const LOOK_ALIKES = new Map(
  Object.entries(confusables as Record<string, string>).flatMap(([from, to]) =>
    SEPARATOR_OF[to] && from !== to ? [[from, SEPARATOR_OF[to]!] as const] : [],
  ),
)
/**
 * Other punctuation glued between two letters reads as a dot too (reelfi⸳help): only a name glues two words with a
 * point. Not a sentence's punctuation typed without its space, nor brackets and quotes (Solana（SOL）).
 */
const SENTENCE_PUNCTUATION = new Set([',', ';', '!', '?', '¡', '¿', '"', "'", '’', '%', '‰', '…', '、', '，', '#', '*'])
const escaped = (character: string) => `\\u{${character.codePointAt(0)!.toString(16)}}`
const GLUED = new RegExp(
  `(?<=${NAME_CHARACTER})[\\p{Po}\\p{Pd}${[...LOOK_ALIKES.keys()]
    .filter(key => [...key].length === 1)
    .map(escaped)
    .join('')}](?=${NAME_CHARACTER}|[@\\/])`,
  'gv',
)
const fold = (character: string) => {
  const separator = SEPARATOR_OF[character] ?? LOOK_ALIKES.get(character)
  if (separator) return separator
  return /\p{Po}/u.test(character) && !SENTENCE_PUNCTUATION.has(character) ? '.' : character
}

/** Letters of any script (CJK aside), digits and the separators of names: one token is one run of them. */
const TOKEN = new RegExp(`[[\\p{L}\\p{M}\\p{N}_.\\/@:'’\\-]--[${CJK_LETTER}]]+`, 'gv')

/** The text as the allow-list reads it: NFKC, invisible characters gone, look-alikes of separators folded. */
export function identifierText(text: string): string {
  return normaliseForHandles(text).replace(GLUED, fold)
}

/** A token without the punctuation around it: cut by a loop, as /[…]+$/ is quadratic on a crafted 200 KB token. */
const TRAILING = new Set(['.', ':', "'", '’', '/', '@', '_', '-'])
const trim = (token: string) => {
  const start = token.replace(/^[./:'’_-]+/u, '')
  let end = start.length
  while (end > 0 && TRAILING.has(start[end - 1]!)) end--
  return start.slice(0, end)
}

/** A letter of any script but Latin (a RegExp of the `v` flag, built at run time: tsc targets ES2022). */
// biome-ignore lint/complexity/useRegexLiterals: a `v` literal fails tsc, which targets ES2022
const NON_LATIN_LETTER = new RegExp('[\\p{L}--\\p{Script=Latin}]', 'v')

/** Whether a token is shaped like an identifier (see above). A figure alone is not: figures are compared by value. */
export function isIdentifierShaped(token: string, cjk: boolean): boolean {
  if (/^[\p{Nd}.,:/]+$/u.test(token)) return false
  if (cjk) return true
  if (/[_@]/.test(token)) return true
  // A dot, slash or colon between two letters or digits: reelfi.help, t.me/x, name.bonk, telegram:reelfi.
  if (/[\p{L}\p{Nd}][./:][\p{L}\p{Nd}]/u.test(token)) return true
  if (/\p{Nd}/u.test(token)) return true
  // reelFi, ReelFI, rEELFI: a capital after a small letter (not a word of any language's spelling).
  if (/\p{Ll}\p{Lu}/u.test(token)) return true
  // GCihg, ABcd: capitals run into small letters (the first characters of an address); NFTs and IDs are plurals.
  // Four characters, not /\p{Lu}{2,}\p{Ll}{2,}/: the same strings without its quadratic backtracking.
  if (/\p{Lu}\p{Lu}\p{Ll}\p{Ll}/u.test(token)) return true
  // reelfіsupport (a Cyrillic і): a word is written in one script. A compound's parts are read apart (NFT-маркетплейс).
  return token.split('-').some(part => /\p{Script=Latin}/u.test(part) && NON_LATIN_LETTER.test(part))
}

/** `{name}` and `{name:form}` are placeholders, compared as such (facts.ts); not tokens of the text. */
const PLACEHOLDER = /\{\w+(?::\w+)?\}/g

/**
 * The identifier-shaped tokens of `text`, as typed (look-alikes folded). `cjk`: the text is of a CJK file, where
 * every Latin word is a name; without it, text with CJK letters is read so.
 */
export function identifierTokens(text: string, cjk = false): string[] {
  const tokens: string[] = []
  const folded = identifierText(text).replace(PLACEHOLDER, ' ')
  cjk ||= CJK.test(folded)
  for (const [raw] of folded.matchAll(TOKEN)) {
    const token = trim(raw)
    if (/[\p{L}\p{Nd}]/u.test(token) && isIdentifierShaped(token, cjk)) tokens.push(token)
  }
  return tokens
}

const NOT_BEFORE = /[\p{L}\p{Nd}\p{M}_@]/u
const NOT_AFTER = /[\p{L}\p{Nd}\p{M}_]/u

/** Runs of letters, digits and marks: a stated token starts and ends on the edges of these, in its source. */
const PIECE = /[\p{L}\p{Nd}\p{M}]+/gu

/**
 * A lowercased, folded text with where each of its pieces starts: only the places of a token's rarest piece are
 * tried, so a crafted pair of 200 KB texts is read in well under a second.
 */
interface Indexed {
  text: string
  starts: Map<string, number[]>
}
function indexed(text: string): Indexed {
  const starts = new Map<string, number[]>()
  for (const match of text.matchAll(PIECE)) {
    const list = starts.get(match[0])
    if (list) list.push(match.index)
    else starts.set(match[0], [match.index])
  }
  return { text, starts }
}

/**
 * Whether `token` is stated by `source` (English unit's text, glossary): the same characters, case aside, as a whole
 * token, never part of a longer one (an address's first characters are not the address); a word of a name stated in
 * full is stated too (`reelfi_app` in `t.me/reelfi_app`). A search, not a RegExp per token (about 1 ms to compile,
 * and a crafted line holds tens of thousands of tokens).
 */
function statesInLowercase(source: Indexed, token: string): boolean {
  const { text } = source
  const needle = token.toLowerCase()
  let rarest: { at: number[]; offset: number } | undefined
  for (const piece of needle.matchAll(PIECE)) {
    const at = source.starts.get(piece[0]) ?? []
    if (!rarest || at.length < rarest.at.length) rarest = { at, offset: piece.index }
  }
  if (!rarest) return false
  for (const pieceAt of rarest.at) {
    const at = pieceAt - rarest.offset
    if (at < 0 || !text.startsWith(needle, at)) continue
    const before = String.fromCodePoint(text.codePointAt(at - 1) ?? 32)
    const after = String.fromCodePoint(text.codePointAt(at + needle.length) ?? 32)
    // A letter outside the Basic Multilingual Plane is two code units: its low half alone is no letter, read the pair.
    const beforePair = at >= 2 ? text.slice(at - 2, at) : ''
    if (
      NOT_BEFORE.test(before) ||
      (beforePair.length === 2 && beforePair.codePointAt(0)! > 0xffff && NOT_BEFORE.test(beforePair))
    )
      continue
    if (NOT_AFTER.test(after)) continue
    return true
  }
  return false
}

/**
 * The tokens of a translated text that neither its English nor any of `allowed` (lowercase) states, nor
 * `allowedText` (the glossary's forms, already passed through identifierText).
 */
export function unstatedTokens(
  english: string,
  translation: string,
  allowed: ReadonlySet<string> = new Set(),
  allowedText = '',
  cjk = false,
): string[] {
  const unstated: string[] = []
  const tokens = identifierTokens(translation, cjk)
  if (tokens.length === 0) return unstated
  const source = indexed(identifierText(english).toLowerCase())
  for (const token of new Set(tokens)) {
    const lower = token.toLowerCase()
    if (allowed.has(lower) || allowed.has(lower.replace(/^@/, '')) || statesInLowercase(source, token)) continue
    if (allowedText !== '' && statesInLowercase(indexedAllowed(allowedText), token)) continue
    unstated.push(token)
  }
  return unstated
}

/** The last allowed text indexed: a locale's many units share one (the glossary's forms), indexed once. */
let lastAllowed: Indexed & { of: string } = { of: '', text: '', starts: new Map() }
function indexedAllowed(allowedText: string): Indexed {
  // `allowedText` is folded already (compare.ts allowListOf).
  if (lastAllowed.of !== allowedText) lastAllowed = { of: allowedText, ...indexed(allowedText.toLowerCase()) }
  return lastAllowed
}
