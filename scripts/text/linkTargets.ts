/**
 * Where a link may point: https:, mailto:, a site path (`/faq`) or an `#anchor`, with no user name before the host
 * and no host a reader could mistake for another (hostProblem).
 */
import { domainToUnicode } from 'node:url'
import { normaliseText } from './normalise.ts'

// CAREFUL HERE: browsers drop tabs and newlines from URLs and read `\` as `/`, so `/\evil.example` or
// `java\tscript:` would be another link than the one checked. No such character is allowed at all.
const SPACE_CONTROL_OR_BACKSLASH = /[\u0000-\u0020\u007f-\u00a0\\]/

export const LINK_FIX = 'link to https://…, mailto:…, a page of the site such as /faq, or an #anchor'

/**
 * The href to render, or why the target is refused. `url` is the target as Markdown decoded it; `allowedHosts`
 * are the hosts of the site's own links (content/constants.yaml), the only ones that may be other than ASCII.
 */
export function checkLinkTarget(
  url: string,
  allowedHosts: ReadonlySet<string> = new Set(),
): string | { problem: string } {
  if (SPACE_CONTROL_OR_BACKSLASH.test(url)) return { problem: 'a space, a control character or a backslash' }
  if (url.startsWith('#')) return url
  if (url.startsWith('/')) return url.startsWith('//') ? { problem: '// leaves the site' } : url
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { problem: 'not a full address, nor a path starting with /' }
  }
  if (parsed.protocol === 'mailto:') {
    const domain = parsed.pathname.slice(parsed.pathname.lastIndexOf('@') + 1)
    const problem = hostProblem(new URL(`https://${domain}`).hostname, allowedHosts)
    return problem ? { problem } : url
  }
  if (parsed.protocol !== 'https:') return { problem: `the ${parsed.protocol} scheme` }
  // `https:evil.example` is a relative path to a browser; `https://solana.com@evil.example` goes to evil.example.
  if (!/^https:\/\//i.test(url)) return { problem: 'https: must be followed by //' }
  if (parsed.username || parsed.password)
    return { problem: 'an address with a user name before @ disguises where it goes' }
  const problem = hostProblem(parsed.hostname, allowedHosts)
  if (problem) return { problem }
  // What was checked is what is rendered.
  return parsed.href
}

/**
 * Why a host (lowercase, punycode) may deceive a reader, or undefined: it is plain ASCII or one the site links to,
 * and mixes no scripts (`pump.fun` with a Cyrillic `р`).
 */
export function hostProblem(hostname: string, allowedHosts: ReadonlySet<string> = new Set()): string | undefined {
  const unicode = domainToUnicode(hostname) || hostname
  for (const label of unicode.split('.')) {
    const scripts = scriptsOf(label)
    if (scripts.size > 1)
      return `the host ${unicode} mixes ${[...scripts].join(' and ')} letters, a look-alike of another address`
  }
  if (allowedHosts.has(hostname)) return undefined
  if (hostname.split('.').some(label => label.startsWith('xn--')) || unicode !== hostname) {
    return `the host ${unicode} (${hostname}) is not plain ASCII, and the site's own links do not go there`
  }
  return undefined
}

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Thai',
] as const

function scriptsOf(text: string): Set<string> {
  const found = new Set<string>()
  for (const character of text) {
    const script = SCRIPTS.find(name => new RegExp(`\\p{Script=${name}}`, 'u').test(character))
    if (script) found.add(script)
  }
  // Japanese mixes Han and kana by design; only a mix with another alphabet deceives.
  if (found.has('Hiragana') || found.has('Katakana')) found.delete('Han')
  if (found.has('Hiragana') && found.has('Katakana')) found.delete('Katakana')
  return found
}

/** A domain written in text (`pump.fun`, `https://gmgn.ai/…`): ASCII top-level domain, labels in alphabetic scripts. */
const DOMAIN_IN_TEXT =
  /(?<![\p{L}\p{N}.-])((?:[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}](?:[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}-]*[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]+))(?![a-z0-9-])/giu

/**
 * When a link's text looks like an address (`pump.fun`, `https://gmgn.ai`), the host it names, if that is not where
 * the link goes: a reader trusts the address they read. `www.` on either side is ignored.
 */
export function misleadingLinkText(text: string, href: string): string | undefined {
  let target: string
  try {
    const parsed = new URL(href)
    target =
      parsed.protocol === 'mailto:'
        ? parsed.pathname.slice(parsed.pathname.lastIndexOf('@') + 1).toLowerCase()
        : parsed.hostname
  } catch {
    return undefined
  }
  const bare = (host: string) => host.replace(/^www\./, '')
  for (const [, domain] of normaliseText(text).matchAll(DOMAIN_IN_TEXT)) {
    let named: string
    try {
      named = new URL(`https://${domain}`).hostname
    } catch {
      return domain
    }
    if (bare(named) !== bare(target)) return domain
  }
  return undefined
}
