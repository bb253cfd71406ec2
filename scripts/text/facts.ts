/**
 * The facts of any text a translator writes: figures by value, wallet, web and e-mail addresses, bare domains,
 * handles and `{placeholders}` (units.ts adds components). Read from the text as a reader sees it (normalise.ts).
 */
import { normaliseForHandles } from './normalise.ts'
import { fractionFigures, withoutFractions, wordFigures } from './numberWords.ts'
import { parse as parseDomain } from 'tldts'

export type FactKind =
  | 'component'
  | 'placeholder'
  | 'figure'
  | 'name'
  | 'address'
  | 'web'
  | 'domain'
  | 'handle'
  | 'email'

export interface TextFact {
  kind: FactKind
  /** How the fact reads in a message: `24`, `<Constant name="fairLaunchHours" />`, `t.me/reelfi_app`. */
  value: string
  /** A figure written as a word ("one", "vier", 四つ) rather than in digits. */
  spelled?: true
}

/** A character of an e-mail's name (before the `@`), one class for both patterns below: their sameness rests on it. */
const EMAIL_NAME = '[\\p{L}\\p{N}._%+-]'
const EMAIL_PATTERN = `${EMAIL_NAME}+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+`
/**
 * An e-mail that starts right here (sticky), and one that starts where a run of name characters starts. CAREFUL HERE:
 * an e-mail pattern tried at every character of a long run with no `@` reads the run to its end each time (5.9 s for
 * a paragraph of 21,000 characters); its leftmost matches start at a run's start anyway, or right where the one
 * before ended (emailsOf). Only emailsOf uses them: both keep a lastIndex.
 */
const EMAIL_HERE = new RegExp(EMAIL_PATTERN, 'uy')
const EMAIL_AT_RUN = new RegExp(`(?<!${EMAIL_NAME})${EMAIL_PATTERN}`, 'gu')
/** A web address's characters after `scheme://` or `www.`. */
const URL_REST = /[^\s<>"'`)\]]+/.source
/** A scheme, read to the end of its run: the part of a web address that can be tried at every letter of a long run. */
const SCHEME = /\b[a-z][a-z0-9+.-]*/.source
const WWW = `\\bwww\\.${URL_REST}`
/**
 * A web address that starts right here (sticky), the second form alone, and a scheme's run (webAddressesOf).
 * CAREFUL HERE: one global pattern tried at every letter of a run like `a.a.a…` with no `://` read the run to its end
 * each time, 0.36 s for a paragraph of 21,000 characters. The flags are the same for all four: with `i` and `u`,
 * `[a-z]` and `\b` also take ſ and the Kelvin sign, and every pattern here must agree on that.
 */
const WEB_HERE = new RegExp(`${SCHEME}:\\/\\/${URL_REST}|${WWW}`, 'iuy')
const WWW_HERE = new RegExp(WWW, 'iuy')
const SCHEME_HERE = new RegExp(SCHEME, 'iuy')
/** Where a web address can start: a word's edge and a letter (`www.` starts with one too). */
const WEB_START = /\b[a-z]/giu
// CAREFUL HERE: any `label.label` ending in an ICANN top-level domain (tldts: .io, .help, .рф) or a name service's
// ending (NAME_SERVICE_ENDINGS); "…app.Next" is a domain only when its last word is such an ending. Labels are of
// alphabetic scripts, so that a domain glued to CJK text (サポートはreelfi.helpへ) is found.
const LABEL = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{N}]'
const DOMAIN = new RegExp(
  `(?<!${LABEL.slice(0, -1)}@.-])((?:${LABEL}(?:${LABEL.slice(0, -1)}-]*${LABEL})?\\.)+)([\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}]{2,24}|xn--[a-z0-9-]{2,59})(?!${LABEL.slice(0, -1)}-])(?:/[^\\s<>"'\`)\\]]*)?`,
  'gu',
)
/** Endings sold by wallet name services (reelfi.sol, reelfi.bonk): a name there is an address to send money to. */
const NAME_SERVICE_ENDINGS: ReadonlySet<string> = new Set([
  'sol',
  'eth',
  'bonk',
  'crypto',
  'nft',
  'dao',
  'bnb',
  'arb',
  'ton',
  'blockchain',
  'bitcoin',
  'zil',
  'polygon',
  'avax',
])

export function isDomainEnding(ending: string): boolean {
  const lower = ending.toLowerCase()
  if (NAME_SERVICE_ENDINGS.has(lower)) return true
  const parsed = parseDomain(`a.${lower}`, { allowPrivateDomains: false })
  return parsed.isIcann === true && parsed.publicSuffix === lower
}
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
 * A name with digits in it (Web3, ERC20): a `name` fact, not a figure (compare.ts). CJK script before a digit is
 * not a name (手数料5%: a figure).
 */
const NAME = new RegExp(`(?<![${ALPHABETIC}\\p{Nd}])[${ALPHABETIC}]+\\p{Nd}[${ALPHABETIC}\\p{Nd}]*`, 'gu')
/** Digits of any script, a whole run (never the tail of a longer run or of a name). */
const DIGITS = new RegExp(`(?<![${ALPHABETIC}\\p{Nd}])\\p{Nd}+`, 'gu')
/** Hosts whose first path segment is a handle: t.me/name, x.com/name, discord.gg/invite. */
const HANDLE_HOSTS =
  /^(?:t\.me|telegram\.me|x\.com|twitter\.com|discord\.gg|discord\.com\/invite|instagram\.com|tiktok\.com|youtube\.com|chat\.whatsapp\.com)\/@?([\p{L}\p{N}_.-]+)/iu

/** A base58 run that reads as an address: any uppercase letter or digit in it (an all-lowercase run is a word). */
export function isAddressLike(run: string): boolean {
  return run.length >= 32 && /[A-Z1-9]/.test(run)
}

export function addressesIn(text: string): string[] {
  const normal = normaliseForHandles(text)
  return [...(normal.match(HEX_ADDRESS) ?? []), ...(normal.match(BASE58_RUN) ?? []).filter(isAddressLike)]
}

/** The value of a run of digits of any script, without leading zeros ("٠٥" → "5"). */
export function digitsValue(run: string): string {
  return asciiDigits(run).replace(/^0+(?=\d)/, '')
}

const asciiDigits = (run: string) => [...run].map(digit => String(digitValue(digit))).join('')

function digitValue(digit: string): number {
  // Unicode's decimal digits come in runs of ten, 0 to 9.
  let zero = digit.codePointAt(0)!
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero--
  return (digit.codePointAt(0)! - zero) % 10
}

/** The group and decimal separators of `locale`'s numbers, as Intl writes them. */
function separators(locale: string): { group: string; decimal: string } {
  let parts: Intl.NumberFormatPart[]
  try {
    parts = new Intl.NumberFormat(locale === 'pseudo' ? 'en' : locale).formatToParts(12345.6)
  } catch {
    parts = new Intl.NumberFormat('en').formatToParts(12345.6)
  }
  // A narrow or no-break space groups French and Russian thousands; NFKC made it a plain space.
  const group = (parts.find(part => part.type === 'group')?.value ?? ',').normalize('NFKC').replace(/\s/u, ' ')
  return { group, decimal: parts.find(part => part.type === 'decimal')?.value ?? '.' }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const numberPatterns = new Map<string, RegExp>()

/** A number as `locale` writes it, grouped by three or with decimals (25.000 and 2,5 in German). */
function localeNumber(locale: string): RegExp {
  let pattern = numberPatterns.get(locale)
  if (!pattern) {
    const { group, decimal } = separators(locale)
    const g = escapeRegExp(group)
    const d = escapeRegExp(decimal)
    pattern = new RegExp(
      `(?<![${ALPHABETIC}\\p{Nd}.,])\\p{Nd}{1,3}(?:${g}\\p{Nd}{3})+(?:${d}\\p{Nd}+)?(?![\\p{Nd}]|[.,]\\p{Nd})|(?<![${ALPHABETIC}\\p{Nd}.,])\\p{Nd}+${d}\\p{Nd}+(?![\\p{Nd}]|[.,]\\p{Nd})`,
      'gu',
    )
    numberPatterns.set(locale, pattern)
  }
  pattern.lastIndex = 0
  return pattern
}

/** The value of a number `locale` writes (25.000 in German: "25000"; 2,5: "2.5"). */
function numberValue(number: string, locale: string): string {
  const { group, decimal } = separators(locale)
  const [whole, fraction] = number.split(group).join('').split(decimal)
  const digits = digitsValue(whole!)
  const decimals = fraction === undefined ? '' : asciiDigits(fraction).replace(/0+$/, '')
  return decimals === '' ? digits : `${digits}.${decimals}`
}

const trimEnd = (address: string) => address.replace(/[.,;:!?)\]'"。、！？」』]+$/u, '')

/** Facts already read, by locale and text: `npm run dev` checks every file again at each save. */
const factsCache = new Map<string, readonly TextFact[]>()
/** Link facts already read, by text alone: none depends on the locale. */
const linkFactsCache = new Map<string, readonly Readonly<TextFact>[]>()

/** Every fact of `text`, written in `locale` (an address inside a link is both). */
export function factsOfText(text: string, locale: string): TextFact[] {
  return remembered(factsCache, `${locale}\0${text}`, () => readFacts(text, locale)).map(fact => ({ ...fact }))
}

/** 32 Mi characters of texts a cache holds at most (64 MiB as JavaScript strings), however long each text is. */
const CACHE_CHARACTERS = 32 * 1024 * 1024
const cachedCharacters = new Map<Map<string, unknown>, number>()

/** `cache`'s value for `key`, read once; emptied when its keys pass CACHE_CHARACTERS. */
function remembered<Value>(cache: Map<string, Value>, key: string, read: () => Value): Value {
  let value = cache.get(key)
  if (value === undefined) {
    let characters = (cachedCharacters.get(cache) ?? 0) + key.length
    if (characters > CACHE_CHARACTERS) {
      cache.clear()
      characters = key.length
    }
    cachedCharacters.set(cache, characters)
    value = read()
    cache.set(key, value)
  }
  return value
}

/**
 * The facts of `text` that point somewhere (addresses, domains, handles: the same as factsOfText's), without the
 * costly figures: what the check of the served outputs compares (docs/budgets.md).
 */
export function linkFactsOfText(text: string): readonly Readonly<TextFact>[] {
  return remembered(linkFactsCache, text, () => readLinkFacts(text).facts)
}

/**
 * The text with each match `next` finds, left to right, given to `each` and replaced by a space. `next(at)` is the
 * first match at or after `at`, found afresh each time (`each` may read another text with the same patterns); it never
 * matches nothing.
 */
function takeEach(text: string, next: (at: number) => RegExpExecArray | null, each: (match: string) => void): string {
  let rest = ''
  let at = 0
  for (let found = next(at); found; found = next(at)) {
    each(found[0])
    rest += `${text.slice(at, found.index)} `
    at = found.index + found[0].length
  }
  return rest + text.slice(at)
}

/**
 * What finds the e-mails of `text`, left to right, for takeEach: the same as the global EMAIL_PATTERN, in linear time
 * (a match starts where the one before ended, or where a run of name characters starts).
 */
function emailsOf(text: string): (at: number) => RegExpExecArray | null {
  return at => {
    EMAIL_HERE.lastIndex = at
    const here = EMAIL_HERE.exec(text)
    if (here) return here
    EMAIL_AT_RUN.lastIndex = at
    return EMAIL_AT_RUN.exec(text)
  }
}

/**
 * What finds the web addresses of `text`, left to right, for takeEach: the same as one global pattern of WEB_HERE's
 * two forms, in linear time. Once the first form fails at a letter, its scheme's run ends at the same place for every
 * later letter of that run, so there only the second form (`www.`) is tried.
 */
function webAddressesOf(text: string): (at: number) => RegExpExecArray | null {
  /** The end of the last scheme run that was not followed by `://` and an address. */
  let schemeFailsUntil = 0
  return at => {
    WEB_START.lastIndex = at
    for (let start = WEB_START.exec(text); start; start = WEB_START.exec(text)) {
      const pattern = start.index < schemeFailsUntil ? WWW_HERE : WEB_HERE
      pattern.lastIndex = start.index
      const found = pattern.exec(text)
      if (found) return found
      if (pattern === WEB_HERE) {
        SCHEME_HERE.lastIndex = start.index
        schemeFailsUntil = start.index + SCHEME_HERE.exec(text)![0].length
      }
    }
    return null
  }
}

function take(text: string, pattern: RegExp, each: (match: string) => void): string {
  return text.replace(pattern, match => {
    each(match)
    return ' '
  })
}

/** The link facts of `text`, and the text left once they are taken out (where figures and names are read). */
function readLinkFacts(text: string): { facts: TextFact[]; rest: string } {
  const facts: TextFact[] = []
  let rest = normaliseForHandles(text).replace(SPELLED_DOT, '.').replace(WIDE_DOT, '.')
  rest = takeEach(rest, emailsOf(rest), email => facts.push({ kind: 'email', value: trimEnd(email).toLowerCase() }))
  const linkFacts = (address: string, kind: 'web' | 'domain') => {
    const value = trimEnd(address).replace(/\/$/, '').toLowerCase()
    facts.push({ kind, value })
    const handle = HANDLE_HOSTS.exec(value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^www\./, ''))
    if (handle) facts.push({ kind: 'handle', value: `@${handle[1]!.toLowerCase()}` })
    for (const found of addressesIn(address)) facts.push({ kind: 'address', value: found })
  }
  rest = takeEach(rest, webAddressesOf(rest), address => linkFacts(address, 'web'))
  rest = rest.replace(DOMAIN, (address, _labels: string, ending: string) => {
    if (!isDomainEnding(ending)) return address
    linkFacts(address, 'domain')
    return ' '
  })
  rest = take(rest, HANDLE, handle => facts.push({ kind: 'handle', value: handle.toLowerCase() }))
  rest = take(rest, HEX_ADDRESS, address => facts.push({ kind: 'address', value: address }))
  rest = take(rest, BASE58_RUN, run => {
    if (isAddressLike(run)) facts.push({ kind: 'address', value: run })
  })
  return { facts, rest }
}

function readFacts(text: string, locale: string): TextFact[] {
  const { facts, rest: linkless } = readLinkFacts(text)
  let rest = linkless
  // `{name:form}` is the same fact as `{name}`: the form is grammar (an Italian article).
  rest = take(rest, PLACEHOLDER, placeholder =>
    facts.push({ kind: 'placeholder', value: placeholder.replace(/^\{(\w+).*$/, '{$1}') }),
  )
  // Emphasis markers were kept for handles; a figure split by ** is one figure.
  rest = rest.replace(/_/g, '')
  rest = take(rest, NAME, name => facts.push({ kind: 'name', value: name.toLowerCase() }))
  rest = rest.replace(localeNumber(locale), number => {
    facts.push({ kind: 'figure', value: numberValue(number, locale) })
    return ' '
  })
  for (const value of fractionFigures(rest, locale)) facts.push({ kind: 'figure', value, spelled: true })
  rest = withoutFractions(rest)
  for (const [run] of rest.matchAll(DIGITS)) facts.push({ kind: 'figure', value: digitsValue(run) })
  for (const value of wordFigures(rest, locale)) facts.push({ kind: 'figure', value: String(value), spelled: true })
  // An English number word typed into a translation ("five percent" in a Japanese page) is a figure too.
  if (locale !== 'en')
    for (const value of wordFigures(rest, 'en-in-translation'))
      facts.push({ kind: 'figure', value: String(value), spelled: true })
  return facts
}
