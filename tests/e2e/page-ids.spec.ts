import fs from 'node:fs'
import path from 'node:path'
import { findAll, findOne } from 'domutils'
import { fixtureSiteDir } from '../fixture-site/build'
import { isReservedId } from '../../src/content/reservedIds'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import { expect, test } from './fixtures'
import { servedPage } from './served'

/**
 * Every id on a built page is there once, so a deep link (/faq#<entry>, #how-it-works) lands on one element; and
 * every id the layout and the sections put on the home and FAQ pages is in src/content/reservedIds.ts, the list
 * `npm run content` keeps FAQ file names out of (a FAQ entry adds `<name>` and `faq-<name>`).
 */
/** The plain fixture site the tests are served (playwright.config.ts), never the live build. */
const CLIENT_DIR = path.join(fixtureSiteDir('plain'), 'dist/client')

/**
 * The URL of each built visitor page: dist/client/<path>/index.html, as the static server serves it (not the editor at
 * /admin/).
 */
function builtPages(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    const isDir = entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(full).isDirectory())
    if (isDir)
      return entry.name === 'assets' || (prefix === '' && entry.name === 'admin')
        ? []
        : builtPages(full, `${prefix}/${entry.name}`)
    return entry.name === 'index.html' ? [`${prefix}/`] : []
  })
}

/**
 * Read when a test runs, not when the file is loaded: Playwright may list the tests before its web server has built the
 * fixture site.
 */
let pages: string[] | undefined
const builtUrls = () => (pages ??= builtPages(CLIENT_DIR))

test.describe('ids on the built pages', () => {
  test('there are pages to check', () => {
    expect(builtUrls()).toContain('/')
    expect(builtUrls()).toContain('/faq/')
    expect(builtUrls()).toContain('/de/faq/')
  })

  // One test per language, each page of it read as served, before any script (a tab's page load cost a second of
  // CPU a page, most of this suite's time). A failure names every page with an id used twice, not only the first.
  // The home and FAQ pages (a locale prefix, not any short folder such as /news/) are also checked for ids of their
  // own missing from src/content/reservedIds.ts, on the same read.
  const localeOf = (url: string) =>
    LOCALES.find(locale => locale !== DEFAULT_LOCALE && url.startsWith(`/${locale}/`)) ?? DEFAULT_LOCALE
  const prefixes = LOCALES.filter(locale => locale !== DEFAULT_LOCALE).join('|')
  const homeOrFaq = new RegExp(`^(/(${prefixes}))?/(faq/)?$`)
  for (const locale of LOCALES) {
    test(`${locale}: every id on each of its pages is there once; those of home and FAQ are in reservedIds.ts`, async ({
      request,
    }) => {
      const urls = builtUrls().filter(url => localeOf(url) === locale)
      expect(urls.length).toBeGreaterThan(0)
      expect.soft(urls.filter(url => homeOrFaq.test(url))).toHaveLength(2)
      for (const url of urls) {
        const { document } = await servedPage(request, url)
        const ids = findAll(element => element.attribs.id !== undefined, document.children).map(
          element => element.attribs.id!,
        )
        expect.soft(ids.length, `${url}: ids`).toBeGreaterThan(0)
        expect
          .soft(
            ids.filter((id, index) => ids.indexOf(id) !== index),
            `${url}: ids used more than once`,
          )
          .toEqual([])
        if (!homeOrFaq.test(url)) continue
        // A FAQ entry's ids: the answer (`<name>`, inside the item) and the item (`faq-<name>`).
        const faq = findOne(element => element.attribs.id === 'faq', document.children)
        const entries = new Set(
          findAll(
            element => element.name === 'details' && element.attribs.id?.startsWith('faq-') === true,
            faq?.children ?? [],
          ).flatMap(item => [item.attribs.id!, item.attribs.id!.slice('faq-'.length)]),
        )
        expect.soft(entries.size, `${url}: FAQ entries`).toBeGreaterThan(0)
        // The "Not yet translated" marker of an entry shown in English is `faq-<name>:not-translated` (no file name has
        // a colon).
        const own = ids.filter(id => !entries.has(id) && !entries.has(id.split(':')[0]!) && !isReservedId(id))
        expect.soft(own, `${url}: ids missing from RESERVED_IDS`).toEqual([])
      }
    })
  }
})
