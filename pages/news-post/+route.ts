import type { PageContext } from 'vike/types'
import { publishedNews } from '../../src/news/newsView'
import { parseNewsPath } from '../../src/news/newsRoutes'

/**
 * A news post: `/news/<slug>` in every locale (+onBeforeRoute strips the prefix); the lists are pages/news.
 * `newsPage` is the page's name as PARTLY_ENGLISH and the sitemap write it (`news/<slug>`, no slash).
 * CAREFUL HERE: parseNewsPath answers only for posts that are published, so anything else stays the 404 page.
 * Route function: https://vike.dev/route-function
 */
export function route(pageContext: PageContext) {
  const view = parseNewsPath(pageContext.urlPathname, publishedNews())
  if (view?.view !== 'post') return false
  return { routeParams: { newsPage: pageContext.urlPathname.replace(/^\/+/, '').replace(/\/+$/, '') } }
}
