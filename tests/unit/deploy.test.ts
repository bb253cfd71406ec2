import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { eventHooksLibrary } from '../../scripts/admin/eventHooksLibrary.ts'
import { PRODUCTION_SERVER, renderNegotiationModule, renderServer } from '../../scripts/deploy/nginx'
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  ADMIN_SECURITY_HEADERS,
  CACHE_IMMUTABLE,
  CONTENT_SECURITY_POLICY,
  notFoundPage,
  SECURITY_HEADERS,
  securityHeaders,
} from '../../scripts/deploy/policy'
import { TRANSLATED_LOCALES } from '../../src/i18n/locales'
import { checkHostLimits, HOST_LIMITS, renderHeadersFile, renderNetlifyToml } from '../../scripts/deploy/staticHost'
import { renderEdgeWorker } from '../../scripts/deploy/edgeWorker'

describe('the serving policy', () => {
  it('deploy/nginx/reelfi.conf is what the policy renders (run `npm run deploy:nginx` after changing it)', () => {
    expect(fs.readFileSync('deploy/nginx/reelfi.conf', 'utf8')).toBe(renderServer(PRODUCTION_SERVER))
    expect(fs.readFileSync('deploy/nginx/negotiation.js', 'utf8')).toBe(renderNegotiationModule())
  })

  it('nginx sends every security header from every location, since add_header is not inherited', () => {
    const conf = renderServer(PRODUCTION_SERVER)
    // Top-level locations; the nested ones of the Markdown copies set no header and inherit their parent's.
    const locations = conf.match(/^ {4}location /gm)!.length
    const nested = conf.match(/^ {8}location ~ \\\.md\$ \{\n( {12}.*\n)* {8}\}/gm)!
    expect(nested).toHaveLength(1 + TRANSLATED_LOCALES.length)
    for (const block of nested) expect(block).not.toContain('add_header')
    // The root, pages, assets, the web manifest, the editor, its 404 page and its redirect from /admin, and per locale
    // its pages, its bare prefix and its 404 page; the English 404.
    expect(locations).toBe(7 + TRANSLATED_LOCALES.length * 3 + 1)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      // Once per location, and once at server level for the responses no location handles; the editor's three
      // locations send its own policy and opener policy instead of the site's.
      const expected = ADMIN_SECURITY_HEADERS[name] === value ? locations + 1 : locations - 2
      expect(conf.split(`add_header ${name} "${value}" always;`).length - 1, name).toBe(expected)
    }
  })

  it('the editor at /admin/ alone has its own policy, in nginx, _headers and npm run serve', () => {
    const conf = renderServer(PRODUCTION_SERVER)
    const admin = conf.slice(
      conf.indexOf('location ^~ /admin/ {'),
      conf.indexOf('}', conf.indexOf('location ^~ /admin/ {')),
    )
    for (const [name, value] of Object.entries(ADMIN_SECURITY_HEADERS))
      expect(admin).toContain(`add_header ${name} "${value}" always;`)
    // /admin alone is redirected to /admin/, with the editor's headers (under `location /` it got the site's).
    const bare = conf.slice(conf.indexOf('location = /admin {'), conf.indexOf('}', conf.indexOf('location = /admin {')))
    for (const [name, value] of Object.entries(ADMIN_SECURITY_HEADERS))
      expect(bare).toContain(`add_header ${name} "${value}" always;`)
    expect(bare).toContain('return 301 /admin/$is_args$args;')
    expect(conf.split(ADMIN_CONTENT_SECURITY_POLICY).length - 1).toBe(3)
    // It reaches GitHub's API and nothing else; it runs only the site's own scripts.
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain(
      "connect-src 'self' data: https://api.github.com https://unpkg.com/@sveltia/cms/package.json " +
        'https://www.githubstatus.com/api/v2/status.json;',
    )
    // Its own scripts, and the one inline import map (scripts/admin/eventHooksLibrary.ts) by its hash.
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain(`script-src 'self' ${eventHooksLibrary().importMapHash};`)
    expect(CONTENT_SECURITY_POLICY).not.toContain('github')
    for (const pattern of ['/admin', '/admin/*']) {
      const block = renderHeadersFile()
        .split('\n\n')
        .find(part => part.startsWith(`${pattern}\n`))!
      expect(block).toContain('  ! Content-Security-Policy\n')
      expect(block).toContain('  ! Cross-Origin-Opener-Policy\n')
      expect(block).toContain(`  Content-Security-Policy: ${ADMIN_CONTENT_SECURITY_POLICY}`)
      expect(block).toContain('  X-Robots-Tag: noindex, nofollow')
      // Netlify cannot detach the headers of `/*`: netlify.toml's rules, applied after _headers', set the editor's.
      expect(renderNetlifyToml()).toContain(
        `[[headers]]\n  for = "${pattern}"\n  [headers.values]\n    Content-Security-Policy ` +
          `= ${JSON.stringify(ADMIN_CONTENT_SECURITY_POLICY)}\n` +
          `    Cross-Origin-Opener-Policy = "same-origin-allow-popups"\n    X-Robots-Tag = "noindex, nofollow"\n`,
      )
    }
    expect(renderNetlifyToml().split('Content-Security-Policy').length - 1).toBe(2)
    expect(securityHeaders('/admin/')).toBe(ADMIN_SECURITY_HEADERS)
    expect(securityHeaders('/admin')).toBe(ADMIN_SECURITY_HEADERS)
    expect(securityHeaders('/admin/sveltia-cms.0123456789.js')).toBe(ADMIN_SECURITY_HEADERS)
    for (const visitor of ['/', '/faq/', '/de/news/', '/administrator', '/news/admin/'])
      expect(securityHeaders(visitor)).toBe(SECURITY_HEADERS)
  })

  it("the editor's path in any spelling a server maps to its files, and its missing files, get its headers", () => {
    for (const spelling of ['/%61dmin/', '/%61%64%6D%69%6E/index.html', '//admin/', '/faq/../admin/x', '/%61dmin'])
      expect(securityHeaders(spelling), spelling).toBe(ADMIN_SECURITY_HEADERS)
    for (const visitor of ['/%66aq/', '/%E0admin/', '/admin/../faq/', '/x/admin/'])
      expect(securityHeaders(visitor), visitor).toBe(SECURITY_HEADERS)
    expect(notFoundPage('/admin/nope')).toBe('/admin/404.html')
    expect(notFoundPage('/%61dmin/nope')).toBe('/admin/404.html')
    // nginx: the editor's location answers a missing file with the editor's 404 page, itself under the editor's
    // headers.
    const conf = renderServer(PRODUCTION_SERVER)
    const admin = conf.slice(
      conf.indexOf('location ^~ /admin/ {'),
      conf.indexOf('}', conf.indexOf('location ^~ /admin/ {')),
    )
    expect(admin).toContain('error_page 404 /admin/404.html;')
    const page = conf.slice(
      conf.indexOf('location = /admin/404.html {'),
      conf.indexOf('}', conf.indexOf('location = /admin/404.html {')),
    )
    expect(page).toContain(`add_header Content-Security-Policy "${ADMIN_CONTENT_SECURITY_POLICY}" always;`)
    expect(page).toContain('add_header Cache-Control "no-store" always;')
    // Netlify answers it by a 404 rule; Cloudflare Pages finds admin/404.html as the nearest 404 page by itself.
    expect(renderNetlifyToml()).toContain(
      '[[redirects]]\n  from = "/admin/*"\n  to = "/admin/404.html"\n  status = 404\n',
    )
    expect(renderHeadersFile()).toContain('/admin/404.html\n  Cache-Control: no-store')
  })

  it("Cloudflare's worker sends the editor's path in another spelling to its plain one, with its headers", async () => {
    const worker = (await import(`data:text/javascript,${encodeURIComponent(renderEdgeWorker())}`)) as {
      default: { fetch: (request: Request, env: unknown) => Promise<Response> }
    }
    const assets = { fetch: async (request: Request) => new Response(`asset ${new URL(request.url).pathname}`) }
    const answer = (path: string) =>
      worker.default.fetch(new Request(`https://site.example${path}`), { ASSETS: assets })
    for (const [spelling, plain] of [
      ['/%61dmin/', '/admin/'],
      ['/%61dmin', '/admin'],
      ['//admin/sveltia-cms.js?v=1', '/admin/sveltia-cms.js?v=1'],
      ['/x/%2e%2e/%61dmin/x', '/admin/x'],
    ]) {
      const response = await answer(spelling!)
      expect(response.status, spelling).toBe(301)
      expect(response.headers.get('Location'), spelling).toBe(plain)
      expect(response.headers.get('Content-Security-Policy')).toBe(ADMIN_CONTENT_SECURITY_POLICY)
    }
    // The plain path, and every path of visitors, is the static files' answer, with the headers of _headers.
    for (const path of ['/admin/', '/admin/nope', '/%66aq/', '/%E0'])
      expect(await (await answer(path)).text(), path).toMatch(/^asset /)
  })

  it('_headers gives static hosts the same headers and cache rule', () => {
    const file = renderHeadersFile()
    const all = file.split('\n\n').find(block => block.startsWith('/*\n'))!
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(all).toContain(`  ${name}: ${value}`)
    expect(file).toContain(`/assets/*\n  Cache-Control: ${CACHE_IMMUTABLE}`)
  })

  it(
    "netlify.toml is what the policy renders, and its 404 rules agree with the policy: the locale's 404 page " +
      'under its prefix',
    () => {
      const toml = fs.readFileSync('netlify.toml', 'utf8')
      expect(toml).toBe(renderNetlifyToml())
      for (const locale of TRANSLATED_LOCALES) {
        expect(toml).toContain(`[[redirects]]\n  from = "/${locale}/*"\n  to = "/${locale}/404.html"\n  status = 404\n`)
        expect(notFoundPage(`/${locale}/nope`)).toBe(`/${locale}/404.html`)
        expect(notFoundPage(`/${locale}`)).toBe(`/${locale}/404.html`)
      }
      expect(notFoundPage('/en/faq')).toBe('/404.html')
      expect(notFoundPage('/jam/faq')).toBe('/404.html')
    },
  )

  it("the site's _headers is within Cloudflare's limits; past them the build names the line and the limit", () => {
    expect(checkHostLimits(renderHeadersFile())).toEqual([])
    const tooMany = Array.from(
      { length: HOST_LIMITS.headerRules + 1 },
      (_, index) => `/page-${index}\n  X-Test: 1`,
    ).join('\n\n')
    expect(checkHostLimits(tooMany)).toEqual([
      `_headers: 101 rules: Cloudflare Pages reads at most 100 — merge rules in scripts/deploy/staticHost.ts`,
    ])
    const longLine = `/*\n  Content-Security-Policy: ${'a'.repeat(2000)}`
    expect(checkHostLimits(longLine)[0]).toMatch(
      /^_headers:2: Content-Security-Policy: 2027 characters: Cloudflare Pages reads at most 2000 a line — /,
    )
    const dynamic = Array.from({ length: 101 }, (_, index) => `/old-${index}/*  /new/:splat  301`).join('\n')
    expect(checkHostLimits('', dynamic)).toEqual([
      '_redirects: 101 dynamic rules: Cloudflare Pages reads at most 100 — use fewer splats and placeholders',
    ])
  })
})
