/**
 * Text from the compared sites, made safe to put in a pull-request comment. Everything a page says is untrusted:
 * a translation may carry Markdown, HTML, `@mentions`, `#123` references, links or invisible characters. None of it
 * may format the comment, notify anyone, link anywhere or hide from the reviewer.
 *
 * CAREFUL HERE: the chosen method is the code span. A word that could be live on GitHub (it holds `@`, `#`, a scheme
 * (`https:`, `mailto:`) or a dot between letters: a mention, a reference, an address, a domain) is shown as
 * `` `word` ``. Inside a code span GitHub renders no Markdown, no HTML, no mention, no reference and no autolink, and
 * the reviewer sees the address as typed rather than as a link they might follow. An invisible character after `@`
 * (U+2060) was the other candidate: it stops the mention too, but it is invisible, so a reviewer copying the text into
 * a reply copies a string that looks like a handle and is not, and any renderer that strips format characters makes
 * it live again.
 * Other words have every Markdown and HTML character escaped with a backslash. Invisible and bidirectional control
 * characters are shown by name (`U+202E`), never passed on.
 */

/**
 * Characters that change how text reads without being seen: zero-width, joiners, bidi controls, BOM, soft hyphen, tag
 * characters (U+E0000–E007F), Hangul fillers; and every control character and every white space other than a plain
 * space. CAREFUL HERE: a newline inside a code span ends the row of a table and, twice, the paragraph: the text after
 * it is live Markdown again. So none reaches the comment raw.
 */
const INVISIBLE =
  /[\p{Cc}\u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]/gu
/**
 * Anything that could become a mention, reference, link or emoji on GitHub, or that reads as an address (`www.`
 * anywhere in a word: GFM links `_www.x.com` too): a host's dot is followed by a lower-case letter or a digit
 * (`pump.fun`, `пример.рф`), so a sentence that ends and the next that starts (`videos.Noch`, `г.Creator`) stay words.
 */
const LIVE = /[@#]|:\/\/|^[a-z][\w+.-]*:\S|www\./iu
const HOST = /\p{L}\.[\p{Ll}\p{N}]/u
/**
 * Markdown and HTML punctuation, escaped with a backslash (CommonMark allows it before any ASCII punctuation). Not `|`:
 * formatMarkdownTable escapes it in a table cell, and elsewhere it means nothing.
 */
const PUNCTUATION = /[\\`*_{}[\]()<>#+!~&^$=-]/g

/** A character by its code point: `U+202E`. */
export const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
const showInvisible = (text: string) => text.replace(INVISIBLE, character => `⟨${codePoint(character)}⟩`)

/**
 * `text` (untrusted, or a trusted label or path of the repository that may still hold characters Markdown reads) as
 * an inline code span: invisible characters, controls and white space other than a space shown by name, fenced by
 * one backtick more than its longest run of backticks.
 */
export function code(shown: string): string {
  const text = showInvisible(shown)
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map(match => match[0].length))
  const fence = '`'.repeat(longest + 1)
  const pad = text.startsWith('`') || text.endsWith('`') || text.startsWith(' ') ? ' ' : ''
  // `|` still splits a table cell inside a code span; formatMarkdownTable escapes it, which GFM undoes in the span.
  return `${fence}${pad}${text}${pad}${fence}`
}

/**
 * One word (no spaces) as safe Markdown: each part between brackets and quotes (`Reelfi](https://x.app/y):` is
 * `Reelfi`, `](`, the address, `):`) a code span when it could be live, escaped otherwise. So only the address is code.
 */
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
