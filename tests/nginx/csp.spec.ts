import { expect, test, type Page } from '@playwright/test'
import { LOCALES } from '../../src/i18n/locales'
import { pageUrl, ROUTES } from '../e2e/fixtures'

/** Records every Content-Security-Policy violation, console error and page error of a page. */
async function watch(page: Page) {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', event => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on('console', message => {
    if (message.type() === 'error' && !/^404: no page at /.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', error => problems.push(`page error: ${error.message}`))
  return problems
}

test.describe('under the real Content-Security-Policy', () => {
  test('the inlined SVG icon is allowed by the policy (a blocked one shows no icon at all)', async ({ page }) => {
    const problems = await watch(page)
    await page.goto('/')
    const href = await page.locator('link[rel="icon"][href^="data:"]').getAttribute('href')
    expect(href).toMatch(/^data:image\/svg\+xml,/)
    // An image the page's img-src refuses never decodes; the page's own policy applies to the favicon too.
    const width = await page.evaluate(async url => {
      const image = new Image()
      image.src = url
      return image.decode().then(
        () => image.naturalWidth,
        () => 0,
      )
    }, href!)
    expect(width).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  for (const locale of LOCALES) {
    test(`every ${locale} page loads, wakes its islands and works without a violation`, async ({ page }) => {
      const problems = await watch(page)
      for (const route of ROUTES) {
        const url = pageUrl(route, locale)
        const response = await page.goto(url)
        expect(response?.headers()['content-security-policy'], url).toContain("script-src 'self'")
        await expect(page.locator('html'), url).toHaveAttribute('data-enhanced', 'true')
        await expect(page.locator('main h1'), url).toBeVisible()
      }
      // On the FAQ page: the accordion, the dialog and the language menu.
      await page.goto(pageUrl('/faq', locale))
      await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
      const first = page.locator('main details').first()
      await first.locator('summary').click()
      await expect(first).toHaveAttribute('open', '')
      await first.locator('summary').click()
      await expect(first).not.toHaveAttribute('open', '')

      // Launch App opens the coming-soon dialog, titled by its heading; Close and Escape close it.
      const launch = page.getByRole('navigation').locator('button[commandfor="coming-soon-dialog"]').first()
      const dialog = page.locator('#coming-soon-dialog')
      await launch.click()
      await expect(dialog).toBeVisible()
      expect(await dialog.evaluate(element => element.matches(':modal'))).toBe(true)
      await expect(dialog).toHaveAccessibleName((await dialog.locator('h2').textContent())!)
      await dialog.getByRole('button').first().click()
      await expect(dialog).toBeHidden()
      await launch.click()
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()

      // The language menu: the popover is native; aria-expanded and the focus moves come from its island, which
      // wakes on this interaction and fetches React under the CSP.
      const menuButton = page.locator('button[popovertarget="language-menu"]')
      const languages = page.locator('#language-menu')
      await menuButton.click()
      await expect(languages).toBeVisible()
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
      await expect(languages.getByRole('link')).toHaveCount(LOCALES.length)
      await expect(languages.locator(`a[hreflang="${locale}"]`)).toBeFocused()
      await expect(page.locator('[data-island="LanguageMenu"]')).toHaveAttribute('data-island-state', 'hydrated')
      await page.keyboard.press('Escape')
      await expect(languages).toBeHidden()
      await expect(menuButton).toBeFocused()

      expect(problems).toEqual([])

      // The 404 page of the locale: its own status is the one error the browser may report.
      const notFound = await page.goto(locale === 'en' ? '/no-such-page' : `/${locale}/no-such-page`)
      expect(notFound?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
      expect(problems.filter(problem => !problem.includes('status of 404'))).toEqual([])
      expect(problems).toHaveLength(1)
    })
  }

  test(
    'in English, by name: Launch App opens "Coming Soon", Close closes it, the Language menu lists ' + '9 languages',
    async ({ page }) => {
      const problems = await watch(page)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
      const launch = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Launch App' })
      await launch.click()
      const dialog = page.getByRole('dialog', { name: 'Coming Soon' })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
      await expect(launch).toBeFocused()

      const menuButton = page.getByRole('button', { name: /^Language/ })
      await menuButton.click()
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator('#language-menu').getByRole('link')).toHaveCount(LOCALES.length)
      expect(problems).toEqual([])
    },
  )

  test('a violation would be seen: an inline script is blocked and reported', async ({ page }) => {
    const problems = await watch(page)
    await page.goto('/')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.inlineRan = true'
      document.body.append(script)
    })
    await expect.poll(() => problems.some(problem => problem.startsWith('CSP violation: script-src'))).toBe(true)
    expect(await page.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBeUndefined()
  })
})
