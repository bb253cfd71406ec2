import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildContent, sourceHash } from '../../scripts/pipeline/buildContent'
import { addHeadingIds, slugifyHeading } from '../../scripts/content/headingIds'
import { formatProblem } from '../../scripts/core/problems'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { BRAND_NAME, CONSTANTS } from '../../src/content/constants'
import type { BodyNode } from '../../src/content/schema'
import { footerColumns } from '../../src/content/footerColumns'
import { formatDate } from '../../src/i18n/formatDate'
import { contentOptionsIn, copyContentPerTest, writeInto } from './contentCopy'

/** Article pages are fixture files in a copy of the real content (English and German), never in content/. */
let root: string

const copy = copyContentPerTest('articles-test-', ['en', 'de'])
beforeEach(() => {
  root = copy()
})

const write = (relativePath: string, text: string) => writeInto(root, relativePath, text)

function build() {
  const result = buildContent(contentOptionsIn(root, { locales: ['en', 'de'] }))
  return { ...result, messages: result.problems.map(formatProblem) }
}

/** The generated list of articles (generated/articles.ts, from the tests' content), as data. */
function articles(result: ReturnType<typeof build>) {
  return JSON.parse(/= (\[[\s\S]*\])\n/.exec(result.outputs['articles.ts']!)![1]!) as unknown[]
}

/** The data of a generated locale index. */
function index(result: ReturnType<typeof build>, locale: string) {
  return JSON.parse(result.outputs[`${locale}.json`]!)
}

const page = (frontmatter: string, body = 'Text.\n') =>
  `---\ntitle: Test page\ndescription: A test page.\nheading: Test page\n${frontmatter}---\n${body}`

describe('article pages (content/<locale>/pages/<slug>.mdx)', () => {
  it('publishes an English-only page in every locale, falling back to English and marked partly English', () => {
    write('content/en/pages/privacy-policy.mdx', page('updated: 2026-03-05\nfooter: legal\n', '## Data\n\nText.\n'))
    const result = build()
    expect(result.messages).toEqual([])
    expect(articles(result)).toEqual([{ slug: 'privacy-policy', updated: '2026-03-05', footer: 'legal' }])
    const german = index(result, 'de').articles['privacy-policy']
    expect(german).toMatchObject({ fallback: true, heading: 'Test page', updated: '2026-03-05' })
    expect(result.translation.de!.fallback).toContain('pages/privacy-policy')
    expect(result.outputs['status.ts']).toContain('"de": ["privacy-policy"]')
    expect(result.warnings.map(formatProblem)).toContain(
      'content/de/pages/privacy-policy.mdx:1: file: is not yet translated — copy content/en/pages/privacy-policy.mdx ' +
        'there and translate it; English is shown until then',
    )
  })

  it('uses a stamped translation, with the English file’s updated, draft and footer', () => {
    const english = page('updated: 2026-03-05\nfooter: legal\n')
    write('content/en/pages/privacy-policy.mdx', english)
    write(
      'content/de/pages/privacy-policy.mdx',
      `---\ntitle: Testseite\ndescription: Eine Testseite.\nheading: Testseite\nupdated: ` +
        `2020-01-01\nsource_hash: ${sourceHash(english)}\n---\nText.\n`,
    )
    const result = build()
    expect(result.messages).toEqual([])
    expect(result.translation.de!.translated).toContain('pages/privacy-policy')
    expect(result.outputs['status.ts']).toContain('"de": []')
    expect(index(result, 'de').articles['privacy-policy']).toMatchObject({
      fallback: false,
      heading: 'Testseite',
      updated: '2026-03-05',
      footer: 'legal',
    })
  })

  it('reports a translation stamped against an older English file as out of date', () => {
    write('content/en/pages/roadmap.mdx', page(''))
    write(
      'content/de/pages/roadmap.mdx',
      `---\ntitle: Fahrplan\ndescription: Fahrplan.\nheading: Fahrplan\nsource_hash: abcdefabcdef\n---\nText.\n`,
    )
    const result = build()
    expect(result.translation.de!.outdated).toEqual(['pages/roadmap'])
  })

  it('lists a draft with draft: true, so that only the dev server serves it', () => {
    write('content/en/pages/tokenomics.mdx', page('draft: true\n'))
    const result = build()
    expect(result.messages).toEqual([])
    expect(articles(result)).toEqual([{ slug: 'tokenomics', draft: true }])
  })

  it.each([
    ['faq-2', undefined],
    [
      'assets',
      'content/en/pages/assets.mdx:1: file: the page name "assets" would be published at /assets, which is taken by ' +
        'a folder or file the build writes at the root of the site — rename the file, e.g. to "assets-page.mdx"; ' +
        'reserved names: ',
    ],
    [
      'og',
      'content/en/pages/og.mdx:1: file: the page name "og" would be published at /og, which is taken by a folder or ' +
        'file the build writes at the root of the site',
    ],
    [
      'ja',
      'content/en/pages/ja.mdx:1: file: the page name "ja" would be published at /ja, which is taken by the language ' +
        'prefix /ja/',
    ],
    [
      'zh-tw',
      'content/en/pages/zh-tw.mdx:1: file: the page name "zh-tw" would be published at /zh-tw, which is taken by the ' +
        'language prefix /zh-TW/',
    ],
    [
      'index',
      'content/en/pages/index.mdx:1: file: the page name "index" would be published at /index, which is taken by an ' +
        'existing page of the site',
    ],
    [
      '404',
      'content/en/pages/404.mdx:1: file: the page name "404" would be published at /404, which is taken by a ' +
        'folder or file',
    ],
    ['sitemap', 'content/en/pages/sitemap.mdx:1: file: the page name "sitemap" would be published at /sitemap'],
    // The rule for every content file's name (scripts/content/walk.ts), which a page's name follows first.
    [
      'terms--of-use',
      'content/en/pages/terms--of-use.mdx:1: file: the name "terms--of-use.mdx" breaks the rule for content file ' +
        'names — rename it to words of lowercase a-z and 0-9 joined by single dashes, at most 100 characters, ending ' +
        'in .mdx, e.g. "terms-of-use.mdx"',
    ],
    [
      '-draft',
      'content/en/pages/-draft.mdx:1: file: the name "-draft.mdx" breaks the rule for content file names — rename it ' +
        'to words of lowercase a-z and 0-9 joined by single dashes, at most 100 characters, ending in .mdx, e.g. ' +
        '"draft.mdx"',
    ],
  ])('checks the slug %s', (slug, message) => {
    write(`content/en/pages/${slug}.mdx`, page(''))
    const { messages } = build()
    if (message === undefined) expect(messages).toEqual([])
    else expect(messages).toEqual([expect.stringContaining(message)])
  })

  it('names the colliding slug, what takes it and how to fix it, exactly', () => {
    write('content/en/pages/assets.mdx', page(''))
    expect(build().messages[0]).toBe(
      'content/en/pages/assets.mdx:1: file: the page name "assets" would be published at /assets, which is taken by ' +
        'a folder or file the build writes at the root of the site — rename the file, e.g. to "assets-page.mdx"; ' +
        'reserved names: home, faq, how-it-works, official, index, article, news, admin, 404, assets, og, sitemap, ' +
        'robots, favicon, apple-touch-icon, icon-192, icon-512, icon-maskable-512, site, manifest, server, client, ' +
        'search, search-index, tokenlist, en, zh-tw, ja, ko, es, it, ru, fr, de',
    )
  })

  it.each([
    [
      'updated: 5 March 2026\n',
      'content/en/pages/notes.mdx:5: updated: must be a date written YYYY-MM-DD — correct the value',
    ],
    ['updated: 2026-02-30\n', 'content/en/pages/notes.mdx:5: updated: is not a calendar date — correct the value'],
    ['updated: 1999-02-30\n', 'content/en/pages/notes.mdx:5: updated: is not a calendar date — correct the value'],
    [
      'updated: 0000-01-01\n',
      'content/en/pages/notes.mdx:5: updated: is outside the years 2000 to 2099 — correct the value',
    ],
    ['draft: false\n', 'content/en/pages/notes.mdx:5: draft: false is not allowed — use one of: true'],
    ['footer: about\n', 'content/en/pages/notes.mdx:5: footer: "about" is not allowed — use one of: resources, legal'],
  ])('checks the article fields: %s', (frontmatter, message) => {
    write('content/en/pages/notes.mdx', page(frontmatter))
    expect(build().messages).toEqual([message])
  })

  it('refuses a translated page that has no English original', () => {
    write('content/de/pages/impressum.mdx', page(''))
    expect(build().messages).toEqual([
      'content/de/pages/impressum.mdx:1: file: has no English original in content/en/pages/ — rename it to match an ' +
        'English file name, or add the English file first',
    ])
  })

  it('gives article headings stable, unique ids, and other bodies none', () => {
    write(
      'content/en/pages/notes.mdx',
      page('', '## Your data\n\n## Your data\n\n### 個人情報の取り扱い\n\n## Main\n\n## ¿?\n'),
    )
    const result = build()
    const body = index(result, 'en').articles.notes.body as { id?: string }[]
    expect(body.map(node => node.id)).toEqual(['your-data', 'your-data-2', '個人情報の取り扱い', 'main-2', 'section'])
  })

  it('gives headings outside article pages no id (only articles have anchors)', () => {
    const faq = 'content/en/faq/which-wallet.mdx'
    write(
      faq,
      fs.readFileSync(path.join(ROOT_DIR, faq), 'utf8').replace(/\n---\n/, '\n---\n## A heading in an answer\n\n'),
    )
    const result = build()
    expect(result.messages).toEqual([])
    const entry = index(result, 'en').faq.find((item: { id: string }) => item.id === 'which-wallet')
    const heading = entry.body.find((node: { type: string }) => node.type === 'heading')
    expect(heading).toMatchObject({ type: 'heading', depth: 2 })
    expect(heading).not.toHaveProperty('id')
  })
})

describe('heading ids', () => {
  it.each([
    ['Cookies & similar technologies', 'cookies-similar-technologies'],
    ['Données personnelles', 'données-personnelles'],
    ['Права пользователя', 'права-пользователя'],
    ['1. Scope', '1-scope'],
    ['  ', 'section'],
  ])('makes %j into %j', (text, id) => {
    expect(slugifyHeading(text)).toBe(id)
  })

  it('never reuses an id of the page frame', () => {
    const body: BodyNode[] = [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Contents' }] }]
    addHeadingIds(body, 'en', { BRAND_NAME, CONSTANTS })
    expect(body[0]).toMatchObject({ id: 'contents-2' })
  })
})

describe('the footer columns', () => {
  it('keeps "Soon" for a missing or draft page and links a published one, then lists declared pages by slug', () => {
    const columns = footerColumns([
      { slug: 'privacy-policy' },
      { slug: 'disclaimer', draft: true },
      { slug: 'zebra-guide', footer: 'resources' },
      { slug: 'api-guide', footer: 'resources' },
      { slug: 'secret', footer: 'legal', draft: true },
      { slug: 'about' },
    ])
    expect(columns).toEqual([
      {
        column: 'resources',
        entries: [
          { slug: 'documentation', published: false },
          { slug: 'tokenomics', published: false },
          { slug: 'brand-assets', published: false },
          { slug: 'roadmap', published: false },
          { slug: 'api-guide', published: true },
          { slug: 'zebra-guide', published: true },
        ],
      },
      {
        column: 'legal',
        entries: [
          { slug: 'terms-of-service', published: false },
          { slug: 'privacy-policy', published: true },
          { slug: 'cookie-policy', published: false },
          { slug: 'disclaimer', published: false },
        ],
      },
    ])
  })
})

describe('formatDate', () => {
  it.each([
    ['en', 'March 5, 2026'],
    ['de', '5. März 2026'],
    ['ja', '2026年3月5日'],
    ['fr', '5 mars 2026'],
  ])('writes 2026-03-05 as %s does', (locale, expected) => {
    expect(formatDate('2026-03-05', locale)).toBe(expected)
  })
})
