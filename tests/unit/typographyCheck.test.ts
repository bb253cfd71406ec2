import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { builtSiteSlips, typographySlips } from '../../scripts/check/typographyRules'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

let root: string | undefined
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
  root = undefined
})

/** A small built site: `files` maps a path under dist/client to its text. */
function site(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-typography-'))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

const page = (lang: string, { title = 'Reelfi', alt = 'Reelfi', body = '' } = {}) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title>` +
  `<meta property="og:image:alt" content="${alt}"></head><body><main>${body}</main></body></html>`

/** Today's slips of issue 49, each in a clean fixture of its kind, and the same fixture set right. */
const CLASSES = [
  {
    rule: 'cjk-space',
    name: 'ja: a half-width space between Japanese and a Latin word, in a feed title from the catalog',
    slip: { 'ja/news/feed.xml': '<rss><channel><title>Reelfi ニュース</title></channel></rss>' },
    right: { 'ja/news/feed.xml': '<rss><channel><title>Reelfiニュース</title></channel></rss>' },
  },
  {
    rule: 'cjk-space',
    name: 'ja: a space between a figure and its unit, in a page label',
    slip: { 'ja/news/page/2/index.html': page('ja', { body: '<p>2 ページ目</p>' }) },
    right: { 'ja/news/page/2/index.html': page('ja', { body: '<p>2ページ目</p>' }) },
  },
  {
    rule: 'cjk-space',
    name: 'zh-TW: a space after a full-width mark across bold, in a Markdown copy',
    slip: { 'zh-TW/official/index.md': '- **我們絕不主動私訊你。** 團隊成員不會私訊你。\n' },
    right: { 'zh-TW/official/index.md': '- **我們絕不主動私訊你。**團隊成員不會在 App 上私訊你。\n' },
  },
  {
    rule: 'french-space',
    name: 'fr: an ordinary space before ":" in a button label',
    slip: { 'fr/index.html': page('fr', { body: '<button aria-label="Officiel : x.com">x</button>' }) },
    right: { 'fr/index.html': page('fr', { body: `<button aria-label="Officiel${NBSP}: x.com">x</button>` }) },
  },
  {
    rule: 'french-space',
    name: 'fr: the narrow no-break space before ":", where the house style sets U+00A0',
    slip: { 'fr/llms.txt': `**Adresse du contrat${NNBSP}:** bientôt.\n` },
    right: { 'fr/llms.txt': `**Adresse du contrat${NBSP}:** bientôt${NNBSP}!\n` },
  },
  {
    rule: 'french-space',
    name: 'fr: no space at all before ":" in a heading composed by code, beside a Markdown link list',
    slip: { 'fr/news/tags/security/index.html': page('fr', { body: '<h1>Actualités: sécurité</h1>' }) },
    right: {
      'fr/news/tags/security/index.html': page('fr', { body: `<h1>Actualités${NBSP}: sécurité</h1>` }),
      'fr/llms.txt': '- [Ce site](https://reelfi.app): reelfi.app\n',
    },
  },
  {
    rule: 'quotes',
    name: 'es: guillemets where Latin American Spanish writes “…”',
    slip: { 'es/search/index.html': page('es', { body: '<p>No hay resultados para «wallet»</p>' }) },
    right: { 'es/search/index.html': page('es', { body: '<p>No hay resultados para “wallet”</p>' }) },
  },
  {
    rule: 'quotes',
    name: 'ko: single quotes where Korean writes “…”',
    slip: {
      'ko/news/feed.json': JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: '‘확인’ 결과' }),
    },
    right: {
      'ko/news/feed.json': JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: '“확인” 결과' }),
    },
  },
  {
    rule: 'quotes',
    name: 'de: English quotes where German writes „…“',
    slip: { 'de/index.md': 'Nicht einmal zum “Prüfen”.\n' },
    right: { 'de/index.md': 'Nicht einmal zum „Prüfen“.\n' },
  },
  {
    rule: 'separator',
    name: 'de: a card alt with two colons',
    slip: { 'de/news/x/index.html': page('de', { alt: 'Reelfi: Presale startet bald: So geht es' }) },
    right: { 'de/news/x/index.html': page('de', { alt: 'Reelfi – Presale startet bald: So geht es' }) },
  },
  {
    rule: 'separator',
    name: "en: the search page's title with two dashes (English's pages at the root are read too)",
    slip: { 'search/index.html': page('en', { title: 'Search — presale — Reelfi' }) },
    right: { 'search/index.html': page('en', { title: 'Search — Reelfi' }) },
  },
  {
    rule: 'separator',
    name: 'ru: a page title with two dashes',
    slip: { 'ru/news/x/index.html': page('ru', { title: 'Новости на сайте — на девяти языках — Reelfi' }) },
    right: { 'ru/news/x/index.html': page('ru', { title: 'Новости на сайте — на девяти языках | Reelfi' }) },
  },
] as const

describe('the built-site typography check (issue 49)', () => {
  it.each(CLASSES)('fails on $rule: $name', ({ rule, slip }) => {
    const slips = builtSiteSlips(site({ 'index.html': page('en'), ...slip }))
    expect(slips).toHaveLength(1)
    expect(slips[0]).toContain(Object.keys(slip)[0])
    expect(slips[0]).toContain(`— ${rule}:`)
  })

  it.each(CLASSES)('passes once it is set right: $name', ({ right }) => {
    expect(builtSiteSlips(site({ 'index.html': page('en'), ...right }))).toEqual([])
  })

  it('reads text in the language its element is marked in, and skips code', () => {
    const body =
      '<p lang="en">Not to "verify" a wallet: English, shown until translated.</p>' +
      '<code>a "b" : c</code><p>Pas même pour « vérifier »</p>'
    const slips = builtSiteSlips(site({ 'index.html': page('en'), 'fr/faq/index.html': page('fr', { body }) }))
    expect(slips).toHaveLength(2)
    for (const slip of slips) expect(slip).toContain('vérifier')
  })

  it('takes a space around a spaced dash or a Latin pair as right in Japanese', () => {
    expect(typographySlips('よくある質問 — Reelfi', 'ja', { title: true })).toEqual([])
    expect(typographySlips('Phantom や Solflare', 'ja').map(slip => slip.rule)).toEqual(['cjk-space', 'cjk-space'])
    expect(typographySlips('Solana 上的 Web3', 'zh-TW')).toEqual([])
  })

  it("takes a Markdown list's or table's syntax beside a full-width mark as no space of the text", () => {
    const slips = builtSiteSlips(
      site({
        'index.html': page('en'),
        'ja/faq/index.md': '- 「検証」のためでも教えないでください\n\n| 項目 | （注） |\n|---|---|\n',
        'zh-TW/faq/index.md': '1. 「驗證」也一樣。 不要給。\n',
      }),
    )
    expect(slips).toHaveLength(1)
    expect(slips[0]).toContain('zh-TW/faq/index.md:1: "1. 「驗證」也一樣。 不要給。" — cjk-space:')
  })

  it("reads a feed entry's HTML summary once, paragraph by paragraph", () => {
    const summary = '&lt;p&gt;Q&amp;amp;A。&lt;/p&gt;&lt;p&gt;次は 2 ページ目&lt;/p&gt;'
    const feed = `<rss><channel><item><description>${summary}</description></item></channel></rss>`
    const slips = builtSiteSlips(site({ 'index.html': page('en'), 'ja/news/feed.xml': feed }))
    expect(slips).toHaveLength(2)
    for (const slip of slips) expect(slip).toContain('"次は 2 ページ目" — cjk-space:')
  })
})
