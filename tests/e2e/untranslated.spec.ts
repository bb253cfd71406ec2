import fs from 'node:fs'
import path from 'node:path'
import { LOCALES } from '../../src/i18n/locales'
import { DEFAULT_SITE_ORIGIN } from '../../src/seo/site'
import { FIXTURE_NEW_FAQ, fixtureSiteDir } from '../fixture-site/build'
import { axeViolations } from './axe'
import { expect, pageUrl, ROUTES, test } from './fixtures'
import { FIXTURE_PORT } from './playwright.config'

/**
 * New English content among translated pages, against the fixture site (tests/fixture-site/build.ts): it adds a FAQ
 * entry in English only (order 14, so /faq shows it and the home page, which shows the first six, does not) and
 * article pages in English only or translated into German. Search engines see what each page shows: only a page
 * whose main content is in English (an untranslated article) is noindex and out of the sitemap.
 */
const FIXTURE_SITE = `http://localhost:${FIXTURE_PORT}`
test.use({ baseURL: FIXTURE_SITE })

const OTHER_LOCALES = LOCALES.filter(locale => locale !== 'en')
/** The fixture's article pages and the locales each is translated into (English is its source). */
const ARTICLES: Record<string, readonly string[]> = {
  'privacy-policy': ['en', 'de'],
  'app-tour': ['en', 'de'],
  'press-kit': ['en'],
}
/** The FAQ entries translated into `locale`: the fixture site's content/<locale>/faq/ files, counted. */
const translatedFaqCount = (locale: string) =>
  fs.readdirSync(path.join(fixtureSiteDir('launch'), 'content', locale, 'faq')).filter(name => name.endsWith('.mdx'))
    .length
const articleUrl = (slug: string, locale: string) => (locale === 'en' ? `/${slug}` : `/${locale}/${slug}`)
/** "Not yet translated" in each language, written out (not read from the catalogs the site is built from). */
const MARKER: Record<string, string> = {
  'zh-TW': '尚未翻譯',
  ja: '未翻訳',
  ko: '아직 번역되지 않음',
  es: 'Aún sin traducir',
  it: 'Non ancora tradotto',
  ru: 'Ещё не переведено',
  fr: 'Pas encore traduit',
  de: 'Noch nicht übersetzt',
}

test.describe('new English content among translations', () => {
  // Runs axe in full on a slow machine.
  test.setTimeout(60_000)
  test(
    'every home, FAQ and How It Works page stays indexed, with its canonical URL and all ' + 'hreflang alternates',
    async ({ request }) => {
      for (const locale of LOCALES) {
        for (const route of ROUTES) {
          const url = pageUrl(route, locale)
          const html = await (await request.get(url)).text()
          expect(html, url).not.toMatch(/<meta name="robots"/)
          expect(html, url).toContain(`<link rel="canonical" href="${DEFAULT_SITE_ORIGIN}${url}"`)
          for (const alternate of LOCALES)
            expect(html.toLowerCase(), `${url} → ${alternate}`).toContain(`hreflang="${alternate.toLowerCase()}"`)
        }
      }
    },
  )

  test('an article page is noindex exactly in the languages it is not translated into', async ({ request }) => {
    for (const [slug, translated] of Object.entries(ARTICLES)) {
      for (const locale of LOCALES) {
        const url = articleUrl(slug, locale)
        const html = await (await request.get(url)).text()
        if (translated.includes(locale)) expect(html, url).not.toMatch(/<meta name="robots"/)
        else expect(html, url).toMatch(/<meta name="robots" content="noindex"/)
      }
    }
  })

  test('the sitemap lists every indexed page with its alternates, and no noindex page', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, url]) => url!.slice(DEFAULT_SITE_ORIGIN.length))
      // The news pages are checked by tests/e2e/news.spec.ts (an untranslated post is noindex and not listed).
      .filter(url => !/^(\/[\w-]+)?\/news\//.test(url))
    const expected = [
      ...ROUTES.flatMap(route => LOCALES.map(locale => pageUrl(route, locale))),
      ...Object.entries(ARTICLES).flatMap(([slug, translated]) => translated.map(locale => articleUrl(slug, locale))),
    ]
    expect(listed.sort()).toEqual(expected.sort())
    const faqEntry = sitemap.split('<url>').find(entry => entry.includes(`<loc>${DEFAULT_SITE_ORIGIN}/de/faq</loc>`))
    for (const locale of LOCALES) expect(faqEntry).toContain(`hreflang="${locale}"`)
  })

  test(
    'the English entry is lang="en" with the marker in the page\'s language; translated ones ' + 'are not marked',
    async ({ page }) => {
      for (const locale of OTHER_LOCALES) {
        const url = pageUrl('/faq', locale)
        await page.goto(url)
        const entry = page.locator('#faq details', { hasText: FIXTURE_NEW_FAQ.question })
        await expect(entry, url).toHaveAttribute('lang', 'en')
        const marker = entry.getByText(MARKER[locale]!, { exact: true })
        await expect(marker, url).toBeVisible()
        await expect(marker, url).toHaveAttribute('lang', locale)
        await expect(page.locator('html'), url).toHaveAttribute('lang', locale)
        // The translated entries keep the page's language and carry no marker.
        await expect(page.locator('#faq details:not([lang])'), url).toHaveCount(translatedFaqCount(locale))
        await expect(page.getByText(MARKER[locale]!, { exact: true }), url).toHaveCount(1)
      }
    },
  )

  test(
    "the English entry's accessible name is the question alone; the marker, in the page's language, " + 'describes it',
    async ({ page }) => {
      for (const locale of ['de', 'ja'] as const) {
        const url = pageUrl('/faq', locale)
        await page.goto(url)
        const summary = page.locator('#faq details', { hasText: FIXTURE_NEW_FAQ.question }).locator('summary')
        await expect(summary, url).toHaveAccessibleName(FIXTURE_NEW_FAQ.question)
        await expect(summary, url).toHaveAccessibleDescription(MARKER[locale]!)
        // Still seen: the marker is hidden from the name only.
        await expect(summary.getByText(MARKER[locale]!, { exact: true }), url).toBeVisible()
        // A translated entry has no description.
        await expect(page.locator('#faq details:not([lang]) summary').first(), url).not.toHaveAttribute(
          'aria-describedby',
        )
        // axe, with the English entry open (WCAG rules, experimental ones too, as tests/e2e/a11y.spec.ts runs them).
        await summary.click()
        expect(await axeViolations(page, '#faq'), url).toEqual([])
      }
    },
  )

  test('figures in the English entry are written the English way on every page', async ({ page }) => {
    for (const locale of ['de', 'fr', 'ja'] as const) {
      const url = pageUrl('/faq', locale)
      await page.goto(url)
      const entry = page.locator('#faq details', { hasText: FIXTURE_NEW_FAQ.question })
      await entry.locator('summary').click()
      await expect(entry.locator('[data-faq-answer]'), url).toContainText("the $24,000 creators' gate")
    }
  })

  test('the home page, which shows the first six entries only, shows no English entry and no marker', async ({
    page,
  }) => {
    await page.goto(pageUrl('/', 'de'))
    await expect(page.locator('#faq details')).toHaveCount(6)
    await expect(page.locator('main [lang="en"]')).toHaveCount(0)
    await expect(page.getByText(MARKER.de!)).toHaveCount(0)
  })

  test('English pages carry no marker', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.locator('#faq details', { hasText: FIXTURE_NEW_FAQ.question })).not.toHaveAttribute('lang')
    await expect(page.getByText('Not yet translated')).toHaveCount(0)
  })

  test('an untranslated article is lang="en" and carries the marker', async ({ page }) => {
    await page.goto('/ja/press-kit')
    await expect(page.locator('main article')).toHaveAttribute('lang', 'en')
    await expect(page.locator('main article').getByText(MARKER.ja!, { exact: true })).toHaveAttribute('lang', 'ja')
  })
})
