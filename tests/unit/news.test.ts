import { beforeEach, describe, expect, it } from 'vitest'
import { buildContent, sourceHash } from '../../scripts/pipeline/buildContent'
import { contentToday } from '../../scripts/core/clock'
import { formatProblem } from '../../scripts/core/problems'
import { describeResult } from '../../scripts/pipeline/run'
import { newestFirst, bannerPost, publicationState, publishedPosts, type ScheduledPost } from '../../src/news/schedule'
import {
  newsListPath,
  newsPageNames,
  pageCount,
  pageSlice,
  parseNewsPath,
  NEWS_PAGE_SIZE,
} from '../../src/news/newsRoutes'
import { contentOptionsIn, copyContentPerTest, writeInto } from './contentCopy'

/** `count` posts, one a day from 2026-01-01, every third tagged `security`. */
function posts(count: number): ScheduledPost[] {
  return Array.from({ length: count }, (_, index) => ({
    slug: `post-${index + 1}`,
    date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
    ...((index + 1) % 3 === 0 ? { tags: ['security' as const] } : {}),
  }))
}

describe('scheduling against a fixed clock', () => {
  it('publishes a post on its date, not the day before, and never a draft', () => {
    expect(publicationState({ date: '2026-05-10' }, '2026-05-09')).toBe('scheduled')
    expect(publicationState({ date: '2026-05-10' }, '2026-05-10')).toBe('published')
    expect(publicationState({ date: '2026-05-10' }, '2027-01-01')).toBe('published')
    expect(publicationState({ date: '2020-01-01', draft: true }, '2027-01-01')).toBe('draft')
  })

  it('lists published posts newest first, same-day posts by name', () => {
    const list = [
      { slug: 'b', date: '2026-03-01' },
      { slug: 'zebra-scheduled', date: '2026-09-01' },
      { slug: 'a', date: '2026-03-01' },
      { slug: 'old', date: '2025-12-31' },
      { slug: 'draft', date: '2026-01-01', draft: true as const },
    ]
    expect(publishedPosts(list, '2026-06-01').map(post => post.slug)).toEqual(['a', 'b', 'old'])
    expect(newestFirst(list).map(post => post.slug)).toEqual(['zebra-scheduled', 'a', 'b', 'draft', 'old'])
  })

  it('shows the newest pinned post until its expires day included, then none', () => {
    const list: ScheduledPost[] = [
      { slug: 'old-pin', date: '2026-01-01', pinned: true, expires: '2026-12-31' },
      { slug: 'new-pin', date: '2026-03-01', pinned: true, expires: '2026-03-31' },
      { slug: 'future-pin', date: '2026-04-15', pinned: true, expires: '2026-12-31' },
    ]
    expect(bannerPost(list, '2026-03-31')?.slug).toBe('new-pin')
    expect(bannerPost(list, '2026-04-01')?.slug).toBe('old-pin')
    expect(bannerPost(list, '2026-04-15')?.slug).toBe('future-pin')
    expect(bannerPost(list, '2027-01-01')).toBeUndefined()
  })

  it('reads the clock from REELFI_NOW, and refuses a date that is not one', () => {
    expect(contentToday({ REELFI_NOW: '2027-02-28' })).toBe('2027-02-28')
    expect(contentToday({}, new Date('2026-07-04T23:59:00Z'))).toBe('2026-07-04')
    expect(() => contentToday({ REELFI_NOW: '2027-02-30' })).toThrow(
      /REELFI_NOW=2027-02-30: not a date — write it YYYY-MM-DD/,
    )
    expect(() => contentToday({ REELFI_NOW: 'tomorrow' })).toThrow(/not a date/)
  })
})

describe('pagination and tags', () => {
  it('cuts lists into pages of 20, with one page for no post at all', () => {
    expect(NEWS_PAGE_SIZE).toBe(20)
    expect([0, 1, 20, 21, 40, 41].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3])
    const list = posts(45)
    expect(pageSlice(list, 1).map(post => post.slug)).toEqual(list.slice(0, 20).map(post => post.slug))
    expect(pageSlice(list, 3).map(post => post.slug)).toEqual(['post-41', 'post-42', 'post-43', 'post-44', 'post-45'])
  })

  it.each([
    ['/news/', { view: 'list', page: 1 }],
    ['/news', { view: 'list', page: 1 }],
    ['/news/page/2/', { view: 'list', page: 2 }],
    ['/news/page/3', { view: 'list', page: 3 }],
    ['/news/page/4/', undefined], // 45 posts: 3 pages
    ['/news/page/1/', undefined], // the first page has one URL, /news/
    ['/news/page/02/', undefined],
    ['/news/post-7', { view: 'post', slug: 'post-7' }],
    ['/news/post-99', undefined],
    ['/news/tags/security/', { view: 'list', page: 1, tag: 'security' }],
    ['/news/tags/product/', undefined], // a tag no post carries has no page
    ['/news/tags/nonsense/', undefined],
    ['/news/tags/security/page/2/', undefined], // 15 security posts: one page
    ['/news/tags/security/post-3', undefined],
    ['/faq', undefined],
  ])('%s shows %j', (pathname, view) => {
    expect(parseNewsPath(pathname, posts(45))).toEqual(view)
  })

  it('names every list page, tag page and post for the sitemap and prerendering', () => {
    const names = newsPageNames(posts(45))
    expect(names.slice(0, 4)).toEqual(['news/', 'news/page/2/', 'news/page/3/', 'news/tags/security/'])
    expect(names).toHaveLength(3 + 1 + 45)
    expect(names).toContain('news/post-45')
    expect(newsListPath(2, 'security')).toBe('/news/tags/security/page/2/')
  })
})

/** News posts as files, in a copy of the real content (English and German), built with a fixed clock. */
describe('news posts in the content build', () => {
  let root: string
  const copy = copyContentPerTest('news-test-', ['en', 'de'])
  beforeEach(() => {
    root = copy()
  })

  const write = (relativePath: string, text: string) => writeInto(root, relativePath, text)
  const post = (frontmatter: string, body = 'Text.\n') =>
    `---\ntitle: Test post\ndescription: A test post.\n${frontmatter}---\n${body}`
  const build = (today: string) => buildContent(contentOptionsIn(root, { locales: ['en', 'de'], today }))
  const generatedNews = (result: ReturnType<typeof build>) =>
    JSON.parse(/NEWS: readonly NewsSummary\[\] = ([\s\S]*?)\n\n/.exec(result.outputs['news.ts']!)![1]!) as {
      slug: string
    }[]

  it('keeps a scheduled post and a draft out of every generated file, and says why', () => {
    write('content/en/news/zebra-scheduled.mdx', post('date: 2026-08-01\ntags: [presale]\n'))
    write('content/en/news/quokka-draft.mdx', post('date: 2026-01-01\ndraft: true\n'))
    write('content/en/news/today.mdx', post('date: 2026-07-31\n'))
    const result = build('2026-07-31')
    expect(result.problems.map(formatProblem)).toEqual([])
    const slugs = generatedNews(result).map(entry => entry.slug)
    expect(slugs).toContain('today')
    for (const output of Object.values(result.outputs)) {
      expect(output).not.toContain('zebra-scheduled')
      expect(output).not.toContain('quokka-draft')
    }
    expect(describeResult(result)).toContain('news: content/en/news/zebra-scheduled.mdx: scheduled for 2026-08-01')
    expect(describeResult(result)).toContain('news: content/en/news/quokka-draft.mdx: draft')
    // The next day's build publishes it, with no other change.
    expect(generatedNews(build('2026-08-01')).map(entry => entry.slug)).toContain('zebra-scheduled')
  })

  it('shows a draft in a preview with drafts (npm run dev -- --drafts) by its date, and never otherwise', () => {
    write('content/en/news/quokka-draft.mdx', post('date: 2026-01-01\ndraft: true\n'))
    write('content/en/news/wombat-draft.mdx', post('date: 2026-09-01\ndraft: true\n'))
    const preview = (today: string) =>
      buildContent(contentOptionsIn(root, { locales: ['en', 'de'], today, drafts: true }))
    expect(generatedNews(preview('2026-07-31')).map(entry => entry.slug)).toContain('quokka-draft')
    expect(generatedNews(preview('2026-07-31')).map(entry => entry.slug)).not.toContain('wombat-draft')
    expect(describeResult(preview('2026-07-31'))).toContain(
      'news: content/en/news/wombat-draft.mdx: scheduled for 2026-09-01',
    )
    expect(generatedNews(preview('2026-09-01')).map(entry => entry.slug)).toContain('wombat-draft')
    expect(generatedNews(build('2026-09-01')).map(entry => entry.slug)).not.toContain('quokka-draft')
  })

  it('shows an untranslated post in German from the English, marked as falling back', () => {
    write('content/en/news/english-only.mdx', post('date: 2026-01-01\n'))
    const result = build('2026-07-31')
    expect(JSON.parse(result.outputs['de.json']!).news['english-only']).toMatchObject({
      fallback: true,
      title: 'Test post',
    })
    expect(result.outputs['status.ts']).toContain('"news/english-only"')
  })

  it('checks a translation like any other: facts, and the English date and tags win', () => {
    const english = post('date: 2026-01-01\ntags: [security]\n', 'Gate: <Constant name="presaleGateUsd" />.\n')
    write('content/en/news/checked.mdx', english)
    write(
      'content/de/news/checked.mdx',
      `---\ntitle: Testbeitrag\ndescription: Ein Testbeitrag.\ndate: ` +
        `2030-01-01\nsource_hash: ${sourceHash(english)}\n---\nSchwelle: 24.000 $.\n`,
    )
    const messages = build('2026-07-31').problems.map(formatProblem)
    expect(
      messages.some(message => message.startsWith('content/de/news/checked.mdx:') && message.includes('Constant')),
    ).toBe(true)
    write(
      'content/de/news/checked.mdx',
      `---\ntitle: Testbeitrag\ndescription: Ein Testbeitrag.\ndate: ` +
        `2030-01-01\nsource_hash: ${sourceHash(english)}\n---\nSchwelle: <Constant name="presaleGateUsd" />.\n`,
    )
    const result = build('2026-07-31')
    expect(result.problems.map(formatProblem)).toEqual([])
    expect(JSON.parse(result.outputs['de.json']!).news.checked).toMatchObject({
      title: 'Testbeitrag',
      date: '2026-01-01',
      tags: ['security'],
      fallback: false,
    })
  })

  it('refuses an unknown tag, a pinned post without expires, and a name the news folder uses', () => {
    write('content/en/news/bad-tag.mdx', post('date: 2026-01-01\ntags: [gossip]\n'))
    write('content/en/news/pin.mdx', post('date: 2026-01-01\npinned: true\n'))
    write('content/en/news/tags.mdx', post('date: 2026-01-01\n'))
    const messages = build('2026-07-31').problems.map(formatProblem)
    expect(messages.find(message => message.startsWith('content/en/news/bad-tag.mdx:5: tags'))).toBeDefined()
    expect(messages).toContain(
      'content/en/news/pin.mdx:5: pinned: a pinned post needs `expires`, the last day its banner shows — add e.g. ' +
        '`expires: YYYY-MM-DD`, or remove `pinned: true`',
    )
    expect(
      messages.find(message =>
        message.startsWith('content/en/news/tags.mdx:1: file: the post name "tags" cannot be published'),
      ),
    ).toBeDefined()
  })

  it(
    'refuses hostile frontmatter with its line: "]]>" that would break the RSS feed, a tag twice, expires before ' +
      'date, a date that does not exist',
    () => {
      write(
        'content/en/news/cdata.mdx',
        '---\ntitle: a ]]> b ]]> <x>\ndescription: A test post.\ndate: 2026-01-01\n---\nText.\n',
      )
      write('content/en/news/twice.mdx', post('date: 2026-01-01\ntags: [security, security]\n'))
      write('content/en/news/backwards.mdx', post('date: 2026-03-01\npinned: true\nexpires: 2026-02-01\n'))
      write('content/en/news/no-such-day.mdx', post('date: 2026-02-30\n'))
      const messages = build('2026-07-31').problems.map(formatProblem)
      expect(
        messages.find(message => message.startsWith('content/en/news/cdata.mdx:2: title: must not contain "]]>"')),
      ).toBeDefined()
      expect(
        messages.find(message => message.startsWith('content/en/news/twice.mdx:5: tags: lists a tag twice')),
      ).toBeDefined()
      expect(
        messages.find(message => message.startsWith('content/en/news/backwards.mdx:') && message.includes('expires')),
      ).toBeDefined()
      expect(messages.find(message => message.startsWith('content/en/news/no-such-day.mdx:4: date'))).toBeDefined()
    },
  )

  it('announces the pinned post until its expires day', () => {
    write('content/en/news/pinned.mdx', post('date: 2026-01-01\npinned: true\nexpires: 2026-02-01\n'))
    expect(build('2026-02-01').outputs['news.ts']).toContain('NEWS_BANNER: string | null = "pinned"')
    expect(build('2026-02-02').outputs['news.ts']).toContain('NEWS_BANNER: string | null = null')
  })

  it("names the day the site is built as, which the footer's year reads", () => {
    write('content/en/news/pinned.mdx', post('date: 2026-01-01\n'))
    const index = build('2027-03-04').outputs
    for (const locale of ['en.json', 'de.json']) expect(JSON.parse(index[locale]!).today, locale).toBe('2027-03-04')
    // Not in the bundled modules: a new day does not make the site bundle again.
    expect(index['news.ts']).not.toContain('2027-03-04')
  })
})
