/**
 * Text from the compared sites, made safe for a pull-request comment: whatever a page says (Markdown, HTML,
 * `@mentions`, `#123`, links, invisible characters) may not format the comment, notify anyone, link anywhere or hide
 * from the reviewer.
 *
 * CAREFUL HERE: a word that could be live on GitHub (`@`, `#`, a scheme, a dot between letters) is shown as a code
 * span, where GitHub renders no Markdown, mention, reference or autolink, and the reviewer sees the address as typed.
 * Not an invisible U+2060 after `@`: a reviewer copying it would copy a look-alike handle. Other words have their
 * Markdown and HTML characters escaped; invisible and bidi controls are shown by name (`U+202E`).
 */

/**
 * Invisible characters (zero-width, joiners, bidi controls, BOM, soft hyphen, tags, Hangul fillers), controls, and
 * white space other than a space. CAREFUL HERE: a newline in a code span ends a table row, and twice the paragraph:
 * what follows is live Markdown again.
 */
const INVISIBLE =
  /[\p{Cc}\u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]/gu
/**
 * What GitHub could make a mention, reference, link or emoji (GFM links `_www.x.com` too). A host's dot is followed
 * by a lower-case letter or digit (`pump.fun`), so `videos.Noch` (two sentences) stays a word.
 */
const LIVE = /[@#]|:\/\/|^[a-z][\w+.-]*:\S|www\./iu
const HOST = /\p{L}\.[\p{Ll}\p{N}]/u
/** Markdown and HTML punctuation, escaped with a backslash; not `|`, which formatMarkdownTable escapes in a cell. */
const PUNCTUATION = /[\\`*_{}[\]()<>#+!~&^$=-]/g

/** A character by its code point: `U+202E`. */
export const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
const showInvisible = (text: string) => text.replace(INVISIBLE, character => `⟨${codePoint(character)}⟩`)

/** `text` as a code span, invisible characters shown by name, fenced by one backtick more than its longest run. */
export function code(shown: string): string {
  const text = showInvisible(shown)
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map(match => match[0].length))
  const fence = '`'.repeat(longest + 1)
  const pad = text.startsWith('`') || text.endsWith('`') || text.startsWith(' ') ? ' ' : ''
  // `|` still splits a table cell inside a code span; formatMarkdownTable escapes it, which GFM undoes in the span.
  return `${fence}${pad}${text}${pad}${fence}`
}

/** One word as safe Markdown, split at brackets and quotes: in `Reelfi](https://x.app/y):` only the address is code. */
function safeWord(word: string): string {
  return word
    .split(/([[\]()<>{}"'“”‘’「」『』（）]+)/u)
    .map(part => {
      const visible = showInvisible(part)
      if (LIVE.test(visible) || HOST.test(visible) || visible !== part) return code(visible)
      return visible.replace(PUNCTUATION, '\\$&')
    })
    .join('')
}

/** Untrusted text as Markdown that renders as the same words and does nothing else. */
export function safeText(text: string): string {
  return text
    .split(/(\s+)/)
    .map(part => (/^\s*$/.test(part) ? (part ? ' ' : '') : safeWord(part)))
    .join('')
}
