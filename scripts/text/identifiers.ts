/**
 * The allow-list of a translation: every identifier-shaped token it types must be stated by its English, the
 * glossary or the registry of official links. Lists of shapes (domains, handles, addresses: facts.ts) miss the
 * shapes nobody thought of (a `.рф` domain, `t・me/…`, a Telegram account without @, `name.bonk`, the first
 * characters of an address); a token that looks like a name a machine reads is refused unless it was given.
 *
 * Identifier-shaped: a token with `.`, `/`, `@`, `_` or `:` inside (or a look-alike of one: ・ ． ＠ ／ ： ·), with a
 * digit, with an unusual case pattern (reelFi, rEELFI: a capital after a small letter; GCihg: capitals run into small
 * letters), or, in Chinese, Japanese or
 * Korean text, any Latin word. Plain words of an alphabetic language are not: they are the translation.
 */

/** Characters that read as the separators of an address: folded to them before tokens are cut. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '・': '.',
  '･': '.',
  '·': '.',
  '•': '.',
  '‧': '.',
  '∙': '.',
  '⋅': '.',
  '。': '.',
  '｡': '.',
  '．': '.',
  '․': '.',
  '﹒': '.',
  '／': '/',
  '⁄': '/',
  '∕': '/',
  '⧸': '/',
  '＠': '@',
  '﹫': '@',
  '：': ':',
  '꞉': ':',
  ː: ':',
  '﹕': ':',
  '＿': '_',
}
// Between two letters or digits of an alphabet only: クリエイター・コイン and 。 ending a Japanese sentence are punctuation.
const NAME_CHARACTER = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{Nd}_]'
const LOOK_ALIKE = new RegExp(
  `(?<=${NAME_CHARACTER})[${Object.keys(LOOK_ALIKES).join('')}](?=${NAME_CHARACTER}|[@/])`,
  'gu',
)

/** Letters of alphabetic scripts, digits and the separators of names: one token is one run of them. */
const TOKEN = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Nd}\p{M}_./@:'’-]+/gu
/** Chinese, Japanese or Korean text: where a Latin word is a name, never a word of the language. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

/** The text as the allow-list reads it: NFKC, invisible characters gone, look-alikes of separators folded. */
export function identifierText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/[*~`]/g, '')
    .replace(LOOK_ALIKE, character => LOOK_ALIKES[character]!)
}

/**
 * A token without the punctuation that ends a sentence or a clause around it. The end is cut by a loop, not by
 * /[…]+$/: that pattern tries every run of dots inside a token to the end, quadratic on a crafted 200 KB token.
 */
const TRAILING = new Set(['.', ':', "'", '’', '/', '@', '_', '-'])
const trim = (token: string) => {
  const start = token.replace(/^[./:'’_-]+/u, '')
  let end = start.length
  while (end > 0 && TRAILING.has(start[end - 1]!)) end--
  return start.slice(0, end)
}

/**
 * Whether a token is shaped like an identifier (see above). A figure alone (25, 25.000, 2,5) is not: figures are
 * compared by value (facts.ts), however each language groups them.
 */
export function isIdentifierShaped(token: string, cjk: boolean): boolean {
  if (/^[\p{Nd}.,:/]+$/u.test(token)) return false
  if (/[_@]/.test(token)) return true
  // A dot, slash or colon between two letters or digits: reelfi.help, t.me/x, name.bonk, telegram:reelfi.
  if (/[\p{L}\p{Nd}][./:][\p{L}\p{Nd}]/u.test(token)) return true
  if (/\p{Nd}/u.test(token)) return true
  // reelFi, ReelFI, rEELFI: a capital after a small letter (not a word of any language's spelling).
  if (/\p{Ll}\p{Lu}/u.test(token)) return true
  // GCihg, ABcd: capitals run into small letters (the first characters of an address); NFTs and IDs are plurals.
  // Two capitals then two small letters: the same strings as /\p{Lu}{2,}\p{Ll}{2,}/, without its quadratic backtracking.
  if (/\p{Lu}\p{Lu}\p{Ll}\p{Ll}/u.test(token)) return true
  return cjk && /\p{Script=Latin}/u.test(token)
}

/**
 * Latin abbreviations that Japanese, Chinese and Korean write as words of their own where English spells the
 * words out ("a decentralized exchange" is DEX, "social media" SNS, "a direct message" DM, "a web address" URL,
 * "a feed reader" an RSS reader). A word added here is
 * allowed in every CJK translation: only common nouns, never a name, a ticker or an account.
 */
const CJK_LATIN_WORDS: ReadonlySet<string> = new Set(['DEX', 'SNS', 'DM', 'URL', 'RSS'])

/** `{name}` and `{name:form}` are placeholders, compared as such (facts.ts); not tokens of the text. */
const PLACEHOLDER = /\{\w+(?::\w+)?\}/g

/** The identifier-shaped tokens of `text`, as typed (after folding look-alikes). */
export function identifierTokens(text: string): string[] {
  const tokens: string[] = []
  const folded = identifierText(text).replace(PLACEHOLDER, ' ')
  const cjk = CJK.test(folded)
  for (const [raw] of folded.matchAll(TOKEN)) {
    const token = trim(raw)
    if (/[\p{L}\p{Nd}]/u.test(token) && isIdentifierShaped(token, cjk) && !(cjk && CJK_LATIN_WORDS.has(token)))
      tokens.push(token)
  }
  return tokens
}

const NOT_BEFORE = /[\p{L}\p{Nd}\p{M}_@]/u
const NOT_AFTER = /[\p{L}\p{Nd}\p{M}_]/u

/** Runs of letters, digits and marks: a stated token starts and ends on the edges of these, in its source. */
const PIECE = /[\p{L}\p{Nd}\p{M}]+/gu

/**
 * A lowercased, folded text with where each of its pieces starts. A stated token begins at a piece's start; only
 * the places of its rarest piece are tried, so a crafted pair of 200 KB texts is read in well under a second instead
 * of a search through the whole text per token.
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
 * Whether `token` is stated by `source` (the English unit's text, a glossary rendering): the same characters,
 * case aside, as a whole token, never as part of a longer one (the first characters of an address are not the
 * address). A word of a name stated in full is stated too (`reelfi_app` in `t.me/reelfi_app`). A search for the
 * lowercase token, not a RegExp built per token: compiling one costs about a millisecond, and a crafted line holds
 * tens of thousands of tokens. `source` is folded (identifierText), lowercased and indexed once per text.
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
): string[] {
  const unstated: string[] = []
  const tokens = identifierTokens(translation)
  if (tokens.length === 0) return unstated
  const source = indexed(identifierText(english).toLowerCase())
  // `allowedText` is folded already (compare.ts allowListOf).
  const allowedLower = indexed(allowedText.toLowerCase())
  for (const token of new Set(tokens)) {
    const lower = token.toLowerCase()
    if (allowed.has(lower) || allowed.has(lower.replace(/^@/, '')) || statesInLowercase(source, token)) continue
    if (allowedText !== '' && statesInLowercase(allowedLower, token)) continue
    unstated.push(token)
  }
  return unstated
}
