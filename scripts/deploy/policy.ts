/**
 * How the built site is served: the one source of truth for the response headers, cache rules and 404 pages, rendered
 * for nginx (nginx.ts) and the static hosts (deployFiles.ts) and used by `npm run serve` (serve/staticServer.ts).
 */
import { sha256 } from '../core/hash.ts'
import { ADMIN_NOT_FOUND_PAGE, isAdminPath } from './adminPath.ts'

export { ADMIN_NOT_FOUND_PAGE, ADMIN_PATH, ADMIN_PATH_PREFIX, isAdminPath, servedPath } from './adminPath.ts'
import { builtPageScriptLoader } from '../pageScript/pageScriptLoader.ts'
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts'
import { stripLocale } from '../../src/i18n/localizedUrl.ts'
import { NEWS_BANNER_SCRIPT } from '../../src/news/bannerScript.ts'
import { eventHooksLibrary } from '../admin/eventHooksLibrary.ts'

/** The hash that allows the page-script loader's inline script: from the very bytes the pages inline. */
export const PAGE_SCRIPT_LOADER_HASH = `'sha256-${sha256(await builtPageScriptLoader(), 'base64')}'`

/** The hash that allows the pinned-news banner's inline script (src/news/bannerScript.ts). */
export const NEWS_BANNER_SCRIPT_HASH = `'sha256-${sha256(NEWS_BANNER_SCRIPT, 'base64')}'`

/**
 * Content-Security-Policy: the pages run only their own module scripts and the two inline scripts above, by hash
 * (JSON-LD blocks are never executed). Nothing is loaded from another origin, nothing is framed, no plugins.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src 'self' ${PAGE_SCRIPT_LOADER_HASH} ${NEWS_BANNER_SCRIPT_HASH}`,
  "style-src 'self'",
  // data: for the page's inlined SVG icon (pages/+favicon.ts); a data: image reaches no one.
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  'upgrade-insecure-requests',
].join('; ')

/** Browser features the site does not use, turned off for it and for anything it could embed. */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** Sent with every response: pages, assets and 404s. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': DISABLED_FEATURES.map(feature => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Sveltia CMS's update check (unpkg) and GitHub's status (githubstatus.com), each an exact file. */
export const EDITOR_START_CALLS = [
  'https://unpkg.com/@sveltia/cms/package.json',
  'https://www.githubstatus.com/api/v2/status.json',
] as const

/**
 * The editor at /admin/ (Sveltia CMS) talks to GitHub's API and shows its avatars, which no visitor page may; it still
 * runs only the site's own scripts. CAREFUL HERE: nothing outside ADMIN_PATH_PREFIX gets this policy.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  // Its own scripts, and its import map (scripts/admin/eventHooksLibrary.ts) by its hash.
  `script-src 'self' ${eventHooksLibrary().importMapHash}`,
  // The editor's components (Svelte) set styles on their elements and add <style> elements as they mount.
  "style-src 'self' 'unsafe-inline'",
  // Pictures of the repository are read through the API and shown as blob: URLs; avatars come from GitHub.
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  // data: (its inlined logo), GitHub's APIs, and the two calls it makes at every start, which no option of Sveltia CMS
  // turns off: these two files alone (issue 48).
  `connect-src 'self' data: https://api.github.com ${EDITOR_START_CALLS.join(' ')}`,
  "manifest-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')

/** /admin/ answers with its own policy and is never indexed (it is in no sitemap, feed or search index either). */
export const ADMIN_SECURITY_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': ADMIN_CONTENT_SECURITY_POLICY,
  // Signing in happens in a window the editor opens, which hands the token back: it must keep its opener.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
}

/** The headers of a response for `pathname`: the editor's under ADMIN_PATH_PREFIX, the site's everywhere else. */
export function securityHeaders(pathname: string): Record<string, string> {
  return isAdminPath(pathname) ? ADMIN_SECURITY_HEADERS : SECURITY_HEADERS
}

/** Files under /assets/ have a content hash in their name: cached for a year and never revalidated. */
export const HASHED_ASSETS_PREFIX = '/assets/'
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else (pages, icons, images, sitemap): cached, but revalidated on every use. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate'
/** The 404 page answers for a URL that may exist tomorrow: not stored at all. */
export const CACHE_NOT_FOUND = 'no-store'

export function cacheControl(pathname: string): string {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE
}

/**
 * How long nginx waits for a client, and keeps an idle connection: nginx's defaults let a client that trickles its
 * request hold a connection for minutes, and a static site needs none of that patience.
 */
export const CLIENT_LIMITS = {
  /** The whole request header must arrive within this time (nginx does not restart the clock on each byte). */
  headerTimeoutS: 10,
  /** Longest pause between two reads of a request body; the site takes no bodies, so this is only a backstop. */
  bodyTimeoutS: 10,
  /** A static site has no forms or uploads: a request with a larger body is refused (413) before it is read. */
  maxBodySize: '1k',
  /** Longest pause between two writes of a response: a reader that stops reading is let go. */
  sendTimeoutS: 10,
  /** An idle keep-alive connection is closed after this: long enough for the next click, not for a parked socket. */
  keepaliveTimeoutS: 15,
  /** Requests on one keep-alive connection before nginx closes it (its default; a page needs about a dozen). */
  keepaliveRequests: 1000,
  /** Longest life of one keep-alive connection, however busy, so memory held per connection is returned. */
  keepaliveTimeS: 300,
} as const

/** The 404 page for a path: the editor's under /admin/, the locale's own under its prefix, else the English one. */
export function notFoundPage(pathname: string): string {
  if (isAdminPath(pathname)) return ADMIN_NOT_FOUND_PAGE
  const { locale } = stripLocale(pathname)
  return locale === DEFAULT_LOCALE ? '/404.html' : `/${locale}/404.html`
}

/** The pages' Markdown copies: text/markdown (RFC 7763), which Debian's mime.types lacks, in UTF-8. */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8'
