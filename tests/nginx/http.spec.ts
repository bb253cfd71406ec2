import { expect, test, type APIResponse } from '@playwright/test'
import fs from 'node:fs'
import { LOCALES } from '../../src/i18n/locales'
import { pageUrl, ROUTES } from '../e2e/fixtures'
import { ADMIN_SECURITY_HEADERS, CACHE_IMMUTABLE, CACHE_NOT_FOUND, CACHE_REVALIDATE, SECURITY_HEADERS } from '../../scripts/deploy/policy'
import { BROTLI_STATIC_MODULE } from '../../scripts/deploy/nginx'
import { builtPageScriptUrl } from '../../scripts/pageScript/pageScriptPlugin'

const ASSET = `/assets/static/${fs.readdirSync('dist/client/assets/static').find((file) => file.endsWith('.css'))}`
const SCRIPT = builtPageScriptUrl()
/**
 * serve:nginx loads the brotli module when it is installed; gzip needs nothing beyond nginx. In CI the module is
 * required, so that production's `brotli_static on` cannot go untested without anyone noticing.
 */
const HAS_BROTLI = fs.existsSync(BROTLI_STATIC_MODULE)
if (!HAS_BROTLI && (process.env.CI === 'true' || process.env.GITHUB_ACTIONS === 'true')) {
  throw new Error(`${BROTLI_STATIC_MODULE} is missing in CI: install libnginx-mod-http-brotli-static`)
}
const ENCODINGS = HAS_BROTLI ? ['br', 'gzip'] : ['gzip']

const langOf = async (response: APIResponse) => (await response.text()).match(/<html lang="([^"]+)"/)?.[1]

function expectSecurityHeaders(response: APIResponse, where: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers()[name.toLowerCase()], `${name} on ${where}`).toBe(value)
  }
}

test.describe('nginx: statuses', () => {
  test('every page in every locale is 200 in its language, with and without the trailing slash', async ({ request }) => {
    for (const locale of LOCALES) {
      for (const route of ROUTES) {
        const url = pageUrl(route, locale)
        for (const variant of new Set([url, url.endsWith('/') ? url.slice(0, -1) || '/' : `${url}/`])) {
          const response = await request.get(variant)
          expect(response.status(), variant).toBe(200)
          expect(response.headers()['content-type'], variant).toBe('text/html; charset=utf-8')
          expect(await langOf(response), variant).toBe(locale)
        }
      }
    }
  })

  test('unknown paths get the 404 page of their locale, unknown locales the English one, with status 404', async ({ request }) => {
    const cases: [string, string][] = [
      ['/no-such-page', 'en'], ['/faq/nope', 'en'], ['/assets/nope.js', 'en'], ['/404', 'en'],
      ['/en/faq', 'en'], ['/xx/faq', 'en'], ['/jp/', 'en'], ['/JA/faq', 'en'],
      ...LOCALES.filter((locale) => locale !== 'en').map((locale): [string, string] => [`/${locale}/no-such-page`, locale]),
    ]
    for (const [path, lang] of cases) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await langOf(response), path).toBe(lang)
      expect(response.headers()['cache-control'], path).toBe(CACHE_NOT_FOUND)
    }
  })

  test('odd inputs get a 4xx, never a 5xx nor a file outside the site, and a query is not reflected', async ({ request }) => {
    for (const path of ['/..%2f', '/..%2f..%2f..%2fetc%2fpasswd', '/%00', '/faq%00.html', `/${'a'.repeat(4096)}`, '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await request.get(path)
      expect([400, 404, 414], path.slice(0, 40)).toContain(response.status())
      expect(await response.text(), path.slice(0, 40)).not.toContain('root:')
      expectSecurityHeaders(response, path.slice(0, 40))
    }
    const query = await request.get('/faq?x=<script>alert(1)</script>')
    expect(query.status()).toBe(200)
    expect(await query.text()).not.toContain('<script>alert(1)')
  })
})

test.describe('nginx: headers', () => {
  test('every security header is on pages, assets, images, 404s and error responses', async ({ request }) => {
    const paths = ['/', '/ja', '/ja/faq', ASSET, SCRIPT, '/og/ja.png', '/favicon.svg', '/site.webmanifest', '/sitemap.xml',
      '/404.html', '/no-such-page', '/ko/no-such-page', '/%00']
    for (const path of paths) {
      expectSecurityHeaders(await request.get(path), path)
    }
    const csp = SECURITY_HEADERS['Content-Security-Policy']!
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "script-src 'self'"]) expect(csp).toContain(directive)
  })

  test('the editor at /admin/ alone gets its own policy and noindex; its scripts are served as JavaScript', async ({ request }) => {
    const page = await request.get('/admin/')
    expect(page.status()).toBe(200)
    for (const [name, value] of Object.entries(ADMIN_SECURITY_HEADERS)) expect(page.headers()[name.toLowerCase()], name).toBe(value)
    const scripts = [...(await page.text()).matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!)
    expect(scripts).toHaveLength(2)
    for (const script of scripts) {
      const response = await request.get(script)
      expect(response.status(), script).toBe(200)
      expect(response.headers()['content-type'], script).toBe('application/javascript; charset=utf-8')
      expect(response.headers()['content-security-policy'], script).toBe(ADMIN_SECURITY_HEADERS['Content-Security-Policy'])
    }
    // A visitor page next to it keeps the site's policy and is indexable.
    const home = await request.get('/')
    expect(home.headers()['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy'])
    expect(home.headers()['x-robots-tag']).toBeUndefined()
  })

  test('hashed assets are immutable for a year, pages and other files revalidate', async ({ request }) => {
    expect((await request.get(ASSET)).headers()['cache-control']).toBe(CACHE_IMMUTABLE)
    expect((await request.get(SCRIPT)).headers()['cache-control']).toBe(CACHE_IMMUTABLE)
    for (const path of ['/', '/faq', '/de/how-it-works', '/og/en.png', '/site.webmanifest', '/robots.txt']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe(CACHE_REVALIDATE)
    }
  })

  test('every kind of file has its MIME type, which nosniff makes binding', async ({ request }) => {
    const types: [string, RegExp][] = [
      [SCRIPT, /^application\/javascript\b/], [ASSET, /^text\/css\b/], ['/site.webmanifest', /^application\/manifest\+json\b/],
      ['/favicon.svg', /^image\/svg\+xml\b/], ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/], ['/og/en.png', /^image\/png$/],
      ['/sitemap.xml', /^(text|application)\/xml\b/], ['/robots.txt', /^text\/plain\b/],
      ['/.well-known/security.txt', /^text\/plain; charset=utf-8$/], ['/official.json', /^application\/json\b/],
    ]
    for (const [path, type] of types) expect((await request.get(path)).headers()['content-type'], path).toMatch(type)
  })
})

test.describe('nginx: compression', () => {
  test(`the precompressed ${ENCODINGS.join(' and ')} files are served to browsers that accept them`, async ({ request }) => {
    for (const path of ['/', '/ja/faq', ASSET, SCRIPT, '/site.webmanifest']) {
      const raw = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })
      const identity = await raw.body()
      for (const encoding of ENCODINGS) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } })
        expect(response.headers()['content-encoding'], `${path} ${encoding}`).toBe(encoding)
        expect(response.headers()['vary'], `${path} ${encoding}`).toMatch(/Accept-Encoding/i)
        // Playwright decodes the body: it must be the very file nginx serves uncompressed.
        expect((await response.body()).equals(identity), `${path} ${encoding}`).toBe(true)
      }
      expect(raw.headers()['content-encoding'], path).toBeUndefined()
    }
  })
})
