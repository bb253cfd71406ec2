/**
 * The registry as machine-readable files, from the same data as /official/: /.well-known/security.txt (RFC 9116),
 * /official.json for bots and moderators, and /tokenlist.json (tokenlists.org) only once the contract address is set.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { OfficialRegistry } from './official.ts'
import { HANDLE_HOSTS, HOST_ALIASES, type OfficialEntry } from '../../src/official/registry.ts'

/** How long security.txt stays valid: under a year, as RFC 9116 asks; the daily rebuild moves it forward. */
export const SECURITY_TXT_VALIDITY_DAYS = 360

/** The Token Lists chainId of Solana mainnet-beta, as the Solana token lists write it. */
export const SOLANA_MAINNET_CHAIN_ID = 101

/** The build's day (midnight UTC), so that two builds of the same day write the same bytes. */
function dayOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/** /.well-known/security.txt: Contact, Expires, Canonical, Preferred-Languages and, when set, Policy. */
export function renderSecurityTxt(registry: OfficialRegistry, origin: string, now: Date): string {
  const expires = new Date(dayOf(now).getTime() + SECURITY_TXT_VALIDITY_DAYS * 86_400_000)
  return [
    `# ${registry.brand}: how to report a security problem (RFC 9116). Official links: ${origin}/official`,
    `Contact: ${registry.security.contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    `Preferred-Languages: ${registry.security.languages.join(', ')}`,
    ...(registry.security.policy ? [`Policy: ${registry.security.policy}`] : []),
    '',
  ].join('\n')
}

/** /official.json: every entry with its purpose, and the contract address (null until it is announced). */
export function renderOfficialJson(registry: OfficialRegistry, origin: string): string {
  return `${JSON.stringify(
    {
      name: registry.brand,
      description: `Everything official about ${registry.brand}. Anything not listed here is not ours.`,
      page: `${origin}/official`,
      website: registry.website,
      tokenContractAddress: registry.tokenContractAddress,
      token: registry.tokenContractAddress === null ? null : { ...tokenOf(registry, origin), chain: 'solana' },
      // CAREFUL HERE: no flat list of hosts or handles, which a bot would use as a too-broad allow-list
      // (t.me/<anyone>): each entry carries its own rule.
      matching:
        'A link is official only when it matches one entry: its host (or one of the aliases) AND, for an account, ' +
        'exactly that account (path "/<handle>"; for Telegram also "/<handle>/<post number>"); for a site, its front ' +
        'page only; ' +
        'for a domain, any page on that host or www. A bare @handle is official only where an entry has "atHandle". ' +
        'Addresses are compared character for character (the contract address is case-sensitive).',
      entries: registry.entries.map(entry => ({ ...entry, ...ruleOf(entry) })),
      securityContact: registry.security.contact,
    },
    null,
    2,
  )}\n`
}

/** How one entry matches, for bots that read official.json (src/official/checkOfficial.ts is the reference). */
function ruleOf(entry: OfficialEntry): Record<string, unknown> {
  const aliases = Object.entries(HOST_ALIASES)
    .filter(([, host]) => host === entry.host)
    .map(([alias]) => alias)
  const hosts = entry.host ? { host: entry.host, ...(aliases.length > 0 ? { aliases } : {}) } : {}
  switch (entry.kind) {
    case 'domain':
      return { ...hosts, rule: 'any page on this host or its www.' }
    case 'account':
      return {
        ...hosts,
        path: `/${entry.handle!}`,
        ...(HANDLE_HOSTS.includes(entry.host!) ? { atHandle: `@${entry.handle!}` } : {}),
        rule:
          entry.host === 't.me'
            ? 'this account only, or its posts /<handle>/<number>'
            : 'this account only, nothing below it',
      }
    case 'site':
      return {
        ...hosts,
        path: '/',
        rule: 'a site we use: its front page only; other pages on it (another coin) are not ours',
      }
    case 'contract':
      return { rule: 'exactly this address, case-sensitive' }
    case 'email':
      return { rule: 'exactly this address' }
  }
}

/** /tokenlist.json, or null while the contract address is not set. */
export function renderTokenList(registry: OfficialRegistry, origin: string, now: Date): string | null {
  if (registry.tokenContractAddress === null) return null
  return `${JSON.stringify(
    {
      name: registry.brand,
      timestamp: dayOf(now).toISOString(),
      // CAREFUL HERE: lists are compared by version: bump the major one if the address or decimals ever change.
      version: { major: 1, minor: 0, patch: 0 },
      logoURI: `${origin}${registry.token.logo}`,
      keywords: [registry.brand.toLowerCase(), 'solana'],
      tokens: [{ chainId: SOLANA_MAINNET_CHAIN_ID, ...tokenOf(registry, origin) }],
    },
    null,
    2,
  )}\n`
}

function tokenOf(registry: OfficialRegistry, origin: string) {
  const { name, symbol, decimals, logo } = registry.token
  return { address: registry.tokenContractAddress!, name, symbol, decimals, logoURI: `${origin}${logo}` }
}

/** Writes the files into the built site; returns their paths. `now`: the content step's day, not the clock's. */
export function writeOfficialFiles(outDir: string, registry: OfficialRegistry, origin: string, now: Date): string[] {
  const files: Record<string, string | null> = {
    '.well-known/security.txt': renderSecurityTxt(registry, origin, now),
    'official.json': renderOfficialJson(registry, origin),
    'tokenlist.json': renderTokenList(registry, origin, now),
  }
  const written: string[] = []
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(outDir, name)
    if (text === null) {
      fs.rmSync(file, { force: true })
      continue
    }
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
    written.push(name)
  }
  return written
}
