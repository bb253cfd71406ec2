import { type AnyNode, type Element, isTag, type Text } from 'domhandler'
import { findAll, findOne, textContent } from 'domutils'
import { LOCALES } from '../../src/i18n/locales'
import { FIXTURE_CONSTANTS } from '../fixture-site/constants'
import { DEFAULT_SITE_ORIGIN } from '../../src/seo/site'
import { expect, pageUrl, ROUTES, test } from './fixtures'
import { servedHead, servedPage, structuredData } from './served'

// The figures and links of the content the site under test was built from (tests/fixture-site/constants.ts).
const { BRAND_NAME } = FIXTURE_CONSTANTS

test.describe('search engines', () => {
  // The 36 pages read as served (search engines and link previews do not run the page), each failure naming its page.
  test(
    'every page has its own title and description, a canonical URL and hreflang alternates for all locales, and a ' +
      "large social card with its locale's 1200×630 image, which shows the hero line",
    async ({ request }) => {
      const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) })
      const titles = new Set<string>()
      const images = new Set<string>()
      const one = (pattern: RegExp) => [expect.stringMatching(pattern)]
      for (const locale of LOCALES) {
        for (const route of ROUTES) {
          const url = pageUrl(route, locale)
          const head = await servedHead(request, url)
          const title = head.title
          expect.soft(title, url).not.toBe('')
          expect.soft(head.charsetAt, `${url}: <meta charset> in the first 1024 bytes`).toBeLessThan(1024)
          titles.add(title)
          expect.soft(head.meta('name', 'description'), url).toEqual(one(/.{40,}/))
          expect
            .soft(
              head.links('canonical').map(link => link.href),
              url,
            )
            .toEqual([DEFAULT_SITE_ORIGIN + url])
          expect
            .soft(
              head.links('alternate').flatMap(link => (link.hreflang === undefined ? [] : [link.hreflang])),
              url,
            )
            .toEqual([...LOCALES, 'x-default'])
          expect.soft(head.meta('property', 'og:title'), url).toEqual([title])
          expect.soft(head.meta('name', 'theme-color'), url).toHaveLength(1)
          expect.soft(head.meta('name', 'robots'), url).toEqual([])
          // The social card.
          const image = head.meta('property', 'og:image')
          expect.soft(image, url).toEqual([`${DEFAULT_SITE_ORIGIN}/og/${locale}.png`])
          images.add(image[0]!)
          expect.soft(head.meta('name', 'twitter:card'), url).toEqual(['summary_large_image'])
          expect.soft(head.meta('property', 'og:image:width'), url).toEqual(['1200'])
          expect.soft(head.meta('property', 'og:image:height'), url).toEqual(['630'])
          expect.soft(head.meta('property', 'og:image:alt'), url).toEqual(one(/\S{3,}/))
          expect.soft(head.meta('property', 'og:description'), url).toEqual(one(/.{40,}/))
        }
        const response = await request.get(`/og/${locale}.png`)
        expect.soft(response.status()).toBe(200)
        expect.soft(response.headers()['content-type']).toBe('image/png')
        const body = await response.body()
        expect.soft(body.subarray(1, 4).toString()).toBe('PNG')
        expect.soft(pngSize(body)).toEqual({ width: 1200, height: 630 })
        expect.soft(body.length).toBeGreaterThan(20_000)
      }
      expect.soft(titles.size).toBe(LOCALES.length * ROUTES.length)
      expect(images.size).toBe(LOCALES.length)
    },
  )

  test('the favicon set and the web manifest are served, with icons of the sizes they claim', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const hrefs = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll(links => links.map(link => `${link.getAttribute('rel')} ${link.getAttribute('href')}`))
    // The SVG icon is inlined (no request before the first paint) and is the published mark.
    const svg = await (await request.get('/favicon.svg')).text()
    expect(hrefs).toEqual([
      'manifest /site.webmanifest',
      'icon /favicon.ico',
      'apple-touch-icon /apple-touch-icon.png',
      `icon data:image/svg+xml,${encodeURIComponent(svg.trim())}`,
    ])
    // The inlined icon is a picture the browser draws (tests/nginx/csp.spec.ts checks it under the real policy).
    const drawn = await page.evaluate(
      async href => {
        const image = new Image()
        image.src = href
        return image.decode().then(
          () => image.naturalWidth,
          () => 0,
        )
      },
      hrefs.at(-1)!.replace(/^icon /, ''),
    )
    expect(drawn).toBeGreaterThan(0)
    const png = async (url: string) => {
      const body = await (await request.get(url)).body()
      return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
    }
    expect(await png('/apple-touch-icon.png')).toEqual({ width: 180, height: 180 })
    const ico = await request.get('/favicon.ico')
    expect(ico.status()).toBe(200)
    expect((await ico.body()).readUInt16LE(2)).toBe(1)
    const manifest = (await (await request.get('/site.webmanifest')).json()) as {
      name: string
      icons: { src: string; sizes: string; purpose: string }[]
    }
    expect(manifest.name).toBe(BRAND_NAME)
    expect(manifest.icons.some(icon => icon.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons.filter(entry => entry.src.endsWith('.png'))) {
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(await png(icon.src), icon.src).toEqual({ width, height })
    }
  })

  test('the sitemap lists all 36 pages and the news with their alternates, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1]!)
    // The news pages (tests/e2e/news.spec.ts) come on top of the 36 fixed ones.
    const news = locs.filter(loc => /^https:\/\/[^/]+(\/[\w-]+)?\/news\//.test(loc))
    expect(locs.length - news.length).toBe(36)
    for (const locale of LOCALES)
      for (const route of ROUTES) expect(locs).toContain(DEFAULT_SITE_ORIGIN + pageUrl(route, locale))
    for (const locale of LOCALES)
      expect(news).toContain(`${DEFAULT_SITE_ORIGIN}${locale === 'en' ? '' : `/${locale}`}/news/`)
    // Every page of the real content is translated: each has all its alternates.
    expect(sitemap.match(/<xhtml:link /g)).toHaveLength(locs.length * (LOCALES.length + 1))
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${DEFAULT_SITE_ORIGIN}/sitemap.xml`)
  })

  // Read as served, as search engines read both: the accordion is prerendered, and the page script leaves it as it is
  // (tests/e2e/pages.spec.ts).
  test('/faq carries FAQPage structured data matching the visible accordion, in every locale', async ({ request }) => {
    for (const locale of LOCALES) {
      const url = pageUrl('/faq', locale)
      const { document } = await servedPage(request, url)
      const data = structuredData(document, url) as {
        '@type': string
        mainEntity: { name: string; acceptedAnswer: { text: string } }[]
      }
      expect(data['@type']).toBe('FAQPage')
      // Each table cell of the visible answer is marked where it ends: \u0000 before the next cell, \u0001 at a row's
      // end.
      const text = (node: AnyNode): string => {
        if (node.type === 'text') return (node as Text).data
        if (!isTag(node)) return ''
        const inner = node.children.map(text).join('')
        if (node.name !== 'th' && node.name !== 'td') return inner
        const cells = (node.parent as Element).children.filter(
          cell => isTag(cell) && (cell.name === 'th' || cell.name === 'td'),
        )
        return inner + (cells.indexOf(node) < cells.length - 1 ? '\u0000' : '\u0001')
      }
      const faq = findOne(element => element.attribs.id === 'faq', document.children)
      const visible = findAll(element => element.name === 'details', faq?.children ?? []).map(item => {
        const summary = item.children.find(child => isTag(child) && child.name === 'summary') as Element
        const answer = item.children.slice(item.children.indexOf(summary) + 1).find(isTag)!
        return { question: textContent(summary).trim(), answer: text(answer) }
      })
      expect(visible.length, url).toBeGreaterThan(0)
      // The same words as the page, spaces aside; only where a table cell or row ends may the structured data add
      // what src/format/plainText.ts writes there: "、" or "," between cells, "." or "。" at a row's end, and where a
      // table reads as one sentence (Latin, Cyrillic, Hangul) the "and" between headings, ":" after them and ";"
      // between rows, a cell's opening capital lowered inside the sentence (so letters compare case-blind).
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const expected = (answer: string) =>
        new RegExp(
          `^${answer
            .replace(/\s+/g, '')
            .split(/([\u0000\u0001])/)
            .map(part => (part === '\u0000' ? '(?:[、,]|\\p{L}{1,3})?' : part === '\u0001' ? '[.。:;]?' : escape(part)))
            .join('')}$`,
          'iu',
        )
      expect(
        data.mainEntity.map((entry: { name: string }) => entry.name),
        locale,
      ).toEqual(visible.map(item => item.question))
      data.mainEntity.forEach((entry: { acceptedAnswer: { text: string } }, index: number) => {
        expect(entry.acceptedAnswer.text.replace(/\s+/g, ''), `${locale} #${index}`).toMatch(
          expected(visible[index]!.answer),
        )
      })
    }
  })

  // Three pages of each language (issue 43), read as served.
  test("titles and the card's alt text use each language's separators (issue 43)", async ({ request }) => {
    const dash: Record<string, string> = { fr: '–', de: '–' }
    const colon: Record<string, RegExp> = { fr: /^Reelfi\u00a0: \S/, ja: /^Reelfi：\S/, 'zh-TW': /^Reelfi：\S/ }
    for (const locale of LOCALES) {
      for (const route of ['/search/', '/official', '/faq']) {
        const url = locale === 'en' ? route : `/${locale}${route}`
        const head = await servedHead(request, url)
        const title = head.title
        const expectedDash = dash[locale] ?? '—'
        expect.soft(title, url).toContain(` ${expectedDash} Reelfi`)
        // One kind of dash in a title: no "Rechercher — Reelfi" among "FAQ – Reelfi".
        expect.soft(title, url).not.toMatch(expectedDash === '–' ? /—/ : / – /)
        expect
          .soft(head.meta('property', 'og:image:alt'), url)
          .toEqual([expect.stringMatching(colon[locale] ?? /^Reelfi: \S/)])
      }
    }
  })

  test(
    'the FAQ\'s table reads as a sentence in its structured data (issue 43: "Porcentaje, Destino. 60%, ' +
      'Recompensas…")',
    async ({ page }) => {
      await page.goto(pageUrl('/faq', 'es'))
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
      const split = data.mainEntity
        .map((entry: { acceptedAnswer: { text: string } }) => entry.acceptedAnswer.text)
        .find((text: string) => text.startsWith('Porcentaje'))
      expect(split).toMatch(
        /^Porcentaje y destino: 60\s?%, recompensas watch-to-earn para los espectadores; 20\s?%, la preventa; 20\s?%, el pool de liquidez\.$/u,
      )
    },
  )
})
