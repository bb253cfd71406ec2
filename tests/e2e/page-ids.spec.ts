import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../../scripts/rootDir'
import { isReservedId } from '../../src/content/reservedIds'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import { expect, test } from './fixtures'

/**
 * Every id on a built page is there once, so a deep link (/faq#<entry>, #how-it-works) lands on one element; and
 * every id the layout and the sections put on the home and FAQ pages is in src/content/reservedIds.ts, the list
 * `npm run content` keeps FAQ file names out of (a FAQ entry adds `<name>` and `faq-<name>`).
 */
const CLIENT_DIR = path.join(ROOT_DIR, 'dist/client')

/** The URL of each built page: dist/client/<path>/index.html, as the static server serves it. */
function builtPages(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    const isDir = entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(full).isDirectory())
    if (isDir) return entry.name === 'assets' ? [] : builtPages(full, `${prefix}/${entry.name}`)
    return entry.name === 'index.html' ? [`${prefix}/`] : []
  })
}

const PAGES = builtPages(CLIENT_DIR)
const idsOf = () => [...document.querySelectorAll('[id]')].map((element) => element.id)

test.describe('ids on the built pages', () => {
  test.use({ javaScriptEnabled: false })

  test('there are pages to check', () => {
    expect(PAGES).toContain('/')
    expect(PAGES).toContain('/faq/')
    expect(PAGES).toContain('/de/faq/')
  })

  for (const url of PAGES) {
    test(`${url}: every id is there once`, async ({ page }) => {
      await page.goto(url)
      const ids = await page.evaluate(idsOf)
      expect(ids.length).toBeGreaterThan(0)
      expect(ids.filter((id, index) => ids.indexOf(id) !== index), 'ids used more than once').toEqual([])
    })
  }

  // Home and FAQ of each language (a locale prefix, not any short folder such as /news/).
  const prefixes = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')
  const homeOrFaq = new RegExp(`^(/(${prefixes}))?/(faq/)?$`)
  for (const url of PAGES.filter((url) => homeOrFaq.test(url))) {
    test(`${url}: the page's own ids are all in src/content/reservedIds.ts`, async ({ page }) => {
      await page.goto(url)
      const ids = await page.evaluate(idsOf)
      // A FAQ entry's ids: the answer (`<name>`, inside the item) and the item (`faq-<name>`).
      const entries = new Set(await page.locator('#faq details[id^="faq-"]').evaluateAll((items) =>
        items.flatMap((item) => [item.id, item.id.slice('faq-'.length)])))
      expect(entries.size).toBeGreaterThan(0)
      // The "Not yet translated" marker of an entry shown in English is `faq-<name>:not-translated` (no file name has a colon).
      const own = ids.filter((id) => !entries.has(id) && !entries.has(id.split(':')[0]!) && !isReservedId(id))
      expect(own, 'ids missing from RESERVED_IDS').toEqual([])
    })
  }
})
