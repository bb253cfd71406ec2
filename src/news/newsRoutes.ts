/**
 * The URLs of news, locale-free (src/i18n/localizedUrl.ts adds the prefix), and how a list is cut into pages:
 * /news/, /news/page/2/, /news/tags/<tag>/, /news/tags/<tag>/page/2/, /news/<slug>, and the feeds beside them.
 * Pure functions, shared by routing, the pages, the feeds and the sitemap (tests/unit/newsRoutes.test.ts).
 */
import { NEWS_TAGS, type NewsTag } from '../content/newsTags'

/** Posts per list page, and per feed. */
export const NEWS_PAGE_SIZE = 20

export const NEWS_FEEDS = {
  rss: { file: 'rss.xml', type: 'application/rss+xml' },
  atom: { file: 'atom.xml', type: 'application/atom+xml' },
  json: { file: 'feed.json', type: 'application/feed+json' },
} as const

export type NewsFeedKind = keyof typeof NEWS_FEEDS

/** What a news URL shows. `page` counts from 1. */
export type NewsView = { view: 'list'; page: number; tag?: NewsTag } | { view: 'post'; slug: string }

/** The number of list pages for `count` posts: an empty list still has its first page. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE))
}

/** The posts of list page `page` (from 1). */
export function pageSlice<Post>(posts: readonly Post[], page: number): Post[] {
  return posts.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE)
}

/** The folder of a list: `/news/` or `/news/tags/<tag>/`. */
export function newsListBase(tag?: NewsTag): string {
  return tag ? `/news/tags/${tag}/` : '/news/'
}

/** A list page's path: the first page is the folder itself, the others `page/<n>/` in it. */
export function newsListPath(page: number, tag?: NewsTag): string {
  return page <= 1 ? newsListBase(tag) : `${newsListBase(tag)}page/${page}/`
}

export function newsPostPath(slug: string): string {
  return `/news/${slug}`
}

/** A feed's path: a locale's news feeds, or a tag's RSS feed (`/news/tags/<tag>/rss.xml`). */
export function newsFeedPath(kind: NewsFeedKind, tag?: NewsTag): string {
  return `${newsListBase(tag)}${NEWS_FEEDS[kind].file}`
}

function isTag(value: string): value is NewsTag {
  return (NEWS_TAGS as readonly string[]).includes(value)
}

/**
 * What a locale-free path shows, given the published posts' slugs and tags; undefined for any other path (the
 * 404 page). CAREFUL HERE: it answers only for pages that exist: `/news/page/1/` (the first page has one URL),
 * a page past the last, an unknown tag or slug are all undefined.
 */
export function parseNewsPath(
  pathname: string,
  posts: readonly { slug: string; tags?: readonly string[] }[],
): NewsView | undefined {
  const parts = pathname.replace(/^\/+|\/+$/g, '').split('/')
  if (parts[0] !== 'news') return undefined
  let rest = parts.slice(1)
  let tag: NewsTag | undefined
  if (rest[0] === 'tags') {
    if (!rest[1] || !isTag(rest[1])) return undefined
    tag = rest[1]
    rest = rest.slice(2)
  }
  const listed = tag ? posts.filter(post => post.tags?.includes(tag)) : posts
  if (rest.length === 0)
    return tag && listed.length === 0 ? undefined : { view: 'list', page: 1, ...(tag ? { tag } : {}) }
  if (rest.length === 2 && rest[0] === 'page' && /^[1-9]\d*$/.test(rest[1]!)) {
    const page = Number(rest[1])
    if (page < 2 || page > pageCount(listed.length)) return undefined
    return { view: 'list', page, ...(tag ? { tag } : {}) }
  }
  if (!tag && rest.length === 1 && posts.some(post => post.slug === rest[0])) return { view: 'post', slug: rest[0]! }
  return undefined
}

/**
 * Every news page as PARTLY_ENGLISH and the sitemap name pages (src/seo/site.ts pageRoute): the list pages, the
 * tags in use and their pages, and each post (`news/<slug>`).
 */
export function newsPageNames(posts: readonly { slug: string; tags?: readonly NewsTag[] }[]): string[] {
  const lists = (tag?: NewsTag) => {
    const count = tag ? posts.filter(post => post.tags?.includes(tag)).length : posts.length
    return Array.from({ length: pageCount(count) }, (_, index) => newsListPath(index + 1, tag).slice(1))
  }
  const tags = NEWS_TAGS.filter(tag => posts.some(post => post.tags?.includes(tag)))
  return [...lists(), ...tags.flatMap(lists), ...posts.map(post => newsPostPath(post.slug).slice(1))]
}
