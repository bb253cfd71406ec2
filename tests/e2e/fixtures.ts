import { test as base, expect, type Page } from '@playwright/test'

export const ROUTES = ['/', '/faq', '/how-it-works', '/official'] as const

/**
 * The URL of every page in every locale, written out: what a visitor types and a search engine lists. The tests
 * expect these literal URLs, never ones computed by the site's own localizedUrl (which would hide a bug in it).
 */
const PAGE_URLS: Record<string, Record<(typeof ROUTES)[number], string>> = {
  en: { '/': '/', '/faq': '/faq', '/how-it-works': '/how-it-works', '/official': '/official' },
  'zh-TW': {
    '/': '/zh-TW/',
    '/faq': '/zh-TW/faq',
    '/how-it-works': '/zh-TW/how-it-works',
    '/official': '/zh-TW/official',
  },
  ja: { '/': '/ja/', '/faq': '/ja/faq', '/how-it-works': '/ja/how-it-works', '/official': '/ja/official' },
  ko: { '/': '/ko/', '/faq': '/ko/faq', '/how-it-works': '/ko/how-it-works', '/official': '/ko/official' },
  es: { '/': '/es/', '/faq': '/es/faq', '/how-it-works': '/es/how-it-works', '/official': '/es/official' },
  it: { '/': '/it/', '/faq': '/it/faq', '/how-it-works': '/it/how-it-works', '/official': '/it/official' },
  ru: { '/': '/ru/', '/faq': '/ru/faq', '/how-it-works': '/ru/how-it-works', '/official': '/ru/official' },
  fr: { '/': '/fr/', '/faq': '/fr/faq', '/how-it-works': '/fr/how-it-works', '/official': '/fr/official' },
  de: { '/': '/de/', '/faq': '/de/faq', '/how-it-works': '/de/how-it-works', '/official': '/de/official' },
}

/** The literal URL of `route` in `locale` (PAGE_URLS); a locale or route missing there fails the test. */
export function pageUrl(route: string, locale: string): string {
  const url = PAGE_URLS[locale]?.[route as (typeof ROUTES)[number]]
  if (!url) throw new Error(`no literal URL for ${route} in ${locale}: add it to PAGE_URLS in tests/e2e/fixtures.ts`)
  return url
}

/**
 * `page` records console errors, page errors and failed requests; unless a test expects errors (the 404 page),
 * each test ends by asserting there were none.
 */
export const test = base.extend<{ problems: string[]; expectProblems: boolean }>({
  expectProblems: [false, { option: true }],
  problems: async ({}, use) => use([]),
  page: async ({ page, problems, expectProblems }, use) => {
    page.on('console', message => {
      if (message.type() === 'error') problems.push(`${page.url()}: console: ${message.text()}`)
    })
    page.on('pageerror', error => problems.push(`${page.url()}: page error: ${error.message}`))
    // A request cut short by the next navigation is not a failure of the site.
    page.on('requestfailed', request => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()}`)
    })
    page.on('response', response => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
    })
    await use(page)
    if (!expectProblems) expect(problems, 'console errors or failed requests').toEqual([])
  },
})

/**
 * Opens a path and waits until its script has run (src/enhance/pageScript.ts); islands wake later, on their triggers.
 */
export async function openEnhanced(page: Page, path: string) {
  await page.goto(path)
  // The script is fetched on purpose late: after the load event, the first paint and an idle moment, or 5 s after
  // load at the latest (src/enhance/pageScriptLoader.ts). On a busy machine that is more than expect's default 5 s.
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true', { timeout: 15_000 })
}

/**
 * A test that walks several pages in one tab gets this much time per page, on top of Playwright's limit for the test
 * itself: its limit then grows with the site (a fresh clone under load once failed two such tests at 30 s).
 */
export const TIME_PER_PAGE_MS = 5_000

/** Gives the running test its own time for `pages` pages (TIME_PER_PAGE_MS each) beside its own limit. */
export function allowTimeForPages(pages: number) {
  test.setTimeout(test.info().timeout + pages * TIME_PER_PAGE_MS)
}

export { expect }
