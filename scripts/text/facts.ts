/**
 * The facts of any text a translator writes (a paragraph, a table row, a frontmatter field, alt text, a catalog
 * message, a glossary rendering): figures by value, wallet addresses, web addresses, bare domains, handles and
 * e-mail addresses, and `{placeholders}`. Components are facts too; units.ts adds them from the parsed body.
 * Everything is read from the text as a reader sees it (normalise.ts): a zero-width space or a full-width digit
 * hides nothing.
 */
import { normaliseForHandles } from './normalise.ts'
import { wordFigures } from './numberWords.ts'
import { isTopLevelDomain } from './topLevelDomains.ts'

export type FactKind = 'component' | 'placeholder' | 'figure' | 'name' | 'address' | 'web' | 'domain' | 'handle' | 'email'

export interface TextFact {
  kind: FactKind
  /** How the fact reads in a message: `24`, `<Constant name="fairLaunchHours" />`, `t.me/reelfi_app`. */
  value: string
  /** A figure written as a word ("one", "vier", 四つ) rather than in digits. */
  spelled?: true
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu
const WEB = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`)\]]+|\bwww\.[^\s<>"'`)\]]+/giu
// CAREFUL HERE: any `label.label` whose last label is a top-level domain of the root zone (topLevelDomains.ts):
// reelfi.help and reelfi.support as much as reelfi-presale.io. A sentence run together ("…app.Next") is read as a
// domain only when its last word is such an ending; today's content raises no false alarm.
// Labels of alphabetic scripts, so that a domain glued to Japanese or Chinese text (サポートはreelfi.helpへ) is found.
const LABEL = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{N}]'
const DOMAIN = new RegExp(`(?<!${LABEL.slice(0, -1)}@.-])((?:${LABEL}(?:${LABEL.slice(0, -1)}-]*${LABEL})?\\.)+)([a-zA-Z]{2,24})(?!${LABEL.slice(0, -1)}-])(?:/[^\\s<>"'\`)\\]]*)?`, 'gu')
/** A dot written so that no link is made: reelfi-presale[.]io, reelfi (dot) io, reelfi。io. */
const SPELLED_DOT = /\s*(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)|\{dot\})\s*(?=[\p{L}\p{N}])/giu
const WIDE_DOT = /(?<=[a-z0-9-])[。．](?=[a-z0-9])/giu
const HANDLE = /(?<![\p{L}\p{N}_.@/])@[\p{L}\p{N}_]{2,}/gu
// CAREFUL HERE: any base58 run of Solana-address length, with digits or without (vanity keys are cheap), as long
// as it is not an ordinary lowercase word; and EVM-style hex.
const BASE58_RUN = /[1-9A-HJ-NP-Za-km-z]{32,}/g
const HEX_ADDRESS = /0x[0-9a-f]{40}/gi
const PLACEHOLDER = /\{(\w+)(?::\w+)?\}/g
const ALPHABETIC = '\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}'
/**
 * A name with digits in it (Web3, ERC20, L2): letters then digits in one token. It is a `name` fact, not a figure:
 * the comparison (compare.ts) accepts it when the English unit has the same name or states its figures, so "nur5 %"
 * is a 5 like any other and "ERC20" is no figure 0. CJK script before a digit is not a name (手数料5%: a figure).
 */
const NAME = new RegExp(`(?<![${ALPHABETIC}\\p{Nd}])[${ALPHABETIC}]+\\p{Nd}[${ALPHABETIC}\\p{Nd}]*`, 'gu')
/** Digits of any script, a whole run (never the tail of a longer run or of a name). */
const DIGITS = new RegExp(`(?<![${ALPHABETIC}\\p{Nd}])\\p{Nd}+`, 'gu')
/** Hosts whose first path segment is a handle: t.me/name, x.com/name, discord.gg/invite. */
const HANDLE_HOSTS = /^(?:t\.me|telegram\.me|x\.com|twitter\.com|discord\.gg|discord\.com\/invite|instagram\.com|tiktok\.com|youtube\.com|chat\.whatsapp\.com)\/@?([\p{L}\p{N}_.-]+)/iu

/** A base58 run that reads as an address: any uppercase letter or digit in it (an all-lowercase run is a word). */
export function isAddressLike(run: string): boolean {
  return run.length >= 32 && /[A-Z1-9]/.test(run)
}

/** The addresses in `text` (normalised first): base58 runs of Solana-address length, and 0x hex addresses. */
export function addressesIn(text: string): string[] {
  const normal = normaliseForHandles(text)
  return [...normal.match(HEX_ADDRESS) ?? [], ...(normal.match(BASE58_RUN) ?? []).filter(isAddressLike)]
}

/** The value of a run of digits of any script, without leading zeros ("٠٥" → "5"). */
export function digitsValue(run: string): string {
  return [...run].map((digit) => String(digitValue(digit))).join('').replace(/^0+(?=\d)/, '')
}

function digitValue(digit: string): number {
  // Unicode's decimal digits come in runs of ten, 0 to 9.
  let zero = digit.codePointAt(0)!
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--
  return (digit.codePointAt(0)! - zero) % 10
}

const trimEnd = (address: string) => address.replace(/[.,;:!?)\]'"。、！？」』]+$/u, '')

/** Every fact of `text`, written in `locale`. Each piece of the text gives one fact (an address inside a link is both). */
export function factsOfText(text: string, locale: string): TextFact[] {
  const facts: TextFact[] = []
  let rest = normaliseForHandles(text).replace(SPELLED_DOT, '.').replace(WIDE_DOT, '.')
  const take = (pattern: RegExp, each: (match: string) => void) => {
    rest = rest.replace(pattern, (match) => {
      each(match)
      return ' '
    })
  }
  take(EMAIL, (email) => facts.push({ kind: 'email', value: trimEnd(email).toLowerCase() }))
  const linkFacts = (address: string, kind: 'web' | 'domain') => {
    const value = trimEnd(address).replace(/\/$/, '').toLowerCase()
    facts.push({ kind, value })
    const handle = HANDLE_HOSTS.exec(value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^www\./, ''))
    if (handle) facts.push({ kind: 'handle', value: `@${handle[1]!.toLowerCase()}` })
    for (const found of addressesIn(address)) facts.push({ kind: 'address', value: found })
  }
  take(WEB, (address) => linkFacts(address, 'web'))
  rest = rest.replace(DOMAIN, (address, _labels: string, ending: string) => {
    if (!isTopLevelDomain(ending)) return address
    linkFacts(address, 'domain')
    return ' '
  })
  take(HANDLE, (handle) => facts.push({ kind: 'handle', value: handle.toLowerCase() }))
  take(HEX_ADDRESS, (address) => facts.push({ kind: 'address', value: address }))
  take(BASE58_RUN, (run) => {
    if (isAddressLike(run)) facts.push({ kind: 'address', value: run })
  })
  // `{name:form}` is the same fact as `{name}`: the form is grammar (an Italian article).
  take(PLACEHOLDER, (placeholder) => facts.push({ kind: 'placeholder', value: placeholder.replace(/^\{(\w+).*$/, '{$1}') }))
  // Emphasis markers were kept for handles; a figure split by ** is one figure.
  rest = rest.replace(/_/g, '')
  take(NAME, (name) => facts.push({ kind: 'name', value: name.toLowerCase() }))
  for (const [run] of rest.matchAll(DIGITS)) facts.push({ kind: 'figure', value: digitsValue(run) })
  for (const value of wordFigures(rest, locale)) facts.push({ kind: 'figure', value: String(value), spelled: true })
  // An English number word typed into a translation ("five percent" in a Japanese page) is a figure too.
  if (locale !== 'en') for (const value of wordFigures(rest, 'en-in-translation')) facts.push({ kind: 'figure', value: String(value), spelled: true })
  return facts
}
