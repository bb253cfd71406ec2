/**
 * Build step: the news feeds of every locale, written with the `feed` library (RSS 2.0, Atom 1.0, JSON Feed 1.1, and
 * an RSS feed per tag in use), the latest published posts each in its own language. What the library does not write
 * (Atom's `xml:lang`, RSS's `dc:language`, JSON Feed 1.1) is added with xml-js, its own XML library.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Feed, type Item } from 'feed'
import { js2xml, xml2js, type Element } from 'xml-js'
import { BRAND_NAME } from '../../src/content/constants.ts'
import { typesetIndex } from '../../src/content/typesetContent.ts'
import type { LocaleContent, NewsSummary } from '../../src/content/types.ts'
import { NEWS_TAGS, type NewsTag } from '../../src/content/newsTags.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { localizedUrl } from '../../src/i18n/localizedUrl.ts'
import {
  NEWS_PAGE_SIZE,
  newsFeedPath,
  newsListPath,
  newsPostPath,
  type NewsFeedKind,
} from '../../src/news/newsRoutes.ts'
import { siteOrigin } from '../../src/seo/site.ts'
import { loadPageI18n, type PageI18n } from '../translation/pageI18n.ts'
import { readStoredIndex } from '../content/storedIndex.ts'

/** A locale's news titles and descriptions. */
export type NewsTexts = Pick<LocaleContent, 'news'>

function readNewsTexts(locale: Locale): NewsTexts {
  const { news } = readStoredIndex(locale) as NewsTexts
  // Typeset as the pages are (French no-break spaces).
  return typesetIndex({ news }, locale)
}

interface FeedInput {
  locale: Locale
  posts: readonly NewsSummary[]
  texts: NewsTexts
  origin: string
  tag?: NewsTag
  pageI18n: PageI18n
  /** Atom marks its titles `type="html"`: escaped there only. */
  htmlTitles?: boolean
}

/** A content text as HTML, as the summaries are HTML in every format: "Q&A <live>" is never markup. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const absolute = (origin: string, pathname: string, locale: Locale) => origin + localizedUrl(pathname, locale)

/** One locale's (or one tag's) feed, with the language of each item. */
function buildFeed({ locale, posts, texts, origin, tag, pageI18n, htmlTitles = false }: FeedInput): {
  feed: Feed
  languages: Locale[]
} {
  const i18n = pageI18n.i18n(locale)
  const titles = pageI18n.newsFeedTitles(i18n, tag)
  const tagName = (name: NewsTag) => i18n._(pageI18n.TAG_NAMES[name])
  const latest = posts.filter(post => !tag || post.tags?.includes(tag)).slice(0, NEWS_PAGE_SIZE)
  const feed = new Feed({
    title: titles.tag ?? titles.channel,
    description: titles.description,
    id: absolute(origin, newsListPath(1, tag), locale),
    link: absolute(origin, newsListPath(1, tag), locale),
    language: locale,
    // The newest post's day, not the build's time: an unchanged feed stays byte for byte the same.
    updated: new Date(`${latest[0]?.date ?? '1970-01-01'}T00:00:00Z`),
    generator: 'feed (https://github.com/jpmonette/feed)',
    feedLinks: tag
      ? { rss: absolute(origin, newsFeedPath('rss', tag), locale) }
      : {
          rss: absolute(origin, newsFeedPath('rss'), locale),
          atom: absolute(origin, newsFeedPath('atom'), locale),
          json: absolute(origin, newsFeedPath('json'), locale),
        },
    favicon: `${origin}/favicon.ico`,
    copyright: BRAND_NAME,
    // Atom (RFC 4287 §4.1.1) requires an author on the feed unless every entry has its own.
    author: { name: BRAND_NAME, link: `${origin}/` },
  })
  const languages: Locale[] = []
  for (const post of latest) {
    const text = texts.news[post.slug]
    if (!text)
      throw new Error(
        `news feed (${locale}): the post "${post.slug}" is not in the content index: run \`npm run content\``,
      )
    const language = text.fallback ? DEFAULT_LOCALE : locale
    languages.push(language)
    const link = absolute(origin, newsPostPath(post.slug), locale)
    const item: Item = {
      title: htmlTitles ? escapeHtml(text.title) : text.title,
      id: link,
      link,
      description: escapeHtml(text.description),
      date: new Date(`${post.date}T00:00:00Z`),
      published: new Date(`${post.date}T00:00:00Z`),
      category: (post.tags ?? []).map(name => ({
        name: tagName(name),
        term: name,
        domain: absolute(origin, newsListPath(1, name), locale),
      })),
      image: `${origin}/og/${locale}/news/${post.slug}.png`,
      // RSS items' language (Dublin Core); JSON Feed 1.1's item `language` is set below.
      extensions: [{ name: 'dc:language', objects: { _text: language } }],
    }
    feed.addItem(item)
  }
  return { feed, languages }
}

/** RSS 2.0 with the Dublin Core namespace the items' `dc:language` needs. */
function rss(feed: Feed): string {
  const document = xml2js(feed.rss2(), { compact: false }) as Element
  const root = document.elements!.find(element => element.name === 'rss')!
  root.attributes = { ...root.attributes, 'xmlns:dc': 'http://purl.org/dc/elements/1.1/' }
  // JSON Feed's `language` extension means nothing in RSS: only dc:language stays.
  return `${js2xml(document, { spaces: 2 })}\n`
}

/** Atom 1.0 with `xml:lang`: the feed's language, and an entry's own where it differs (a post not yet translated). */
function atom(feed: Feed, locale: Locale, languages: Locale[]): string {
  const document = xml2js(feed.atom1(), { compact: false }) as Element
  const root = document.elements!.find(element => element.name === 'feed')!
  root.attributes = { ...root.attributes, 'xml:lang': locale }
  const entries = (root.elements ?? []).filter(element => element.name === 'entry')
  entries.forEach((entry, index) => {
    if (languages[index] !== locale) entry.attributes = { ...entry.attributes, 'xml:lang': languages[index]! }
  })
  return `${js2xml(document, { spaces: 2 })}\n`
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): the library writes 1.0's version and no language. */
function jsonFeed(feed: Feed, locale: Locale, languages: Locale[]): string {
  const data = JSON.parse(feed.json1()) as { version: string; language?: string; items: Record<string, unknown>[] }
  const items = data.items.map((item, index) => {
    const { 'dc:language': _rssOnly, ...rest } = item
    return { ...rest, language: languages[index] }
  })
  const jsonFeed = { ...data, version: 'https://jsonfeed.org/version/1.1', language: locale, items }
  return `${JSON.stringify(jsonFeed, null, 2)}\n`
}

/** Every feed of the site as path → text; `posts` are the published posts, newest first. */
export function newsFeedFiles(
  posts: readonly NewsSummary[],
  textsOf: (locale: Locale) => NewsTexts,
  pageI18n: PageI18n,
  origin = siteOrigin(),
): Map<string, string> {
  const files = new Map<string, string>()
  const file = (kind: NewsFeedKind, locale: Locale, tag?: NewsTag) =>
    localizedUrl(newsFeedPath(kind, tag), locale).slice(1)
  const tags = NEWS_TAGS.filter(tag => posts.some(post => post.tags?.includes(tag)))
  for (const locale of LOCALES) {
    const texts = textsOf(locale)
    const { feed, languages } = buildFeed({ locale, posts, texts, origin, pageI18n })
    files.set(file('rss', locale), rss(feed))
    files.set(
      file('atom', locale),
      atom(buildFeed({ locale, posts, texts, origin, pageI18n, htmlTitles: true }).feed, locale, languages),
    )
    files.set(file('json', locale), jsonFeed(feed, locale, languages))
    for (const tag of tags)
      files.set(file('rss', locale, tag), rss(buildFeed({ locale, posts, texts, origin, tag, pageI18n }).feed))
  }
  return files
}

/** Writes every feed into the site; returns the paths written (for the compression of late files). */
export async function writeNewsFeeds(outDir: string, posts: readonly NewsSummary[]): Promise<string[]> {
  const files = newsFeedFiles(posts, readNewsTexts, await loadPageI18n())
  for (const [name, text] of files) {
    fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true })
    fs.writeFileSync(path.join(outDir, name), text)
  }
  return [...files.keys()]
}
