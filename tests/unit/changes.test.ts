import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/check/chromium'
import { compareSites, wordDiff } from '../../scripts/changes/compareSites'
import { formatReport } from '../../scripts/changes/report'
import { pickPages, takeScreenshots } from '../../scripts/changes/screenshots'

/**
 * `npm run changes` on two small built sites written by the test: what counts as a change for a visitor or a search
 * engine, and what does not. tests/changes/ runs the whole command through git on the real site.
 */
let root: string
const before = () => path.join(root, 'before')
const after = () => path.join(root, 'after')

function page({ title = 'FAQ — Reelfi', description = 'Answers.', body = '<p>Token holders vote.</p>', asset = 'site.BGe0zrAF', comment = '' } = {}) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>${title}</title>
<meta name="description" content="${description}"><link rel="stylesheet" href="/assets/static/${asset}.css">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage","name":"${title}"}</script></head>
<body>${comment}<main><h1>FAQ</h1><details><summary>Who decides?</summary>${body}</details></main>
<script type="module" src="/assets/entries/client.${asset}.js"></script></body></html>`
}

function write(side: () => string, file: string, html: string) {
  fs.mkdirSync(path.dirname(path.join(side(), file)), { recursive: true })
  fs.writeFileSync(path.join(side(), file), html)
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-test-'))
  for (const side of [before, after]) {
    write(side, 'index.html', page({ title: 'Reelfi', body: '<p>Home.</p>' }))
    write(side, 'de/index.html', page({ title: 'Reelfi', body: '<p>Startseite.</p>' }))
  }
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('comparing two built sites', () => {
  it('lists nothing when only hashed asset names, a build id or an HTML comment differ', () => {
    write(before, 'faq/index.html', page({ asset: 'site.BGe0zrAF', comment: '<!-- build 1a2b3c -->' }))
    write(after, 'faq/index.html', page({ asset: 'site.Xy9_k2Lm', comment: '<!-- build 9f8e7d -->' }))
    expect(compareSites(before(), after())).toEqual([])
  })

  it('reports a removed page and an added page as such', () => {
    write(before, 'faq/index.html', page())
    write(after, 'how-it-works/index.html', page({ title: 'How it works — Reelfi' }))
    expect(compareSites(before(), after()).map(({ url, locale, status }) => ({ url, locale, status }))).toEqual([
      { url: '/faq', locale: 'en', status: 'removed' },
      { url: '/how-it-works', locale: 'en', status: 'added' },
    ])
  })

  it('names the locale of a page and each kind of change', () => {
    write(before, 'de/faq/index.html', page())
    write(after, 'de/faq/index.html', page({ title: 'FAQ — Reelfi!', description: 'Antworten.', body: '<p>Token holders vote. <img src="/img/vote.1a2b3c4d.png" alt="A vote"></p>' }))
    const [change] = compareSites(before(), after())
    expect(change).toMatchObject({ page: '/faq', locale: 'de', url: '/de/faq', status: 'changed' })
    // The image's alt text counts with its source, as images; the paragraph's words are the same.
    expect(change!.kinds).toEqual(['title', 'description', 'JSON-LD', 'images'])
  })

  it('writes the report a person reads in ten seconds', () => {
    write(before, 'faq/index.html', page({ body: '<p>Token holders vote on proposals such as new features and how rewards are shared.</p>' }))
    write(after, 'faq/index.html', page({ body: '<p>Token holders vote on every proposal, such as new features and how rewards are shared.</p>' }))
    write(before, 'es/faq/index.html', page())
    const changes = compareSites(before(), after())
    expect(formatReport({ base: '`1a2b3c4` (origin/main)', changes, screenshots: [{ url: '/faq', width: 390, before: 'faq.390.before.png', after: 'faq.390.after.png' }],
      outOfDate: [{ english: 'content/en/faq/governance.mdx', locales: ['de', 'fr'] }] })).toBe(`## What this pull request changes on the site

Compared with \`1a2b3c4\` (origin/main): 1 page changes, 2 in all languages together. Struck-through words are removed, **bold** ones added.

| page | languages | what changed |
| --- | --- | --- |
| \`/faq\` | en | Token holders vote on ~~proposals~~ **every proposal,** such as new features… |
| \`/faq\` | es | page removed |

### Screenshots

Before and after, the changed text outlined, for the most visited changed pages:

- \`/faq\` at 390 px: [before](faq.390.before.png) · [after](faq.390.after.png)

### Translations now out of date

Not an error: the English changed, and translators bring each language up to date in a later pull request.

| English file | languages | what changed |
| --- | --- | --- |
| \`content/en/faq/governance.mdx\` | de, fr | \`npm run i18n:diff -- content/de/faq/governance.mdx\` |
`)
  })

  it('diffs a figure as one word, and a Japanese sentence character by character', () => {
    expect(wordDiff('the creator sells $24,000 of their coin', 'the creator sells $30,000 of their coin'))
      .toBe('the creator sells ~~$24,000~~ **$30,000** of their coin')
    expect(wordDiff('クリエイターがプレセールで自分のコインを$24,000分販売すると、動画の投稿が解禁されます。', 'クリエイターがプレセールで自分のコインを$30,000分販売すると、動画の投稿が解禁されます。'))
      .toBe('…セールで自分のコインを$~~24~~**30**,000分販売すると、動…')
  })

  it('keeps a long change short, never ending inside a struck-through or bold run', () => {
    write(before, 'faq/index.html', page({ body: `<p>${'old words '.repeat(60)}</p>` }))
    write(after, 'faq/index.html', page({ body: `<p>${'new words '.repeat(60)}</p>` }))
    const [change] = compareSites(before(), after())
    expect(change!.wordDiff.length).toBeLessThanOrEqual(242)
    expect(change!.wordDiff.split('~~').length % 2).toBe(1)
    expect(change!.wordDiff.split('**').length % 2).toBe(1)
  })

  it('picks every changed page once before a second language of any, the most visited first', () => {
    const change = (page: string, locale: string) => ({ page, locale, url: page, status: 'changed' as const, kinds: [], wordDiff: '', changedBlocks: [], removedBlocks: [] })
    const picked = pickPages([change('/blog', 'en'), change('/', 'de'), change('/', 'en'), change('/faq', 'ja'), change('/how-it-works', 'en')], 4)
    expect(picked.map(({ page, locale }) => `${locale} ${page}`)).toEqual(['en /', 'ja /faq', 'en /how-it-works', 'en /blog'])
  })
})

describe('screenshots', () => {
  it('takes before and after shots at 390 and 1280 px in Chromium, the changed answer opened and outlined', async () => {
    write(before, 'faq/index.html', page({ body: '<p>Token holders vote.</p>' }))
    write(after, 'faq/index.html', page({ body: '<p>Token holders vote every day.</p>' }))
    const changes = compareSites(before(), after())
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
      for (const [file, width, colour] of [['faq.390.after.png', 390, [0x3f, 0xb9, 0x50]], ['faq.1280.before.png', 1280, [0xf8, 0x51, 0x49]]] as const) {
        const dataUrl = `data:image/png;base64,${fs.readFileSync(path.join(out, file)).toString('base64')}`
        const found = await viewer.evaluate(`(async () => {
          const image = new Image(); image.src = ${JSON.stringify(dataUrl)}; await image.decode()
          const canvas = new OffscreenCanvas(image.width, image.height); const context = canvas.getContext('2d')
          context.drawImage(image, 0, 0)
          const pixels = context.getImageData(0, 0, image.width, image.height).data
          let outlined = 0
          for (let i = 0; i < pixels.length; i += 4) {
            if (Math.abs(pixels[i] - ${colour[0]}) < 6 && Math.abs(pixels[i + 1] - ${colour[1]}) < 6 && Math.abs(pixels[i + 2] - ${colour[2]}) < 6) outlined++
          }
          return { width: image.width, outlined }
        })()`) as { width: number; outlined: number }
        expect(found.width, file).toBe(width)
        expect(found.outlined, file).toBeGreaterThan(100)
      }
    } finally {
      await browser.close()
    }
  }, 60_000)
})
