import { expect, openEnhanced, pageUrl, test } from './fixtures'

/**
 * Deep links to FAQ answers: `/faq#<entry id>` (the file name) opens that entry, on /faq and on the home page, in
 * every locale, with JavaScript and without it (the answer carries the id, and a fragment navigation opens the
 * <details> around it). The accordion stays exclusive, and the address follows the entry the reader opens.
 */
const ENTRY = 'which-wallet' // order 5: on /faq and among the home page's first six
const ANSWER = '#faq details:has(#which-wallet)'

for (const javaScriptEnabled of [true, false]) {
  test.describe(`FAQ deep links, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    for (const [route, locale] of [
      ['/faq', 'en'],
      ['/', 'en'],
      ['/faq', 'ja'],
      ['/', 'de'],
    ] as const) {
      test(`${pageUrl(route, locale)}#${ENTRY} opens that entry only`, async ({ page }) => {
        await page.goto(`${pageUrl(route, locale)}#${ENTRY}`)
        await expect(page.locator(ANSWER)).toHaveAttribute('open', '')
        await expect(page.locator(`#${ENTRY}`)).toBeVisible()
        await expect(page.locator('#faq details[open]')).toHaveCount(1)
        await expect(page.locator(ANSWER).locator('summary')).toBeInViewport()
      })
    }

    test('a link to another answer on the same page opens it and closes the first', async ({ page }) => {
      await page.goto(`/faq#${ENTRY}`)
      await expect(page.locator(ANSWER)).toHaveAttribute('open', '')
      await page.goto('/faq#governance')
      await expect(page.locator('#faq details:has(#governance)')).toHaveAttribute('open', '')
      await expect(page.locator('#faq details[open]')).toHaveCount(1)
    })
  })
}

test.describe('FAQ deep links with the page script', () => {
  test("the details' own id (#faq-<id>) opens the entry too", async ({ page }) => {
    await openEnhanced(page, `/faq#faq-${ENTRY}`)
    await expect(page.locator(`#faq-${ENTRY}`)).toHaveAttribute('open', '')
  })

  test('opening an entry puts it in the address, so a reload shows it open again', async ({ page }) => {
    await openEnhanced(page, '/faq')
    await page.locator('#faq details:has(#governance) summary').click()
    await expect(page).toHaveURL(/\/faq#governance$/)
    await page.reload()
    await expect(page.locator('#faq details:has(#governance)')).toHaveAttribute('open', '')
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true', { timeout: 15_000 })
    // Closing it takes it out of the address.
    await page.locator('#faq details:has(#governance) summary').click()
    await expect(page).toHaveURL(/\/faq$/)
  })

  test('a malformed fragment (#%E0%A4%A) breaks nothing: entries still open and go into the address', async ({
    page,
  }) => {
    // The fixture fails the test on any page error, which is what decodeURIComponent would throw.
    await openEnhanced(page, '/faq#%E0%A4%A')
    await expect(page.locator('#faq details[open]')).toHaveCount(0)
    await page.locator('#faq details:has(#governance) summary').click()
    await expect(page).toHaveURL(/\/faq#governance$/)
  })
})
