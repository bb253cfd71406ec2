/**
 * Where a link in a body may point: https:, mailto:, a site path (`/faq`) or an `#anchor`. Nothing else: no
 * javascript:, data:, vbscript: or http:, and no protocol-relative `//host`.
 */

// CAREFUL HERE: browsers drop tabs and newlines from URLs and read `\` as `/`, so `/\evil.example` or
// `java\tscript:` would be another link than the one checked. No such character is allowed at all.
const SPACE_CONTROL_OR_BACKSLASH = /[\u0000-\u0020\u007f-\u00a0\\]/

/** The href to render, or why the target is refused. `url` is the target as Markdown decoded it. */
export function checkLinkTarget(url: string): string | { problem: string } {
  if (SPACE_CONTROL_OR_BACKSLASH.test(url)) return { problem: 'a space, a control character or a backslash' }
  if (url.startsWith('#')) return url
  if (url.startsWith('/')) return url.startsWith('//') ? { problem: '// leaves the site' } : url
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { problem: 'not a full address, nor a path starting with /' }
  }
  if (parsed.protocol === 'mailto:') return url
  if (parsed.protocol !== 'https:') return { problem: `the ${parsed.protocol} scheme` }
  // `https:evil.example` is a relative path to a browser; `https://solana.com@evil.example` goes to evil.example.
  if (!/^https:\/\//i.test(url)) return { problem: 'https: must be followed by //' }
  if (parsed.username || parsed.password) return { problem: 'an address with a user name before @ disguises where it goes' }
  // What was checked is what is rendered.
  return parsed.href
}
