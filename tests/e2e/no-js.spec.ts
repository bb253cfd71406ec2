import { LOCALES } from '../../src/i18n/locales'
import { expect, pageUrl, ROUTES, test } from './fixtures'

// With JavaScript off, Chromium refuses the module preloads: expected, so not counted as failed requests.
test.use({ javaScriptEnabled: false, expectProblems: true })

test.describe('with JavaScript off', () => {
  // One test per locale: 27 pages in one test did not fit its 30 s on a busy two-core machine.
  for (const locale of LOCALES) {
    test(`every page shows its whole content in ${locale}`, async ({ page }) => {
      for (const route of ROUTES) {
        await page.goto(pageUrl(route, locale))
        await expect(page.locator('h1')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
        expect((await page.locator('main').textContent())!.length, pageUrl(route, locale)).toBeGreaterThan(400)
      }
    })
  }

  test('the FAQ opens and closes, one item at a time', async ({ page }) => {
    await page.goto('/faq')
    const items = page.locator('#faq details')
    await items.nth(0).locator('summary').click()
    await items.nth(2).locator('summary').click()
    await expect(page.locator('#faq details[open]')).toHaveCount(1)
    await items.nth(2).locator('summary').click()
    await expect(page.locator('#faq details[open]')).toHaveCount(0)
  })

  test('the navigation, the mobile menu and the language links work', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('link', { name: 'How It Works', exact: true }).first().click()
    await expect(page).toHaveURL(/\/how-it-works$/)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: /English/ }).click()
    await page.locator('#language-menu').getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/how-it-works$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })
})
