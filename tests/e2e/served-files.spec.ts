import { findAll } from 'domutils'
import { LOCALES } from '../../src/i18n/locales'
import { expect, pageUrl, ROUTES, test } from './fixtures'
import { servedPage } from './served'

/** The `rel`s of a `<link>` whose file the browser fetches for the page. */
const FETCHED_RELS = new Set(['stylesheet', 'modulepreload', 'preload', 'icon', 'apple-touch-icon', 'manifest'])

/** The candidates of a `srcset`, their URLs only. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map(candidate => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean)

/**
 * Every file a page of the site asks for (its stylesheets, preloads, icons, manifest, page script and pictures, lazy
 * ones included) is served, from the site itself: read from every page as served, each file fetched once. The walks
 * that read the pages' text as served (money, figures) load no page in a tab, so a missing file would otherwise show
 * on those pages only in the axe walk's routes.
 */
test('every file the pages ask for is served by the site itself', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => new URL(match[1]!).pathname)
  const pages = [...new Set([...LOCALES.flatMap(locale => ROUTES.map(route => pageUrl(route, locale))), ...listed])]
  expect(listed.length, 'pages in the sitemap').toBeGreaterThan(ROUTES.length)
  const askedBy = new Map<string, string>()
  for (const url of pages) {
    const { document } = await servedPage(request, url)
    const asked: string[] = []
    for (const element of findAll(() => true, document.children)) {
      const { attribs } = element
      if (element.name === 'link' && attribs.rel?.split(/\s+/).some(rel => FETCHED_RELS.has(rel)) && attribs.href)
        asked.push(attribs.href)
      if (element.name === 'script' && attribs.src) asked.push(attribs.src)
      if (attribs['data-page-script']) asked.push(attribs['data-page-script'])
      if ((element.name === 'img' || element.name === 'source') && attribs.src) asked.push(attribs.src)
      if ((element.name === 'img' || element.name === 'source') && attribs.srcset)
        asked.push(...srcsetUrls(attribs.srcset))
    }
    for (const href of asked) {
      if (href.startsWith('data:')) continue
      // A path from the site's root: never another origin, and never relative (a page's own folder differs with and
      // without its trailing slash).
      expect(href, `${url}: ${href} is not a path from the site's root`).toMatch(/^\/(?!\/)/)
      if (!askedBy.has(href)) askedBy.set(href, url)
    }
  }
  // Stylesheets and the page script at least, on every page.
  expect(askedBy.size, 'files the pages ask for').toBeGreaterThan(2)
  for (const [file, page] of askedBy) {
    const response = await request.get(file)
    expect(response.status(), `${file}, asked for by ${page}`).toBe(200)
  }
})
