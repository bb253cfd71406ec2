import { describe, expect, it } from 'vitest'
import { LANGUAGE_COOKIE } from '../../src/i18n/languageCookie'
import { loadNegotiation } from '../../scripts/deploy/negotiation'

// The very source nginx (njs) and the edge worker run, evaluated here (scripts/deploy/negotiation.ts).
const { rootRedirect, markdownCopy } = loadNegotiation()
const cookie = (locale: string) => `theme=dark; ${LANGUAGE_COOKIE}=${locale}`

describe("the root's language (rootRedirect)", () => {
  it.each([
    ['ja,en;q=0.8', '/ja/'],
    ['de-AT', '/de/'],
    ['de-AT,de;q=0.9,en;q=0.8', '/de/'],
    ['zh-HK', '/zh-TW/'],
    ['zh-TW', '/zh-TW/'],
    ['zh-Hant', '/zh-TW/'],
    ['zh-Hant-HK,en;q=0.5', '/zh-TW/'],
    ['ZH-tw', '/zh-TW/'],
    ['fr-CA, fr;q=0.9', '/fr/'],
    // Quality values decide, not the order.
    ['en;q=0.5, ja', '/ja/'],
    ['ja;q=0.4, ko;q=0.6', '/ko/'],
    ['ja;q=0, de', '/de/'],
    // The best language with a locale: Portuguese has none, German comes next.
    ['pt-BR,pt;q=0.9,de;q=0.5', '/de/'],
  ])('Accept-Language %s → %s', (header, target) => {
    expect(rootRedirect(header, null)).toBe(target)
  })

  it.each([
    ['en-US,en;q=0.9,ja;q=0.8'],
    ['pt-BR'],
    ['zh-CN,zh;q=0.9'],
    ['zh-Hans'],
    ['*'],
    [''],
    ['ja;q=0'],
    ['ja;q=abc'],
    ['jax'],
  ])('Accept-Language %j is served English at / (no redirect)', header => {
    expect(rootRedirect(header, null)).toBe('')
    expect(rootRedirect(null, null)).toBe('')
  })

  it('a language chosen in the menu wins over the header, English included, and needs no header', () => {
    expect(rootRedirect('ja,en;q=0.8', cookie('en'))).toBe('')
    expect(rootRedirect(null, cookie('ja'))).toBe('/ja/')
    expect(rootRedirect('de', cookie('zh-TW'))).toBe('/zh-TW/')
    // The plain name reads the same.
    expect(rootRedirect('ja', 'lang=en')).toBe('')
    expect(rootRedirect(null, 'lang=ko')).toBe('/ko/')
  })

  it('a cookie that is no locale is ignored: the target is never text of the request', () => {
    for (const value of ['xx', '//evil.example', '/ja/', 'ja/../x', 'JA', 'ja%2F', ''])
      expect(rootRedirect('de', cookie(value)), value).toBe('/de/')
    expect(rootRedirect('de', 'other_lang=ja')).toBe('/de/')
    expect(rootRedirect('//evil.example, ja;q=0.1', null)).toBe('/ja/')
  })
})

describe("a page's Markdown copy by Accept (markdownCopy)", () => {
  it.each([
    ['/', 'text/markdown', '/index.md'],
    ['/faq', 'text/markdown', '/faq/index.md'],
    ['/ja/faq/', 'text/markdown, text/html, */*', '/ja/faq/index.md'],
    ['/ja', 'text/markdown;q=1, text/html;q=0.9', '/ja/index.md'],
    ['/news/beware-of-impersonators/', 'text/markdown', '/news/beware-of-impersonators/index.md'],
  ])('%s with Accept %s → %s', (path, accept, copy) => {
    expect(markdownCopy(path, accept)).toBe(copy)
  })

  it.each([
    ['/faq', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
    ['/faq', 'text/html, text/markdown'],
    ['/faq', 'text/markdown;q=0.5, text/html'],
    ['/faq', 'text/markdown;q=0'],
    ['/faq', '*/*'],
    ['/faq', ''],
    ['/robots.txt', 'text/markdown'],
    ['/faq/index.md', 'text/markdown'],
  ])('%s with Accept %j is not answered with a copy', (path, accept) => {
    expect(markdownCopy(path, accept)).toBe('')
  })
})
