import { msg } from '@lingui/core/macro'

/**
 * Messages that pages show and that the build also writes outside the pages (the Open Graph cards,
 * scripts/build/ogImages.ts, read through scripts/translation/pageI18n.ts): one descriptor for both, so that a renamed
 * message changes both. The news feeds' titles are src/news/feedTitles.ts, for the same reason.
 */

/** The badge of the hero, the token section and every locale's home card. */
export const COMING_SOON = msg`Coming soon`
