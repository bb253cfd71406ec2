import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PRODUCTION_SERVER, renderServer } from '../../scripts/deploy/nginx'
import { CACHE_IMMUTABLE, notFoundPage, PREFIXED_LOCALES, SECURITY_HEADERS } from '../../scripts/deploy/policy'
import { renderHeadersFile, renderRedirectsFile } from '../../scripts/deploy/staticHost'

describe('the serving policy', () => {
  it('deploy/nginx/reelfi.conf is what the policy renders (run `npm run deploy:nginx` after changing it)', () => {
    expect(fs.readFileSync('deploy/nginx/reelfi.conf', 'utf8')).toBe(renderServer(PRODUCTION_SERVER))
  })

  it('nginx sends every security header from every location, since add_header is not inherited', () => {
    const conf = renderServer(PRODUCTION_SERVER)
    const locations = conf.match(/^\s*location /gm)!.length
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

  it('_redirects and the 404 rule agree: the locale\'s 404 page under its prefix, the English one elsewhere', () => {
    const rules = renderRedirectsFile().split('\n').filter((line) => line.startsWith('/'))
    expect(rules.at(-1)).toBe('/*  /404.html  404')
    for (const locale of PREFIXED_LOCALES) {
      expect(rules).toContain(`/${locale}/*  /${locale}/404.html  404`)
      expect(notFoundPage(`/${locale}/nope`)).toBe(`/${locale}/404.html`)
      expect(notFoundPage(`/${locale}`)).toBe(`/${locale}/404.html`)
    }
    expect(notFoundPage('/en/faq')).toBe('/404.html')
    expect(notFoundPage('/jam/faq')).toBe('/404.html')
  })
})
