import type { PageContext } from 'vike/types'
import { newsPageNames, newsPostPath, parseNewsPath, type NewsView } from './newsRoutes'
import { NEWS, NEWS_BANNER } from '../content/generated/news'
import type { NewsSummary } from '../content/types'

/**
 * The published news posts, newest first, as the content step decided on the day of the build (drafts and
 * future-dated posts are not in the generated list at all). Server only: routing, prerendering, head, banner.
 */
export function publishedNews(): readonly NewsSummary[] {
  return NEWS
}

/** The slug of the pinned post the banner announces on every page, if any is pinned and not expired. */
export function newsBannerSlug(): string | null {
  return NEWS_BANNER
}

/** Every news list URL to prerender (pages/news), locale-free (pages/+onPrerenderStart.ts adds each locale's copy). */
export function newsListUrls(): string[] {
  const posts = new Set(newsPostUrls())
  return newsPageNames(NEWS)
    .map(name => `/${name}`)
    .filter(url => !posts.has(url))
}

/** Every news post URL to prerender (pages/news-post), locale-free. */
export function newsPostUrls(): string[] {
  return NEWS.map(({ slug }) => newsPostPath(slug))
}

/**
 * What the news page being rendered shows, from its route (pages/news/+route.ts, pages/news-post/+route.ts); undefined
 * on other pages.
 */
export function newsView(pageContext: PageContext): NewsView | undefined {
  const name = pageContext.routeParams?.newsPage
  return name === undefined ? undefined : parseNewsPath(`/${name}`, NEWS)
}
