import type { PageContext } from 'vike/types'
import { publishedNews } from '../../src/news/newsView'
import { parseNewsPath } from '../../src/news/newsRoutes'

/**
 * The news lists: `/news/`, `/news/page/<n>/`, `/news/tags/<tag>/` (and its pages), in every locale (+onBeforeRoute
 * strips the prefix); a post is pages/news-post, a page of its own so that a list gets none of a post's CSS and a
 * post none of a list's. `newsPage` is the page's name as PARTLY_ENGLISH and the sitemap write it, ending with a slash.
 * CAREFUL HERE: parseNewsPath answers only for pages that exist, so anything else stays the 404 page.
 * Route function: https://vike.dev/route-function
 */
export function route(pageContext: PageContext) {
  const view = parseNewsPath(pageContext.urlPathname, publishedNews())
  if (view?.view !== 'list') return false
  return { routeParams: { newsPage: pageContext.urlPathname.replace(/^\/+/, '').replace(/\/*$/, '/') } }
}
