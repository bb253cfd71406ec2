import { LOCALES, type Locale } from '../../src/i18n/locales'
import { allowTimeForPages, expect, pageUrl, ROUTES, test } from './fixtures'

/**
 * Written out, not read from src/seo/site.ts, so that a wrong entry there fails. Spanish is Latin American, as
 * its copy is: es_LA (Meta's code for it; see OG_LOCALES), never Spain's es_ES.
 */
const OG_LOCALE: Record<Locale, string> = {
  en: 'en_US',
  'zh-TW': 'zh_TW',
  ja: 'ja_JP',
  ko: 'ko_KR',
  es: 'es_LA',
  it: 'it_IT',
  ru: 'ru_RU',
  fr: 'fr_FR',
  de: 'de_DE',
}

test.describe('the Open Graph locale says what <html lang> and hreflang say', () => {
  // Every page of every language in one tab (a tab per language cost more than its four pages); each failure names
  // its page.
  test("og:locale is the language's on every page, and the alternates are the other languages'", async ({ page }) => {
    allowTimeForPages(LOCALES.length * ROUTES.length)
    for (const locale of LOCALES) {
      for (const route of ROUTES) {
        const url = pageUrl(route, locale)
        await page.goto(url)
        const lang = await page.locator('html').getAttribute('lang')
        const ogLocale = await page.locator('meta[property="og:locale"]').getAttribute('content')
        expect.soft(ogLocale, url).toBe(OG_LOCALE[locale])
        // Same language as <html lang>, and the same territory where the lang names one (zh-TW ↔ zh_TW).
        const [language, territory] = ogLocale!.split('_')
        const [langLanguage, langRegion] = lang!.split('-')
        expect.soft(language, url).toBe(langLanguage)
        if (langRegion) expect.soft(territory, url).toBe(langRegion)
        // The hreflang link to this very page names the page's lang.
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        await expect
          .soft(page.locator(`link[rel="alternate"][href="${canonical}"]:not([hreflang="x-default"])`), url)
          .toHaveAttribute('hreflang', lang!)
        // og:locale:alternate: each other hreflang language, through the same table.
        const hreflangs = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll(links => links.map(link => link.getAttribute('hreflang')!))
        const alternates = await page
          .locator('meta[property="og:locale:alternate"]')
          .evaluateAll(metas => metas.map(meta => meta.getAttribute('content')))
        expect
          .soft(alternates, url)
          .toEqual(
            hreflangs.filter(code => code !== 'x-default' && code !== lang).map(code => OG_LOCALE[code as Locale]),
          )
      }
    }
  })
})
