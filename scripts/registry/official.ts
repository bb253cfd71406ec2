/**
 * The official registry: the hosts, handles and contract address the project itself publishes, read from
 * content/constants.yaml. Every check that asks "is this one of ours?" reads it through readOfficialRegistry().
 * (Minimal version from the `links` of constants.yaml; the official registry of issue 31 extends it.)
 * CAREFUL HERE: what is listed here may be written in any translation without the English having it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ROOT_DIR } from '../rootDir.ts'

export interface OfficialRegistry {
  /** Hosts of the official links, lowercase, without `www.` (`pump.fun`, `x.com`, `t.me`). */
  hosts: string[]
  /** Official handles, lowercase, as `@name` (from x.com/<name>, t.me/<name>, discord.gg/<name>). */
  handles: string[]
  /** The token's contract address, or null until it is announced. */
  contractAddress: string | null
}

const cache = new Map<string, OfficialRegistry>()

/** The registry of `constantsFile` (content/constants.yaml by default), read once per process. */
export function readOfficialRegistry(constantsFile = path.join(ROOT_DIR, 'content/constants.yaml')): OfficialRegistry {
  const known = cache.get(constantsFile)
  if (known) return known
  let data: { links?: Record<string, unknown>; tokenContractAddress?: unknown } = {}
  try {
    // Read only after the content build checked the file (regular file, size, aliases): a failure here means
    // it is broken, which that check reports with its line; the registry is then empty, never permissive.
    const stats = fs.lstatSync(constantsFile)
    if (stats.isFile() && stats.size < 256 * 1024) data = parse(fs.readFileSync(constantsFile, 'utf8'), { maxAliasCount: 0 }) ?? {}
  } catch {
    data = {}
  }
  const registry = registryOf(Object.values(data.links ?? {}).filter((url): url is string => typeof url === 'string'),
    typeof data.tokenContractAddress === 'string' ? data.tokenContractAddress : null)
  cache.set(constantsFile, registry)
  return registry
}

/** The registry of a list of official links and an address (exported for tests). */
export function registryOf(links: readonly string[], contractAddress: string | null): OfficialRegistry {
  const hosts = new Set<string>()
  const handles = new Set<string>()
  for (const link of links) {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      continue
    }
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    hosts.add(host)
    const first = url.pathname.split('/').filter(Boolean)[0]
    if (first && /^[\w.-]+$/.test(first)) handles.add(`@${first.toLowerCase()}`)
  }
  return { hosts: [...hosts].sort(), handles: [...handles].sort(), contractAddress }
}
