/**
 * The registry of what is official, as a list of entries: built from content/constants.yaml (its links, their
 * purposes, the contract address and the security contact). One pure function, used by /official/, the checker
 * island, /official.json and the build-time checks (scripts/registry/official.ts), so that all of them agree.
 */
import type { OFFICIAL_PURPOSES } from '../content/schema'

export type OfficialPurpose = (typeof OFFICIAL_PURPOSES)[number]

/**
 * How an entry is matched:
 * - `domain`: a domain of our own (the website): every address on it is ours;
 * - `account`: one account on another site (x.com/name, t.me/name, discord.gg/code): that address only
 * (t.me/name/<post> too);
 * - `site`: another site we use (pump.fun): its front page only, since any other page there (another coin) is not
 *   ours;
 * - `contract`: the token's contract address (base58, case-sensitive);
 * - `email`: an address to write to.
 */
export type OfficialKind = 'domain' | 'account' | 'site' | 'contract' | 'email'

export interface OfficialEntry {
  /** The name in content/constants.yaml: a link's name, `tokenContractAddress` or `securityContact`. */
  name: string
  kind: OfficialKind
  /** What it is for; the contract and the security contact have purposes of their own. */
  purpose: OfficialPurpose | 'contract' | 'security'
  /** The address as written in content/constants.yaml (https://…, mailto:…, or the base58 address). */
  value: string
  /** The address as people write it: `t.me/reelfi_app`, `pump.fun`, the contract address, `security@reelfi.app`. */
  display: string
  /** Lowercase host, for web addresses. */
  host?: string
  /** The account's name (first path segment), for accounts. */
  handle?: string
}

export interface RegistryInput {
  /** content/constants.yaml `links`: name → https:// address. */
  links: Readonly<Record<string, string>>
  /** `official.purposes`: name of a link → its purpose, in the order /official/ lists them. */
  purposes: Readonly<Record<string, OfficialPurpose>>
  tokenContractAddress: string | null
  /** `official.securityContact`: mailto: or https://. */
  securityContact: string
}

/**
 * Every official entry: the contract address first (when set), then the links in the order of `purposes`, then
 * the security contact.
 */
export function officialEntries({
  links,
  purposes,
  tokenContractAddress,
  securityContact,
}: RegistryInput): OfficialEntry[] {
  const entries: OfficialEntry[] = []
  if (tokenContractAddress !== null) {
    entries.push({
      name: 'tokenContractAddress',
      kind: 'contract',
      purpose: 'contract',
      value: tokenContractAddress,
      display: tokenContractAddress,
    })
  }
  for (const [name, purpose] of Object.entries(purposes)) {
    const value = links[name]
    if (value === undefined) continue
    const url = new URL(value)
    const host = url.hostname.toLowerCase()
    const [handle, ...more] = url.pathname.split('/').filter(Boolean)
    const kind: OfficialKind =
      purpose === 'website' ? 'domain' : handle !== undefined && more.length === 0 ? 'account' : 'site'
    entries.push({
      name,
      kind,
      purpose,
      value,
      host,
      display: `${host}${url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '')}`,
      ...(kind === 'account' ? { handle: handle!.toLowerCase() } : {}),
    })
  }
  if (securityContact.startsWith('mailto:')) {
    const address = securityContact.slice('mailto:'.length).toLowerCase()
    entries.push({
      name: 'securityContact',
      kind: 'email',
      purpose: 'security',
      value: securityContact,
      display: address,
      host: address.split('@')[1],
    })
  }
  return entries
}

/** Hosts on which `@name` is an account (Telegram and X, by that name). */
export const HANDLE_HOSTS: readonly string[] = ['x.com', 't.me']

/** Other names of the same sites, as people paste them. */
export const HOST_ALIASES: Readonly<Record<string, string>> = {
  'twitter.com': 'x.com',
  'mobile.twitter.com': 'x.com',
  'telegram.me': 't.me',
}
