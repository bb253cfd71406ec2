import { type AnyNode, type Document, type Element, isText, type Text } from 'domhandler'
import { filter, findAll, findOne, textContent } from 'domutils'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { expect, pageUrl, ROUTES, test } from './fixtures'
import { closest, servedPage, sitemapPaths, titleText } from './served'

/**
 * One way of writing dollars per language, on every page (issue 34): body amounts, the stats, the description,
 * the structured data and the labels all write a sum the same way. Literal markers, not the formatter's output:
 * the test must fail if src/i18n/money.ts changes one language's style for some figures only.
 * `before`: the currency comes before its figure ("US$24,000"); otherwise after it ("24.000 Dollar", "200万ドル").
 */
const STYLE: Record<Locale, { marker: string; before: boolean; amounts: string[] }> = {
  en: { marker: '$', before: true, amounts: ['$24,000', '$2M'] },
  'zh-TW': { marker: '美元', before: false, amounts: ['24,000\u00a0美元', '200\u00a0萬美元'] },
  ja: { marker: 'ドル', before: false, amounts: ['24,000ドル', '200万ドル'] },
  ko: { marker: '달러', before: false, amounts: ['24,000달러', '200만\u00a0달러'] },
  es: { marker: 'US$', before: true, amounts: ['US$24,000', 'US$2\u00a0millones'] },
  it: { marker: 'dollari', before: false, amounts: ['24.000\u00a0dollari', '2\u00a0milioni\u00a0di\u00a0dollari'] },
  ru: { marker: 'долларов', before: false, amounts: ['24\u00a0000\u00a0долларов', '2\u00a0млн\u00a0долларов'] },
  fr: {
    marker: 'dollars',
    before: false,
    amounts: ['24\u202f000\u00a0dollars', '2\u00a0millions\u00a0de\u00a0dollars'],
  },
  de: { marker: 'Dollar', before: false, amounts: ['24.000\u00a0Dollar', '2\u00a0Millionen\u00a0Dollar'] },
}

/** Every way any language might mark a sum of dollars; the longest first, so "US$" is one marker, not "$". */
const CURRENCY = /US\$|USD|\$|美元|美金|ドル|달러|dollar[io]|dollars?|Dollar|доллар[а-я]*/gu

/**
 * Every text of a page in its own language, read from the page as served (no script of the site writes a sum: the
 * page script and the islands only copy, check and announce): the body, its labels and alternatives, its title and
 * descriptions, its structured data. Text the page marks as another language (an English fallback, `lang="en"`) is
 * left out: it is written as English writes it, and says so.
 */
function pageTexts(document: Document): string[] {
  const html = findOne(element => element.name === 'html', document.children)
  expect(
    findOne(element => element.name === 'body', document.children),
    'no <body>',
  ).toBeTruthy()
  const lang = html?.attribs.lang
  const own = (node: AnyNode) =>
    (closest(node, element => element.attribs.lang !== undefined)?.attribs.lang ?? lang) === lang
  // The head's texts are read below (its title); the rest is the body's, text after `</body>` included, which a
  // browser moves into it.
  const code = (element: Element) =>
    element.name === 'head' ||
    element.name === 'style' ||
    element.name === 'template' ||
    (element.name === 'script' && element.attribs.type !== 'application/ld+json')
  const texts: string[] = []
  for (const node of filter(isText, document)) if (own(node) && !closest(node, code)) texts.push((node as Text).data)
  for (const element of findAll(
    element => ['aria-label', 'alt', 'title'].some(name => name in element.attribs),
    document,
  )) {
    if (!own(element)) continue
    for (const name of ['aria-label', 'alt', 'title']) if (name in element.attribs) texts.push(element.attribs[name]!)
  }
  for (const meta of findAll(element => element.name === 'meta' && 'content' in element.attribs, document))
    texts.push(meta.attribs.content!)
  for (const data of findAll(
    element => element.name === 'script' && element.attribs.type === 'application/ld+json',
    document,
  ))
    texts.push(textContent(data))
  texts.push(titleText(findOne(element => element.name === 'title', document.children)))
  return texts
}

/** The pages of a locale: the routes every locale has, and every page its sitemap lists (articles). */
function pagesOf(locale: Locale, sitemap: string[]): string[] {
  const prefix = locale === 'en' ? '/' : `/${locale}/`
  const listed = sitemap.filter(path =>
    locale === 'en' ? !LOCALES.some(other => other !== 'en' && path.startsWith(`/${other}/`)) : path.startsWith(prefix),
  )
  return [...new Set([...ROUTES.map(route => pageUrl(route, locale)), ...listed])]
}

test.describe('money is written one way on every page', () => {
  let sitemap: string[] = []
  test.beforeAll(async ({ request }) => {
    sitemap = await sitemapPaths(request)
  })

  for (const locale of LOCALES) {
    test(`${locale}: every sum is written "${STYLE[locale].amounts.join('", "')}"`, async ({ request }) => {
      const style = STYLE[locale]
      const found = new Set<string>()
      const urls = pagesOf(locale, sitemap)
      for (const url of urls) {
        const text = pageTexts((await servedPage(request, url)).document).join('\n')
        for (const match of text.matchAll(CURRENCY)) {
          expect(
            match[0],
            `${url}: a sum written with "${match[0]}" where ${locale} writes "${style.marker}": ` +
              `…${text.slice(Math.max(0, match.index - 30), match.index + 30)}…`,
          ).toBe(style.marker)
          // The figure sits on the same side of the currency every time ("US$24,000", never "24,000 US$").
          const around = style.before
            ? text.slice(match.index + match[0].length, match.index + match[0].length + 1)
            : text.slice(Math.max(0, match.index - 16), match.index)
          expect(around, `${url}: "${match[0]}" without its figure ${style.before ? 'after' : 'before'} it`).toMatch(
            /\d/,
          )
          // A currency written as a Chinese or Japanese word runs on into the sentence: "24,000 美元的", never "美元 的".
          const next = text.slice(match.index + match[0].length, match.index + match[0].length + 2)
          expect(next, `${url}: a space after "${match[0]}" before CJK text`).not.toMatch(
            /^ [\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
          )
        }
        for (const amount of style.amounts) if (text.includes(amount)) found.add(amount)
      }
      // Both kinds of sum appear somewhere in the locale (the presale gate and the rewards stat), as the style says.
      expect([...found].sort()).toEqual([...style.amounts].sort())
    })
  }
})
