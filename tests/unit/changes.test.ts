import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createProcessor } from '@mdx-js/mdx'
import type { Nodes } from 'mdast'
import remarkCjkFriendly from 'remark-cjk-friendly'
import remarkGfm from 'remark-gfm'
import sharp from 'sharp'
import { chromium } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/check/chromium'
import { carefulItems } from '../../scripts/changes/careful'
import { parseCodeOwners } from '../../scripts/changes/codeowners'
import { code, safeText } from '../../scripts/changes/markdown'
import { decodable, samePicture, writeThumbnail } from '../../scripts/changes/pictures'
import { compareSites, type Comparison } from '../../scripts/changes/compareSites'
import { wordDiff } from '../../scripts/changes/diff'
import { formatReport, COMMENT_LIMIT, type ReportInput } from '../../scripts/changes/report'
import { markBlocksScript, pickPages, takeScreenshots } from '../../scripts/changes/screenshots'
import { SiteRefused, validateSite } from '../../scripts/changes/validateSite'

/**
 * `npm run changes` on small built sites written by the test: what counts as a change for a visitor, a search engine
 * or a reviewer, and what does not; the report made safe for a pull-request comment. tests/changes/ runs the whole
 * command through git on the real site.
 */
let root: string
const before = () => path.join(root, 'before')
const after = () => path.join(root, 'after')

const MENU = (marker = '') =>
  `<nav><a href="/de/faq" hreflang="de" data-language-switch="de">Deutsch${marker}</a></nav>`
function page({
  lang = 'en',
  title = 'FAQ — Reelfi',
  description = 'Answers.',
  body = '<p>Token holders vote.</p>',
  asset = 'site.BGe0zrAF',
  comment = '',
  head = '',
  menu = MENU(),
  entry = 'governance',
} = {}) {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="UTF-8"><title>${title}</title>
<meta name="description" content="${description}"><link rel="stylesheet" href="/assets/static/${asset}.css">${head}
<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage","name":"${title}"}</script></head>
<body>${comment}${menu}<main><h1>FAQ</h1><details name="faq" id="faq-${entry}"><summary>Who decides?</summary>${body}</details></main>
<script type="module" src="/assets/entries/client.${asset}.js"></script></body></html>`
}

function write(side: () => string, file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(side(), file)), { recursive: true })
  fs.writeFileSync(path.join(side(), file), content)
}

const owners = parseCodeOwners(
  '/content/constants.yaml @reelfi/maintainers\n/content/de/ @reelfi/translators-de\n/content/zh-TW/ ' +
    '@reelfi/translators-zh-tw\n',
)
async function report(
  extra: Partial<ReportInput> = {},
  securityEntries = new Set<string>(),
): Promise<{ comparison: Comparison; text: string }> {
  const comparison = await compareSites(before(), after())
  const careful = carefulItems(comparison, {
    owners,
    securityEntries,
    ...(extra.changedFiles ? { changedFiles: extra.changedFiles } : {}),
  })
  return {
    comparison,
    text: formatReport({
      base: '`1a2b3c4` (origin/main)',
      comparison,
      careful,
      screenshots: [],
      thumbnails: [],
      owners,
      ...extra,
    }),
  }
}
const rowsOf = (text: string) => text.split('\n').filter(line => line.startsWith('| `'))

/**
 * Every node of the report as GitHub's Markdown (CommonMark + GFM) parses it, with CJK emphasis closed as Japanese and
 * Chinese readers close it (remark-cjk-friendly, as every Markdown reader of the project): stricter than GitHub alone.
 */
function markdownNodes(text: string): Nodes[] {
  const tree = createProcessor({ format: 'md', remarkPlugins: [remarkGfm, remarkCjkFriendly] }).parse(text) as Nodes
  const nodes: Nodes[] = []
  const walk = (node: Nodes) => {
    nodes.push(node)
    if ('children' in node) for (const child of node.children) walk(child as Nodes)
  }
  walk(tree)
  return nodes
}

/** `count` news pages, each with a long change of its own (the same change on many pages would be one row). */
function writeLongChanges(count: number) {
  for (let index = 0; index < count; index++) {
    write(before, `news/${index}/index.html`, page({ body: `<p>Post ${index}. ${'Old words here. '.repeat(40)}</p>` }))
    write(after, `news/${index}/index.html`, page({ body: `<p>Post ${index}. ${'New words there. '.repeat(40)}</p>` }))
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-test-'))
  for (const side of [before, after]) {
    write(side, 'index.html', page({ title: 'Reelfi', body: '<p>Home.</p>' }))
    write(side, 'de/index.html', page({ lang: 'de', title: 'Reelfi', body: '<p>Startseite.</p>' }))
  }
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('comparing two built sites', () => {
  it('lists nothing when only hashed asset names, a build id or an HTML comment differ', async () => {
    write(before, 'faq/index.html', page({ asset: 'site.BGe0zrAF', comment: '<!-- build 1a2b3c -->' }))
    write(after, 'faq/index.html', page({ asset: 'site.Xy9_k2Lm', comment: '<!-- build 9f8e7d -->' }))
    expect((await compareSites(before(), after())).changes).toEqual([])
  })

  it('reports a removed page and an added page as such', async () => {
    write(before, 'faq/index.html', page())
    write(after, 'how-it-works/index.html', page({ title: 'How it works — Reelfi' }))
    expect(
      (await compareSites(before(), after())).changes.map(({ url, locale, status }) => ({ url, locale, status })),
    ).toEqual([
      { url: '/faq', locale: 'en', status: 'removed' },
      { url: '/how-it-works', locale: 'en', status: 'added' },
    ])
  })

  it('names the locale of a page and each kind of change', async () => {
    write(before, 'de/faq/index.html', page({ lang: 'de' }))
    write(
      after,
      'de/faq/index.html',
      page({
        lang: 'de',
        title: 'FAQ — Reelfi!',
        description: 'Antworten.',
        body: '<p>Token holders vote. <img src="/img/vote.1a2b3c4d.png" alt="A vote"></p>',
      }),
    )
    const [change] = (await compareSites(before(), after())).changes
    expect(change).toMatchObject({ page: '/faq', locale: 'de', url: '/de/faq', status: 'changed' })
    expect(change!.kinds).toEqual(['title', 'description', 'pictures', 'JSON-LD'])
  })

  it(
    'gives each language its own row and word diff: a German warning turned into a scam is not hidden behind a ' +
      'Chinese comma',
    async () => {
      write(
        before,
        'zh-TW/faq/index.html',
        page({ lang: 'zh-TW', entry: 'which-wallet', body: '<p>任何 Solana 錢包都可以，我們推薦 Phantom。</p>' }),
      )
      write(
        after,
        'zh-TW/faq/index.html',
        page({ lang: 'zh-TW', entry: 'which-wallet', body: '<p>任何 Solana 錢包都可以,我們推薦 Phantom。</p>' }),
      )
      write(
        before,
        'de/faq/index.html',
        page({
          lang: 'de',
          entry: 'which-wallet',
          body:
            '<p>Halte deine Wiederherstellungsphrase geheim: Niemand von Reelfi wird dich jemals danach ' +
            'fragen.</p>',
        }),
      )
      write(
        after,
        'de/faq/index.html',
        page({
          lang: 'de',
          entry: 'which-wallet',
          body:
            '<p>Halte deine Wiederherstellungsphrase geheim: Der Support auf t.me/reelfi_help wird dich danach ' +
            'fragen.</p>',
        }),
      )
      const { text } = await report(
        { changedFiles: ['content/de/faq/which-wallet.mdx', 'content/zh-TW/faq/which-wallet.mdx'] },
        new Set(['faq/which-wallet']),
      )
      expect(rowsOf(text)).toEqual([
        '| `/faq` | zh-TW | 任何 Solana 錢包都可以~~，~~**,**我們推薦 Phantom。 |',
        '| `/faq` | de | Halte deine Wiederherstellungsphrase geheim: ~~Niemand von Reelfi~~ **Der Support auf ' +
          '`t.me/reelfi_help`** wird dich ~~jemals~~ danach fragen. |',
      ])
      const careful = text.slice(text.indexOf('### Needs a careful look'), text.indexOf('### Every page'))
      expect(careful).toContain(
        '- new or changed address `t.me/reelfi_help` in de — `/de/faq` — review: `@reelfi/translators-de` ' +
          '`@reelfi/maintainers`',
      )
      expect(careful).toContain('- `faq/which-wallet`, marked `review: security`, changed in zh-TW, de')
      expect(text.indexOf('### Needs a careful look')).toBeLessThan(text.indexOf('### Every page'))
    },
  )

  it('groups languages only when their change is byte for byte the same', async () => {
    for (const [side, figure] of [
      [before, '$24,000'],
      [after, '$30,000'],
    ] as const) {
      write(side, 'faq/index.html', page({ body: `<p>Sell ${figure} first.</p>` }))
      write(side, 'ja/faq/index.html', page({ lang: 'ja', body: `<p>Sell ${figure} first.</p>` }))
      write(
        side,
        'de/faq/index.html',
        page({ lang: 'de', body: `<p>Verkaufe ${figure.replace('$', '').replace(',', '.')} $ zuerst.</p>` }),
      )
    }
    expect(rowsOf((await report()).text)).toEqual([
      '| `/faq` | en, ja | Sell ~~\\$24,000~~ **\\$30,000** first. |',
      '| `/faq` | de | Verkaufe ~~24.000~~ **30.000** \\$ zuerst. |',
    ])
  })

  it('never cuts a change short: the last of five changes in a long answer is shown', async () => {
    write(
      before,
      'de/faq/index.html',
      page({ lang: 'de', body: `<p>${'Das ist gut. '.repeat(40)}Prüfe immer die Adresse.</p>` }),
    )
    write(
      after,
      'de/faq/index.html',
      page({
        lang: 'de',
        body: `<p>${'Das ist fein. '.repeat(4)}${'Das ist gut. '.repeat(36)}Du musst die Adresse nicht prüfen.</p>`,
      }),
    )
    const [row] = rowsOf((await report()).text)
    expect(row).toContain('~~Prüfe immer~~ **Du musst** die ~~Adresse.~~ **Adresse nicht prüfen.** |')
    expect(row!.match(/~~gut\.~~ \*\*fein\.\*\*/g)).toHaveLength(4)
  })

  it('counts a changed link target, and asks for a careful look at the new address in that language', async () => {
    write(before, 'faq/index.html', page({ body: '<p>Ask on <a href="https://t.me/reelfi_app">Telegram</a>.</p>' }))
    write(after, 'faq/index.html', page({ body: '<p>Ask on <a href="https://t.me/reelfi_support">Telegram</a>.</p>' }))
    const { text } = await report({ changedFiles: ['content/constants.yaml'] })
    expect(rowsOf(text)).toEqual([
      '| `/faq` | en | link Telegram: ~~`https://t.me/reelfi_app`~~ → **`https://t.me/reelfi_support`** |',
    ])
    expect(text).toContain(
      '- `content/constants.yaml` changed: figures, links or the contract address of every page in every language — ' +
        'review: `@reelfi/maintainers`',
    )
    expect(text).toContain(
      '- new or changed address `https://t.me/reelfi_support` in en — `/faq` — review: `@reelfi/maintainers`',
    )
  })

  it('asks for a careful look at an address written right beside an icon or a <noscript>', async () => {
    write(before, 'faq/index.html', page({ body: '<p>Follow us today.</p>' }))
    write(
      after,
      'faq/index.html',
      page({ body: '<p>Follow us<svg></svg>@reelfi_scam<noscript>x</noscript>today.</p>' }),
    )
    const { text } = await report()
    expect(text).toContain('- new or changed address `@reelfi_scam` in en — `/faq` — review:')
  })

  it('counts an address that is part of one the page had as new (t.me/reelfi where t.me/reelfi_app was)', async () => {
    write(before, 'ko/faq/index.html', page({ lang: 'ko', body: '<p>텔레그램 t.me/reelfi_app 에서 물어보세요.</p>' }))
    write(after, 'ko/faq/index.html', page({ lang: 'ko', body: '<p>텔레그램 t.me/reelfi 에서 물어보세요.</p>' }))
    const { text } = await report()
    expect(text).toContain('- new or changed address `t.me/reelfi` in ko — `/ko/faq`')
  })

  it('compares pictures by their pixels: the same picture encoded again is no change, other pixels are', async () => {
    const picture = (colour: string, compressionLevel: number) =>
      sharp({ create: { width: 40, height: 20, channels: 3, background: colour } })
        .png({ compressionLevel })
        .toBuffer()
    const html = (name: string) => page({ body: `<p>Scan this.</p><img src="/assets/${name}" alt="Our address">` })
    write(before, 'faq/index.html', html('qr.11111111.png'))
    write(after, 'faq/index.html', html('qr.22222222.png'))
    write(before, 'assets/qr.11111111.png', await picture('#000000', 9))
    write(after, 'assets/qr.22222222.png', await picture('#000000', 1))
    expect(
      fs
        .readFileSync(path.join(before(), 'assets/qr.11111111.png'))
        .equals(fs.readFileSync(path.join(after(), 'assets/qr.22222222.png'))),
    ).toBe(false)
    expect((await compareSites(before(), after())).changes).toEqual([])
    write(after, 'assets/qr.22222222.png', await picture('#ff0000', 1))
    const { text, comparison } = await report()
    expect(rowsOf(text)).toEqual([
      '| `/faq` | en | picture `/assets/qr.png` shows something else (its pixels changed) |',
    ])
    expect(comparison.changes[0]!.differences[0]!.picture).toEqual({
      name: '/assets/qr.png',
      before: path.join(before(), 'assets/qr.11111111.png'),
      after: path.join(after(), 'assets/qr.22222222.png'),
    })
    expect(text).toContain('- picture `/assets/qr.png` shows something else in en — `/faq`')
  })

  it(
    'decodes only PNG, JPEG, WebP and AVIF: another format is compared by its bytes and gets ' + 'no thumbnail',
    async () => {
      const pixels = { create: { width: 8, height: 8, channels: 3 as const, background: '#123456' } }
      const dir = path.join(root, 'formats')
      fs.mkdirSync(dir)
      for (const [name, encoded] of [
        ['a.png', sharp(pixels).png()],
        ['a.webp', sharp(pixels).webp({ lossless: true })],
        ['a.jpg', sharp(pixels).jpeg()],
        ['a.avif', sharp(pixels).avif()],
        ['a.gif', sharp(pixels).gif()],
        ['a.tiff', sharp(pixels).tiff()],
      ] as const) {
        await encoded.toFile(path.join(dir, name))
      }
      // The same GIF with bytes after its end, which decoders ignore: other bytes, the same pixels.
      fs.writeFileSync(
        path.join(dir, 'b.gif'),
        Buffer.concat([fs.readFileSync(path.join(dir, 'a.gif')), Buffer.from('padding')]),
      )
      expect(
        ['a.png', 'a.webp', 'a.jpg', 'a.avif', 'a.gif', 'a.tiff'].filter(name => decodable(path.join(dir, name))),
      ).toEqual(['a.png', 'a.webp', 'a.jpg', 'a.avif'])
      expect(await samePicture(path.join(dir, 'a.png'), path.join(dir, 'a.webp'))).toBe(true)
      // Two GIFs of the same pixels, encoded differently: not decoded, so not the same picture.
      expect(fs.readFileSync(path.join(dir, 'a.gif')).equals(fs.readFileSync(path.join(dir, 'b.gif')))).toBe(false)
      expect(await samePicture(path.join(dir, 'a.gif'), path.join(dir, 'b.gif'))).toBe(false)
      expect(await writeThumbnail(path.join(dir, 'a.tiff'), dir, 'thumb-tiff.png')).toBeUndefined()
      expect(await writeThumbnail(path.join(dir, 'a.png'), dir, 'thumb-png.png')).toBe('thumb-png.png')
    },
  )

  it('says which pages leave search engines and which addresses leave the sitemap', async () => {
    const sitemap = (urls: string[]) =>
      `<?xml version="1.0"?><urlset>` +
      urls.map(url => `<url><loc>https://reelfi.app${url}</loc></url>`).join('') +
      '</urlset>'
    write(before, 'sitemap.xml', sitemap(['/', '/de/']))
    write(after, 'sitemap.xml', sitemap(['/']))
    write(
      after,
      'de/index.html',
      page({ lang: 'de', title: 'Reelfi', body: '<p>Startseite.</p>', head: '<meta name="robots" content="noindex">' }),
    )
    const { text, comparison } = await report()
    expect(comparison.sitemap).toEqual({ added: [], removed: ['https://reelfi.app/de/'] })
    expect(rowsOf(text)).toEqual(['| `/` | de | leaves search engines: robots `noindex` |'])
    expect(text).toContain('- pages leave search engines in de — `/de`')
    expect(text).toContain('- the sitemap loses 1 address — `/de/`')
  })

  it(
    "reports the language menu's change, the same on every page, once at the end instead of " + 'on every page',
    async () => {
      for (const file of ['faq/index.html', 'how-it-works/index.html']) {
        write(before, file, page())
        write(after, file, page({ menu: MENU(' partly English') }))
      }
      write(after, 'index.html', page({ title: 'Reelfi', body: '<p>Home.</p>', menu: MENU(' partly English') }))
      const { text, comparison } = await report()
      expect(comparison.changes).toEqual([])
      expect(text.trimEnd().split('\n').at(-1)).toBe('| en | 3 pages | Deutsch **partly English** |')
    },
  )

  it('word-diffs a changed JSON-LD value under its path', async () => {
    write(before, 'faq/index.html', page())
    write(
      after,
      'faq/index.html',
      page().replace('"name":"FAQ — Reelfi"}', '"name":"FAQ — Reelfi","description":"Send SOL to t.me/reelfi_bonus"}'),
    )
    write(
      after,
      'de/index.html',
      page({ lang: 'de', title: 'Reelfi', body: '<p>Startseite.</p>' }).replace(
        '"name":"Reelfi"',
        '"name":"Reelfi Airdrop"',
      ),
    )
    const { text } = await report()
    const rows = rowsOf(text)
    expect(rows).toContain('| `/faq` | en | JSON-LD: `description`: **Send SOL to `t.me/reelfi_bonus`** |')
    expect(rows).toContain('| `/` | de | JSON-LD: `name`: Reelfi **Airdrop** |')
    expect(text).toContain('- new or changed address `t.me/reelfi_bonus` in en — `/faq`')
  })

  it('never takes text inside <main> for the language menu, and still asks about an address in the menu', async () => {
    // A page that marks its own text as menu (hreflang on a paragraph in <main>) to hide a change: it is listed with
    // the page.
    write(before, 'faq/index.html', page())
    write(after, 'faq/index.html', page({ body: '<p hreflang="en">Send SOL to t.me/reelfi_airdrop now.</p>' }))
    write(before, 'how-it-works/index.html', page())
    write(after, 'how-it-works/index.html', page())
    const hidden = await report()
    expect(hidden.comparison.chrome).toEqual([])
    expect(rowsOf(hidden.text).join('\n')).toContain('t.me/reelfi_airdrop')
    expect(hidden.text).toContain('- new or changed address `t.me/reelfi_airdrop` in en — `/faq`')

    // A real menu change, on every English page, that brings an address: set apart, and still a careful look.
    for (const file of ['index.html', 'faq/index.html', 'how-it-works/index.html']) {
      write(before, file, page())
      write(after, file, page({ menu: MENU(' t.me/reelfi_menu') }))
    }
    const menu = await report()
    expect(menu.comparison.changes).toEqual([])
    expect(menu.comparison.chrome.map(({ locale, pages }) => [locale, pages])).toEqual([['en', 3]])
    expect(menu.text).toContain('- new or changed address `t.me/reelfi_menu` in the language menu in en')

    // A new page whose menu brings an address: a careful look too.
    for (const file of ['index.html', 'faq/index.html', 'how-it-works/index.html']) write(after, file, page())
    write(after, 'news/x/index.html', page({ menu: MENU(' t.me/reelfi_newmenu') }))
    expect((await report()).text).toContain('- new or changed address `t.me/reelfi_newmenu` in the language menu in en')
  })

  it(
    'shows content text as text: no Markdown, HTML, mention, reference, link or hidden character ' + 'of it is live',
    async () => {
      const hostile =
        'Ask @reelfi-support or see #12 and <img src=x onerror=alert(1)> [verify](https://evil.example) **now** ' +
        'www.evil.example _www.EVIL.COM `x` |a| \u202Eevil'
      write(before, 'faq/index.html', page())
      write(after, 'faq/index.html', page({ body: `<p>${hostile.replace(/</g, '&lt;')}</p>` }))
      const { text } = await report()
      const nodes = markdownNodes(text)
      expect(
        nodes
          .filter(node => node.type === 'link' || node.type === 'image' || node.type === 'html')
          .map(node => node.type),
      ).toEqual([])
      const texts = nodes
        .filter(node => node.type === 'text')
        .map(node => (node as { value: string }).value)
        .join('\n')
      expect(texts).not.toMatch(/@\w|#\d|https?:|www\.|\u202E/)
      expect(texts).toContain('[verify](')
      const codes = nodes.filter(node => node.type === 'inlineCode').map(node => (node as { value: string }).value)
      expect(codes).toEqual(
        expect.arrayContaining([
          '@reelfi-support',
          '#12',
          // Only the address of a Markdown link is code; its brackets are escaped words around it.
          'https://evil.example',
          'www.evil.example',
          '_www.EVIL.COM',
          '⟨U+202E⟩evil',
        ]),
      )
      // Bold only where the report puts it: "**bold** ones added" in its introduction, and the added words.
      expect(nodes.filter(node => node.type === 'strong').length).toBe(2)
      // The row is still one row of three cells: the `|` in the text did not split it.
      const table = nodes.find(node => node.type === 'table') as { children: { children: unknown[] }[] }
      expect(table.children.map(row => row.children.length)).toEqual([3, 3])
    },
  )

  it(
    'keeps a link target, a canonical and a picture name inert: a newline in them neither ends the code span ' +
      'nor the row',
    async () => {
      const payload = 'https://t.me/x\n\n@org/team [click](https://evil) <img src=x> ```y\u3164\u{E0041}'
      const attribute = payload
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/\n/g, '&#10;')
      write(
        before,
        'faq/index.html',
        page({
          body: '<p><a href="https://t.me/reelfi_app">Telegram</a> <img src="/a.png" alt="A"></p>',
          head: '<link rel="canonical" href="https://reelfi.app/faq">',
        }),
      )
      write(
        after,
        'faq/index.html',
        page({
          body:
            `<p><a href="${attribute}">Telegram</a> <img ` +
            `src="${attribute.replace('https://t.me/x', '/pictures/x')}" alt="A"></p>`,
          head: `<link rel="canonical" href="${attribute}">`,
        }),
      )
      const { text } = await report()
      const nodes = markdownNodes(text)
      expect(
        nodes
          .filter(
            node => node.type === 'link' || node.type === 'image' || (node.type === 'html' && node.value !== '<br>'),
          )
          .map(node => node.type),
      ).toEqual([])
      const texts = nodes
        .filter(node => node.type === 'text')
        .map(node => (node as { value: string }).value)
        .join('\n')
      expect(texts).not.toMatch(/@org|https?:|\u3164|[\u{E0000}-\u{E007F}]/u)
      const codes = nodes
        .filter(node => node.type === 'inlineCode')
        .map(node => (node as { value: string }).value)
        .join('\n')
      // The browser drops the newlines of an address and encodes its spaces; the picture's and the canonical's are
      // shown.
      expect(codes).toContain(
        'https://t.me/x@org/team%20[click](https://evil)%20%3Cimg%20src=x%3E%20%60%60%60y%E3%85%A4%F3%A0%81%81',
      )
      expect(codes.split('\n').length).toBe(nodes.filter(node => node.type === 'inlineCode').length)
      const row = rowsOf(text).find(line => line.startsWith('| `/faq`'))!
      expect(row).toMatch(/canonical/)
      expect(row).toMatch(/picture|image/)
      // An address the URL parser refuses is shown as written, its newlines and hidden characters by name.
      const refused = markdownNodes(`- ${code('https://exa mple.com/\n\n@org/team ``x\u3164\u{E0041}')}`)
      expect(refused.filter(node => node.type === 'paragraph').length).toBe(1)
      expect(refused.filter(node => node.type === 'inlineCode').map(node => (node as { value: string }).value)).toEqual(
        ['https://exa mple.com/⟨U+000A⟩⟨U+000A⟩@org/team ``x⟨U+3164⟩⟨U+E0041⟩'],
      )
    },
  )

  it("stays under GitHub's comment limit, and says how many changes are left and where to read them", async () => {
    writeLongChanges(150)
    const comparison = await compareSites(before(), after())
    const format = (extra: Partial<ReportInput>) =>
      formatReport({ base: '`1a2b3c4`', comparison, careful: [], screenshots: [], thumbnails: [], owners, ...extra })
    const full = format({})
    const comment = format({
      maxChars: COMMENT_LIMIT - 2000,
      fullReportAt: 'in the job summary of [this run](https://github.com/reelfi/site/actions/runs/1)',
    })
    expect(rowsOf(full)).toHaveLength(150)
    expect(full.length).toBeGreaterThan(COMMENT_LIMIT)
    expect(comment.length).toBeLessThan(COMMENT_LIMIT - 2000)
    const shown = rowsOf(comment).length
    expect(shown).toBeGreaterThan(10)
    expect(comment.trimEnd().split('\n').at(-1)).toBe(
      `**${150 - shown} more changes — see the full report** in the job summary of [this ` +
        `run](https://github.com/reelfi/site/actions/runs/1).`,
    )
  })

  it(
    'cuts a row too long for the comment between two changes, and counts careful items left out ' + 'on their own',
    async () => {
      write(before, 'faq/index.html', page({ title: 'FAQ — Reelfi' }))
      write(
        after,
        'faq/index.html',
        page({ title: 'FAQ — Reelfi Airdrop', body: `<p>${'Claim @reelfi now. '.repeat(4000)}</p>` }),
      )
      const comparison = await compareSites(before(), after())
      const careful = Array.from({ length: 800 }, (_, index) => ({
        what: `new or changed address \`t.me/reelfi_${index}\``,
        where: ['/faq'],
        team: [],
        locales: ['en'],
      }))
      const comment = formatReport({
        base: '`1a2b3c4`',
        comparison,
        careful,
        screenshots: [],
        thumbnails: [],
        owners,
        maxChars: COMMENT_LIMIT - 2000,
        fullReportAt: 'in the full report',
      })
      expect(comment.length).toBeLessThan(COMMENT_LIMIT - 2000)
      const careful_ = comment.split('\n').filter(line => line.startsWith('- new or changed address')).length
      expect(careful_).toBeGreaterThan(10)
      expect(comment).toContain(
        `**${800 - careful_} more items that need a careful look — see the full report** in the full report.`,
      )
      // Without them, the page's row is there, with what fits and the count of what does not.
      const alone = formatReport({
        base: '`1a2b3c4`',
        comparison,
        careful: [],
        screenshots: [],
        thumbnails: [],
        owners,
        maxChars: COMMENT_LIMIT - 2000,
        fullReportAt: 'in the full report',
      })
      expect(alone.length).toBeLessThan(COMMENT_LIMIT - 2000)
      const row = rowsOf(alone).find(line => line.startsWith('| `/faq`'))
      expect(row).toMatch(/… [\d,]+ more characters in the full report \|$/)
      expect(
        markdownNodes(row!)
          .filter(node => node.type === 'text')
          .map(node => (node as { value: string }).value)
          .join(''),
      ).not.toMatch(/@reelfi/)
    },
  )

  it('says first that the pull request changes code, listing the files with their owners', async () => {
    write(before, 'faq/index.html', page())
    write(after, 'faq/index.html', page({ body: '<p>Token holders vote daily.</p>' }))
    const { text } = await report({
      changedFiles: [
        'content/en/faq/governance.mdx',
        'scripts/changes/report.ts',
        'content/constants.yaml',
        'package.json',
      ],
    })
    const lines = text.split('\n')
    expect(lines.slice(0, 4)).toEqual([
      '## What this pull request changes on the site',
      '',
      'Compared with `1a2b3c4` (origin/main): 1 page changes, 1 in all languages together. Struck-through words are ' +
        'removed, **bold** ones added; addresses and handles are shown as `code`, never as links.',
      '',
    ])
    expect(lines[4]).toBe('### ⚠️ This pull request changes code, not only content')
    expect(text).toContain(
      '- `scripts/changes/report.ts` — a maintainer (no CODEOWNERS rule)\n- `package.json` — a maintainer (no ' +
        'CODEOWNERS rule)\n',
    )
    expect(text).not.toContain('- `content/constants.yaml` — ')
  })

  it('lists English entries that are new (not yet translated) apart from translations now out of date', async () => {
    write(before, 'faq/index.html', page())
    write(after, 'faq/index.html', page({ body: '<p>Token holders vote daily.</p>' }))
    const { text } = await report({
      changedFiles: [
        'content/en/faq/governance.mdx',
        'content/de/faq/governance.mdx',
        'content/en/faq/new-question.mdx',
        'content/ja/faq/new-question.mdx',
      ],
      translationExists: file => !file.includes('new-question'),
    })
    expect(text).toContain(`### New in English, not yet translated

Not an error: each language shows the English, marked "Not yet translated", until its translator adds it.

| English file | languages |
| --- | --- |
| \`content/en/faq/new-question.mdx\` | zh-TW, ko, es, it, ru, fr, de |`)
    // The languages that show the older translation, and what they lack: the English change of that entry.
    expect(text).toContain(
      '| English file | languages showing the older translation | what they lack | the whole change |',
    )
    expect(text).toContain(
      '| `content/en/faq/governance.mdx` | zh-TW, ja, ko, es, it, ru, fr | Token holders ~~vote.~~ **vote daily.** | ' +
        '`npm run i18n:diff -- content/zh-TW/faq/governance.mdx` |',
    )
  })

  it("says what a post's older translations lack: the English change of its own page", async () => {
    write(before, 'news/launch/index.html', page({ body: '<p>We launch soon.</p>' }))
    write(after, 'news/launch/index.html', page({ body: '<p>We launch in spring.</p>' }))
    const { text } = await report({ changedFiles: ['content/en/news/launch.mdx'] })
    expect(text).toContain(
      '| `content/en/news/launch.mdx` | all 9 | We launch ~~soon.~~ **in spring.** |'.replace(
        'all 9',
        'zh-TW, ja, ko, es, it, ru, fr, de',
      ),
    )
  })

  it('lists no draft for translation', async () => {
    const { text } = await report({
      changedFiles: ['content/en/news/draft-post.mdx'],
      translationExists: () => false,
      isDraft: file => file.includes('draft-post'),
    })
    expect(text).not.toContain('draft-post')
  })

  it('diffs a figure as one word, and a Chinese or Japanese sentence character by character', () => {
    expect(wordDiff('the creator sells $24,000 of their coin', 'the creator sells $30,000 of their coin')).toBe(
      'the creator sells ~~\\$24,000~~ **\\$30,000** of their coin',
    )
    expect(
      wordDiff(
        'クリエイターがプレセールで自分のコインを$24,000分販売すると、動画の投稿が解禁されます。',
        'クリエイターがプレセールで自分のコインを$30,000分販売すると、動画の投稿が解禁されます。',
      ),
    ).toBe('…セールで自分のコインを\\$~~24~~**30**,000分販売すると、動…')
  })

  it(
    'picks every changed page once before a second language of any, and one language of a ' + 'byte-identical change',
    () => {
      const change = (page: string, locale: string, blocks = [`${page} ${locale}`]) => ({
        page,
        locale,
        url: page,
        status: 'changed' as const,
        kinds: [],
        differences: [],
        changedBlocks: blocks,
        removedBlocks: [],
      })
      const picked = pickPages(
        [
          change('/blog', 'en'),
          change('/', 'de'),
          change('/', 'en'),
          change('/faq', 'ja', ['same']),
          change('/faq', 'ko', ['same']),
          change('/how-it-works', 'en'),
        ],
        5,
      )
      expect(picked.map(({ page, locale }) => `${locale} ${page}`)).toEqual([
        'en /',
        'ja /faq',
        'en /how-it-works',
        'en /blog',
        'de /',
      ])
    },
  )
})

describe('a report that says each change once, as a reader reads it', () => {
  it(
    'lists a brand-new English entry as new, never as "shown in English again"; a translated one that ' +
      'goes back is',
    async () => {
      const german = (body: string) => page({ lang: 'de', title: 'FAQ — Reelfi', body })
      const inEnglish = (id: string, question: string) =>
        `</details><details id="faq-${id}" lang="en"><summary>${question}</summary><p>Yes.</p>`
      write(before, 'de/faq/index.html', german('<p>Die Inhaber stimmen ab.</p>'))
      write(
        after,
        'de/faq/index.html',
        german(`<p>Die Inhaber stimmen ab.</p>${inEnglish('minimum-withdrawal', 'Is there a minimum withdrawal?')}`),
      )
      const { text } = await report({
        changedFiles: ['content/en/faq/minimum-withdrawal.mdx'],
        translationExists: file => !file.includes('minimum-withdrawal'),
      })
      expect(text).toContain('| `content/en/faq/minimum-withdrawal.mdx` | ')
      expect(text).not.toContain('shown in English again')
      expect(text).not.toContain('shown in English: faq/minimum-withdrawal')

      // The German governance answer was translated before and is in English now: that is "shown in English again".
      write(before, 'de/faq/index.html', german('<p>Die Inhaber stimmen ab.</p>'))
      write(
        after,
        'de/faq/index.html',
        page({ lang: 'de', body: '<p>Token holders vote.</p>' }).replace(
          'id="faq-governance"',
          'id="faq-governance" lang="en"',
        ),
      )
      const again = await report()
      expect(again.text).toContain('### Not yet translated: shown in English again')
      expect(again.text).toContain('- `/de/faq`: faq/governance')
    },
  )

  it('says a difference on many pages of a language (the footer) once, and leaves it out of each page', async () => {
    const footer = (soon: boolean, lang: string) =>
      MENU() +
      (soon
        ? `<footer><button type="button" aria-haspopup="dialog">${lang === 'de' ? 'Bald' : 'Soon'}</button>` +
          '<button type="button" aria-haspopup="dialog">Blog</button></footer>'
        : `<footer><a href="${lang === 'de' ? '/de' : ''}/privacy-policy">Privacy</a>` +
          '<button type="button" aria-haspopup="dialog">Blog</button></footer>')
    const pages = ['', 'faq/', 'how-it-works/', 'news/a/']
    for (const [side, soon] of [
      [before, true],
      [after, false],
    ] as const)
      for (const [lang, prefix] of [
        ['en', ''],
        ['de', 'de/'],
      ] as const)
        for (const at of pages)
          write(
            side,
            `${prefix}${at}index.html`,
            page({
              lang,
              menu: footer(soon, lang),
              body: side === after && at === 'faq/' && lang === 'en' ? '<p>Holders vote.</p>' : undefined,
            }),
          )
    const { text } = await report()
    const lines = text.split('\n').filter(line => line.startsWith('| '))
    // Every page named, the fourth too.
    const repeated = lines.filter(line => line.startsWith('| 4 pages: `/`, `/faq`, `/how-it-works`, `/news/a` |'))
    expect(repeated).toHaveLength(2)
    expect(repeated[0]).toMatch(/^\| 4 pages: .*\| en \| ~~Soon~~ \*\*Privacy\*\*<br>new link Privacy → /)
    expect(repeated[1]).toMatch(/\| de \| ~~Bald~~ \*\*Privacy\*\*<br>new link Privacy → /)
    // The FAQ's own change keeps its row, without the footer; no other page has a row.
    expect(rowsOf(text)).toEqual(['| `/faq` | en | ~~Token holders~~ **Holders** vote. |'])
    // A button that went with its block takes away one more of values the page still has: no attribute line.
    expect(text).not.toContain('button[type]')
    expect(text).not.toContain('button[aria-haspopup]')
  })

  it("puts the language menu island's props with the menu's line, not on each page", async () => {
    const menu = (marker: string) =>
      `<div data-island="LanguageMenu" data-props="${JSON.stringify({
        languages: [{ partlyEnglish: marker }],
      }).replaceAll('"', '&quot;')}">${MENU()}</div>`
    for (const at of ['', 'faq/', 'how-it-works/']) {
      write(before, `${at}index.html`, page({ menu: menu('') }))
      write(after, `${at}index.html`, page({ menu: menu('partly English') }))
    }
    const { text, comparison } = await report()
    expect(comparison.changes).toEqual([])
    expect(text).toContain('### On every page that shows it')
    expect(text).toContain(
      '| en | 3 pages | attribute `menu div[data-props].languages[0].partlyEnglish`: **partly English** |',
    )
  })

  it('compares the search index by page: a new hash is no change, new text is; term files are "rebuilt"', async () => {
    const pageFile = (text: string) =>
      zlib.gzipSync(JSON.stringify({ url: '/de/faq', title: 'FAQ', sections: [{ anchor: '', heading: '', text }] }))
    const index = (side: () => string, hash: string, text: string) => {
      write(side, `search-index/de/p-${hash.repeat(10)}.gz`, pageFile(text))
      write(side, `search-index/de/t-${hash.repeat(10)}.gz`, zlib.gzipSync(JSON.stringify([['wer', [hash]]])))
      write(side, 'search-index/de/manifest.json', JSON.stringify({ chunks: ['wer'], hash }))
    }
    index(before, 'A', 'Wer entscheidet?')
    index(after, 'B', 'Wer entscheidet?')
    const rebuilt = ["rebuilt from the pages' text (compared above)"]
    const files = async () => (await compareSites(before(), after())).files
    expect((await files()).map(({ file, lines }) => [file, lines])).toEqual([
      ['/search-index/de/manifest.json', rebuilt],
      ['/search-index/de/t.gz', rebuilt],
    ])
    // The page's own text is compared; an address in it is asked about on the page, not again here.
    index(after, 'B', 'Wer entscheidet? Schreib an t.me/reelfi_help.')
    const changed = (await files()).find(({ file }) => file === '/search-index/de/ page /de/faq')
    expect(changed).toMatchObject({ status: 'changed', addresses: [] })
    expect(changed!.lines.join('\n')).toContain('reelfi_help')
  })

  it("asks about a new file's addresses, not about the frame every file of its name had", async () => {
    const copy = (lang: string, extra = '') => `[llms.txt](https://reelfi.app/${lang}/llms.txt)\n\n# Page\n${extra}`
    for (const side of [before, after]) {
      write(side, 'de/faq/index.md', copy('de'))
      write(side, 'de/how-it-works/index.md', copy('de'))
    }
    write(after, 'de/privacy-policy/index.md', copy('de', 'Write to t.me/reelfi_help.'))
    const { text } = await report()
    const careful = text.slice(text.indexOf('### Needs a careful look'), text.indexOf('### Every other file'))
    expect(careful).toContain('new or changed address `t.me/reelfi_help`')
    expect(careful).not.toContain('llms.txt')
    // With no other file of its name to read a frame from, every address of a new file is asked about.
    write(after, 'de/news/x/feed.md', copy('de'))
    expect((await report()).text).toContain('new or changed address `llms.txt`')
  })

  it('still shows an attribute value new to the page, gone from it, or moved between elements', async () => {
    const labels = (first: string, second: string) =>
      page({ body: `<p>Vote.</p><button aria-label="${first}">A</button><button aria-label="${second}">B</button>` })
    write(before, 'faq/index.html', labels('Buy', 'Sell'))
    write(after, 'faq/index.html', labels('Sell', 'Buy'))
    expect((await report()).text).toContain('attribute `button[aria-label]`')
    write(after, 'faq/index.html', labels('Buy', 'Hold'))
    expect((await report()).text).toContain('attribute `button[aria-label]`')
    write(after, 'faq/index.html', labels('Buy', 'Buy'))
    expect((await report()).text).toContain('attribute `button[aria-label]`')
    // Swapped while one more element came: Buy, Sell → Sell, Buy, Sell. A label is words: shown.
    write(
      after,
      'faq/index.html',
      page({
        body:
          '<p>Vote.</p><button aria-label="Sell">A</button><button aria-label="Buy">B</button>' +
          '<button aria-label="Sell">C</button>',
      }),
    )
    expect((await report()).text).toContain('attribute `button[aria-label]`')
  })

  it('lists a new post shown in English on a list as new, and a translated one that goes back as again', async () => {
    const card = (lang: string, title: string) =>
      `<article><div${lang ? ` lang="${lang}"` : ''}><h2><a href="/de/news/gate">${title}</a></h2>` +
      '<p>How the gate works.</p></div></article>'
    // A list of cards, not inside a FAQ entry.
    const list = (cards: string) =>
      page({ lang: 'de', title: 'News — Reelfi', body: '<p>Neuigkeiten.</p>' }).replace('</main>', `${cards}</main>`)
    write(before, 'de/news/index.html', list(''))
    write(after, 'de/news/index.html', list(card('en', 'The gate')))
    expect((await report()).text).not.toContain('shown in English again')

    write(before, 'de/news/index.html', list(card('', 'Das Tor')))
    const again = await report()
    expect(again.text).toContain('### Not yet translated: shown in English again')
    expect(again.text).toContain('- `/de/news`: news/gate')
  })

  it('keeps the space between the words of two elements, and none inside bold or a link', async () => {
    const card = (words: string) =>
      `<p>Watch <strong>short</strong> <a href="/faq">videos</a>.</p><a href="/news/a"><h3>${words}</h3><p>A first ` +
      `look at the app.</p></a>`
    write(before, 'faq/index.html', page({ body: card('Read the news'), menu: MENU() }))
    write(
      after,
      'faq/index.html',
      page({ body: card('Read the news today'), menu: MENU('<small>teils Englisch</small>') }),
    )
    const { text } = await report()
    expect(text).toContain('Read the news **today** A first look at…')
    expect(text).not.toMatch(/todayA|newsA/)
    expect(text).toContain('| en | 1 page | Deutsch **teils Englisch** |')
    expect(text).not.toContain('Deutschteils')
    // A component's label in a <span> is words of its own: the question, then the marker.
    write(
      after,
      'faq/index.html',
      page({ body: card('Read the news'), menu: MENU('<small>teils Englisch</small>') }).replace(
        '<summary>Who decides?</summary>',
        '<summary>Who decides?<span id="faq-governance:not-translated">Noch nicht übersetzt</span></summary>',
      ),
    )
    expect((await report()).text).toContain('Who decides? **Noch nicht übersetzt**')
  })

  it('shows a host or an address as code, and two sentences that meet at a full stop as words', async () => {
    expect(safeText('videos.Noch 2025 г.Creator pump.fun пример.рф @team')).toBe(
      'videos.Noch 2025 г.Creator `pump.fun` `пример.рф` `@team`',
    )
    // Two paragraphs of one list item are two sentences on the page, not the domain `videos.Noch`.
    write(before, 'faq/index.html', page({ body: '<ul><li><p>Watch videos.</p><p>Noch nicht.</p></li></ul>' }))
    write(
      after,
      'faq/index.html',
      page({ body: '<ul><li><p>Watch short videos.</p><p>Noch nicht, on pump.fun.</p></li></ul>' }),
    )
    const { text } = await report()
    expect(text).toContain('Watch **short** videos. Noch ~~nicht.~~ **nicht, on `pump.fun.`**')
    expect(text).not.toContain('videos.Noch')
  })

  it('keeps a comment to 40,000 characters: where the whole report is comes first, then the careful look', async () => {
    writeLongChanges(60)
    const comparison = await compareSites(before(), after())
    const careful = [
      { what: 'new or changed address `t.me/reelfi_news`', where: ['/news/1'], team: [], locales: ['en'] },
    ]
    const format = (extra: Partial<ReportInput>) =>
      formatReport({ base: '`1a2b3c4`', comparison, careful, screenshots: [], thumbnails: [], owners, ...extra })
    const whole = format({})
    expect(whole.length).toBeGreaterThan(40_000)
    const comment = format({
      maxChars: 40_000,
      fullReportAt: 'in the changes-report artifact of [this run](https://x.test/1)',
    })
    expect(comment.length).toBeLessThan(40_000)
    const lines = comment.split('\n')
    expect(lines[2]).toBe(`> [!NOTE]`)
    expect(lines[3]).toBe(
      `> The whole report is ${whole.length.toLocaleString('en')} characters, more than a comment should hold: read ` +
        `it in the changes-report artifact of [this run](https://x.test/1). Here, what needs a careful look first, ` +
        `then the changes that fit.`,
    )
    expect(lines.indexOf('### Needs a careful look')).toBeGreaterThan(3)
    expect(lines.indexOf('### Needs a careful look')).toBeLessThan(lines.indexOf('### Every page and language'))
    // A report that fits says nothing of the kind.
    expect(format({ maxChars: whole.length + 1000 })).not.toContain('[!NOTE]')
  })
})

describe('the downloaded site, checked before it is read', () => {
  it(
    'accepts a site of files and folders, and refuses symbolic links, other file types, and a site ' +
      'over its limits',
    () => {
      write(after, 'faq/index.html', page())
      expect(validateSite(after())).toMatchObject({ files: 3 })
      fs.symlinkSync('/etc/passwd', path.join(after(), 'faq/secret.html'))
      expect(() => validateSite(after())).toThrow(
        new SiteRefused('faq/secret.html: is a link — a built site holds only files and folders'),
      )
      fs.rmSync(path.join(after(), 'faq/secret.html'))
      execFileSync('mkfifo', [path.join(after(), 'faq/pipe.html')])
      expect(() => validateSite(after())).toThrow(new SiteRefused('faq/pipe.html: is not a regular file'))
      fs.rmSync(path.join(after(), 'faq/pipe.html'))
      expect(() =>
        validateSite(after(), { maxTotalBytes: 1000, maxFileBytes: 10_000, maxFiles: 100, maxDepth: 5 }),
      ).toThrow(/holds more than 1000 bytes/)
      expect(() =>
        validateSite(after(), { maxTotalBytes: 1e6, maxFileBytes: 10_000, maxFiles: 2, maxDepth: 5 }),
      ).toThrow(/holds more than 2 files/)
      fs.rmSync(path.join(after(), 'index.html'))
      expect(() => validateSite(after())).toThrow(/has no index\.html/)
    },
  )
})

describe('CODEOWNERS', () => {
  it('names the owners of the last matching rule, as GitHub does', () => {
    const rules = parseCodeOwners(
      '# teams\n* @reelfi/maintainers\n/content/ @reelfi/writers\n/content/de/ @reelfi/translators-de\n*.yaml ' +
        '@reelfi/maintainers\n/content/de/faq/x.mdx\n',
    )
    expect(rules.ownersOf('package.json')).toEqual(['@reelfi/maintainers'])
    expect(rules.ownersOf('content/en/faq/x.mdx')).toEqual(['@reelfi/writers'])
    expect(rules.ownersOf('content/de/faq/y.mdx')).toEqual(['@reelfi/translators-de'])
    expect(rules.ownersOf('content/constants.yaml')).toEqual(['@reelfi/maintainers'])
    expect(rules.ownersOf('content/de/faq/x.mdx')).toEqual([])
  })
})

describe('screenshots', () => {
  it(
    'scrolls the changed block below the fixed navigation, as a visitor sees it, short or taller ' + 'than the screen',
    async () => {
      const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS })
      try {
        const view = await browser.newPage({ viewport: { width: 390, height: 844 } })
        for (const height of [80, 1500]) {
          await view.setContent(`<body style="margin:0"><nav style="position:fixed;top:0;left:0;right:0;height:120px;background:#123">
          Reelfi</nav><main style="padding-top:130px"><div style="height:3000px"></div>
          <p style="height:${height}px">Token holders vote every day.</p><div style="height:3000px"></div></main></body>`)
          expect(await view.evaluate(markBlocksScript(['Token holders vote every day.'], '#3fb950'))).toBe(1)
          const top = await view.evaluate(() => document.querySelector('p')!.getBoundingClientRect().top)
          expect(top, `a block ${height} px high`).toBeGreaterThanOrEqual(120)
          expect(top, `a block ${height} px high`).toBeLessThan(844 - Math.min(height, 400))
        }
      } finally {
        await browser.close()
      }
    },
  )

  it(
    'takes before and after shots at 390 and 1280 px in Chromium, the changed answer opened ' + 'and outlined',
    async () => {
      write(before, 'faq/index.html', page({ body: '<p>Token holders vote.</p>' }))
      write(after, 'faq/index.html', page({ body: '<p>Token holders vote every day.</p>' }))
      const { changes } = await compareSites(before(), after())
      const out = path.join(root, 'out')
      fs.mkdirSync(out)
      const shots = await takeScreenshots(changes, { before: before(), after: after() }, out)
      expect(shots).toEqual([
        { url: '/faq', width: 390, before: 'faq.390.before.png', after: 'faq.390.after.png' },
        { url: '/faq', width: 1280, before: 'faq.1280.before.png', after: 'faq.1280.after.png' },
      ])
      // The images decoded by Chromium itself: their width, and the outline of the changed paragraph in its colour.
      const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS })
      try {
        const viewer = await browser.newPage()
        for (const [file, width, colour] of [
          ['faq.390.after.png', 390, [0x3f, 0xb9, 0x50]],
          ['faq.1280.before.png', 1280, [0xf8, 0x51, 0x49]],
        ] as const) {
          const dataUrl = `data:image/png;base64,${fs.readFileSync(path.join(out, file)).toString('base64')}`
          const found = (await viewer.evaluate(`(async () => {
          const image = new Image(); image.src = ${JSON.stringify(dataUrl)}; await image.decode()
          const canvas = new OffscreenCanvas(image.width, image.height); const context = canvas.getContext('2d')
          context.drawImage(image, 0, 0)
          const pixels = context.getImageData(0, 0, image.width, image.height).data
          let outlined = 0
          for (let i = 0; i < pixels.length; i += 4) {
            if (Math.abs(pixels[i] - ${colour[0]}) < 6 && Math.abs(pixels[i + 1] - ${colour[1]}) < 6 && Math.abs(pixels[i + 2] - ${colour[2]}) < 6) outlined++
          }
          return { width: image.width, outlined }
        })()`)) as { width: number; outlined: number }
          expect(found.width, file).toBe(width)
          expect(found.outlined, file).toBeGreaterThan(100)
        }
      } finally {
        await browser.close()
      }
    },
  )
})
