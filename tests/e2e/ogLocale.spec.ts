import { LOCALES, type Locale } from '../../src/i18n/locales'
import { expect, pageUrl, ROUTES, test } from './fixtures'
import { servedHead } from './served'

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
  // Every page of every language, read as served (link previews do not run the page); each failure names its page.
  test("og:locale is the language's on every page, and the alternates are the other languages'", async ({
    request,
  }) => {
    for (const locale of LOCALES) {
      for (const route of ROUTES) {
        const url = pageUrl(route, locale)
        const head = await servedHead(request, url)
        const lang = head.lang ?? ''
        const ogLocales = head.meta('property', 'og:locale')
        expect.soft(ogLocales, url).toEqual([OG_LOCALE[locale]])
        // Same language as <html lang>, and the same territory where the lang names one (zh-TW ↔ zh_TW).
        const [language, territory] = (ogLocales[0] ?? '').split('_')
        const [langLanguage, langRegion] = lang.split('-')
        expect.soft(language, url).toBe(langLanguage)
        if (langRegion) expect.soft(territory, url).toBe(langRegion)
        // The hreflang link to this very page names the page's lang.
        const canonical = head.links('canonical').map(link => link.href)
        expect.soft(canonical, url).toHaveLength(1)
        const alternates = head.links('alternate').filter(link => link.hreflang !== undefined)
        expect
          .soft(
            alternates
              .filter(link => link.href === canonical[0] && link.hreflang !== 'x-default')
              .map(link => link.hreflang),
            url,
          )
          .toEqual([lang])
        // og:locale:alternate: each other hreflang language, through the same table.
        expect.soft(head.meta('property', 'og:locale:alternate'), url).toEqual(
          alternates
            .map(link => link.hreflang!)
            .filter(code => code !== 'x-default' && code !== lang)
            .map(code => OG_LOCALE[code as Locale]),
        )
      }
    }
  })
})
