import type { APIRequestContext } from '@playwright/test'
import { findAll } from 'domutils'
import { LOCALES } from '../../src/i18n/locales'
import { expect, pageUrl, ROUTES, test } from './fixtures'
import { FIXTURE_PORT } from './playwright.config'
import { servedPage, sitemapPaths } from './served'

/** The `rel`s of a `<link>` whose file the browser fetches for the page. */
const FETCHED_RELS = new Set(['stylesheet', 'modulepreload', 'preload', 'icon', 'apple-touch-icon', 'manifest'])

/** The candidates of a `srcset`, their URLs only. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map(candidate => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean)

/** A module's static imports of its neighbours (`from"./chunk-….js"`), as Vite writes them. */
const STATIC_IMPORT = /\bfrom\s*["'](\.\.?\/[^"']+)["']/g

/**
 * Reads each page of `site` as served (`pages`: URL and the status it must answer with) and fetches, once each,
 * every file a page asks for: its stylesheets, preloads, icons, manifest, pictures (lazy ones too), and its page
 * script with the modules that script imports. Each must be a path from the site's root and answer 200. Every page
 * asks for a stylesheet and its page script. Returns the files asked for.
 */
async function walk(request: APIRequestContext, site: string, pages: [url: string, status: number][]) {
  const askedBy = new Map<string, string>()
  for (const [url, status] of pages) {
    const { document } = await servedPage(request, site + url, status)
    const asked: string[] = []
    for (const element of findAll(() => true, document.children)) {
      const { attribs } = element
      const rels = attribs.rel?.split(/\s+/) ?? []
      if (element.name === 'link' && rels.some(rel => FETCHED_RELS.has(rel)) && attribs.href) asked.push(attribs.href)
      if (element.name === 'link' && attribs.imagesrcset) asked.push(...srcsetUrls(attribs.imagesrcset))
      if (element.name === 'script' && attribs.src) asked.push(attribs.src)
      if (attribs['data-page-script']) asked.push(attribs['data-page-script'])
      if (['img', 'source', 'video'].includes(element.name)) {
        for (const name of ['src', 'poster']) if (attribs[name]) asked.push(attribs[name])
        if (attribs.srcset) asked.push(...srcsetUrls(attribs.srcset))
      }
    }
    const stylesheets = findAll(element => element.name === 'link' && element.attribs.rel === 'stylesheet', document)
    expect(stylesheets.length, `${url}: stylesheets`).toBeGreaterThan(0)
    expect(findAll(element => 'data-page-script' in element.attribs, document).length, `${url}: page script`).toBe(1)
    for (const href of asked) {
      if (href.startsWith('data:')) continue
      // A path from the site's root: never another origin, and never relative (a page's own folder differs with and
      // without its trailing slash, and the 404 page is answered at any depth).
      expect(href, `${url}: ${href} is not a path from the site's root`).toMatch(/^\/(?!\/)/)
      if (!askedBy.has(href)) askedBy.set(href, url)
    }
  }
  const queue = [...askedBy.keys()]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const response = await request.get(site + file, { maxRedirects: 0 })
    expect(response.status(), `${file}, asked for by ${askedBy.get(file)}`).toBe(200)
    if (!file.endsWith('.js')) continue
    for (const [, relative] of (await response.text()).matchAll(STATIC_IMPORT)) {
      const imported = new URL(relative!, `http://site${file}`).pathname
      if (!askedBy.has(imported)) {
        askedBy.set(imported, file)
        queue.push(imported)
      }
    }
  }
  return [...askedBy.keys()]
}

/**
 * Every page of a site: each route and search page in every language, every page its sitemap lists (articles, news),
 * and the 404 page, which is answered at any depth.
 */
async function pagesOf(request: APIRequestContext, site: string): Promise<[string, number][]> {
  const listed = await sitemapPaths(request, site)
  expect(listed.length, 'pages in the sitemap').toBeGreaterThan(ROUTES.length)
  const routes = LOCALES.flatMap(locale => [
    ...ROUTES.map(route => pageUrl(route, locale)),
    locale === 'en' ? '/search/' : `/${locale}/search/`,
  ])
  return [
    ...[...new Set([...routes, ...listed])].map((url): [string, number] => [url, 200]),
    ['/no/such/page', 404],
    ['/de/no/such/page', 404],
  ]
}

test.describe('every file the pages ask for is served by the site itself', () => {
  test('the site before launch', async ({ request, baseURL }) => {
    const site = new URL(baseURL!).origin
    await walk(request, site, await pagesOf(request, site))
  })

  test('the site at launch, with its pictures', async ({ request }) => {
    const site = `http://localhost:${FIXTURE_PORT}`
    const files = await walk(request, site, await pagesOf(request, site))
    expect(files.filter(file => file.startsWith('/assets/images/')).length, 'pictures asked for').toBeGreaterThan(0)
  })
})
