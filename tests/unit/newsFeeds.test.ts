import { describe, expect, it } from 'vitest'
import { xml2js, type Element } from 'xml-js'
import { z } from 'zod'
import { newsFeedFiles, type NewsTexts } from '../../scripts/news/feeds'
import { loadPageI18n } from '../../scripts/translation/pageI18n'
import type { NewsSummary } from '../../src/content/types'
import { LOCALES, type Locale } from '../../src/i18n/locales'

const ORIGIN = 'https://example.test'

/** 25 posts, newest first, every fifth tagged `security`; German has translated the newest one only. */
const POSTS: NewsSummary[] = Array.from({ length: 25 }, (_, index) => ({
  slug: `post-${25 - index}`,
  date: new Date(Date.UTC(2026, 0, 25 - index)).toISOString().slice(0, 10),
  ...((25 - index) % 5 === 0 ? { tags: ['security' as const] } : {}),
}))

function textsOf(locale: Locale): NewsTexts {
  const news = Object.fromEntries(
    POSTS.map(({ slug }, index) => {
      const translated = locale === 'en' || (locale === 'de' && index === 0)
      const title = translated && locale === 'de' ? `Beitrag ${slug} & <Nachricht>` : `Post ${slug} & <news>`
      return [
        slug,
        { id: slug, fallback: !translated, title, description: `About ${slug} & <more>.`, date: '', body: [] },
      ]
    }),
  )
  return { news } as unknown as NewsTexts
}

const files = newsFeedFiles(POSTS, textsOf, await loadPageI18n(), ORIGIN)

/** A strict XML parse (xml-js runs sax in strict mode): throws on anything that is not well-formed XML. */
function parseXml(text: string): Element {
  const document = xml2js(text, { compact: false }) as Element
  return document.elements!.find(element => element.type === 'element')!
}
const children = (element: Element, name: string) => (element.elements ?? []).filter(child => child.name === name)
const child = (element: Element, name: string) => children(element, name)[0]!
const textOf = (element: Element) => (element.elements ?? []).map(node => node.text ?? node.cdata ?? '').join('')

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): the fields the spec requires, and the ones the site uses. */
const jsonFeedSchema = z.strictObject({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string().min(1),
  home_page_url: z.url(),
  feed_url: z.url(),
  description: z.string(),
  language: z.string(),
  // 1.1 keeps 1.0's single `author` as a deprecated alias of `authors`; the feed library writes it for Atom's sake.
  author: z.strictObject({ name: z.string().min(1), url: z.url() }).optional(),
  items: z.array(
    z.strictObject({
      id: z.string().min(1),
      url: z.url(),
      title: z.string(),
      content_html: z.string(),
      image: z.url().optional(),
      date_published: z.iso.datetime(),
      date_modified: z.iso.datetime(),
      tags: z.array(z.string()).optional(),
      language: z.string(),
    }),
  ),
})

describe('news feeds', () => {
  it('writes RSS, Atom and JSON Feed for every locale, and RSS for each tag in use', () => {
    for (const locale of LOCALES) {
      const base = locale === 'en' ? 'news' : `${locale}/news`
      for (const name of ['rss.xml', 'atom.xml', 'feed.json', 'tags/security/rss.xml'])
        expect(files.has(`${base}/${name}`), `${base}/${name}`).toBe(true)
      expect(files.has(`${base}/tags/product/rss.xml`)).toBe(false) // no post carries it
    }
  })

  it('RSS 2.0 parses, holds the latest 20 posts with absolute URLs, and states each post’s language', () => {
    const rss = parseXml(files.get('de/news/rss.xml')!)
    expect(rss.name).toBe('rss')
    expect(rss.attributes).toMatchObject({ version: '2.0', 'xmlns:dc': 'http://purl.org/dc/elements/1.1/' })
    const channel = child(rss, 'channel')
    expect(textOf(child(channel, 'title'))).toBe('Reelfi-Neuigkeiten')
    expect(textOf(child(channel, 'description'))).toBe('Ankündigungen von Reelfi, immer zuerst auf dieser Website.')
    expect(textOf(child(channel, 'language'))).toBe('de')
    expect(textOf(child(channel, 'link'))).toBe(`${ORIGIN}/de/news/`)
    const items = children(channel, 'item')
    expect(items).toHaveLength(20)
    expect(items.map(item => textOf(child(item, 'link')))).toEqual(
      POSTS.slice(0, 20).map(({ slug }) => `${ORIGIN}/de/news/${slug}`),
    )
    expect(textOf(child(items[0]!, 'title'))).toBe('Beitrag post-25 & <Nachricht>')
    expect(textOf(child(items[0]!, 'description'))).toBe('About post-25 &amp; &lt;more&gt;.')
    expect(items.map(item => textOf(child(item, 'dc:language')))).toEqual(['de', ...Array(19).fill('en')])
  })

  it('Atom 1.0 parses, in the feed’s language, with each untranslated entry marked English', () => {
    const atom = parseXml(files.get('ja/news/atom.xml')!)
    expect(atom.name).toBe('feed')
    expect(atom.attributes).toMatchObject({ xmlns: 'http://www.w3.org/2005/Atom', 'xml:lang': 'ja' })
    expect(textOf(child(atom, 'title'))).toBe('Reelfiニュース')
    // RFC 4287 §4.1.1: the feed names its author, since its entries do not.
    expect(textOf(child(child(atom, 'author'), 'name'))).toBe('Reelfi')
    const entries = children(atom, 'entry')
    expect(entries).toHaveLength(20)
    expect(entries.every(entry => entry.attributes?.['xml:lang'] === 'en')).toBe(true)
    expect(child(entries[0]!, 'link').attributes?.href).toBe(`${ORIGIN}/ja/news/post-25`)
    expect(textOf(child(entries[0]!, 'published'))).toBe('2026-01-25T00:00:00.000Z')
    // Atom's titles and summaries are HTML (type="html"): a title's "&" and "<" are text, never markup.
    expect(child(entries[0]!, 'title').attributes?.type).toBe('html')
    expect(textOf(child(entries[0]!, 'title'))).toBe('Post post-25 &amp; &lt;news&gt;')
  })

  it('JSON Feed 1.1 validates, with the feed’s and each item’s language', () => {
    for (const locale of LOCALES) {
      const feed = jsonFeedSchema.parse(JSON.parse(files.get(`${locale === 'en' ? '' : `${locale}/`}news/feed.json`)!))
      expect(feed.language).toBe(locale)
      expect(feed.items).toHaveLength(20)
      expect(feed.feed_url).toBe(`${ORIGIN}${locale === 'en' ? '' : `/${locale}`}/news/feed.json`)
    }
    const english = jsonFeedSchema.parse(JSON.parse(files.get('news/feed.json')!))
    expect(english.items.every(item => item.language === 'en')).toBe(true)
    expect(english.items[0]!.date_published).toBe('2026-01-25T00:00:00.000Z')
    expect(english.items[0]!.title).toBe('Post post-25 & <news>')
  })

  it('a tag’s RSS feed lists only that tag’s posts, under a title naming it in the feed’s language', () => {
    const channel = child(parseXml(files.get('fr/news/tags/security/rss.xml')!), 'channel')
    expect(textOf(child(channel, 'title'))).toBe('Actualités Reelfi\u00a0: Sécurité')
    expect(children(channel, 'item').map(item => textOf(child(item, 'link')))).toEqual(
      ['post-25', 'post-20', 'post-15', 'post-10', 'post-5'].map(slug => `${ORIGIN}/fr/news/${slug}`),
    )
  })

  it('names each feed in its language as the pages name it (src/news/feedTitles.ts, the compiled catalogs)', () => {
    const channelOf = (file: string) => {
      const channel = child(parseXml(files.get(file)!), 'channel')
      return { title: textOf(child(channel, 'title')), description: textOf(child(channel, 'description')) }
    }
    expect(channelOf('news/rss.xml')).toEqual({
      title: 'Reelfi news',
      description: 'Announcements from Reelfi, published on this site first.',
    })
    expect(channelOf('ja/news/rss.xml')).toEqual({
      title: 'Reelfiニュース',
      description: 'Reelfiからのお知らせは、まずこのサイトで公開します。',
    })
    expect(channelOf('ja/news/tags/security/rss.xml').title).toBe('Reelfiニュース：セキュリティ')
  })
})
