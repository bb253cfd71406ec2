import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '../../src/i18n/locales'
import { allowTimeForPages, expect, openEnhanced, pageUrl, ROUTES, test } from './fixtures'

const TRANSLATED = LOCALES.filter(locale => locale !== DEFAULT_LOCALE)

/** The texts of the navigation, footer and dialog that every translation must change. */
async function chromeTexts(page: import('@playwright/test').Page) {
  const nav = page.getByRole('navigation').first()
  return {
    nav: await nav.locator('#nav-menu a, #nav-menu button').allTextContents(),
    footer: await page.getByRole('contentinfo').locator('h2, button').allTextContents(),
    dialog: await page.locator('dialog').first().locator('h2, p, button[type="submit"]').allTextContents(),
  }
}

test.describe('every locale and route', () => {
  for (const route of ROUTES) {
    test(`${route} is prerendered in all nine languages with the right lang`, async ({ request }) => {
      for (const locale of LOCALES) {
        const url = pageUrl(route, locale)
        const response = await request.get(url)
        expect(response.status(), url).toBe(200)
        const html = await response.text()
        expect(html, url).toContain(`<html lang="${locale}"`)
        expect(html, `${url} must not fall back to English`).not.toContain('name="robots" content="noindex"')
      }
    })
  }

  test('navigation, footer and dialog texts are translated in every locale', async ({ page }) => {
    await page.goto('/faq')
    const english = await chromeTexts(page)
    for (const locale of TRANSLATED) {
      await page.goto(pageUrl('/faq', locale))
      const translated = await chromeTexts(page)
      for (const part of ['nav', 'footer', 'dialog'] as const) {
        expect(translated[part], `${locale} ${part}`).toHaveLength(english[part].length)
        expect(translated[part], `${locale} ${part}`).not.toEqual(english[part])
      }
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Frequently Asked Questions')
    }
  })

  test('figures are formatted for each locale', async ({ request }) => {
    // Literal strings, not formatConstant(): the test must fail if the formatter itself goes wrong.
    // Order: presaleGateUsd, platformFeePercent, earlyUsers, videosCreated, creatorRewardsUsd, watchToEarnPercent;
    // each stat is phrased by the locale's catalog around the number ("über {value}").
    const expected: Partial<Record<Locale, readonly string[]>> = {
      en: ['$24,000', '5%', '100K+', '500K+', '$2M+', '60%'],
      de: [
        '24.000\u00a0Dollar',
        '5\u00a0%',
        'über 100.000',
        'über 500.000',
        'über 2\u00a0Millionen\u00a0Dollar',
        '60\u00a0%',
      ],
      fr: [
        '24\u202f000\u00a0dollars',
        '5\u00a0%',
        'plus de 100\u202f000',
        'plus de 500\u202f000',
        'plus de 2\u00a0millions\u00a0de\u00a0dollars',
        '60\u00a0%',
      ],
      ja: ['24,000ドル', '5%', '10万以上', '50万以上', '200万ドル以上', '60%'],
      es: ['US$24,000', '5%', 'más de 100 mil', 'más de 500 mil', 'más de US$2\u00a0millones', '60%'],
    }
    for (const [locale, [gate, fee, ...homeFigures] = []] of Object.entries(expected) as [
      Locale,
      readonly string[],
    ][]) {
      const faq = await (await request.get(pageUrl('/faq', locale))).text()
      expect(faq, locale).toContain(gate!)
      expect(faq, locale).toContain(fee!)
      const home = await (await request.get(pageUrl('/', locale))).text()
      for (const figure of homeFigures) expect(home, locale).toContain(figure)
    }
  })

  test('a page loads only its own locale: no other language in its HTML or JavaScript', async ({ page }) => {
    const scripts: Promise<string>[] = []
    page.on('response', response => {
      if (response.url().endsWith('.js')) scripts.push(response.text())
    })
    await openEnhanced(page, '/ja/faq')
    const texts = [await page.content(), ...(await Promise.all(scripts))].join('\n')
    expect(texts).not.toContain('Frequently Asked Questions')
    expect(texts).not.toContain('Häufig gestellte Fragen')
    expect(texts).not.toContain('Questions fréquentes')
  })
})

test.describe('the per-locale 404 page', () => {
  test.use({ expectProblems: true })

  // The eight translations' 404 pages in one tab (a tab each cost more than the page); each failure names its page.
  const languages = TRANSLATED.map(locale => LOCALE_NAMES[locale]).join(', ')
  test(`/<locale>/… unknown is answered in its language (${languages}) with status 404`, async ({ page }) => {
    allowTimeForPages(TRANSLATED.length)
    for (const locale of TRANSLATED) {
      const url = `/${locale}/no-such-page`
      const response = await page.goto(url)
      expect.soft(response?.status(), url).toBe(404)
      await expect.soft(page.locator('html'), url).toHaveAttribute('lang', locale)
      await expect.soft(page.getByText('404', { exact: true }), url).toBeVisible()
      await expect.soft(page.getByRole('heading', { level: 1 }), url).not.toHaveText('Oops! Page not found')
      const home = page.getByRole('main').getByRole('link')
      await expect.soft(home, url).toHaveAttribute('href', `/${locale}/`)
      for (const href of await page
        .locator('a[href^="/"]')
        .evaluateAll(links => links.map(link => link.getAttribute('href')))) {
        expect.soft(href, url).not.toMatch(new RegExp(`^/${locale}/${locale}/`))
      }
    }
  })

  test('an unknown locale prefix is a 404', async ({ request }) => {
    expect((await request.get('/xx/faq')).status()).toBe(404)
    expect((await request.get('/en/faq')).status()).toBe(404)
  })
})

test.describe('the language menu', () => {
  test('lists the nine languages by their own names, each a link to the same page', async ({ page }) => {
    await openEnhanced(page, '/how-it-works')
    await page.getByRole('button', { name: /English/ }).click()
    const menu = page.locator('#language-menu')
    for (const locale of LOCALES) {
      const link = menu.getByRole('link', { name: LOCALE_NAMES[locale] })
      await expect(link).toHaveAttribute('href', pageUrl('/how-it-works', locale))
      await expect(link).toHaveAttribute('lang', locale)
      await expect(link).toHaveAttribute('hreflang', locale)
    }
    await expect(menu.locator('[aria-current="true"]')).toHaveText('English')
    await expect(menu.getByText('partly English')).toHaveCount(0)
  })

  test('moves with the arrow keys and closes with Escape, returning focus', async ({ page }) => {
    await openEnhanced(page, '/')
    const button = page.getByRole('button', { name: /English/ })
    await button.click()
    await expect(page.getByRole('link', { name: 'English', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('link', { name: LOCALE_NAMES[LOCALES[1]] })).toBeFocused()
    await page.keyboard.press('End')
    await expect(page.getByRole('link', { name: LOCALE_NAMES[LOCALES.at(-1)!] })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('link', { name: 'English', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('#language-menu')).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('keeps the current page and announces the change in the new language', async ({ page }) => {
    await openEnhanced(page, '/faq')
    await page.getByRole('button', { name: /English/ }).click()
    await page.locator('#language-menu').getByRole('link', { name: '日本語' }).click()
    await expect(page).toHaveURL(/\/ja\/faq$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    const status = page.getByRole('status')
    await expect(status).toContainText('日本語')
    await expect(status).not.toContainText('Language changed')
    await page.getByRole('button', { name: /日本語/ }).click()
    await page.locator('#language-menu').getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/faq$/)
    await expect(page.getByRole('status')).toContainText('Deutsch')
  })

  test('from the Japanese home page, links stay under /ja/', async ({ page }) => {
    await openEnhanced(page, '/ja/')
    const nav = page.getByRole('navigation').first()
    const hrefs = await nav
      .locator('#nav-menu > ul a')
      .evaluateAll(links => links.map(link => link.getAttribute('href')))
    expect(hrefs).toEqual(['/ja/', '/ja/how-it-works', '/ja/faq'])
  })
})

// English included: pages.spec.ts's walk of the widths starts at 375 px and leaves 320 px to this test.
test('no page in any language scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      const url = pageUrl(route, locale)
      await page.goto(url)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, url).toBe(0)
    }
  }
})

test('the navigation fits on one line at 768 px in every language', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 })
  for (const locale of LOCALES) {
    await page.goto(pageUrl('/', locale))
    const nav = page.getByRole('navigation').first()
    expect((await nav.boundingBox())!.height, locale).toBeLessThanOrEqual(64)
    for (const item of await nav.locator('#nav-menu > ul a, #nav-menu > div > button').all()) {
      const box = (await item.boundingBox())!
      expect(box.x + box.width, `${locale}: ${await item.textContent()}`).toBeLessThanOrEqual(768)
      expect(box.height, `${locale}: ${await item.textContent()}`).toBeLessThanOrEqual(48)
    }
  }
})
