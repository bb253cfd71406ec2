import type { PageContext } from 'vike/types'

/**
 * The text of the page's Open Graph card, for og:image:alt (pages/+Head.tsx): the locale's card shows the home page's
 * hero line (scripts/build/ogImages.ts); an article and a news post have their own card and their own +imageAlt.ts.
 */
export default (pageContext: PageContext) => pageContext.bundle?.content?.pages.home.heading
