/**
 * Every served output is read as served (issue 47, scripts/build/servedFacts.ts): a small site of served files the
 * test writes itself, checked against the fixture's registry (tests/fixtures/site, never the live
 * content/). What the content rules cannot see in the source (a domain behind `&period;`, a code span that the
 * Markdown copy turns into a link, a noncharacter that breaks tomorrow's feed) is refused with the content file named.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkServedOutputs, contentBehind, servedFiles } from '../../scripts/build/servedFacts'
import { readOfficialRegistry } from '../../scripts/registry/official'
import { buildLocaleIndex, extractPage } from '../../scripts/search/buildSearchIndex'
import { FIXTURE_ROOT } from './contentCopy'

let site: string
const registry = () => readOfficialRegistry(path.join(FIXTURE_ROOT, 'content/constants.yaml'))

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'served-facts-'))
})

afterEach(() => fs.rmSync(site, { recursive: true, force: true }))

const serve = (file: string, text: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
  fs.writeFileSync(path.join(site, file), text)
}

const FAQ_EN = '# FAQ\n\nTrade on [GMGN](https://gmgn.ai) and follow [Telegram](https://t.me/reelfi_app).\n'
const FAQ_DE = '# FAQ\n\nHandel auf [GMGN](https://gmgn.ai), Neuigkeiten auf [Telegram](https://t.me/reelfi_app).\n'
const rss = (title: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" ` +
  `xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>News</title><link>https://reelfi.app/de/news/</link>` +
  `<docs>https://validator.w3.org/feed/docs/rss2.html</docs><item><title><![CDATA[${title}]]></title>` +
  `<link>https://reelfi.app/de/news/presale-opens-soon/</link></item></channel></rss>\n`

describe('the served Markdown copies, as CommonMark with GFM reads them', () => {
  beforeEach(() => serve('faq/index.md', FAQ_EN))

  it("passes a translation that links where its English does, and the registry's links", async () => {
    serve('de/faq/index.md', FAQ_DE)
    serve('de/news/rss.xml', rss('Presale startet bald'))
    serve('de/news/feed.json', JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'News' }))
    expect(await checkServedOutputs(site, registry())).toEqual([])
  })

  it.each([
    ['a domain hidden behind &period;', 'Support: reelfi-presale&period;io.'],
    ['a web address hidden behind &colon;', 'Support: https&colon;//reelfi-presale.io'],
    ['a code span broken into a bare link', 'Support: `https://reelfi-presale.io`\n\nhttps://reelfi-presale.io'],
    ['a link', 'Support: [hier](https://reelfi-presale.io)'],
    ['a domain split by emphasis', 'Support: reelfi-**presale**.io.'],
    ["a domain in a link's title", 'Support: [hier](https://gmgn.ai "reelfi-presale.io")'],
    ["a domain in an image's alt text", '![Support: reelfi-presale.io](https://reelfi.app/assets/x.png)'],
  ])('refuses %s in /de/faq/index.md, naming the content behind it', async (_, line) => {
    serve('de/faq/index.md', `${FAQ_DE}\n${line}\n`)
    const problems = await checkServedOutputs(site, registry())
    expect(problems.length, problems.join('\n')).toBeGreaterThan(0)
    expect(problems[0]).toMatch(/^de\/faq\/index\.md: .*reelfi-presale\.io/)
    expect(problems[0]).toContain('(content: content/de/pages/faq.mdx and content/de/faq/)')
  })

  it('passes links to the origin the site is built for (SITE_ORIGIN), and only to that one', async () => {
    serve('llms.txt', '# Reelfi\n\n- [FAQ](http://localhost:4640/faq/index.md)\n')
    serve('de/llms.txt', '# Reelfi\n\n- [FAQ](http://localhost:4640/de/faq/index.md)\n')
    expect(await checkServedOutputs(site, registry(), { origin: 'http://localhost:4640' })).toEqual([])
    expect(await checkServedOutputs(site, registry(), { origin: 'http://localhost:4641' })).toEqual([
      expect.stringMatching(/^de\/llms\.txt: links to http:\/\/localhost:4640\/de\/faq\/index\.md/),
    ])
  })

  it('takes a SITE_ORIGIN that is not loopback for nothing: a mistyped one widens no rule', async () => {
    serve('de/llms.txt', '# Reelfi\n\n- [Claim](https://reelfi-app.com/claim)\n')
    expect(await checkServedOutputs(site, registry(), { origin: 'https://reelfi-app.com' })).toEqual([
      expect.stringMatching(/^de\/llms\.txt: links to https:\/\/reelfi-app\.com\/claim/),
    ])
  })

  it('passes an English page that states a new handle and links to a new site: English is the source', async () => {
    serve('news/support-desk/index.md', '# Desk\n\nWrite to @reelfi_helpdesk, or see [Solana](https://solana.com).\n')
    serve(
      'de/news/support-desk/index.md',
      '# Desk\n\nWrite to @reelfi_helpdesk, or see [Solana](https://solana.com).\n',
    )
    expect(await checkServedOutputs(site, registry())).toEqual([])
    serve('ja/news/support-desk/index.md', '# Desk\n\nWrite to @reelfi_helpdesk_ja.\n')
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(/^ja\/news\/support-desk\/index\.md: states the handle @reelfi_helpdesk_ja/),
    ])
  })

  // An English copy is parsed only when its translation is compared with it, and is still read whichever of the two
  // the list has first (`about/` before `de/about/`, `de/news/` before `news/`): its fault is told once.
  it.each([['about/index.md'], ['news/x/index.md']])(
    'refuses a character no reader accepts in an English copy (%s) once, and reads its translation against it',
    async file => {
      // solana.com is no link of the registry's: the German may link it only as its English, parsed, does.
      serve(file, `${FAQ_EN}Built on [Solana](https://solana.com).\u0000`)
      serve(`de/${file}`, `${FAQ_DE}Auf [Solana](https://solana.com). [Hilfe](https://reelfi-help.org)\n`)
      serve('fr/faq/index.md', FAQ_EN.replace('Trade', 'Échangez'))
      serve('solo/index.md', '# Untranslated\n\u0001\n')
      expect(await checkServedOutputs(site, registry())).toEqual([
        expect.stringMatching(new RegExp(`^${file}: contains U\\+0000, which no reader of it accepts`)),
        expect.stringMatching(new RegExp(`^de/${file}: links to https://reelfi-help\\.org, `)),
        expect.stringMatching(/^solo\/index\.md: contains U\+0001, which no reader of it accepts/),
      ])
    },
  )

  it('refuses a link that only the served copy has, in llms.txt too', async () => {
    serve('llms.txt', '# Reelfi\n\n- [FAQ](https://reelfi.app/faq/index.md)\n')
    serve(
      'de/llms.txt',
      '# Reelfi\n\n- [FAQ](https://reelfi.app/de/faq/index.md)\n- [Hilfe](https://reelfi-help.org)\n',
    )
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(/^de\/llms\.txt: links to https:\/\/reelfi-help\.org, .*\(content: content\/de\/\)/),
    ])
  })
})

describe('the feeds, JSON and XML, parsed on the day of the build', () => {
  it('refuses a German feed whose title carries U+FFFF, naming the content behind it', async () => {
    serve('de/news/rss.xml', rss('Presale\uffff startet bald'))
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(/^de\/news\/rss\.xml: contains U\+FFFF, .*\(content: content\/de\/news\/\)/),
    ])
  })

  it('refuses XML and JSON that do not parse', async () => {
    serve('de/news/atom.xml', '<feed><title>News</feed>')
    serve('de/news/feed.json', '{"title": "News",}')
    const problems = await checkServedOutputs(site, registry())
    expect(problems).toEqual([
      expect.stringMatching(/^de\/news\/atom\.xml: does not parse .*\(content: content\/de\/news\/\)/),
      expect.stringMatching(/^de\/news\/feed\.json: does not parse .*\(content: content\/de\/news\/\)/),
    ])
  })

  it('refuses a feed item that links elsewhere than the site and its registry', async () => {
    serve(
      'de/news/rss.xml',
      rss('Presale startet bald').replace(
        'https://reelfi.app/de/news/presale-opens-soon/',
        'https://reelfi-presale.io/',
      ),
    )
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(/^de\/news\/rss\.xml: links to https:\/\/reelfi-presale\.io\//),
    ])
  })
})

describe("an untranslated page's copy: its English with the site's own links relocated into its locale", () => {
  const english =
    '[llms.txt](https://reelfi.app/llms.txt)\n\nTrade on [GMGN](https://gmgn.ai/), ' +
    'read the [FAQ](https://reelfi.app/faq).\n\n<https://reelfi.app/gen-5>\n'
  const relocate = (text: string, prefix: string) =>
    text
      .replaceAll('](https://reelfi.app/', `](https://reelfi.app/${prefix}`)
      .replaceAll('<https://reelfi.app/', `<https://reelfi.app/${prefix}`)
  const relocated = relocate(english, 'de/')
  beforeEach(() => serve('gen-5/index.md', english))

  it('passes', async () => {
    serve('de/gen-5/index.md', relocated)
    serve('zh-TW/gen-5/index.md', relocate(english, 'zh-TW/'))
    expect(await checkServedOutputs(site, registry())).toEqual([])
  })

  it('is not parsed again: a fault of its English is reported once, on the English', async () => {
    // Bytes that are not UTF-8 (latin-1 é) in both: a copy read in full would be refused too.
    const faulty = (text: string) => Buffer.concat([Buffer.from(text), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a])])
    serve('gen-5/index.md', faulty(english))
    serve('de/gen-5/index.md', faulty(relocated))
    serve('zh-TW/gen-5/index.md', faulty(relocate(english, 'zh-TW/')))
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(/^gen-5\/index\.md: is not valid UTF-8/),
    ])
  })

  it.each([
    ['a mistyped one', 'https://reelfi-app.com'],
    ["a partner's site of the registry, whose root alone is official", 'https://pump.fun'],
  ])("is read in full when SITE_ORIGIN is not the site's: %s", async (_, origin) => {
    const elsewhere = (text: string) => text.replaceAll('https://reelfi.app/', `${origin}/`)
    serve('gen-5/index.md', elsewhere(english))
    serve('de/gen-5/index.md', elsewhere(relocated))
    const problems = await checkServedOutputs(site, registry(), { origin })
    expect(problems.map(problem => problem.split(',')[0])).toEqual([
      `de/gen-5/index.md: links to ${origin}/de/llms.txt`,
      `de/gen-5/index.md: links to ${origin}/de/faq`,
      `de/gen-5/index.md: links to ${origin}/de/gen-5`,
    ])
  })

  it('is read in full when anything else differs: a link added, or a link elsewhere relocated too', async () => {
    serve('de/gen-5/index.md', `${relocated}\n[Hilfe](https://reelfi-help.org)\n`)
    serve('fr/gen-5/index.md', relocated.replace('](https://gmgn.ai/', '](https://gmgn.ai/fr/'))
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(/^de\/gen-5\/index\.md: links to https:\/\/reelfi-help\.org/),
      expect.stringMatching(/^fr\/gen-5\/index\.md: links to https:\/\/gmgn\.ai\/fr\//),
    ])
  })
})

describe('the two reads of the build, Markdown beside Vike and the rest after it', () => {
  it('read the files they are given: each refuses only its own, and together they refuse both', async () => {
    serve('faq/index.md', FAQ_EN)
    serve('de/faq/index.md', FAQ_DE.replace('https://gmgn.ai', 'https://gmgn-presale.io'))
    serve('de/llms.txt', '[Hilfe](https://reelfi-help.org)\n')
    serve('de/news/feed.json', '{"title": "News",}')
    const copies = ['faq/index.md', 'de/faq/index.md', 'de/llms.txt']
    const markdown = await checkServedOutputs(site, registry(), { files: copies })
    const rest = await checkServedOutputs(site, registry(), {
      files: servedFiles(site).filter(file => !copies.includes(file)),
    })
    expect(markdown).toEqual([
      expect.stringMatching(/^de\/faq\/index\.md: links to https:\/\/gmgn-presale\.io/),
      expect.stringMatching(/^de\/llms\.txt: links to https:\/\/reelfi-help\.org/),
    ])
    expect(rest).toEqual([expect.stringMatching(/^de\/news\/feed\.json: does not parse/)])
    expect(await checkServedOutputs(site, registry())).toEqual([...markdown, ...rest].sort())
  })

  it('refuses a file it is given that is not there: a list that names the wrong files cannot pass unread', async () => {
    serve('faq/index.md', FAQ_EN)
    expect(await checkServedOutputs(site, registry(), { files: ['de/faq/index.md'] })).toEqual([
      'de/faq/index.md: is missing — the build step that lists it did not write it',
    ])
  })
})

describe('the content behind a served file', () => {
  it.each([
    ['de/news/beware-of-impersonators/index.md', 'content/de/news/beware-of-impersonators.mdx'],
    ['de/news/tags/security/rss.xml', 'content/de/news/'],
    ['ja/official/index.md', 'content/ja/pages/official.mdx'],
    ['how-it-works/index.md', 'content/en/pages/how-it-works.mdx and content/en/steps/'],
    ['de/index.md', 'content/de/pages/home.mdx and content/de/sections/'],
    ['sitemap.xml', 'content/en/'],
  ])('%s → %s', (file, content) => {
    expect(contentBehind(file)).toBe(content)
  })
})

describe("the site search's index: a page's file against its English page, the rest parsed", () => {
  /** A prerendered page as Vike writes it, with the text the index reads (its `<main>`). */
  const html = (title: string, ...paragraphs: string[]) =>
    `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
    `${paragraphs.map(paragraph => `<p>${paragraph}</p>`).join('')}</main></body></html>`
  /** A language's pages, served as HTML and indexed as the build does (extractPage, then buildLocaleIndex). */
  const publish = (locale: string, pages: Record<string, string>) => {
    const read = Object.entries(pages).map(([url, page]) => {
      serve(`${url.slice(1)}/index.html`.replace(/^\//, ''), page)
      return extractPage(page, url, locale)!
    })
    for (const [name, data] of buildLocaleIndex(read, locale)) serve(`search-index/${locale}/${name}`, data)
  }
  const files = (locale: string, prefix: string) =>
    fs
      .readdirSync(path.join(site, 'search-index', locale))
      .filter(name => name.startsWith(prefix))
      .map(name => `search-index/${locale}/${name}`)
  // reelfi-partner.io is not the registry's, nor this address: a page may state them only as its English page does.
  const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
  // Past the 1,000 characters of a section the index keeps: in the English page, not in its file of the index.
  const LONG = `${'Reelfi pays viewers who watch. '.repeat(40)}Built on reelfi-partner.io.`
  beforeEach(() =>
    publish('en', {
      '/official': html('Official', `This website: reelfi.app. The token: ${ADDRESS}.`, LONG),
      '/faq': html('FAQ', 'Ask us.'),
    }),
  )

  it('reads every file of the index as served (its manifest, term and page files), not their compressed copies', () => {
    publish('de', { '/de/official': html('Offiziell', 'Diese Website: reelfi.app.') })
    serve('search-index/de/manifest.json.gz', zlib.gzipSync('{}'))
    serve('search-index/de/manifest.json.br', zlib.brotliCompressSync('{}'))
    const served = servedFiles(site).filter(file => file.startsWith('search-index/de/'))
    expect(served).toEqual(['search-index/de/manifest.json', ...files('de', 'p-'), ...files('de', 't-')].sort())
    expect(files('de', 'p-')).toHaveLength(1)
    expect(files('de', 't-').length).toBeGreaterThan(0)
  })

  it('passes pages that state what their English pages state, whatever their terms and wherever the cut', async () => {
    // Each language lowercases and stems the address its own way (German also indexes word tails): only the pages'
    // text is compared. Japanese states early what English states past the cut.
    publish('de', { '/de/official': html('Offiziell', `Diese Website: reelfi.app. Der Token: ${ADDRESS}.`) })
    publish('it', { '/it/official': html('Ufficiale', `Questo sito: reelfi.app. Il token: ${ADDRESS}.`) })
    publish('ja', { '/ja/official': html('公式', 'reelfi-partner.io で構築。') })
    expect(await checkServedOutputs(site, registry())).toEqual([])
  })

  it("passes what the English page states in its title or a heading only, and finds the home page's", async () => {
    serve(
      'index.html',
      '<!doctype html><html><head><title>Reelfi — reelfi-partner.io</title></head><body><main><h1>Reelfi</h1>' +
        '<h2 id="partner">Built with reelfi-help.org</h2><p>Watch and earn.</p></main></body></html>',
    )
    publish('de', { '/de/': html('Reelfi — reelfi-partner.io', 'Mit reelfi-help.org gebaut.') })
    expect(await checkServedOutputs(site, registry())).toEqual([])
    publish('fr', { '/fr/': html('Reelfi', 'Construit avec reelfi-partner.io et reelfi-presale.io.') })
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(
        /^search-index\/fr\/p-[\w-]+\.gz: states the domain reelfi-presale\.io, .* by index\.html /,
      ),
    ])
  })

  it("refuses a domain its English page does not state, naming the page's content and catalog", async () => {
    publish('de', { '/de/faq': html('FAQ', 'Frag uns auf reelfi-partner.io.') })
    publish('ja', { '/ja/gen-5': html('第5世代', 'reelfi-partner.io で構築。') })
    const problems = await checkServedOutputs(site, registry())
    expect(problems).toEqual([
      expect.stringMatching(
        /^search-index\/de\/p-[\w-]+\.gz: states the domain reelfi-partner\.io, .* stated by faq\/index\.html /,
      ),
      expect.stringMatching(
        /^search-index\/ja\/p-[\w-]+\.gz: states the domain reelfi-partner\.io, .* gen-5\/index\.html, which does not/,
      ),
    ])
    expect(problems[0]).toContain('(content: content/de/pages/faq.mdx and content/de/faq/, or locales/de/messages.po)')
  })

  it('refuses a page file that names no page of its language', async () => {
    serve('search-index/de/p-nourl.gz', zlib.gzipSync(JSON.stringify({ title: 'FAQ', sections: [] })))
    serve('search-index/de/p-english.gz', zlib.gzipSync(JSON.stringify({ url: '/faq', title: 'FAQ', sections: [] })))
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(/^search-index\/de\/p-english\.gz: names no page of de \(url "\/faq"\)/),
      expect.stringMatching(/^search-index\/de\/p-nourl\.gz: names no page of de \(url undefined\)/),
    ])
  })

  it('refuses a file of the index that does not unpack, unpacks past the cap or does not parse', async () => {
    publish('de', { '/de/faq': html('FAQ', 'Frag uns.') })
    serve('search-index/de/manifest.json', '{"chunks": [')
    serve('search-index/de/p-broken.gz', Buffer.from('not gzip'))
    serve('search-index/de/t-broken.gz', zlib.gzipSync('[["a",[0]],'))
    // 17 MiB of spaces in 17 KiB: past the cap, so it is told rather than unpacked into memory.
    serve('search-index/de/t-bomb.gz', zlib.gzipSync(Buffer.alloc(17 * 1024 * 1024, ' ')))
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(/^search-index\/de\/manifest\.json: does not parse .*\(content: content\/de\/\)/),
      expect.stringMatching(/^search-index\/de\/p-broken\.gz: cannot be read \(.*\(content: content\/de\/\)/),
      expect.stringMatching(/^search-index\/de\/t-bomb\.gz: cannot be read \(/),
      expect.stringMatching(/^search-index\/de\/t-broken\.gz: does not parse /),
    ])
  })
})

describe('a served JSON file, read as its reader reads it', () => {
  it('tells a character written as it is once', async () => {
    serve('de/news/feed.json', `{"title": "Neuigkeiten\ufffe"}`)
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(/^de\/news\/feed\.json: contains U\+FFFE, which no reader of it accepts \(content: /),
    ])
  })

  it('refuses a control character written as an escape, which the reader turns back', async () => {
    serve('de/news/feed.json', JSON.stringify({ title: 'Neuigkeiten\u0007' }))
    // One written as it is does not hide another written as an escape.
    serve('de/news/atom.json', `{"title": "Neuigkeiten\ufffe", "summary": "Presale\\u0007"}`)
    expect(await checkServedOutputs(site, registry())).toEqual([
      expect.stringMatching(/^de\/news\/atom\.json: contains U\+FFFE, which no reader of it accepts \(content: /),
      expect.stringMatching(/^de\/news\/atom\.json: contains U\+0007, which no reader of it accepts \(content: /),
      expect.stringMatching(/^de\/news\/feed\.json: contains U\+0007, which no reader of it accepts \(content: /),
    ])
  })
})
