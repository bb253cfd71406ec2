import { describe, expect, it } from 'vitest'
import { LANGUAGE_COOKIE } from '../../src/i18n/languageCookie'
import { loadNegotiation } from '../../scripts/deploy/negotiation'

// The very source nginx (njs) and the edge worker run, evaluated here (scripts/deploy/negotiation.ts).
const { rootRedirect, markdownCopy, varyOf } = loadNegotiation()
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

  it("the menu's cookie wins over a plain lang cookie, whichever comes first in the header", () => {
    expect(rootRedirect('de', `lang=ja; ${LANGUAGE_COOKIE}=en`)).toBe('')
    expect(rootRedirect('de', `${LANGUAGE_COOKIE}=en; lang=ja`)).toBe('')
    expect(rootRedirect('de', `lang=ja; ${LANGUAGE_COOKIE}=fr`)).toBe('/fr/')
    // A menu cookie that holds no locale is no choice: the plain one is read.
    expect(rootRedirect('de', `${LANGUAGE_COOKIE}=xx; lang=ja`)).toBe('/ja/')
  })

  it('hostile headers: garbage qualities count for nothing, a long list is read to its end', () => {
    expect(rootRedirect('ja;q=abc, fr;q=1.5, it;q=-1, de;q=0.5', null)).toBe('/de/')
    expect(rootRedirect('ja;q=, de;q=0.1', null)).toBe('/de/')
    expect(rootRedirect(';;;,,,=;q=1', null)).toBe('')
    const long = `${Array.from({ length: 5000 }, (_, i) => `x${i};q=0.9`).join(',')},ko;q=0.001`
    expect(rootRedirect(long, null)).toBe('/ko/')
  })

  it('a cookie that is no locale is ignored: the target is never text of the request', () => {
    for (const value of ['xx', '//evil.example', '/ja/', 'ja/../x', 'JA', 'ja%2F', '', 'ja\r\nLocation: /x', '"ja"'])
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
    ['/faq', 'text/markdown, */*;q=0.1', '/faq/index.md'],
    ['/faq', 'text/markdown, text/html;q=0', '/faq/index.md'],
  ])('%s with Accept %s → %s', (path, accept, copy) => {
    expect(markdownCopy(path, accept)).toBe(copy)
  })

  it.each([
    ['/faq', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
    ['/faq', 'text/html, text/markdown'],
    ['/faq', 'text/markdown;q=0.5, text/html'],
    ['/faq', 'text/markdown;q=0'],
    // HTML's quality is that of the most specific range covering it: here anything, the page included, comes first.
    ['/faq', 'text/markdown;q=0.5, */*'],
    ['/faq', 'text/markdown;q=0.5, text/*;q=0.8'],
    ['/faq', '*/*, text/markdown'],
    ['/faq', '*/*'],
    ['/faq', ''],
    ['/robots.txt', 'text/markdown'],
    ['/faq/index.md', 'text/markdown'],
  ])('%s with Accept %j is not answered with a copy', (path, accept) => {
    expect(markdownCopy(path, accept)).toBe('')
  })
})

describe('what an answer varies by (varyOf)', () => {
  it.each([
    ['/', 'Accept, Accept-Language, Cookie'],
    ['/faq', 'Accept'],
    ['/ja/', 'Accept'],
    ['/news/beware-of-impersonators/', 'Accept'],
  ])('%s varies by %s', (path, vary) => {
    expect(varyOf(path)).toBe(vary)
  })

  it.each([
    ['/robots.txt'],
    ['/og/en.png'],
    ['/assets/static/x.css'],
    ['/faq/index.md'],
    ['/index.md'],
    ['/index.html'],
    ['/news/rss.xml'],
    ['//'],
  ])('%s, a file, varies by nothing of ours', path => {
    expect(varyOf(path)).toBe('')
  })
})
