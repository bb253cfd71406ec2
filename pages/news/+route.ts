import type { PageContext } from 'vike/types'
import { publishedNews } from '../../src/content/news'
import { parseNewsPath } from '../../src/news/newsRoutes'

/**
 * The news pages: `/news/`, `/news/page/<n>/`, `/news/tags/<tag>/` (and its pages), `/news/<slug>`, in every locale
 * (+onBeforeRoute strips the prefix). `newsPage` is the page's name as PARTLY_ENGLISH and the sitemap write it.
 * CAREFUL HERE: parseNewsPath answers only for pages that exist, so anything else stays the 404 page.
 * Route function: https://vike.dev/route-function
 */
export function route(pageContext: PageContext) {
  const view = parseNewsPath(pageContext.urlPathname, publishedNews())
  if (!view) return false
  const name = pageContext.urlPathname.replace(/^\/+/, '')
  // One name per page: a list's name ends with a slash (`news/`), a post's does not (`news/<slug>`).
  return { routeParams: { newsPage: view.view === 'post' ? name.replace(/\/+$/, '') : name.replace(/\/*$/, '/') } }
}
