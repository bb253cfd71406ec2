/** What the report looks for in any text of the built site: addresses, domains, handles and contract addresses. */
import { withoutHash } from './readPage.ts'

/** Web addresses, bare domains, handles (`@name`), Solana (base58) and Ethereum contract addresses. */
const ADDRESS =
  /(?:[a-z][\w+.-]*:\/\/)?(?:[\p{L}\d-]+\.)+\p{L}{2,}(?:\/[^\s"'<>]*)?|(?<![\w@.])@[\p{L}\d_.]{2,}|(?<![\w])[1-9A-HJ-NP-Za-km-z]{32,44}(?![\w])|\b0x[\da-fA-F]{40}\b/gu
export function findAddresses(text: string): string[] {
  return [...text.matchAll(ADDRESS)]
    .map(match => match[0].replace(/[.,;:!?)\]。、，]+$/u, ''))
    .filter(found => found.length > 3)
}

export const isExternal = (href: string) =>
  /^(?:[a-z][\w+.-]*:|\/\/)/i.test(href) && !/^(?:https?:)?\/\/(?:[\w-]+\.)*reelfi\.app(?:[/:?#]|$)/i.test(href)

/** An address of the site itself (`https://reelfi.app/de/news/x`, `reelfi.app`): its own pages, not a fact to check. */
export const isOwnSite = (address: string) =>
  /^(?:[a-z][\w+.-]*:\/\/)?(?:[\w-]+\.)*reelfi\.app(?:[/:?#]|$)/i.test(address)

/** `label → href` as readPage writes a link. */
export const splitLink = (link: string) => {
  const at = link.lastIndexOf(' → ')
  return { label: link.slice(0, at), href: link.slice(at + 3) }
}

const MAX_DEPTH = 40

/** JSON-LD flattened to `path = value` lines, so that a change is named by where it is. */
export function flatten(value: unknown, prefix = '', out: string[] = [], depth = 0): string[] {
  // CAREFUL HERE: the JSON is the pull request's data; nesting deeper than any real file is one value, not a crash.
  if (depth > MAX_DEPTH && value && typeof value === 'object')
    out.push(`${prefix} = ${JSON.stringify(value).slice(0, 2_000)}`)
  else if (Array.isArray(value)) value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, out, depth + 1))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out, depth + 1)
  // A picture's or page's address without the build's content hash, which changes with every re-encoding.
  else
    out.push(
      `${prefix} = ` +
        (typeof value === 'string' && /^(?:https?:\/\/|\/)\S+$/.test(value) ? withoutHash(value) : String(value)),
    )
  return out
}
