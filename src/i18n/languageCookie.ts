/**
 * The cookie that keeps a language chosen in the language menu, so that the root `/` opens in it on later visits
 * instead of in the browser's language (scripts/deploy/rootLanguage.ts, issue 50). It holds a locale code and
 * nothing else, is first-party, sent over HTTPS only and with top-level navigations (SameSite=Lax).
 * Its name is Netlify's: `nf_lang` is what Netlify's `Language=` redirect rules read in place of Accept-Language
 * (https://docs.netlify.com/routing/redirects/redirect-options/), so one cookie is honoured by every host.
 */
export const LANGUAGE_COOKIE = 'nf_lang'

/** Kept for a year: a choice of language outlives a session. */
const MAX_AGE_S = 365 * 24 * 60 * 60

/** The `document.cookie` assignment that remembers `locale`. */
export const languageCookie = (locale: string) =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax; Secure`
