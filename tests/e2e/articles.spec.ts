import { axeViolations } from './axe'
import { expect, openEnhanced, test } from './fixtures'
import { FIXTURE_PORT } from './playwright.config'

/**
 * Article pages, against the fixture site (tests/fixture-site/build.ts), whose copy of the content holds
 * FIXTURE_ARTICLES: privacy-policy (English, ≥ 3 sections, a wide table, `updated`, translated into German),
 * tokenomics (a draft) and press-kit (declares `footer: resources`). The real content/ has no article page.
 */
const FIXTURE_SITE = `http://localhost:${FIXTURE_PORT}`

test.use({ baseURL: FIXTURE_SITE })

test.describe('article pages', () => {
  test('an English page has its heading, date, contents, anchors, tables, footer, and no id of the frame', async ({
    page,
  }) => {
    await openEnhanced(page, '/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy (fixture)')
    await expect(page.locator('time[datetime="2026-03-05"]')).toHaveText('March 5, 2026')
    const contents = page.getByRole('navigation', { name: 'On this page' })
    await expect(contents.getByRole('link')).toHaveText([
      'What we collect',
      'How long we keep it',
      'Your rights',
      'Coming soon dialog',
    ])
    await expect(contents.getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', '#your-rights')
    await expect(page.locator('h2#how-long-we-keep-it')).toHaveText('How long we keep it')
    // Two tables on a page are two distinct, focusable scrolling regions.
    const regions = page.getByRole('region', { name: /^Table \(scrolls sideways\)/ })
    await expect(regions).toHaveCount(2)
    await expect(regions.first()).toHaveAccessibleName(
      'Table (scrolls sideways): Kind of data, Kept for, and Why we keep it, in a sentence long enough to make the ' +
        'table wider than a phone',
    )
    await expect(regions.last()).toHaveAccessibleName('Table (scrolls sideways): Right and How to use it')
    await expect(regions.first()).toHaveAttribute('tabindex', '0')
    // The "#" link is hidden until the heading is hovered or the link focused, and has a name.
    const anchor = page.locator('a[href="#your-rights"]').last()
    await expect(anchor).toHaveAccessibleName('Link to this section')
    await expect(anchor).toHaveCSS('opacity', '0')
    await anchor.focus()
    await expect(anchor).toHaveCSS('opacity', '1')
    await expect(page.locator('footer')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://reelfi.app/privacy-policy')
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      'https://reelfi.app/de/privacy-policy',
    )
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveCount(0)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://reelfi.app/og/en/privacy-policy.png',
    )
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd).toMatchObject({
      '@type': 'WebPage',
      name: 'Privacy Policy (fixture)',
      dateModified: '2026-03-05',
      inLanguage: 'en',
    })
    // A heading never takes an id of the page frame, so the dialogs keep working (last: it opens the dialog).
    await expect(page.locator('h2', { hasText: 'Coming soon dialog' })).toHaveAttribute('id', 'coming-soon-dialog-2')
    await expect(page.locator('#coming-soon-dialog')).toHaveCount(1)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Launch App' }).click()
    await expect(page.getByRole('dialog', { name: 'Coming Soon' })).toBeVisible()
  })

  test('a translated page is indexed in its locale, with the date in its language', async ({ page }) => {
    await openEnhanced(page, '/de/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz (Testseite)')
    await expect(page.locator('time[datetime="2026-03-05"]')).toHaveText('5. März 2026')
    await expect(page.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://reelfi.app/de/privacy-policy')
  })

  test('an untranslated page shows English in the locale’s frame, noindex and partly English', async ({ page }) => {
    await openEnhanced(page, '/ja/privacy-policy')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy (fixture)')
    await expect(page.locator('time[datetime="2026-03-05"]')).toHaveText('2026年3月5日')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect(page.locator('footer a[href="/ja/privacy-policy"]')).toBeVisible()
    await page.getByRole('button', { name: /日本語/ }).click()
    await expect(page.getByRole('link', { name: /日本語.*一部英語/ })).toBeVisible()
  })

  // On the same load as axe's run on /privacy-policy at 320 px (a tab each cost more than the check).
  test('a wide table scrolls inside its own focusable box at 320 px, not the page; axe finds no violation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await openEnhanced(page, '/privacy-policy')
    const box = page.getByRole('region', { name: /^Table \(scrolls sideways\): Kind of data/ })
    await expect(box).toHaveAttribute('tabindex', '0')
    const { scrollWidth, clientWidth } = await box.evaluate(element => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }))
    expect(scrollWidth).toBeGreaterThan(clientWidth)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await axeViolations(page)).toEqual([])
  })

  test('the footer links published pages and keeps "Soon" for the others, drafts included', async ({ page }) => {
    await openEnhanced(page, '/de/')
    const legal = page.locator('footer nav#footer-legal, footer nav[aria-labelledby="footer-legal"]')
    await expect(legal.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/de/privacy-policy')
    await expect(legal.getByRole('link')).toHaveCount(1)
    const resources = page.locator('footer nav[aria-labelledby="footer-resources"]')
    // tokenomics is a draft: like documentation, brand-assets and roadmap, still a "Soon" button.
    await expect(resources.getByRole('button')).toHaveCount(4)
    await expect(resources.getByRole('link')).toHaveText(['Press kit (fixture)'])
    await expect(resources.getByRole('link')).toHaveAttribute('href', '/de/press-kit')
  })

  test('a draft and an unknown page are 404 in the build', async ({ request }) => {
    for (const path of ['/tokenomics', '/de/tokenomics', '/no-such-page', '/de/no-such-page']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
  })

  test('the sitemap lists the page where it is indexable, and never the draft', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://reelfi.app/privacy-policy</loc>')
    expect(sitemap).toContain('<loc>https://reelfi.app/de/privacy-policy</loc>')
    expect(sitemap).not.toContain('<loc>https://reelfi.app/ja/privacy-policy</loc>')
    expect(sitemap).not.toContain('tokenomics')
  })

  for (const path of ['/de/privacy-policy', '/ja/privacy-policy', '/press-kit']) {
    test(`axe finds no violation on ${path}`, async ({ page }) => {
      test.setTimeout(60_000) // a full axe run (every rule) on a long page
      await page.setViewportSize({ width: 320, height: 640 })
      await openEnhanced(page, path)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
