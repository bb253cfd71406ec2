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
  let protocol: string
  try {
    protocol = new URL(url).protocol
  } catch {
    return { problem: 'not a full address, nor a path starting with /' }
  }
  if (protocol === 'https:' || protocol === 'mailto:') return url
  return { problem: `the ${protocol} scheme` }
}
