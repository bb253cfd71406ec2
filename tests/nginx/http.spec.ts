import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import { ADMIN_SECURITY_HEADERS, SECURITY_HEADERS } from '../../scripts/deploy/policy'
import { BROTLI_STATIC_MODULE } from '../../scripts/deploy/nginx'
import { ASSET, SCRIPT } from '../serving/expectations'
import { expectSecurityHeaders, servingSuite } from '../serving/servingSuite'
/**
 * serve:nginx loads the brotli module when it is installed; gzip needs nothing beyond nginx. In CI the module is
 * required, so that production's `brotli_static on` cannot go untested without anyone noticing.
 */
const HAS_BROTLI = fs.existsSync(BROTLI_STATIC_MODULE)
if (!HAS_BROTLI && (process.env.CI === 'true' || process.env.GITHUB_ACTIONS === 'true')) {
  throw new Error(`${BROTLI_STATIC_MODULE} is missing in CI: install libnginx-mod-http-brotli-static`)
}
const ENCODINGS = HAS_BROTLI ? ['br', 'gzip'] : ['gzip']

// Statuses, 404 pages, headers, cache rules and content types: the table every server passes.
servingSuite('nginx')

test.describe('nginx: statuses', () => {
  test('odd inputs get a 4xx, never a 5xx nor a file outside the site, and a query is not reflected', async ({
    request,
  }) => {
    for (const path of [
      '/..%2f',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/%00',
      '/faq%00.html',
      `/${'a'.repeat(4096)}`,
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
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
  test('every security header is on error responses nginx answers before any location, and the CSP is strict', async ({
    request,
  }) => {
    expectSecurityHeaders(await request.get('/%00'), '/%00')
    const csp = SECURITY_HEADERS['Content-Security-Policy']!
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "script-src 'self'"])
      expect(csp).toContain(directive)
  })

  test('the editor at /admin/ alone gets its own policy and noindex; its scripts are served as JavaScript', async ({
    request,
  }) => {
    const page = await request.get('/admin/')
    expect(page.status()).toBe(200)
    for (const [name, value] of Object.entries(ADMIN_SECURITY_HEADERS))
      expect(page.headers()[name.toLowerCase()], name).toBe(value)
    const scripts = [...(await page.text()).matchAll(/<script src="([^"]+)"/g)].map(match => match[1]!)
    expect(scripts).toHaveLength(2)
    for (const script of scripts) {
      const response = await request.get(script)
      expect(response.status(), script).toBe(200)
      expect(response.headers()['content-type'], script).toBe('application/javascript; charset=utf-8')
      expect(response.headers()['content-security-policy'], script).toBe(
        ADMIN_SECURITY_HEADERS['Content-Security-Policy'],
      )
    }
    // A visitor page next to it keeps the site's policy and is indexable.
    const home = await request.get('/')
    expect(home.headers()['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy'])
    expect(home.headers()['x-robots-tag']).toBeUndefined()
  })

  test("the editor's path spelled another way, and a missing file under it, get the editor's headers", async ({
    request,
  }) => {
    const editor = ADMIN_SECURITY_HEADERS['Content-Security-Policy']
    const encoded = await request.get('/%61dmin/')
    expect([encoded.status(), encoded.headers()['content-security-policy']]).toEqual([200, editor])
    expect(await encoded.text()).toContain('<title>Edit the site</title>')
    for (const missing of ['/admin/nope', '/%61dmin/nope.js']) {
      const response = await request.get(missing)
      expect(response.status(), missing).toBe(404)
      expect(response.headers()['content-security-policy'], missing).toBe(editor)
      expect(response.headers()['cache-control'], missing).toBe('no-store')
      expect(await response.text(), missing).toContain('This address is not part of the editor.')
    }
    const visitorMissing = await request.get('/nope')
    expect(visitorMissing.headers()['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy'])
  })
})

test.describe('nginx: compression', () => {
  test(`the precompressed ${ENCODINGS.join(' and ')} files are served to browsers that accept them`, async ({
    request,
  }) => {
    for (const path of ['/', '/ja/faq', ASSET, SCRIPT, '/site.webmanifest']) {
      const raw = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })
      const identity = await raw.body()
      for (const encoding of ENCODINGS) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } })
        expect(response.headers()['content-encoding'], `${path} ${encoding}`).toBe(encoding)
        expect(response.headers().vary, `${path} ${encoding}`).toMatch(/Accept-Encoding/i)
        // Playwright decodes the body: it must be the very file nginx serves uncompressed.
        expect((await response.body()).equals(identity), `${path} ${encoding}`).toBe(true)
      }
      expect(raw.headers()['content-encoding'], path).toBeUndefined()
    }
  })
})
