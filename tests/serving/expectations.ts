/**
 * How the built site must be served, written once for every server that serves it: nginx (tests/nginx/, the
 * committed configuration) and Cloudflare's runtime (tests/edge/, the site's _headers and _redirects in workerd).
 * Both suites run every row through tests/serving/servingSuite.ts, so the two paths cannot drift: a rule changed in
 * scripts/deploy/policy.ts that one server no longer honours fails that server's test.
 * CAREFUL HERE: a row that one server answers otherwise names the server and why in `differs`; never drop a row
 * for one server.
 */
import fs from 'node:fs'
import { LOCALES } from '../../src/i18n/locales'
import { pageUrl, ROUTES } from '../e2e/fixtures'
import {
  ADMIN_SECURITY_HEADERS,
  CACHE_IMMUTABLE,
  CACHE_NOT_FOUND,
  CACHE_REVALIDATE,
  MARKDOWN_CONTENT_TYPE,
} from '../../scripts/deploy/policy'
import { builtPageScriptUrl } from '../../scripts/pageScript/pageScriptPlugin'
import { LANGUAGE_COOKIE } from '../../src/i18n/languageCookie'

export type ServerName = 'nginx' | 'edge'

export interface Expectation {
  /** What is asked, as a visitor types it. Redirects (Cloudflare's /faq → /faq/) are followed, unless `location`. */
  path: string
  /** Request headers beside Accept-Encoding: identity (a browser's language, a cookie, an assistant's Accept). */
  requestHeaders?: Record<string, string>
  status: number
  /** Where a redirect of the site's own sends the visitor (asked without following it). */
  location?: string
  /** Request headers the answer must name in `Vary`, and ones it must not. */
  vary?: string[]
  notVary?: string[]
  /** `<html lang>` of an HTML answer: a page's own language, or the language of the 404 page it gets. */
  lang?: string
  contentType?: string | RegExp
  cacheControl?: string
  /** The built file (under dist/client) whose very bytes the answer must be. */
  file?: string
  /** The security headers the answer carries: the site's (SECURITY_HEADERS) unless given. */
  headers?: Record<string, string>
  /** Where a server answers otherwise, with the reason. */
  differs?: Partial<Record<ServerName, { status: number; why: string }>>
}

export const SITE = 'dist/client'
const HTML = 'text/html; charset=utf-8'
/** One hashed stylesheet and the page script, as the build named them. */
export const ASSET = `/assets/static/${fs.readdirSync(`${SITE}/assets/static`).find(file => file.endsWith('.css'))}`
export const SCRIPT = builtPageScriptUrl()

/** Every page in every locale, with and without its trailing slash, in its language. */
const pages: Expectation[] = LOCALES.flatMap(locale =>
  ROUTES.flatMap(route => {
    const url = pageUrl(route, locale)
    return [...new Set([url, url.endsWith('/') ? url.slice(0, -1) || '/' : `${url}/`])].map(path => ({
      path,
      status: 200,
      lang: locale,
      contentType: HTML,
      cacheControl: CACHE_REVALIDATE,
    }))
  }),
)

/** Unknown paths get the 404 page of their locale, unknown locales the English one, never stored. */
const notFound: Expectation[] = [
  ['/no-such-page', 'en'],
  ['/faq/nope', 'en'],
  ['/assets/nope.js', 'en'],
  ['/en/faq', 'en'],
  ['/xx/faq', 'en'],
  ['/jp/', 'en'],
  ['/JA/faq', 'en'],
  ['/no-such-page/index.md', 'en'],
  ['/ja/no-such-page/index.md', 'ja'],
  ...LOCALES.filter(locale => locale !== 'en').map(locale => [`/${locale}/no-such-page`, locale]),
].map(([path, lang]) => ({ path: path!, status: 404, lang, contentType: HTML, cacheControl: CACHE_NOT_FOUND }))
notFound.push({
  path: '/404',
  status: 404,
  lang: 'en',
  contentType: HTML,
  differs: {
    edge: {
      status: 200,
      why: 'Cloudflare Pages serves every .html file at its URL without .html, 404.html too (the page is noindex)',
    },
  },
})

const NOT_NEGOTIATED = ['Accept', 'Accept-Language', 'Cookie']

/** Files of every kind: their MIME type (which nosniff makes binding), cache rule, bytes and no Vary of ours. */
const files: Expectation[] = [
  { path: SCRIPT, contentType: /^(application|text)\/javascript\b/, cacheControl: CACHE_IMMUTABLE },
  { path: ASSET, contentType: /^text\/css\b/, cacheControl: CACHE_IMMUTABLE },
  { path: '/site.webmanifest', contentType: /^application\/manifest\+json\b/, file: 'site.webmanifest' },
  { path: '/favicon.svg', contentType: /^image\/svg\+xml\b/ },
  { path: '/favicon.ico', contentType: /^image\/(x-icon|vnd\.microsoft\.icon)$/ },
  { path: '/og/en.png', contentType: /^image\/png$/ },
  { path: '/sitemap.xml', contentType: /^(text|application)\/xml\b/, file: 'sitemap.xml' },
  { path: '/robots.txt', contentType: /^text\/plain\b/, file: 'robots.txt' },
  { path: '/.well-known/security.txt', contentType: 'text/plain; charset=utf-8', file: '.well-known/security.txt' },
  { path: '/official.json', contentType: /^application\/json\b/, file: 'official.json' },
  // llms.txt and the pages' Markdown copies (scripts/llms/), in English and in other languages.
  ...['llms.txt', 'ja/llms.txt', 'zh-TW/llms.txt'].map(file => ({
    path: `/${file}`,
    contentType: 'text/plain; charset=utf-8',
    file,
  })),
  ...[
    'index.md',
    'faq/index.md',
    'ja/faq/index.md',
    'de/index.md',
    'ko/official/index.md',
    'news/beware-of-impersonators/index.md',
    'ru/news/beware-of-impersonators/index.md',
  ].map(file => ({ path: `/${file}`, contentType: MARKDOWN_CONTENT_TYPE, file })),
  // The news feeds: XML and JSON, in English and in another language.
  ...['', '/ja'].flatMap(prefix => [
    {
      path: `${prefix}/news/rss.xml`,
      contentType: /^(text|application)\/xml\b/,
      file: `${prefix.slice(1)}${prefix ? '/' : ''}news/rss.xml`,
    },
    {
      path: `${prefix}/news/atom.xml`,
      contentType: /^(text|application)\/xml\b/,
      file: `${prefix.slice(1)}${prefix ? '/' : ''}news/atom.xml`,
    },
    {
      path: `${prefix}/news/feed.json`,
      contentType: /^application\/(feed\+)?json\b/,
      file: `${prefix.slice(1)}${prefix ? '/' : ''}news/feed.json`,
    },
  ]),
].map(row => ({
  status: 200,
  cacheControl: CACHE_REVALIDATE,
  // A file is one answer for everyone: a Vary would only split a cache's copies of it (the Markdown copies included:
  // it is their page's URL that answers by Accept, not theirs).
  notVary: NOT_NEGOTIATED,
  ...row,
}))

/**
 * The editor (scripts/admin/): its own policy at /admin/, and at /admin, which every server redirects to /admin/ (under
 * the site's policy the editor would not start). The redirect carries the editor's headers too.
 */
const editor: Expectation[] = [
  // Spelled another way, it is still the editor's (issue 48: npm run serve gave /%61dmin/ the site's policy).
  ...['/admin/', '/admin', '/%61dmin/'].map(path => ({
    path,
    status: 200,
    lang: 'en',
    contentType: HTML,
    cacheControl: CACHE_REVALIDATE,
    file: 'admin/index.html',
    headers: ADMIN_SECURITY_HEADERS,
  })),
  // A missing file under /admin/ gets the editor's own 404 page under its policy, never the site's page under it.
  ...['/admin/nope', '/admin/chunks/nope.js'].map(path => ({
    path,
    status: 404,
    lang: 'en',
    contentType: HTML,
    cacheControl: CACHE_NOT_FOUND,
    file: 'admin/404.html',
    headers: ADMIN_SECURITY_HEADERS,
  })),
]

/**
 * The root in the visitor's language (scripts/deploy/negotiation.ts): a 302 to the best locale by Accept-Language,
 * English served at `/` itself for a language with no locale and without the header (crawlers, previews), and a
 * language chosen in the menu (its cookie) first, English included. `/` alone varies by language and cookie.
 */
const ROOT_VARY = ['Accept-Language', 'Cookie', 'Accept']
/** A browser that lists many languages it reads poorly before one the site has (well within nginx's 8 KiB lines). */
const LONG_LANGUAGES = [...Array.from({ length: 400 }, (_, i) => `x${i};q=0.${(i % 9) + 1}`), 'ko;q=0.001'].join(',')
const root: Expectation[] = [
  { language: 'ja,en;q=0.8', location: '/ja/' },
  { language: 'de-AT', location: '/de/' },
  { language: 'zh-HK', location: '/zh-TW/' },
  { language: 'en;q=0.5, ko', location: '/ko/' },
  { language: 'pt-BR' },
  { language: 'zh-CN,zh;q=0.9' },
  {},
  { language: 'ja,en;q=0.8', cookie: 'en' },
  { cookie: 'ja', location: '/ja/' },
  { language: 'ja', cookie: 'de', location: '/de/' },
  { language: 'de', cookie: 'https://evil.example/', location: '/de/' },
  // The plain name means the same choice; the menu's own cookie wins over a stale one, whatever their order.
  { language: 'de', rawCookie: 'lang=ja', location: '/ja/' },
  { language: 'ja', rawCookie: `lang=ja; ${LANGUAGE_COOKIE}=en` },
  // Garbage quality values count for nothing; hundreds of languages without a locale do not hide the one with it.
  { language: 'ja;q=abc, fr;q=1.5, de;q=0.5', location: '/de/' },
  { language: LONG_LANGUAGES, location: '/ko/' },
  // The target is the locale root, whatever the query.
  { query: '?next=//evil.example', language: 'ja', location: '/ja/' },
].map(({ language, cookie, rawCookie, query, location }) => ({
  path: `/${query ?? ''}`,
  requestHeaders: {
    ...(language ? { 'Accept-Language': language } : {}),
    ...(cookie ? { Cookie: `${LANGUAGE_COOKIE}=${cookie}` } : {}),
    ...(rawCookie ? { Cookie: rawCookie } : {}),
  },
  vary: ROOT_VARY,
  cacheControl: CACHE_REVALIDATE,
  ...(location ? { status: 302, location } : { status: 200, lang: 'en', contentType: HTML }),
}))

/**
 * Only / itself answers by language: /%2F (and //, which a request path here cannot hold), merged into / by nginx
 * before it chooses a location, gets the English page as on the edge.
 */
root.push({
  path: '/%2F',
  requestHeaders: { 'Accept-Language': 'ja', Cookie: `${LANGUAGE_COOKIE}=ja` },
  status: 200,
  lang: 'en',
  contentType: HTML,
})

/**
 * Markdown for assistants by negotiation: a page asked for as text/markdown is answered with its copy (the file its
 * head links), a browser's Accept still gets the page; pages vary by Accept, and only `/` by language.
 */
const MARKDOWN = 'text/markdown'
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8'
const markdown: Expectation[] = [
  ...LOCALES.flatMap(locale =>
    ROUTES.map(route => {
      const url = pageUrl(route, locale)
      return {
        path: url,
        requestHeaders: { Accept: MARKDOWN },
        status: 200,
        contentType: MARKDOWN_CONTENT_TYPE,
        file: `${url.replace(/\/$/, '')}/index.md`.slice(1),
        // The root's copy is still the root's answer: it varies by language and cookie too.
        vary: url === '/' ? ROOT_VARY : ['Accept'],
      }
    }),
  ),
  ...['/faq', '/faq/', '/ja/faq', '/de/'].map(path => ({
    path,
    requestHeaders: { Accept: BROWSER_ACCEPT },
    status: 200,
    lang: path.split('/')[1] === 'faq' ? 'en' : path.split('/')[1],
    contentType: HTML,
    vary: ['Accept'],
    notVary: ['Accept-Language', 'Cookie'],
  })),
  // Markdown, but anything else first: the page.
  {
    path: '/faq',
    requestHeaders: { Accept: `${MARKDOWN};q=0.5, */*` },
    status: 200,
    lang: 'en',
    contentType: HTML,
    vary: ['Accept'],
  },
  {
    path: '/faq',
    requestHeaders: { Accept: `${MARKDOWN}, text/html, */*` },
    status: 200,
    contentType: MARKDOWN_CONTENT_TYPE,
    file: 'faq/index.md',
  },
  {
    path: '/ja/faq',
    requestHeaders: { 'Accept-Language': 'de', Accept: BROWSER_ACCEPT },
    status: 200,
    lang: 'ja',
    notVary: ['Accept-Language'],
  },
  {
    path: '/robots.txt',
    requestHeaders: { Accept: MARKDOWN },
    status: 200,
    contentType: /^text\/plain\b/,
    file: 'robots.txt',
  },
  {
    path: '/',
    requestHeaders: { Accept: MARKDOWN, 'Accept-Language': 'ja' },
    status: 302,
    location: '/ja/',
    vary: ROOT_VARY,
  },
  { path: '/news/', requestHeaders: { Accept: MARKDOWN }, status: 200, lang: 'en', contentType: HTML },
]

/** Every row: each one's answer must also carry every security header (scripts/deploy/policy.ts). */
export const EXPECTATIONS: readonly Expectation[] = [...pages, ...notFound, ...files, ...editor, ...root, ...markdown]

/** The status `server` must answer for `row`. */
export const statusOn = (row: Expectation, server: ServerName) => row.differs?.[server]?.status ?? row.status
