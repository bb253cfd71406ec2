import type { Document } from 'domhandler'
import { findAll, findOne } from 'domutils'
import { axeViolations } from './axe'
import { expect, openEnhanced, test } from './fixtures'
import { FIXTURE_PORT } from './playwright.config'
import { servedHead, servedPage, structuredData } from './served'

/**
 * Pictures in content, against the fixture site (tests/fixture-site/build.ts): its app-tour article has a photo on the
 * first screen (a JPEG whose EXIF names a camera serial and a GPS position), a screenshot with a caption under the
 * first heading (German shows its own variant, app-home.de.png) and a table below.
 */
const FIXTURE_SITE = `http://localhost:${FIXTURE_PORT}`
const SIZES = '(min-width: 760px) 680px, 92vw'

test.use({ baseURL: FIXTURE_SITE })

/** The `<img>` elements of the page's article, as served. */
const articleImages = (document: Document) =>
  findAll(
    element => element.name === 'img',
    findOne(element => element.name === 'article', document.children)?.children ?? [],
  )

/** Resolves once every image of the page has arrived and is decoded (lazy ones are scrolled to first). */
async function loadEveryImage(page: import('@playwright/test').Page) {
  for (const image of await page.locator('article img').all()) await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() =>
      page
        .locator('article img')
        .evaluateAll(images =>
          images.every(image => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
        ),
    )
    .toBe(true)
}

test.describe('images in articles', () => {
  // Each test waits for pictures to arrive and decode (AVIF, up to 1600 px), and axe reads a long page: on a busy
  // two-core machine that runs past the default 30 s.
  test.describe.configure({ timeout: 90_000 })

  test(
    'a picture offers AVIF, WebP and the source format at several widths, with its size set; a title becomes the ' +
      'figure’s caption, an image without one is a plain picture',
    async ({ page }) => {
      await openEnhanced(page, '/app-tour')
      const hero = page.locator('article picture').first()
      await expect(hero.locator('source')).toHaveCount(2)
      await expect(hero.locator('source').nth(0)).toHaveAttribute('type', 'image/avif')
      await expect(hero.locator('source').nth(1)).toHaveAttribute('type', 'image/webp')
      for (const source of await hero.locator('source').all()) {
        await expect(source).toHaveAttribute('sizes', SIZES)
        await expect(source).toHaveAttribute(
          'srcset',
          /^\/assets\/images\/sunset-400\.[0-9a-f]{12}\.(avif|webp) 400w, .* 800w, .* 1200w, .*sunset-1600\.[0-9a-f]{12}\.(avif|webp) 1600w$/,
        )
      }
      const img = hero.locator('img')
      await expect(img).toHaveAttribute('src', /^\/assets\/images\/sunset-1600\.[0-9a-f]{12}\.jpg$/)
      await expect(img).toHaveAttribute(
        'srcset',
        /sunset-400\.[0-9a-f]{12}\.jpg 400w, .*sunset-1600\.[0-9a-f]{12}\.jpg 1600w$/,
      )
      await expect(img).toHaveAttribute('sizes', SIZES)
      await expect(img).toHaveAttribute('width', '1600')
      await expect(img).toHaveAttribute('height', '1067')
      await expect(img).toHaveAccessibleName('Green hills under an orange evening sky')
      // On the same load: a title becomes the figure’s caption; an image without one is a plain picture.
      const figure = page.getByRole('figure')
      await expect(figure).toHaveCount(1)
      await expect(figure).toHaveAccessibleName('The home screen, where every video starts')
      await expect(figure.locator('figcaption')).toHaveText('The home screen, where every video starts')
      await expect(figure.getByRole('img')).toHaveAccessibleName(
        'The home screen of the app: a purple bar, four video cards and a green button',
      )
      await expect(page.locator('article figure picture img')).toHaveCount(1)
      await expect(page.locator('article picture')).toHaveCount(2)
      // Chromium shows AVIF: it takes the first source, at a width that covers the column.
      await loadEveryImage(page)
      expect(await img.evaluate(element => (element as HTMLImageElement).currentSrc)).toMatch(
        /\/assets\/images\/sunset-\d+\.[0-9a-f]{12}\.avif$/,
      )
    },
  )

  test(
    'German shows its own screenshot (app-home.de.png), described and captioned in German, and the ' + 'shared photo',
    async ({ page }) => {
      await openEnhanced(page, '/de/app-tour')
      const screenshot = page.getByRole('figure').locator('img')
      await expect(screenshot).toHaveAttribute('src', /^\/assets\/images\/app-home\.de-1440\.[0-9a-f]{12}\.png$/)
      await expect(page.getByRole('figure').locator('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        /app-home\.de-400\./,
      )
      await expect(screenshot).toHaveAccessibleName(
        'Der Startbildschirm der App: eine orange Leiste, vier Videokarten und eine grüne Schaltfläche',
      )
      await expect(page.getByRole('figure').locator('figcaption')).toHaveText(
        'Der Startbildschirm, mit dem jedes Video beginnt',
      )
      await expect(page.locator('article img').first()).toHaveAttribute('src', /^\/assets\/images\/sunset-1600\./)
      // A locale without a variant shows the shared file.
      await openEnhanced(page, '/ja/app-tour')
      await expect(page.getByRole('figure').locator('img')).toHaveAttribute('src', /^\/assets\/images\/app-home-1440\./)
    },
  )

  // Read as served (tests/e2e/served.ts): attributes, head tags and files, which no script of the page changes.
  test('the photo on the first screen loads at once with high priority; the one further down loads lazily', async ({
    request,
  }) => {
    const [hero, screenshot] = articleImages((await servedPage(request, '/app-tour')).document)
    expect(hero?.attribs.loading).toBe('eager')
    expect(hero?.attribs.fetchpriority).toBe('high')
    expect(hero?.attribs).not.toHaveProperty('decoding')
    expect(screenshot?.attribs.loading).toBe('lazy')
    expect(screenshot?.attribs.decoding).toBe('async')
    expect(screenshot?.attribs).not.toHaveProperty('fetchpriority')
  })

  test('renditions are served as hashed, immutable assets, with no EXIF, camera serial or GPS position', async ({
    request,
  }) => {
    const { document } = await servedPage(request, '/app-tour')
    const article = findOne(element => element.name === 'article', document.children)
    const picture = article && findOne(element => element.name === 'picture', article.children)
    expect(picture, 'the article’s first picture').toBeTruthy()
    const urls = findAll(element => element.name === 'source' || element.name === 'img', picture!.children).flatMap(
      element => element.attribs.srcset!.split(', ').map(candidate => candidate.split(' ')[0]!),
    )
    expect(urls).toHaveLength(12)
    for (const url of urls) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable')
      expect(response.headers()['content-type'], url).toMatch(/^image\/(avif|webp|jpeg)/)
      const bytes = await response.body()
      expect(bytes.includes('SN-0042-SECRET'), url).toBe(false)
      expect(bytes.includes('FixtureCam'), url).toBe(false)
      expect(bytes.includes('Exif\0\0'), url).toBe(false)
    }
  })

  test('the article has its own Open Graph card, and its JSON-LD names its first image', async ({ request }) => {
    const head = await servedHead(request, '/de/app-tour')
    expect(head.meta('property', 'og:image')).toEqual(['https://reelfi.app/og/de/app-tour.png'])
    expect(head.meta('property', 'og:image:alt')).toEqual(['Reelfi: App-Rundgang (Testseite)'])
    const card = await request.get('/og/de/app-tour.png')
    expect(card.status()).toBe(200)
    const png = await card.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    const jsonLd = structuredData((await servedPage(request, '/de/app-tour')).document, '/de/app-tour')
    expect(jsonLd.image).toMatch(/^https:\/\/reelfi\.app\/assets\/images\/sunset-1600\.[0-9a-f]{12}\.jpg$/)
  })

  test('nothing moves while the pictures arrive: cumulative layout shift 0 on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    // Layout shifts of the page's own content, as Chromium reports them (the nav bar that compacts on scroll is not
    // content, and is left out). Buffered: shifts before the script's first line count too.
    await page.addInitScript(() => {
      const window_ = window as unknown as { layoutShift: number; shiftSources: string[] }
      window_.layoutShift = 0
      window_.shiftSources = []
      new PerformanceObserver(list => {
        for (const entry of list.getEntries() as unknown as {
          value: number
          hadRecentInput: boolean
          sources: { node?: Node }[]
        }[]) {
          const inContent = entry.sources.some(({ node }) => node && document.querySelector('main')?.contains(node))
          if (entry.hadRecentInput || !inContent) continue
          window_.layoutShift += entry.value
          window_.shiftSources.push(...entry.sources.map(({ node }) => node?.nodeName ?? '?'))
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // Every rendition answers only after the page's first paint, so that the boxes are laid out before any picture.
    await page.route('**/assets/images/**', async route => {
      const response = await route.fetch()
      await page.evaluate(() => new Promise(resolve => requestAnimationFrame(resolve))).catch(() => {})
      await route.fulfill({ response })
    })
    await openEnhanced(page, '/app-tour')
    await loadEveryImage(page)
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const { layoutShift, shiftSources } = await page.evaluate(() => {
      const { layoutShift, shiftSources } = window as unknown as { layoutShift: number; shiftSources: string[] }
      return { layoutShift, shiftSources }
    })
    expect(shiftSources).toEqual([])
    expect(layoutShift).toBe(0)
  })

  test('without JavaScript the pictures and the caption are all there', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: FIXTURE_SITE })
    const page = await context.newPage()
    await page.goto('/de/app-tour')
    await expect(page.getByRole('figure').locator('figcaption')).toHaveText(
      'Der Startbildschirm, mit dem jedes Video beginnt',
    )
    await loadEveryImage(page)
    await context.close()
  })

  for (const path of ['/app-tour', '/de/app-tour']) {
    test(`axe finds no violation on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await openEnhanced(page, path)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
