import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PRODUCTION_SERVER, renderServer } from '../../scripts/deploy/nginx'
import { CACHE_IMMUTABLE, notFoundPage, PREFIXED_LOCALES, SECURITY_HEADERS } from '../../scripts/deploy/policy'
import { checkHostLimits, HOST_LIMITS, renderHeadersFile, renderNetlifyToml } from '../../scripts/deploy/staticHost'

describe('the serving policy', () => {
  it('deploy/nginx/reelfi.conf is what the policy renders (run `npm run deploy:nginx` after changing it)', () => {
    expect(fs.readFileSync('deploy/nginx/reelfi.conf', 'utf8')).toBe(renderServer(PRODUCTION_SERVER))
  })

  it('nginx sends every security header from every location, since add_header is not inherited', () => {
    const conf = renderServer(PRODUCTION_SERVER)
    // Top-level locations; the nested ones of the Markdown copies set no header and inherit their parent's.
    const locations = conf.match(/^ {4}location /gm)!.length
    const nested = conf.match(/^ {8}location ~ \\\.md\$ \{\n( {12}.*\n)* {8}\}/gm)!
    expect(nested).toHaveLength(1 + PREFIXED_LOCALES.length)
    for (const block of nested) expect(block).not.toContain('add_header')
    // Pages, assets, the web manifest, and per locale its pages, its bare prefix and its 404 page; the English 404.
    expect(locations).toBe(3 + PREFIXED_LOCALES.length * 3 + 1)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      // Once per location, and once at server level for the responses no location handles.
      expect(conf.split(`add_header ${name} "${value}" always;`).length - 1, name).toBe(locations + 1)
    }
  })

  it('_headers gives static hosts the same headers and cache rule', () => {
    const file = renderHeadersFile()
    const all = file.split('\n\n').find((block) => block.startsWith('/*\n'))!
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(all).toContain(`  ${name}: ${value}`)
    expect(file).toContain(`/assets/*\n  Cache-Control: ${CACHE_IMMUTABLE}`)
  })

  it('netlify.toml is what the policy renders, and its 404 rules agree with the policy: the locale\'s 404 page under its prefix', () => {
    const toml = fs.readFileSync('netlify.toml', 'utf8')
    expect(toml).toBe(renderNetlifyToml())
    for (const locale of PREFIXED_LOCALES) {
      expect(toml).toContain(`[[redirects]]\n  from = "/${locale}/*"\n  to = "/${locale}/404.html"\n  status = 404\n`)
      expect(notFoundPage(`/${locale}/nope`)).toBe(`/${locale}/404.html`)
      expect(notFoundPage(`/${locale}`)).toBe(`/${locale}/404.html`)
    }
    expect(notFoundPage('/en/faq')).toBe('/404.html')
    expect(notFoundPage('/jam/faq')).toBe('/404.html')
  })

  it('the site\'s _headers is within Cloudflare\'s limits; past them the build names the line and the limit', () => {
    expect(checkHostLimits(renderHeadersFile())).toEqual([])
    const tooMany = Array.from({ length: HOST_LIMITS.headerRules + 1 }, (_, index) => `/page-${index}\n  X-Test: 1`).join('\n\n')
    expect(checkHostLimits(tooMany)).toEqual([`_headers: 101 rules: Cloudflare Pages reads at most 100 — merge rules in scripts/deploy/staticHost.ts`])
    const longLine = `/*\n  Content-Security-Policy: ${'a'.repeat(2000)}`
    expect(checkHostLimits(longLine)[0]).toMatch(/^_headers:2: Content-Security-Policy: 2027 characters: Cloudflare Pages reads at most 2000 a line — /)
    const dynamic = Array.from({ length: 101 }, (_, index) => `/old-${index}/*  /new/:splat  301`).join('\n')
    expect(checkHostLimits('', dynamic)).toEqual(['_redirects: 101 dynamic rules: Cloudflare Pages reads at most 100 — use fewer splats and placeholders'])
  })
})
