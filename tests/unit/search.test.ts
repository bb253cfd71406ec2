import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildLocaleIndex, CHUNK_BYTES, decodePosting, encodePosting, extractPage, type SearchManifest, type SearchPage } from '../../scripts/search/buildSearchIndex'
import { generatedArticle } from '../../scripts/bench/generatedArticle'
import { excerpt, indexTerms, normalize, queryTerms, termMatches } from '../../src/search/searchTerms'

/** Whether a text is found by a query, with the same terms the index and the browser use. */
function finds(text: string, query: string, locale: string): boolean {
  const terms = new Set(indexTerms(text, locale))
  const words = queryTerms(query, locale)
  return words.length > 0 && words.every((word) => word.terms.every((wanted) => [...terms].some((term) => termMatches(term, wanted))))
}

describe('search terms (one module for the index and the query)', () => {
  it.each([
    ['ko', '어떤 지갑이 필요한가요? 지갑을 만드세요.', '지갑'],
    ['ko', '플랫폼 수수료는 얼마인가요?', '수수료'],
    ['ko', '플랫폼 수수료는 얼마인가요?', '수수료를'],
    ['ko', '어떤 지갑이 필요한가요?', '지갑을'],
    ['ja', 'プラットフォーム手数料はいくらですか？', '手数料'],
    ['ja', 'プラットフォーム手数料はいくらですか？', 'プラットフォーム'],
    ['ja', '流動性プールに入ります', '流動性'],
    ['ja', '流動性プールに入ります', 'プール'],
    ['zh-TW', '平台手續費是多少？', '手續費'],
    ['zh-TW', '需要哪一種錢包？', '錢包'],
    ['ru', 'Какой кошелёк мне нужен?', 'кошелек'],
    ['ru', 'Какой кошелёк мне нужен?', 'Кошелёк'],
    ['ru', 'Сколько стоят токены?', 'токенов'],
    ['ru', 'Какая комиссия у платформы?', 'комиссии'],
    ['de', '20 % Liquiditätspool', 'Pool'],
    ['de', 'Plattformgebühr: 5 %', 'Gebühr'],
    ['de', 'Plattformgebühr: 5 %', 'gebuhr'],
    ['de', 'Welche Gebühren fallen an?', 'Gebühr'],
    ['fr', 'Quels sont les frais de l’application ?', 'application'],
    ['fr', 'Créez votre portefeuille', 'creez'],
    ['es', 'Crea tu billetera', 'Billeteras'],
    ['es', 'Comisión de la plataforma', 'comision'],
    ['it', 'Quali sono le commissioni?', 'commissione'],
    ['en', 'Which wallets do I need?', 'wallet'],
    ['en', 'Which wallet do I need?', 'WALLETS'],
    ['en', 'Creators earn from their coins', 'earning'],
    ['en', 'ＳＯＬ rewards', 'sol'],
  ])('%s: “%s” is found by “%s”', (locale, text, query) => {
    expect(finds(text, query, locale)).toBe(true)
  })

  it.each([
    ['ko', '플랫폼 수수료는 얼마인가요?', '지갑'],
    ['ja', '流動性プールに入ります', '手数料'],
    ['de', 'Plattformgebühr', 'Pools'],
    ['en', 'Which wallet do I need?', 'token'],
    ['ru', 'Какой кошелёк мне нужен?', 'ключ'],
  ])('%s: “%s” is not found by “%s”', (locale, text, query) => {
    expect(finds(text, query, locale)).toBe(false)
  })

  it('normalizes case, width, Latin accents and ё, and keeps other marks', () => {
    expect(normalize('Ｇebühr Straße ЁЖ café')).toBe('gebuhr strasse еж cafe')
    expect(normalize('й が')).toBe('й が')
  })

  it('marks the match in a short excerpt, around the first match', () => {
    const query = queryTerms('wallet', 'en')
    const pieces = excerpt(`${'Intro words here. '.repeat(20)}Any Solana wallet works; a wallet is your account.`, query, 'en')
    expect(pieces.filter((piece) => piece.mark).map((piece) => piece.text)).toEqual(['wallet', 'wallet'])
    expect(pieces[0]!.text).toBe('…')
    expect(excerpt('플랫폼 수수료는 얼마인가요?', queryTerms('수수료는', 'ko'), 'ko').filter((piece) => piece.mark).map((piece) => piece.text))
      .toEqual(['수수료'])
  })
})

describe('search index', () => {
  it('cuts a page into sections at headings with an id and FAQ answers, in the page language only', () => {
    const page = extractPage(`<html><head><title>FAQ — Reelfi</title></head><body><nav>Menu</nav><main><h1>FAQ</h1><p>Intro</p>
      <details id="faq-fee"><summary>What is the fee?</summary><p>Five <strong>percent</strong>.</p></details>
      <h2 id="more">More</h2><p>Text <span lang="en">English words</span> <script>x()</script><span hidden>gone</span></p></main></body></html>`, '/faq', 'de')
    expect(page).toEqual({
      url: '/faq',
      title: 'FAQ — Reelfi',
      sections: [
        { anchor: '', heading: 'FAQ', text: 'Intro' },
        { anchor: 'faq-fee', heading: 'What is the fee?', text: 'Five percent.' },
        { anchor: 'more', heading: 'More', text: 'Text' },
      ],
    })
  })

  it('packs postings into one integer and back', () => {
    expect(decodePosting(encodePosting(1234, 17, true))).toEqual({ page: 1234, section: 17, inHeading: true })
  })

  it('keeps 300 generated articles under 2 MiB per 1,000 pages, in files of at most 50 KiB', () => {
    const pages: SearchPage[] = []
    for (let index = 0; index < 300; index++) {
      const html = generatedArticle(index).split('---')[2]!.split('\n\n').map((block) => {
        const heading = /^## (.+)/.exec(block)
        return heading ? `<h2 id="s-${pages.length}-${heading[1]!.length}">${heading[1]}</h2>` : `<p>${block.replace(/\|/g, ' ')}</p>`
      }).join('')
      pages.push(extractPage(`<title>Generated article ${index}</title><main><h1>Generated article ${index}</h1>${html}</main>`, `/gen-${index}`, 'en')!)
    }
    const files = buildLocaleIndex(pages, 'en')
    const json = (name: string) => name === 'manifest.json' ? files.get(name)!.toString() : zlib.gunzipSync(files.get(name)!).toString()
    // As stored (and served): the term and page files are gzipped.
    const sizes = [...files.values()].map((data) => data.length)
    const total = sizes.reduce((sum, size) => sum + size, 0)
    const inflated = [...files.keys()].map((name) => Buffer.byteLength(json(name)))
    expect(Math.max(...sizes)).toBeLessThanOrEqual(50 * 1024)
    expect(Math.max(...inflated)).toBeLessThanOrEqual(CHUNK_BYTES + 1024)
    expect(total / 300 * 1000).toBeLessThan(2 * 1024 * 1024)
    console.log(`300 articles: ${files.size} files, ${(total / 1024).toFixed(0)} KiB stored (${(inflated.reduce((a, b) => a + b, 0) / 1024).toFixed(0)} KiB inflated), largest ${(Math.max(...sizes) / 1024).toFixed(1)} KiB stored, ${(Math.max(...inflated) / 1024).toFixed(1)} KiB inflated`)
    // Every term list decodes to the postings it was given: the word "wallet" is in most articles.
    const manifest = JSON.parse(json('manifest.json')) as SearchManifest
    const pagesWithWallet = new Set<number>()
    manifest.chunkFiles.forEach((file) => {
      for (const [term, deltas] of JSON.parse(json(file)) as [string, number[]][]) {
        if (term !== 'wallet') continue
        let code = 0
        for (const delta of deltas) pagesWithWallet.add(decodePosting((code += delta)).page)
      }
    })
    const expected = pages.flatMap((page, number) => page.sections.some((section) => /\bwallet\b/i.test(`${section.heading} ${section.text}`)) ? [number] : [])
    expect([...pagesWithWallet].sort((a, b) => a - b)).toEqual(expected)
  })
})
