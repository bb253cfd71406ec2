import type { PageContext } from 'vike/types'
import { pageLocale } from '../src/i18n/pageLocale'
import { ogImagePath, siteOrigin } from '../src/seo/site'

/**
 * The page's Open Graph card (scripts/build/ogImages.ts), absolute: an article's own, else the locale's. vike-react adds
 * og:image and a large Twitter card.
 */
export default (pageContext: PageContext) => siteOrigin() + ogImagePath(pageLocale(pageContext), pageContext.routeParams?.slug)
