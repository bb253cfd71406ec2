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

export type ServerName = 'nginx' | 'edge'

export interface Expectation {
  /** What is asked, as a visitor types it. Redirects (Cloudflare's /faq → /faq/) are followed. */
  path: string
  status: number
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

/** Files of every kind: their MIME type (which nosniff makes binding), cache rule and bytes. */
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
].map(row => ({ status: 200, cacheControl: CACHE_REVALIDATE, ...row }))

/**
 * The editor (scripts/admin/): its own policy at /admin/, and at /admin, which every server redirects to /admin/ (under
 * the site's policy the editor would not start). The redirect carries the editor's headers too.
 */
const editor: Expectation[] = ['/admin/', '/admin'].map(path => ({
  path,
  status: 200,
  lang: 'en',
  contentType: HTML,
  cacheControl: CACHE_REVALIDATE,
  file: 'admin/index.html',
  headers: ADMIN_SECURITY_HEADERS,
}))

/** Every row: each one's answer must also carry every security header (scripts/deploy/policy.ts). */
export const EXPECTATIONS: readonly Expectation[] = [...pages, ...notFound, ...files, ...editor]

/** The status `server` must answer for `row`. */
export const statusOn = (row: Expectation, server: ServerName) => row.differs?.[server]?.status ?? row.status
