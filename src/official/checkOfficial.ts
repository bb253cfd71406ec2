/**
 * Is this address, link or handle one of ours? The checker on /official/ (src/islands/OfficialChecker.island.tsx)
 * asks this of what a visitor pastes. It forgives how people paste (spaces, case where it does not matter, http://,
 * www., trailing slashes, `@name` for t.me/name and x.com/name) and nothing else: a look-alike is never official.
 *
 * CAREFUL HERE: this decides what a visitor trusts with money. Every relaxation of a comparison must keep
 * "one changed character is not ours" true; tests/unit/checkOfficial.test.ts holds the table of look-alikes.
 */
import { HANDLE_HOSTS, HOST_ALIASES, type OfficialEntry } from './registry.ts'

export type CheckResult =
  | { verdict: 'empty' }
  | { verdict: 'official'; entries: OfficialEntry[] }
  /**
   * A bare handle (`@reelfi_app`, `reelfi_app`) that is one of our accounts on some platforms: ours only there, and
   * a handle pasted from anywhere says nothing of where it is. `entries` are our accounts by that name (one per
   * platform); the visitor says which platform it is on (`options.platform`) for a verdict.
   */
  | { verdict: 'platform'; handle: string; entries: OfficialEntry[] }
  | {
      verdict: 'unknown'
      /**
       * Why, when it says more than "not on the list":
       * - `spaces`: a space, line break or invisible character inside (two addresses glued, `reel\u200bfi.app`);
       * - `characters`: letters of another alphabet (`pump.fun` with a Cyrillic `р`);
       * - `punycode`: a host written `xn--…`, the form a look-alike in another alphabet takes;
       * - `userinfo`: `pump.fun@evil.example`, which goes to evil.example;
       * - `other-page`: a real site of ours, but another account or page on it (x.com/someone_else, pump.fun/coin/…);
       * - `look-alike`: close to one of ours (one character changed, added or dropped, or ours inside a longer name);
       * - `other-platform`: a handle of ours, on a platform where that name is not our account (`resembles` is ours).
       */
      reason:
        | 'not-listed'
        | 'spaces'
        | 'characters'
        | 'punycode'
        | 'userinfo'
        | 'other-page'
        | 'look-alike'
        | 'other-platform'
      /** The entry it imitates, when there is one. */
      resembles?: OfficialEntry
      /** Where a link with a user name really goes (`evil.example`), for `userinfo`. */
      realHost?: string
    }

/** Longer input is not an address: it is refused without being looked at. */
const MAX_LENGTH = 300

export interface CheckOptions {
  /**
   * Where a bare handle was found, as the visitor says: a host of HANDLE_HOSTS (`x.com`, `t.me`), or `other` for any
   * other platform. Without it a bare handle that is ours somewhere is a question (`platform`), never "official".
   */
  platform?: string
}

export function checkOfficial(
  input: string,
  entries: readonly OfficialEntry[],
  options: CheckOptions = {},
): CheckResult {
  // CAREFUL HERE: only ASCII spaces, tabs and line breaks at the ends are forgiven. Removing spaces inside would
  // glue a pasted message into one address ("reelfi.app/airdrop claim at https://evil.example" would read as ours).
  const text = input.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '')
  if (text === '') return { verdict: 'empty' }
  if (text.length > MAX_LENGTH) return { verdict: 'unknown', reason: 'not-listed' }
  // Any space inside (U+00A0, U+3000, U+2000–U+200A…) or invisible format character (zero-width, U+FEFF,
  // right-to-left marks): more than one thing was pasted, or something is hidden. Paste one address or link.
  if (/[\s\p{Cf}]/u.test(text)) return { verdict: 'unknown', reason: 'spaces' }
  // Printable ASCII only: every entry is ASCII, so anything else is a look-alike (Cyrillic `а`, fullwidth `ｐ`)
  // or another address altogether.
  if (/[^\x21-\x7e]/.test(text)) return unknown('characters', resemblance(skeleton(text), entries))

  const contract = entries.find(entry => entry.kind === 'contract')
  // Base58 is case-sensitive: the contract address is compared as it is.
  if (contract && text === contract.value) return { verdict: 'official', entries: [contract] }

  const lower = text.toLowerCase()
  const handle =
    /^@([a-z0-9_]+)$/.exec(lower)?.[1] ??
    (/^[a-z0-9_]+$/.test(lower) && !looksLikeBase58Address(text) ? lower : undefined)
  if (handle !== undefined) {
    const accounts = entries.filter(
      entry => entry.kind === 'account' && HANDLE_HOSTS.includes(entry.host!) && entry.handle === handle,
    )
    if (accounts.length > 0) {
      // CAREFUL HERE: the same name on another platform is anyone's; only the platform makes it ours.
      if (options.platform === undefined) return { verdict: 'platform', handle, entries: accounts }
      const platform = HOST_ALIASES[options.platform] ?? options.platform
      const on = accounts.filter(entry => entry.host === platform)
      return on.length > 0
        ? { verdict: 'official', entries: on }
        : { verdict: 'unknown', reason: 'other-platform', resembles: accounts[0]! }
    }
    // A handle imitates an account before it imitates a domain.
    const resembles =
      resemblance(
        `@${handle}`,
        entries.filter(entry => entry.kind === 'account'),
      ) ?? resemblance(`@${handle}`, entries)
    return unknown('not-listed', resembles)
  }
  if (looksLikeBase58Address(text)) return unknown('not-listed', resemblance(text, entries))

  const mail = /^(?:mailto:)?([^@/:?#]+@[^@/:?#]+)$/.exec(lower)
  if (mail && !mail[1]!.split('@')[0]!.includes('.')) {
    const email = entries.find(entry => entry.kind === 'email' && entry.display === mail[1])
    return email ? { verdict: 'official', entries: [email] } : unknown('not-listed', resemblance(mail[1]!, entries))
  }
  return checkWebAddress(lower, entries)
}

function checkWebAddress(lower: string, entries: readonly OfficialEntry[]): CheckResult {
  // `reelfi.app:443/faq` is a host and a port, not a scheme: no scheme has a dot and is followed by digits.
  const scheme = /^[a-z0-9-]+(\.[a-z0-9-]+)+:\d+(?:[/?#]|$)/.test(lower)
    ? null
    : /^([a-z][a-z0-9+.-]*):(\/\/)?/.exec(lower)
  // Only web addresses: `javascript:`, `ftp://` and the like are not ours, whatever follows.
  if (scheme && !(['http', 'https'].includes(scheme[1]!) && scheme[2])) {
    // `pump.fun:443@evil.example` has no scheme, but reads like one: the @ decides.
    if (!/^[a-z0-9.-]+:\d*@/.test(lower)) return unknown('not-listed')
  }
  const rest = scheme?.[2] ? lower.slice(scheme[0].length) : lower
  const authorityEnd = rest.search(/[/?#\\]/)
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd)
  const after = authorityEnd === -1 ? '' : rest.slice(authorityEnd)
  // Everything before @ is a user name the browser drops: `pump.fun@evil.example` goes to evil.example.
  const at = authority.lastIndexOf('@')
  if (at !== -1) {
    const realHost = authority.slice(at + 1).replace(/:\d*$/, '')
    const resembles = resemblance(authority.slice(0, at).replace(/:\d*$/, ''), entries)
    return { verdict: 'unknown', reason: 'userinfo', realHost, ...(resembles ? { resembles } : {}) }
  }
  // A backslash is read as a slash by browsers, which makes `x.com\evil` a different page than it seems.
  if (after.startsWith('\\')) return unknown('not-listed')
  let host = authority.replace(/:(443|80)?$/, '').replace(/\.$/, '')
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return unknown('not-listed', resemblance(host, entries))
  if (host.split('.').some(label => label.startsWith('xn--'))) return unknown('punycode')
  host = host.replace(/^www\./, '')
  host = HOST_ALIASES[host] ?? host

  const path = after.replace(/[?#].*$/s, '')
  const segments = path.split('/').filter(Boolean)
  // Encoded or dot segments change which page a path names; no link of ours has one.
  if (segments.some(segment => segment === '.' || segment === '..' || segment.includes('%')))
    return unknown('not-listed')

  const official = entries.filter(entry => {
    if (entry.host !== host) return false
    if (entry.kind === 'domain') return true
    // An X or Discord link names the account only: x.com/reelfi_app/status/<id> can be anyone's post (X shows it
    // under any name). A Telegram post (t.me/reelfi_app/<n>) is in our channel.
    if (entry.kind === 'account')
      return segments[0] === entry.handle && (segments.length === 1 || entry.host === 't.me')
    return entry.kind === 'site' && segments.length === 0
  })
  if (official.length > 0) return { verdict: 'official', entries: official }
  const sameHost = entries.find(entry => entry.host === host && entry.kind !== 'email')
  if (sameHost) {
    const key = `${host}/${segments.join('/')}`
    return unknown(
      'other-page',
      resemblance(
        key,
        entries.filter(entry => entry.host === host),
      ) ?? sameHost,
    )
  }
  return unknown('not-listed', resemblance(`${host}${segments.length > 0 ? `/${segments.join('/')}` : ''}`, entries))
}

function unknown(
  reason: Extract<CheckResult, { verdict: 'unknown' }>['reason'],
  resembles?: OfficialEntry,
): CheckResult {
  // A resemblance turns "not on the list" into the warning that it imitates one of ours.
  return {
    verdict: 'unknown',
    reason: reason === 'not-listed' && resembles ? 'look-alike' : reason,
    ...(resembles ? { resembles } : {}),
  }
}

/** A Solana address: 32–44 base58 characters (no 0, O, I, l), with at least one digit and one capital. */
function looksLikeBase58Address(text: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text) && /\d/.test(text) && /[A-Z]/.test(text)
}

/**
 * The entry this text imitates, if any: within two edits of how an entry is written, or containing an entry's
 * name inside a longer one (`reelfi_app_support`, `pump.fun.evil.example`, `reelfi-app.com`).
 */
function resemblance(text: string, entries: readonly OfficialEntry[]): OfficialEntry | undefined {
  const candidate = text.replace(/^(?:https?:\/\/)?(?:www\.)?/i, '')
  let best: { entry: OfficialEntry; score: number } | undefined
  for (const entry of entries) {
    const forms =
      entry.kind === 'contract'
        ? [entry.value]
        : [entry.display, ...(entry.handle ? [`@${entry.handle}`, entry.handle] : [])]
    const compared = entry.kind === 'contract' ? candidate : candidate.toLowerCase()
    // Closest first (0–2 edits); then the longest of our names found inside it (a score between 3 and 4).
    let score = Math.min(...forms.filter(form => form.length >= 4).map(form => editDistance(compared, form, 2)))
    if (score > 2) score = Infinity
    const flat = compared.replace(/[-_.]/g, '')
    const names = [entry.handle, entry.host, entry.host?.replace(/\.[a-z]+$/, '')].map(name =>
      name?.replace(/[-_.]/g, ''),
    )
    const longest = Math.max(
      0,
      ...names.filter(name => name !== undefined && name.length >= 4 && flat.includes(name)).map(name => name!.length),
    )
    if (score === Infinity && longest > 0) score = 4 - longest / 100
    if (score <= 4 && (best === undefined || score < best.score)) best = { entry, score }
  }
  return best?.entry
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    if (Math.min(...current) > limit) return limit + 1
    previous = current
  }
  return previous[b.length]!
}

/** Letters of other scripts that look like Latin ones, folded to them to find what a look-alike imitates. */
const CONFUSABLES: Readonly<Record<string, string>> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  ո: 'n',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  τ: 't',
  ι: 'i',
  κ: 'k',
  ℓ: 'l',
}

/** The text with fullwidth forms, confusable letters and invisible characters folded away. */
function skeleton(text: string): string {
  return [...text.normalize('NFKC').replace(/[\u200b-\u200f\u2060\ufeff\u202a-\u202e]/g, '')]
    .map(character => CONFUSABLES[character.toLowerCase()] ?? character)
    .join('')
}
