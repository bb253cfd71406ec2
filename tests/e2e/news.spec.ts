import type { Page } from '@playwright/test'
import { type Element, isTag } from 'domhandler'
import { findAll, findOne, textContent } from 'domutils'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { FIXTURE_HIDDEN_NEWS } from '../fixture-site/build'
import { axeViolations } from './axe'
import { expect, openEnhanced, pageUrl, ROUTES, test } from './fixtures'
import { FIXTURE_PORT } from './playwright.config'
import { servedHead, servedPage, structuredData } from './served'

/**
 * News, against the fixture site (tests/fixture-site/build.ts), built as on 2026-12-01: the three real posts
 * (translated into every language; "beware-of-impersonators" pinned until 2027-06-30), 22 English-only fixture
 * posts dated 2026-10-01 to 10-22 (every third tagged `product`), a draft and a post scheduled for 2099.
 */
const FIXTURE_SITE = `http://localhost:${FIXTURE_PORT}`
const PINNED = 'beware-of-impersonators'

test.use({ baseURL: FIXTURE_SITE })

const postTitles = (page: Page) => page.locator('main ol > li h2')

test.describe('news index', () => {
  test('lists posts newest first, 20 a page, with rel=prev/next in the head and the pagination', async ({ page }) => {
    await openEnhanced(page, '/news/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
    await expect(page).toHaveTitle('News — Reelfi')
    await expect(postTitles(page)).toHaveCount(20)
    await expect(postTitles(page).nth(0)).toHaveText('Beware of impersonators: Reelfi will never DM you first')
    await expect(postTitles(page).nth(1)).toHaveText('Presale opens soon: how the gate works')
    await expect(postTitles(page).nth(3)).toHaveText('Fixture post 22')
    await expect(postTitles(page).nth(19)).toHaveText('Fixture post 06')
    await expect(page.locator('main time').first()).toHaveText('November 24, 2026')
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/news/page/2/')
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://reelfi.app/news/')

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Older posts' }).click()
    await expect(page).toHaveURL(/\/news\/page\/2\/$/)
    await expect(postTitles(page)).toHaveText([
      'Fixture post 05',
      'Fixture post 04',
      'Fixture post 03',
      'Fixture post 02',
      'Fixture post 01',
    ])
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/news/')
    await expect(page.locator('head link[rel="next"]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('rel', 'prev')
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
  })

  test('every locale lists every post; an untranslated one in English, marked, and the index stays indexed', async ({
    page,
  }) => {
    await openEnhanced(page, '/de/news/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neuigkeiten')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    const translated = page.locator('main ol > li').nth(0)
    await expect(translated.locator('h2')).toHaveText('Vorsicht vor Betrügern: Reelfi schreibt dir nie zuerst')
    await expect(translated.locator('[lang="en"]')).toHaveCount(0)
    await expect(translated.locator('time')).toHaveText('24. November 2026')
    // Its tags read apart as text too (issue 43: "SicherheitAnkündigungen"), as the pills show them.
    await expect(translated.locator('p:has(a[href*="/tags/"])')).toHaveText(/^Sicherheit, Ankündigungen$/)
    const untranslated = page.locator('main ol > li').nth(3)
    await expect(untranslated.locator('[lang="en"] h2')).toHaveText('Fixture post 22')
    await expect(untranslated.getByText('Noch nicht übersetzt')).toBeVisible()
    await expect(untranslated.locator('[lang="en"]').getByText('Noch nicht übersetzt')).toHaveCount(0)
    await page.goto('/de/news/page/2/')
    await expect(postTitles(page)).toHaveCount(5)
    // Japanese dates, on the Japanese index.
    await page.goto('/ja/news/')
    await expect(page.locator('main time').first()).toHaveText('2026年11月24日')
  })

  test('a tag lists its posts only, and has its own RSS feed in the head', async ({ page }) => {
    await openEnhanced(page, '/news/tags/product/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News: Product')
    await expect(postTitles(page)).toHaveText([
      'News, now on the site, in nine languages',
      'Fixture post 21',
      'Fixture post 18',
      'Fixture post 15',
      'Fixture post 12',
      'Fixture post 09',
      'Fixture post 06',
      'Fixture post 03',
    ])
    await expect(page.locator('head link[rel="alternate"][href="/news/tags/product/rss.xml"]')).toHaveAttribute(
      'type',
      'application/rss+xml',
    )
    await page.goto('/fr/news/tags/security/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités\u00a0: Sécurité')
    await expect(postTitles(page)).toHaveCount(1)
  })
})

test.describe('news post', () => {
  test('shows the post with its date, tags, card and NewsArticle data', async ({ page }) => {
    await openEnhanced(page, '/news/presale-opens-soon')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presale opens soon: how the gate works')
    await expect(page.locator('main time[datetime="2026-11-20"]')).toHaveText('November 20, 2026')
    await expect(page.locator('main').getByText('$24,000')).toBeVisible()
    await expect(page.locator('main').getByRole('link', { name: 'Presale' })).toHaveAttribute(
      'href',
      '/news/tags/presale/',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://reelfi.app/news/presale-opens-soon',
    )
    const card = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(card).toBe('https://reelfi.app/og/en/news/presale-opens-soon.png')
    const image = await page.request.get(new URL(card!).pathname)
    expect(image.headers()['content-type']).toBe('image/png')
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Presale opens soon: how the gate works',
      datePublished: '2026-11-20',
      inLanguage: 'en',
    })
    await page.getByRole('link', { name: 'All news' }).click()
    await expect(page).toHaveURL(/\/news\/$/)
  })

  test('a translated post is indexed in its language; an untranslated one is English, marked and noindex', async ({
    page,
  }) => {
    await openEnhanced(page, '/it/news/presale-opens-soon')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'La prevendita apre presto: come funziona la soglia',
    )
    await expect(page.locator('main time')).toHaveText('20 novembre 2026')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await page.goto('/ko/news/fixture-post-07')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    await expect(page.locator('article[lang="en"] h1')).toHaveText('Fixture post 07')
    await expect(page.getByText('아직 번역되지 않음')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', inLanguage: 'en', datePublished: '2026-10-07' })
  })

  test('a draft and a scheduled post appear nowhere: no page, list, feed, sitemap entry or card', async ({ page }) => {
    for (const slug of Object.values(FIXTURE_HIDDEN_NEWS)) {
      for (const path of [`/news/${slug}`, `/de/news/${slug}`, `/og/en/news/${slug}.png`]) {
        expect((await page.request.get(path)).status(), path).toBe(404)
      }
    }
    const texts = await Promise.all(
      [
        '/news/',
        '/news/page/2/',
        '/news/rss.xml',
        '/news/atom.xml',
        '/news/feed.json',
        '/de/news/feed.json',
        '/sitemap.xml',
      ].map(async path => (await page.request.get(path)).text()),
    )
    for (const text of texts) {
      for (const slug of Object.values(FIXTURE_HIDDEN_NEWS)) expect(text).not.toContain(slug)
      expect(text).not.toContain('Fixture draft')
      expect(text).not.toContain('Fixture scheduled post')
    }
    // The scheduled post is the only one tagged `security` besides the real one: its tag page lists one post.
    await page.goto('/news/tags/security/')
    await expect(postTitles(page)).toHaveCount(1)
  })
})

test.describe('feeds in the head', () => {
  test('every page of every locale links its language’s RSS, Atom and JSON feeds, which parse', async ({
    page,
    request,
  }) => {
    // The feeds are fetched from a document of the site's origin with nothing else to load.
    await page.goto('/robots.txt')
    for (const locale of LOCALES) {
      const prefix = locale === 'en' ? '' : `/${locale}`
      // Read as served: feed readers find the links without running the page.
      for (const path of [
        ...ROUTES.map(route => pageUrl(route, locale)),
        `${prefix}/news/`,
        `${prefix}/news/${PINNED}`,
      ]) {
        const head = await servedHead(request, path)
        // The feeds, not the page's own Markdown copy (also an alternate with a type, issue 50).
        expect
          .soft(
            head
              .links('alternate')
              .filter(link => link.type !== undefined && link.type !== 'text/markdown')
              .map(link => [link.type, link.href]),
            path,
          )
          .toEqual([
            ['application/rss+xml', `${prefix}/news/rss.xml`],
            ['application/atom+xml', `${prefix}/news/atom.xml`],
            ['application/feed+json', `${prefix}/news/feed.json`],
          ])
      }
      // Each feed parses, in the browser's own XML parser, and names its language.
      const checked = await page.evaluate(async base => {
        const parse = async (file: string) =>
          new DOMParser().parseFromString(await (await fetch(`${base}/news/${file}`)).text(), 'application/xml')
        const rss = await parse('rss.xml')
        const atom = await parse('atom.xml')
        const json = await (await fetch(`${base}/news/feed.json`)).json()
        return {
          errors: rss.getElementsByTagName('parsererror').length + atom.getElementsByTagName('parsererror').length,
          rssLanguage: rss.querySelector('channel > language')?.textContent,
          rssItems: rss.querySelectorAll('item').length,
          atomLanguage: atom.documentElement.getAttribute('xml:lang'),
          jsonVersion: json.version,
          jsonLanguage: json.language,
          firstLink: rss.querySelector('item > link')?.textContent,
        }
      }, prefix)
      expect(checked).toEqual({
        errors: 0,
        rssLanguage: locale,
        rssItems: 20,
        atomLanguage: locale,
        jsonVersion: 'https://jsonfeed.org/version/1.1',
        jsonLanguage: locale,
        firstLink: `https://reelfi.app${prefix}/news/${PINNED}`,
      })
    }
  })
})

test.describe('pinned banner', () => {
  test('shows at the top of every page of every locale, links to the post, and stays dismissed', async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(pageUrl('/faq', locale))
      const banner = page.locator('[data-news-banner]')
      await expect(banner).toBeVisible()
      const prefix = locale === 'en' ? '' : `/${locale}`
      await expect(banner.getByRole('link')).toHaveAttribute('href', `${prefix}/news/${PINNED}`)
      const box = (await banner.boundingBox())!
      expect(box.y).toBe(0)
      expect(box.height).toBeLessThanOrEqual(48)
    }
    await openEnhanced(page, '/')
    const banner = page.getByRole('region', { name: 'Pinned announcement' })
    await expect(banner.getByRole('link')).toHaveText('Beware of impersonators: Reelfi will never DM you first')
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click()
    await expect(banner).toBeHidden()
    // Remembered: the next pages never draw it, so nothing moves when they paint.
    await page.goto('/de/how-it-works')
    await expect(page.locator('[data-news-banner]')).toBeHidden()
    await expect(page.locator('html')).toHaveClass(/news-banner-dismissed/)
  })

  test('reads whole on a 320 px phone in every locale: two lines, nothing cut', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const locale of LOCALES) {
      await page.goto(pageUrl('/faq', locale))
      const link = page.locator('[data-news-banner]').getByRole('link')
      const { cut, lines } = await link.evaluate(element => ({
        cut: element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
        lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
      }))
      expect({ locale, cut, lines }).toEqual({ locale, cut: false, lines: expect.any(Number) })
      expect(lines, locale).toBeLessThanOrEqual(2)
      // The page's first heading starts below the banner and the navigation, as at every width.
      const banner = (await page.locator('[data-news-banner]').boundingBox())!
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      expect(heading.y, locale).toBeGreaterThan(banner.y + banner.height)
    }
  })

  test('causes no layout shift, shown or dismissed before paint', async ({ page }) => {
    const shifts = async () =>
      page.evaluate(
        () =>
          new Promise<number>(resolve => {
            let total = 0
            new PerformanceObserver(list => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number
                hadRecentInput: boolean
              })[]) {
                if (!entry.hadRecentInput) total += entry.value
              }
            }).observe({ type: 'layout-shift', buffered: true })
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
          }),
      )
    await openEnhanced(page, '/news/')
    expect(await shifts()).toBe(0)
    // The banner's height comes from the page's HTML (pages/+htmlAttributes.ts), not from an html:has(.banner) that
    // Chromium applies only once parsing ends: a page painted before (a slow phone, a loaded machine) moved 40 px.
    expect(
      await page.evaluate(() => {
        const html = document.documentElement
        const withAttribute = getComputedStyle(html).getPropertyValue('--news-banner-height')
        html.removeAttribute('data-has-news-banner')
        const without = getComputedStyle(html).getPropertyValue('--news-banner-height')
        html.setAttribute('data-has-news-banner', '')
        return [withAttribute, without]
      }),
    ).toEqual(['40px', ''])
    await page.getByRole('button', { name: 'Dismiss announcement' }).click()
    const top = await page.getByRole('heading', { level: 1 }).evaluate(element => element.getBoundingClientRect().top)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/news-banner-dismissed/)
    expect(await shifts()).toBe(0)
    expect(await page.getByRole('heading', { level: 1 }).evaluate(element => element.getBoundingClientRect().top)).toBe(
      top,
    )
  })

  test('adds at most 1 KiB of script', async ({ page }) => {
    await page.goto('/')
    const inline = await page
      .locator('script:not([type]):not([src])')
      .evaluateAll(scripts => scripts.map(script => script.textContent ?? ''))
    expect(inline).toHaveLength(1)
    expect(new TextEncoder().encode(inline[0]).length).toBeLessThanOrEqual(1024)
  })

  test('axe finds no violation with the banner, on the news index and a post', async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of ['/', '/news/', '/ja/news/fixture-post-01', '/news/tags/product/']) {
      await openEnhanced(page, path)
      expect(await axeViolations(page), path).toEqual([])
    }
  })
})

test.describe('pinned banner without JavaScript', () => {
  test('is shown and its link works, with no dead dismiss button', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: FIXTURE_SITE,
      viewport: { width: 320, height: 640 },
    })
    const page = await context.newPage()
    await page.goto('/es/')
    const banner = page.getByRole('region', { name: 'Anuncio fijado' })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('button')).toBeHidden()
    await banner.getByRole('link').click()
    await expect(page).toHaveURL(/\/es\/news\/beware-of-impersonators$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cuidado con los impostores: Reelfi nunca te escribirá primero',
    )
    await context.close()
  })

  test('axe finds no violation on the page as it is without JavaScript', async ({ page }) => {
    test.setTimeout(60_000)
    // axe runs in the page, so JavaScript stays on; the page's own scripts are taken out of its HTML instead, which
    // leaves what a visitor without JavaScript gets (JSON-LD data blocks stay: they never run).
    await page.route(
      url => !/\.\w+$/.test(url.pathname),
      async route => {
        const response = await route.fetch()
        const html = (await response.text()).replace(
          /<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g,
          '',
        )
        await route.fulfill({ response, body: html })
      },
    )
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/es/')
    await expect(page.locator('html')).not.toHaveClass(/news-banner-js/)
    await expect(page.getByRole('region', { name: 'Anuncio fijado' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe("a news post's date and tags (issue 43)", () => {
  // Every language: its date format and list separator, read apart (so in search results too), and its NewsArticle
  // keywords, the tags' names in the page's language (schema.org parts keywords with commas).
  const EXPECTED: Record<Locale, readonly [meta: string, keywords: string]> = {
    en: ['November 24, 2026 · Security, Announcements', 'Security, Announcements'],
    'zh-TW': ['2026年11月24日 · 安全、官方公告', '安全, 官方公告'],
    ja: ['2026年11月24日 · セキュリティ、公式のお知らせ', 'セキュリティ, 公式のお知らせ'],
    ko: ['2026년 11월 24일 · 보안, 공지사항', '보안, 공지사항'],
    es: ['24 de noviembre de 2026 · Seguridad, Anuncios', 'Seguridad, Anuncios'],
    it: ['24 novembre 2026 · Sicurezza, Annunci', 'Sicurezza, Annunci'],
    ru: ['24 ноября 2026 г. · Безопасность, Объявления', 'Безопасность, Объявления'],
    fr: ['24 novembre 2026 · Sécurité, Annonces', 'Sécurité, Annonces'],
    de: ['24. November 2026 · Sicherheit, Ankündigungen', 'Sicherheit, Ankündigungen'],
  }
  // Each page read as served (htmlparser2): its line and data are markup no script changes. A failure names its page.
  test("in every language, read apart as text, keywords in the page's language", async ({ request }) => {
    const spaced = (element: Element) => textContent(element).replace(/\s+/g, ' ').trim()
    for (const [locale, [meta, keywords]] of Object.entries(EXPECTED) as [Locale, readonly [string, string]][]) {
      const url = locale === 'en' ? `/news/${PINNED}/` : `/${locale}/news/${PINNED}/`
      const { document } = await servedPage(request, url)
      // `main p:has(> time)`
      const main = findOne(element => element.name === 'main', document.children)
      const lines = findAll(
        element => element.name === 'p' && element.children.some(child => isTag(child) && child.name === 'time'),
        main ? [main] : [],
      )
      expect.soft(lines.length, `${url}: paragraphs with a <time>`).toBe(1)
      if (lines[0]) {
        expect.soft(spaced(lines[0]), url).toBe(meta)
        // The dot is for the eye; a screen reader hears the date, then the tags as links.
        const hidden = findAll(element => element.attribs['aria-hidden'] === 'true', lines[0].children)
        expect.soft(hidden.map(spaced), url).toEqual(['·'])
      }
      expect.soft(structuredData(document, url).keywords, url).toBe(keywords)
    }
  })
})
