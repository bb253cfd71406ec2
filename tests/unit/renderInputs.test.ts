import { describe, expect, it } from 'vitest'
import {
  contentForPage,
  htmlFileOf,
  pagesToRender,
  trackedContent,
  type RenderSession,
} from '../../src/content/renderInputs.server'
import type { Locale } from '../../src/i18n/locales'
import type { LocaleContent } from '../../src/content/types'

/** A locale's content as the prerender gets it, reduced to what these tests read. */
function content(newsTitle = 'Presale opens soon', faqAnswer = 'Yes.'): LocaleContent {
  return {
    faq: [{ id: 'wallet', question: 'Which wallet?', body: [{ type: 'paragraph', text: faqAnswer }] }],
    pages: { home: { id: 'home', heading: 'Watch. Earn.' } },
    news: { presale: { id: 'presale', title: newsTitle }, impostors: { id: 'impostors', title: 'Beware' } },
  } as unknown as LocaleContent
}

const session = (previous: RenderSession['previous'] = null): RenderSession => ({
  previous,
  rendered: new Map(),
  reused: [],
})

/** Renders `pages` in a session: each reads what `reads` says from the locale's content. */
function render(
  pages: { url: string; locale: Locale }[],
  source: LocaleContent,
  reads: (content: LocaleContent, url: string) => unknown,
  current = session(),
) {
  for (const page of pages) reads(contentForPage(source, { urlOriginal: page.url }, page.locale, current), page.url)
  return current
}

describe('what a page reads of the content', () => {
  it('notes each entry read, with a hash that changes when the entry does', () => {
    const inputs: Record<string, string> = {}
    const tracked = trackedContent(content(), inputs)
    expect(tracked.news.presale!.title).toBe('Presale opens soon')
    expect(Object.keys(inputs)).toEqual(['news/presale#', 'news/presale#title'])
    const edited: Record<string, string> = {}
    void trackedContent(content('Presale is open'), edited).news.presale!.title
    expect(edited['news/presale#title']).not.toBe(inputs['news/presale#title'])
    expect(edited['news/presale#']).toBe('present')
    // A whole entry when it is listed or spread.
    void { ...tracked.news.impostors }
    expect(inputs['news/impostors']).toBeDefined()
  })

  it("notes only the fields of an entry a page reads: the home page's heading is not its body", () => {
    const read = (source: LocaleContent) => {
      const inputs: Record<string, string> = {}
      void trackedContent(source, inputs).pages.home!.heading
      return inputs
    }
    const home = content()
    const bodyEdited = content()
    ;(bodyEdited.pages.home as unknown as { body: unknown }).body = [{ type: 'paragraph', text: 'Edited.' }]
    expect(read(bodyEdited)).toEqual(read(home))
    const headingEdited = content()
    ;(headingEdited.pages.home as unknown as { heading: string }).heading = 'Watch. Earn. Own.'
    expect(read(headingEdited)).not.toEqual(read(home))
  })

  it('reads inherited properties (hasOwnProperty, constructor) as absent, without failing', () => {
    const inputs: Record<string, string> = {}
    const tracked = trackedContent(content(), inputs) as unknown as Record<string, Record<string, unknown>>
    expect(typeof tracked.news!.hasOwnProperty).toBe('function')
    expect(typeof tracked.news!.constructor).toBe('function')
    expect(typeof tracked.constructor).toBe('function')
    expect(inputs).toEqual({ 'news/hasOwnProperty': 'absent', 'news/constructor': 'absent', constructor: 'absent' })
  })

  it('notes a whole collection when a page lists or iterates it, or reads an array', () => {
    const inputs: Record<string, string> = {}
    const tracked = trackedContent(content(), inputs)
    expect(Object.values(tracked.news).map(post => post.title)).toEqual(['Presale opens soon', 'Beware'])
    expect(tracked.faq).toHaveLength(1)
    expect(Object.keys(inputs).sort()).toEqual(expect.arrayContaining(['faq', 'news']))
  })

  it('notes an entry that is not there, so that its appearance renders the page again', () => {
    const inputs: Record<string, string> = {}
    const tracked = trackedContent(content(), inputs)
    expect(tracked.news.later).toBeUndefined()
    expect('other' in tracked.news).toBe(false)
    expect(inputs).toEqual({ 'news/later': 'absent', 'news/other': 'absent' })
  })

  it('notes everything when a page enumerates the whole content', () => {
    const inputs: Record<string, string> = {}
    void { ...trackedContent(content(), inputs) }
    expect(Object.keys(inputs)).toContain('*')
  })
})

describe('which pages render again', () => {
  const pages = [
    { urlOriginal: '/', locale: 'en' as Locale, is404: false },
    { urlOriginal: '/news/presale', locale: 'en' as Locale, is404: false },
    { urlOriginal: '/faq', locale: 'en' as Locale, is404: false },
    { urlOriginal: '/404', locale: 'en' as Locale, is404: true },
  ]
  /** The home page lists the news, a post shows itself, the FAQ shows its answers, the 404 page reads nothing. */
  const reads = (tracked: LocaleContent, url: string) =>
    url === '/'
      ? Object.values(tracked.news).map(post => post.title)
      : url === '/faq'
        ? tracked.faq
        : url === '/404'
          ? null
          : tracked.news.presale!.title
  const firstBuild = (source = content()) => {
    const rendered = render(
      pages.map(page => ({ url: page.urlOriginal, locale: page.locale })),
      source,
      reads,
    )
    return new Map(
      [...rendered.rendered].map(([url, record]) => [url, { ...record, file: htmlFileOf(url, url === '/404') }]),
    )
  }
  const urls = (list: { urlOriginal: string }[]) => list.map(page => page.urlOriginal)

  it('renders every page without a build session (npm run dev, a plain vike build)', async () => {
    expect(await pagesToRender(pages, async () => content(), undefined)).toEqual(pages)
  })

  it('renders every page when there is no earlier build of the same code', async () => {
    const current = session(null)
    expect(await pagesToRender(pages, async () => content(), current)).toEqual(pages)
    expect(current.renderAllBecause).toBe('no earlier build of the same code')
  })

  it('renders nothing when nothing changed, and lists every page as reused', async () => {
    const current = session(firstBuild())
    expect(await pagesToRender(pages, async () => content(), current)).toEqual([])
    expect(current.reused.map(record => record.url).sort()).toEqual(urls(pages).sort())
  })

  it('renders a news post and the page that lists it when its title changes, and nothing else', async () => {
    const current = session(firstBuild())
    const toRender = await pagesToRender(pages, async () => content('Presale is open'), current)
    expect(urls(toRender)).toEqual(['/', '/news/presale'])
    expect(current.reused.map(record => record.url).sort()).toEqual(['/404', '/faq'])
  })

  it('renders only the FAQ when an answer changes', async () => {
    expect(urls(await pagesToRender(pages, async () => content(undefined, 'No.'), session(firstBuild())))).toEqual([
      '/faq',
    ])
  })

  it('renders every page when a page is added or removed', async () => {
    const current = session(firstBuild())
    expect(await pagesToRender(pages.slice(1), async () => content(), current)).toEqual(pages.slice(1))
    expect(current.renderAllBecause).toBe('the list of pages changed')
  })

  it('renders a page that was recorded under another locale', async () => {
    const previous = firstBuild()
    previous.set('/faq', { ...previous.get('/faq')!, locale: 'ja' })
    expect(urls(await pagesToRender(pages, async () => content(), session(previous)))).toEqual(['/faq'])
  })
})

describe('the HTML file Vike writes for a URL', () => {
  it.each([
    ['/', false, 'index.html'],
    ['/ja/', false, 'ja/index.html'],
    ['/faq', false, 'faq/index.html'],
    ['/zh-TW/news/page/2', false, 'zh-TW/news/page/2/index.html'],
    ['/404', true, '404.html'],
    ['/ja/404', true, 'ja/404.html'],
  ])('%s (error page: %s) → %s', (url, is404, file) => {
    expect(htmlFileOf(url, is404)).toBe(file)
  })
})
