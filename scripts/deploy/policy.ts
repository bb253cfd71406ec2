/**
 * How the built site (dist/client) is served in production: the one source of truth for the response headers,
 * cache rules and 404 pages. Rendered into the nginx configuration (scripts/deploy/nginx.ts → deploy/nginx/),
 * into `_headers` and `_redirects` for static hosts (scripts/deploy/deployFiles.ts), and used by the Node server of
 * `npm run serve` (scripts/serve/staticServer.ts), so that every way of serving the site behaves the same.
 */
import { sha256 } from '../core/hash.ts'
import { ADMIN_NOT_FOUND_PAGE, isAdminPath } from './adminPath.ts'

export { ADMIN_NOT_FOUND_PAGE, ADMIN_PATH, ADMIN_PATH_PREFIX, isAdminPath, servedPath } from './adminPath.ts'
import { builtPageScriptLoader } from '../pageScript/pageScriptLoader.ts'
import { LOCALES, DEFAULT_LOCALE } from '../../src/i18n/locales.ts'
import { NEWS_BANNER_SCRIPT } from '../../src/news/bannerScript.ts'
import { eventHooksLibrary } from '../admin/eventHooksLibrary.ts'

/**
 * The hash that allows the one inline script, the page-script loader (src/enhance/pageScriptLoader.ts): computed
 * from the very bytes the pages inline, as Vite builds them.
 */
export const PAGE_SCRIPT_LOADER_HASH = `'sha256-${sha256(await builtPageScriptLoader(), 'base64')}'`

/**
 * The hash that allows the pinned-news banner's inline script (src/news/bannerScript.ts), on pages that show the
 * banner: the same bytes on every page, so one hash.
 */
export const NEWS_BANNER_SCRIPT_HASH = `'sha256-${sha256(NEWS_BANNER_SCRIPT, 'base64')}'`

/**
 * Content-Security-Policy. The pages run only their own module scripts, the page-script loader and the banner's
 * script, allowed by their hashes and by nothing else: any other inline script is blocked. The other inline `<script>`
 * elements (JSON-LD) are
 * data blocks, which are never executed and need no permission. Nothing is loaded from another origin, nothing is
 * framed, there are no plugins and no forms
 * that post anywhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src 'self' ${PAGE_SCRIPT_LOADER_HASH} ${NEWS_BANNER_SCRIPT_HASH}`,
  "style-src 'self'",
  // data: for the page's SVG icon, inlined so that it costs no request before the first paint (pages/+favicon.ts).
  // A data: image makes no request to anyone: nothing can be sent out through it, and no other origin is reached.
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

/**
 * The editor at /admin/ (Sveltia CMS, scripts/admin/) is the one path served under another policy: the page a writer
 * edits the site in talks to GitHub's API and shows GitHub avatars, which no visitor page may. It still runs only
 * the site's own scripts (the editor is copied from its npm package by the build, never loaded from a CDN).
 * CAREFUL HERE: every visitor page keeps CONTENT_SECURITY_POLICY; nothing outside ADMIN_PATH_PREFIX gets this one.
 */
/** Sveltia CMS's update check (unpkg) and GitHub's status (githubstatus.com), each an exact file. */
export const EDITOR_START_CALLS = [
  'https://unpkg.com/@sveltia/cms/package.json',
  'https://www.githubstatus.com/api/v2/status.json',
] as const

export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  // Its own scripts, and the one inline element, the import map that serves Sveltia's event-hook library from /admin/
  // (scripts/admin/eventHooksLibrary.ts), by its hash.
  `script-src 'self' ${eventHooksLibrary().importMapHash}`,
  // The editor's components (Svelte) set styles on their elements and add <style> elements as they mount.
  "style-src 'self' 'unsafe-inline'",
  // Pictures of the repository are read through the API and shown as blob: URLs; avatars come from GitHub.
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  // The editor's fonts (text and icons) are served from /admin/fonts/ (scripts/admin/writeAdmin.ts), never a CDN.
  "font-src 'self'",
  // data: (the editor reads its own inlined logo; a data: URL reaches no one), and GitHub's REST and GraphQL APIs:
  // the repository, branches and pull requests. Signing in opens GitHub (or the OAuth client of the backend's
  // base_url) in a window of its own, which this policy does not govern.
  // The two calls the editor makes at every start, which no option of Sveltia CMS turns off (0.221: the version check
  // always runs, GitHub's status check unless the repository is self-hosted) and its CSP guide lists: these two
  // files alone, read without credentials. Blocked, each start printed two policy errors (issue 48).
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
  // Signing in happens in a window the editor opens, which hands the token back to it: that window must keep its
  // opener.
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
 * How long nginx waits for a client, and how long it keeps an idle connection. nginx's defaults (60 s for the
 * header, the body and each write; 75 s idle) let a client that trickles its request hold a connection for
 * minutes; with a thousand of them, nobody else is served. A static site needs none of that patience: a real
 * browser sends its whole request header in one packet.
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

/** The locales whose pages live under a prefix (`/ja/…`); English has none. */
export const PREFIXED_LOCALES = LOCALES.filter(locale => locale !== DEFAULT_LOCALE)

/**
 * The 404 page for a path: the editor's under /admin/, the locale's own under its prefix, the English one elsewhere.
 */
export function notFoundPage(pathname: string): string {
  if (isAdminPath(pathname)) return ADMIN_NOT_FOUND_PAGE
  const prefix = PREFIXED_LOCALES.find(locale => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`))
  return prefix ? `/${prefix}/404.html` : '/404.html'
}

/**
 * The pages' Markdown copies (scripts/llms/): text/markdown (RFC 7763) in UTF-8. Debian's mime.types has no type for
 * .md, and Node's static server sends none of its charset.
 */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8'
