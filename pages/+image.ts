import type { PageContext } from 'vike/types'
import { newsView } from '../src/news/newsView'
import { pageLocale } from '../src/i18n/pageLocale'
import { ogImagePath, siteOrigin } from '../src/seo/site'

/**
 * The page's Open Graph card (scripts/build/ogImages.ts), absolute: an article's or a news post's own, else the
 * locale's. vike-react adds og:image and a large Twitter card.
 */
export default (pageContext: PageContext) => {
  const news = newsView(pageContext)
  const own = news?.view === 'post' ? `news/${news.slug}` : pageContext.routeParams?.slug
  return siteOrigin() + ogImagePath(pageLocale(pageContext), own)
}
