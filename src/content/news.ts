import type { PageContext } from 'vike/types'
import { newsPageNames, parseNewsPath, type NewsView } from '../news/newsRoutes'
import { NEWS, NEWS_BANNER } from './generated/news'
import type { NewsSummary } from './types'

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

/** Every news URL to prerender, locale-free (pages/+onPrerenderStart.ts adds each locale's copy). */
export function newsUrls(): string[] {
  return newsPageNames(NEWS).map((name) => `/${name}`)
}

/** What the news page being rendered shows, from its route (pages/news/+route.ts); undefined on other pages. */
export function newsView(pageContext: PageContext): NewsView | undefined {
  const name = pageContext.routeParams?.newsPage
  return name === undefined ? undefined : parseNewsPath(`/${name}`, NEWS)
}
