import { localizedUrl } from '../../src/i18n/localizedUrl'
import { LOCALES } from '../../src/i18n/locales'
import { DEFAULT_SITE_ORIGIN } from '../../src/seo/site'
import { expect, ROUTES, test } from './fixtures'

test.describe('search engines', () => {
  test('every page has its own title and description, a canonical URL and hreflang alternates for all locales', async ({ page }) => {
    const titles = new Set<string>()
    for (const locale of LOCALES) {
      for (const route of ROUTES) {
        const url = localizedUrl(route, locale)
        await page.goto(url)
        const title = await page.title()
        expect(title, url).not.toBe('')
        titles.add(title)
        await expect(page.locator('meta[name="description"]'), url).toHaveAttribute('content', /.{40,}/)
        await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute('href', DEFAULT_SITE_ORIGIN + url)
        const alternates = page.locator('link[rel="alternate"][hreflang]')
        expect(await alternates.evaluateAll((links) => links.map((link) => link.getAttribute('hreflang'))), url)
          .toEqual([...LOCALES, 'x-default'])
        await expect(page.locator('meta[property="og:title"]'), url).toHaveAttribute('content', title)
        await expect(page.locator('meta[name="theme-color"]'), url).toHaveCount(1)
        await expect(page.locator('meta[name="robots"]'), url).toHaveCount(0)
      }
    }
    expect(titles.size).toBe(LOCALES.length * ROUTES.length)
  })

  test('the sitemap lists all 27 pages with their alternates, and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toHaveLength(27)
    for (const locale of LOCALES) for (const route of ROUTES) expect(locs).toContain(DEFAULT_SITE_ORIGIN + localizedUrl(route, locale))
    expect(sitemap.match(/<xhtml:link /g)).toHaveLength(27 * (LOCALES.length + 1))
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${DEFAULT_SITE_ORIGIN}/sitemap.xml`)
  })

  test('/faq carries FAQPage structured data matching the visible accordion, in every locale', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(localizedUrl('/faq', locale))
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
      expect(data['@type']).toBe('FAQPage')
      const visible = await page.locator('#faq details').evaluateAll((items) => items.map((item) => ({
        question: item.querySelector('summary')!.textContent!.trim(),
        answer: (item.querySelector('summary + *') as HTMLElement).textContent!.replace(/\s+/g, ' ').trim(),
      })))
      const normalize = (text: string) => text.replace(/\s+/g, '')
      expect(data.mainEntity.map((entry: { name: string }) => entry.name), locale).toEqual(visible.map((item) => item.question))
      data.mainEntity.forEach((entry: { acceptedAnswer: { text: string } }, index: number) => {
        expect(normalize(entry.acceptedAnswer.text), `${locale} #${index}`).toBe(normalize(visible[index]!.answer))
      })
    }
  })
})
