import { describe, expect, it } from 'vitest'
import { assertEveryPageListed } from '../../pages/prerenderPages'

/** The check that stands in for Vike's warning, which `prerender.partial` silences (pages/+config.ts). */
describe('every page that is prerendered has a URL', () => {
  const pages = ['/pages/index', '/pages/faq', '/pages/news', '/pages/article', '/pages/_error']
  it('passes when every page has one, and a page whose +prerender.ts says false may have none', () => {
    expect(() => assertEveryPageListed(['/pages/index', '/pages/faq', '/pages/news', '/pages/_error'], pages, { './article/+prerender.ts': () => false })).not.toThrow()
  })

  it('stops the build, naming the page, when a page has no URL (a parameterised page without +onBeforePrerenderStart)', () => {
    expect(() => assertEveryPageListed(['/pages/index', '/pages/faq', '/pages/_error'], pages, { './article/+prerender.ts': () => false }))
      .toThrow(/^pages\/news\/\+Page\.tsx: prerender: no URL to prerender/)
    expect(() => assertEveryPageListed(['/pages/index', '/pages/faq', '/pages/news', '/pages/_error'], pages, { './article/+prerender.ts': () => true }))
      .toThrow(/^pages\/article\/\+Page\.tsx: /)
  })

  it('knows the repository\'s pages: today\'s site lists all of them but the article page (no article yet)', () => {
    expect(() => assertEveryPageListed(['/pages/index'])).toThrow(/pages\/faq\/\+Page\.tsx/)
    expect(() => assertEveryPageListed(['/pages/index'])).not.toThrow(/pages\/index\//)
  })
})
