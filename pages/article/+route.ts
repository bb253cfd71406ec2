import type { PageContext } from 'vike/types'
import { publishedArticles } from '../../src/content/articles'

/**
 * An article page answers at `/<slug>` (and `/<locale>/<slug>`: +onBeforeRoute strips the prefix) only for a slug
 * of content/en/pages/: any other path is still the 404 page. CAREFUL HERE: never return true for an unknown slug.
 * Route function: https://vike.dev/route-function
 */
export function route(pageContext: PageContext) {
  const slug = pageContext.urlPathname.replace(/^\/|\/$/g, '')
  return publishedArticles().some(article => article.slug === slug) ? { routeParams: { slug } } : false
}
