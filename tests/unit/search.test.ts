import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildLocaleIndex, CHUNK_BYTES, cut, extractPage } from '../../scripts/search/buildSearchIndex'
import {
  decodePosting,
  encodePosting,
  indexFileOf,
  MANIFEST_FILE,
  readPostings,
  SEARCH_INDEX_DIR,
  type SearchManifest,
  type SearchPage,
  termFilesFor,
  type TermFile,
} from '../../src/search/searchIndexFormat'
import { generatedArticle } from '../../scripts/bench/generatedArticle'
import { unhashAssets } from '../../scripts/changes/readPage'
import { RESERVED_SLUGS } from '../../src/content/schema'
import {
  excerpt,
  indexTerms,
  MAX_QUERY_PATTERNS,
  MAX_QUERY_WORDS,
  normalize,
  queryTerms,
  termMatches,
} from '../../src/search/searchTerms'

/** Whether a text is found by a query, with the same terms the index and the browser use. */
function finds(text: string, query: string, locale: string): boolean {
  const terms = new Set(indexTerms(text, locale))
  const words = queryTerms(query, locale)
  return (
    words.length > 0 &&
    words.every(word => word.terms.every(wanted => [...terms].some(term => termMatches(term, wanted))))
  )
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
    const pieces = excerpt(
      `${'Intro words here. '.repeat(20)}Any Solana wallet works; a wallet is your account.`,
      query,
      'en',
    )
    expect(pieces.filter(piece => piece.mark).map(piece => piece.text)).toEqual(['wallet', 'wallet'])
    expect(pieces[0]!.text).toBe('…')
    // A Latin name written against Japanese or Chinese letters, with no space (the house style), is marked too.
    expect(
      excerpt('ReelfiはSolanaで動きます。', queryTerms('Solana', 'ja'), 'ja')
        .filter(piece => piece.mark)
        .map(piece => piece.text),
    ).toEqual(['Solana'])
    expect(
      excerpt('Reelfi 在 Solana 上運行，Solana的錢包', queryTerms('solana', 'zh-TW'), 'zh-TW')
        .filter(piece => piece.mark)
        .map(piece => piece.text),
    ).toEqual(['Solana', 'Solana'])
    expect(
      excerpt('플랫폼 수수료는 얼마인가요?', queryTerms('수수료는', 'ko'), 'ko')
        .filter(piece => piece.mark)
        .map(piece => piece.text),
    ).toEqual(['수수료'])
  })

  it('leaves out a link or an address that an edge of the excerpt would cut, in text with no spaces', () => {
    const query = queryTerms('ウォレット', 'ja')
    // Each edge of the window sweeps across a link or an address; the match stays in the excerpt.
    for (let before = 0; before < 80; before += 3) {
      for (const link of ['https://reelfi-partner.io/x?a=1', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU']) {
        const text =
          `${'視聴'.repeat(before)}${link}。${'稼ぐ'.repeat(20)}ウォレット` +
          `${'あ'.repeat(before)}${link}。${'い'.repeat(300)}`
        const pieces = excerpt(text, query, 'ja')
        // The rest of the text is Japanese: a Latin letter, digit or sign left once whole links are taken out is
        // part of a cut one.
        const shown = pieces.map(piece => piece.text).join('')
        expect(shown.replaceAll(link, ''), `${link}, ${before}`).not.toMatch(/[!-~]/)
        expect(pieces.filter(piece => piece.mark).map(piece => piece.text)).toEqual(['ウォレット'])
      }
    }
  })
})

describe('query and excerpt cost (every key runs them in the browser)', () => {
  it('caps a pasted query: 12 words, 24 index terms in all, however long the paste', () => {
    const pasted = queryTerms('手数料はいくらですか流動性プール'.repeat(700), 'ja')
    expect(pasted.flatMap(word => word.terms).length).toBeLessThanOrEqual(MAX_QUERY_PATTERNS)
    const words = queryTerms(
      'alpha beta gamma delta epsilon zeta theta iota kappa lambda omicron sigma omega tau',
      'en',
    )
    expect(words).toHaveLength(MAX_QUERY_WORDS)
  })

  it('makes a short excerpt of a long section, with or without a match (its time: npm run bench:content)', () => {
    const vocabulary = [
      'wallet',
      'creators',
      'coin',
      'earning',
      'watched',
      'videos',
      'liquidity',
      'pool',
      'platform',
      'fees',
    ]
    const section = Array.from({ length: 600 }, (_, index) => vocabulary[(index * 7) % vocabulary.length]).join(' ')
    for (const query of ['zebra', 'zebra alpha beta gamma delta epsilon zeta eta theta iota', vocabulary.join(' ')]) {
      const pieces = excerpt(section, queryTerms(query, 'en'), 'en')
      expect(pieces.map(piece => piece.text).join('').length).toBeLessThan(section.length)
    }
    const cjk = '手数料はいくらですか流動性プール'.repeat(700)
    const pieces = excerpt(cjk, queryTerms(cjk, 'ja'), 'ja')
    expect(pieces.map(piece => piece.text).join('').length).toBeLessThan(200)
  })
})

describe('search index', () => {
  it('cuts a page into sections at headings with an id and FAQ answers, in the page language only', () => {
    const page = extractPage(
      `<html><head><title>FAQ — Reelfi</title></head><body><nav>Menu</nav><main><h1>FAQ</h1><p>Intro</p>
      <details id="faq-fee"><summary>What is the fee?</summary><p>Five <strong>percent</strong>.</p></details>
      <h2 id="more">More</h2><p>Text <span lang="en">English words</span> <script>x()</script><span hidden>gone</span></p></main></body></html>`,
      '/faq',
      'de',
    )
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

  it('cuts an excerpt at a word, else at the limit, never inside a character, a link or an address', () => {
    expect(cut('Reelfi pays viewers who watch its creators', 30)).toBe('Reelfi pays viewers who watch')
    expect(cut(`あ${'𠀋'.repeat(600)}`, 1000)).toBe(`あ${'𠀋'.repeat(499)}`)
    const prefix = '視聴で稼ぐ。'.repeat(20)
    for (const link of [
      'https://reelfi-partner.io/x?a=1',
      'https://en.wikipedia.org/wiki/Solana_(blockchain)',
      'reelfi-partner.io/über/ソラナ_ブロックチェーン',
      'ｒｅｅｌｆｉ－ｐａｒｔｎｅｒ．ｉｏ',
      '@reelfi_partner',
      '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    ]) {
      const japanese = `${prefix}${link} で構築。`
      // At every limit across the link, the start leaves it out whole; past it, it keeps it whole.
      for (let limit = prefix.length; limit < japanese.length; limit++)
        expect(cut(japanese, limit), `${link} at ${limit}`).toBe(
          limit < prefix.length + link.length ? prefix : `${prefix}${link}`,
        )
      // Two links: the one before the limit is kept.
      const two = `${'視聴'.repeat(240)}${link} で${'稼ぐ'.repeat(240)}${link} で構築。`
      const second = two.lastIndexOf(link)
      expect(cut(two, second + Math.floor(link.length / 2))).toBe(two.slice(0, second))
    }
    // A link glued to Japanese reads on to the next space (facts.ts): cut anywhere after it, it would state another.
    const glued = `${prefix}https://reelfi-partner.io/xで${'稼ぐ'.repeat(600)}`
    expect(cut(glued, 1000)).toBe(prefix)
    // A section that is one long link keeps nothing rather than half of it (`https://` read as a link).
    expect(cut(`https://reelfi-partner.io/${'a'.repeat(2000)}`, 62)).toBe('')
  })

  it('packs postings into one integer and back', () => {
    expect(decodePosting(encodePosting(1234, 17, true))).toEqual({ page: 1234, section: 17, inHeading: true })
  })

  it('keeps 300 generated articles under 2 MiB per 1,000 pages, in files of at most 50 KiB', () => {
    const pages: SearchPage[] = []
    for (let index = 0; index < 300; index++) {
      const html = generatedArticle(index)
        .split('---')[2]!
        .split('\n\n')
        .map(block => {
          const heading = /^## (.+)/.exec(block)
          return heading
            ? `<h2 id="s-${pages.length}-${heading[1]!.length}">${heading[1]}</h2>`
            : `<p>${block.replace(/\|/g, ' ')}</p>`
        })
        .join('')
      pages.push(
        extractPage(
          `<title>Generated article ${index}</title><main><h1>Generated article ${index}</h1>${html}</main>`,
          `/gen-${index}`,
          'en',
        )!,
      )
    }
    const files = buildLocaleIndex(pages, 'en')
    // Named as every reader names them (src/search/searchIndexFormat.ts): the served check, the change report, which
    // takes the hashes out, and the editor, which lets no page take the folder.
    const names = [...files.keys()]
    expect(names.filter(name => !indexFileOf(`/${SEARCH_INDEX_DIR}/en/${name}`))).toEqual([])
    expect(names.filter(name => indexFileOf(`${SEARCH_INDEX_DIR}/en/${name}`)?.page)).toHaveLength(300)
    expect(new Set(names.map(unhashAssets))).toEqual(new Set([MANIFEST_FILE, 'p.gz', 't.gz']))
    expect(RESERVED_SLUGS).toContain(SEARCH_INDEX_DIR)
    const json = (name: string) =>
      name === MANIFEST_FILE ? files.get(name)!.toString() : zlib.gunzipSync(files.get(name)!).toString()
    // As stored (and served): the term and page files are gzipped.
    const sizes = [...files.values()].map(data => data.length)
    const total = sizes.reduce((sum, size) => sum + size, 0)
    const inflated = [...files.keys()].map(name => Buffer.byteLength(json(name)))
    expect(Math.max(...sizes)).toBeLessThanOrEqual(50 * 1024)
    expect(Math.max(...inflated)).toBeLessThanOrEqual(CHUNK_BYTES + 1024)
    expect((total / 300) * 1000).toBeLessThan(2 * 1024 * 1024)
    console.log(
      `300 articles: ${files.size} files, ${(total / 1024).toFixed(0)} KiB stored ` +
        `(${(inflated.reduce((a, b) => a + b, 0) / 1024).toFixed(0)} KiB inflated), ` +
        `largest ${(Math.max(...sizes) / 1024).toFixed(1)} KiB stored, ${(Math.max(...inflated) / 1024).toFixed(1)} ` +
        `KiB inflated`,
    )
    // Every term list decodes to the postings it was given: the word "wallet" is in most articles.
    const manifest = JSON.parse(json('manifest.json')) as SearchManifest
    const pagesWithWallet = new Set<number>()
    manifest.chunkFiles.forEach(file => {
      for (const [term, deltas] of JSON.parse(json(file)) as [string, number[]][]) {
        if (term !== 'wallet') continue
        let code = 0
        for (const delta of deltas) pagesWithWallet.add(decodePosting((code += delta)).page)
      }
    })
    const expected = pages.flatMap((page, number) =>
      page.sections.some(section => /\bwallet\b/i.test(`${section.heading} ${section.text}`)) ? [number] : [],
    )
    expect([...pagesWithWallet].sort((a, b) => a - b)).toEqual(expected)
  })

  /** The files of an index as the browser reads them (JSON), and the lookup the browser does (searchClient.ts). */
  const reader = (files: Map<string, Buffer>) => {
    const json = (name: string) =>
      name === 'manifest.json' ? files.get(name)!.toString() : zlib.gunzipSync(files.get(name)!).toString()
    const manifest = JSON.parse(json('manifest.json')) as SearchManifest
    const lookup = (query: string, locale: string) => {
      const [word] = queryTerms(query, locale)
      const pattern = word!.terms[0]!
      const names = termFilesFor(manifest, pattern)
      return {
        names,
        pages: new Set(
          readPostings(
            names.map(name => JSON.parse(json(name)) as TermFile),
            pattern,
          ).map(code => decodePosting(code).page),
        ),
      }
    }
    return { json, manifest, lookup }
  }

  it('splits a long term list over two term files and the lookup of the browser reads both', () => {
    const pages: SearchPage[] = Array.from({ length: 900 }, (_, index) => ({
      url: `/p${index}`,
      title: `Page ${index}`,
      sections: [{ anchor: '', heading: '', text: `wallet number${index}` }],
    }))
    const files = buildLocaleIndex(pages, 'en', 2048)
    const { json, manifest, lookup } = reader(files)
    const { names, pages: found } = lookup('wallet', 'en')
    expect(names.length).toBeGreaterThanOrEqual(2)
    expect(found.size).toBe(900)
    expect(lookup('number899', 'en').pages).toEqual(new Set([899]))
    // The manifest names 900 page files here: it is not split (see the real limit in the scale tests below).
    for (const name of files.keys())
      if (name !== 'manifest.json') expect(Buffer.byteLength(json(name)), name).toBeLessThanOrEqual(2048)
    expect(manifest.chunkFiles.length).toBeGreaterThan(2)
  })

  it('indexes the whole text of a long section, stores only its start, and keeps every file within 50 KiB', () => {
    const long = `${'Liquiditätspool Plattformgebühr Auszahlung '.repeat(300)} Schlussgedanke`
    const many = Array.from({ length: 400 }, (_, index) => ({
      anchor: `s${index}`,
      heading: `Abschnitt ${index}`,
      text: '流動性プール手数料 '.repeat(200),
    }))
    const pages: SearchPage[] = [
      { url: '/de/long', title: 'Lang', sections: [{ anchor: '', heading: 'Lang', text: long }] },
      { url: '/de/many', title: 'Viele', sections: many },
    ]
    const files = buildLocaleIndex(pages, 'de')
    const { json, manifest, lookup } = reader(files)
    expect(long.length).toBeGreaterThan(10_000)
    expect(lookup('Schlussgedanke', 'de').pages).toEqual(new Set([0]))
    for (const [name, data] of files) {
      expect(data.length, name).toBeLessThanOrEqual(50 * 1024)
      expect(Buffer.byteLength(json(name)), name).toBeLessThanOrEqual(CHUNK_BYTES)
    }
    const stored = JSON.parse(json(manifest.pageFiles[0]!)) as SearchPage
    expect(stored.sections[0]!.text.length).toBeLessThanOrEqual(1000)
    const crowded = JSON.parse(json(manifest.pageFiles[1]!)) as SearchPage
    expect(crowded.sections).toHaveLength(400)
  })

  it.each([
    [
      'ko',
      [
        '어떤 지갑이 필요한가요? 솔라나 지갑이면 됩니다.',
        '플랫폼 수수료는 거래마다 5%입니다.',
        '크리에이터는 자신의 코인을 발행하고 시청자는 영상을 보며 코인을 받습니다.',
        '유동성 풀은 출시 때 잠깁니다.',
      ],
    ],
    [
      'ja',
      [
        'どのウォレットが必要ですか？ソラナのウォレットなら使えます。',
        'プラットフォーム手数料は取引ごとに5%です。',
        'クリエイターは自分のコインを発行し、視聴者は動画を見てコインを獲得します。',
        '流動性プールはローンチ時にロックされます。',
      ],
    ],
    [
      'zh-TW',
      [
        '需要哪一種錢包？任何 Solana 錢包都可以。',
        '平台手續費為每筆交易的 5%。',
        '創作者發行自己的代幣，觀眾觀看影片即可賺取代幣。',
        '流動性池在上線時鎖定。',
      ],
    ],
    [
      'de',
      [
        'Welche Wallet brauche ich? Jede Solana-Wallet funktioniert.',
        'Die Plattformgebühr beträgt 5 % pro Transaktion.',
        'Creator geben ihre eigene Creator-Münze aus, Zuschauer verdienen sie beim Ansehen von Videos.',
        'Der Liquiditätspool wird beim Start gesperrt.',
      ],
    ],
  ])('keeps 300 generated %s articles under 2 MiB per 1,000 pages, in files of at most 50 KiB', (locale, sentences) => {
    const pages: SearchPage[] = Array.from({ length: 300 }, (_, index) => ({
      url: `/${locale}/news/gen-${index}`,
      title: `${sentences[index % sentences.length]!.slice(0, 12)} ${index}`,
      sections: Array.from({ length: 6 }, (_, section) => ({
        anchor: section === 0 ? '' : `s${section}`,
        heading: section === 0 ? '' : sentences[(index + section) % sentences.length]!.slice(0, 10),
        text: Array.from(
          { length: 12 },
          (_, line) => `${sentences[(index * 7 + section * 3 + line) % sentences.length]} ${index * 13 + line}`,
        ).join(' '),
      })),
    }))
    const files = buildLocaleIndex(pages, locale)
    const { json, lookup } = reader(files)
    const sizes = [...files.values()].map(data => data.length)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(50 * 1024)
    for (const name of files.keys()) expect(Buffer.byteLength(json(name))).toBeLessThanOrEqual(CHUNK_BYTES)
    expect((sizes.reduce((sum, size) => sum + size, 0) / 300) * 1000).toBeLessThan(2 * 1024 * 1024)
    const probe = { ko: '지갑을', ja: '手数料', 'zh-TW': '錢包', de: 'Gebühr' }[locale]!
    expect(lookup(probe, locale).pages.size).toBe(300)
  })
})
