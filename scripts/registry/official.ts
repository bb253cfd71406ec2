/**
 * The registry of what is official, for build-time code (the translation checks' allow-list, files.ts), read from
 * content/constants.yaml by the content step's own reader.
 * CAREFUL HERE: what is listed here may be written in any translation without the English having it.
 */
import path from 'node:path'
import { readConstants } from './readConstants.ts'
import { formatProblem } from '../core/problems.ts'
import type { Constants } from './readConstants.ts'
import { HANDLE_HOSTS, HOST_ALIASES, officialEntries, type OfficialEntry } from '../../src/official/registry.ts'
import { ROOT_DIR } from '../core/rootDir.ts'

export interface OfficialRegistry {
  brand: string
  /** The website's origin, e.g. https://reelfi.app. */
  website: string
  /** Every official entry, in the order /official/ lists them (src/official/registry.ts). */
  entries: OfficialEntry[]
  /** Every official host, lowercase, without `www.`, with the other names of the same sites (twitter.com for x.com). */
  hosts: string[]
  /** Every official X and Telegram account, lowercase, as `@name` (a Discord invite code is no @handle). */
  handles: string[]
  /** The token's contract address, or null until it is announced. */
  tokenContractAddress: string | null
  security: { contact: string; policy: string | null; languages: string[] }
  token: Constants['OFFICIAL']['token']
}

/** The registry from the checked constants. */
export function officialRegistryFrom(
  constants: Pick<Constants, 'BRAND_NAME' | 'LINKS' | 'TOKEN_CONTRACT_ADDRESS' | 'OFFICIAL'>,
): OfficialRegistry {
  const { OFFICIAL: official, LINKS: links } = constants
  const entries = officialEntries({
    links,
    purposes: official.purposes,
    tokenContractAddress: constants.TOKEN_CONTRACT_ADDRESS,
    securityContact: official.securityContact,
  })
  const website = entries.find(entry => entry.kind === 'domain')!
  const hosts = new Set(entries.flatMap(entry => (entry.host ? [entry.host] : [])))
  for (const [alias, host] of Object.entries(HOST_ALIASES)) if (hosts.has(host)) hosts.add(alias)
  return {
    brand: constants.BRAND_NAME,
    website: new URL(website.value).origin,
    entries,
    hosts: [...hosts].sort(),
    handles: [
      ...new Set(
        entries
          .filter(entry => entry.kind === 'account' && HANDLE_HOSTS.includes(entry.host!))
          .map(entry => `@${entry.handle!}`),
      ),
    ].sort(),
    tokenContractAddress: constants.TOKEN_CONTRACT_ADDRESS,
    security: {
      contact: official.securityContact,
      policy: official.securityPolicy,
      languages: [...official.securityLanguages],
    },
    token: official.token,
  }
}

/** The registry of content/constants.yaml (or `file`); throws with its `path:line` messages when it is broken. */
export function checkedOfficialRegistry(file = path.join(ROOT_DIR, 'content/constants.yaml')): OfficialRegistry {
  const read = readConstants(ROOT_DIR, path.resolve(file))
  if (!read.constants) throw new Error(read.problems.map(formatProblem).join('\n'))
  return officialRegistryFrom(read.constants)
}

const cache = new Map<string, OfficialRegistry>()

/** The same, read once per process; a broken file gives an empty registry, never a permissive one. */
export function readOfficialRegistry(file = path.join(ROOT_DIR, 'content/constants.yaml')): OfficialRegistry {
  const known = cache.get(file)
  if (known) return known
  let registry: OfficialRegistry
  try {
    registry = checkedOfficialRegistry(file)
  } catch {
    registry = {
      brand: '',
      website: '',
      entries: [],
      hosts: [],
      handles: [],
      tokenContractAddress: null,
      security: { contact: '', policy: null, languages: [] },
      token: { name: '', symbol: '', decimals: 0, logo: '' },
    }
  }
  cache.set(file, registry)
  return registry
}
