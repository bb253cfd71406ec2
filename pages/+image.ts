import type { PageContext } from 'vike/types'
import { pageLocale } from '../src/i18n/pageLocale'
import { ogImagePath, siteOrigin } from '../src/seo/site'

/** The locale's Open Graph image (scripts/build/ogImages.ts), absolute; vike-react adds og:image and a large Twitter card. */
export default (pageContext: PageContext) => siteOrigin() + ogImagePath(pageLocale(pageContext))
