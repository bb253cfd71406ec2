import { describe, expect, it } from 'vitest'
import { assertEveryPageListed } from '../../pages/prerenderPages'

/** The check that stands in for Vike's warning, which `prerender.partial` silences (pages/+config.ts). */
describe('every page that is prerendered has a URL', () => {
  const pages = ['/pages/index', '/pages/faq', '/pages/news', '/pages/article', '/pages/_error']
  it('passes when every page has one, and a page that lists its own URLs, or whose +prerender.ts says false, may have none', () => {
    expect(() =>
      assertEveryPageListed(
        ['/pages/index', '/pages/faq', '/pages/news', '/pages/_error'],
        pages,
        {},
        new Set(['/pages/article']),
      ),
    ).not.toThrow()
    expect(() =>
      assertEveryPageListed(
        ['/pages/index', '/pages/faq', '/pages/news', '/pages/_error'],
        pages,
        { './article/+prerender.ts': () => false },
        new Set(),
      ),
    ).not.toThrow()
  })

  it('stops the build, naming the page, when a page has no URL (a parameterised page without +onBeforePrerenderStart)', () => {
    expect(() =>
      assertEveryPageListed(['/pages/index', '/pages/faq', '/pages/_error'], pages, {}, new Set(['/pages/article'])),
    ).toThrow(/^pages\/news\/\+Page\.tsx: prerender: no URL to prerender/)
    expect(() =>
      assertEveryPageListed(
        ['/pages/index', '/pages/faq', '/pages/news', '/pages/_error'],
        pages,
        { './article/+prerender.ts': () => true },
        new Set(),
      ),
    ).toThrow(/^pages\/article\/\+Page\.tsx: /)
  })

  it("knows the repository's pages, and that the article and news post pages list their own", () => {
    expect(() => assertEveryPageListed(['/pages/index'])).toThrow(/pages\/faq\/\+Page\.tsx/)
    expect(() => assertEveryPageListed(['/pages/index'])).not.toThrow(
      /pages\/index\/|pages\/article\/|pages\/news-post\//,
    )
  })
})
