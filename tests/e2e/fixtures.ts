import { test as base, expect, type Page } from '@playwright/test'

export const ROUTES = ['/', '/faq', '/how-it-works'] as const

/**
 * `page` records console errors, page errors and failed requests; unless a test expects errors (the 404 page),
 * each test ends by asserting there were none.
 */
export const test = base.extend<{ problems: string[]; expectProblems: boolean }>({
  expectProblems: [false, { option: true }],
  problems: async ({}, use) => use([]),
  page: async ({ page, problems, expectProblems }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    // A request cut short by the next navigation is not a failure of the site.
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()}`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
    })
    await use(page)
    if (!expectProblems) expect(problems, 'console errors or failed requests').toEqual([])
  },
})

/** Opens a path and waits until its script has run (src/enhance/pageScript.ts); islands wake later, on their triggers. */
export async function openEnhanced(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
}

export { expect }
