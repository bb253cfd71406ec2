import type { PageContext } from 'vike/types'
import { newsBannerSlug } from '../src/news/newsView'
import { pageLocale } from '../src/i18n/pageLocale'

/**
 * `<html lang="…" data-has-news-banner="<slug>">` on every page while a pinned post's banner shows
 * (https://vike.dev/htmlAttributes): the banner's height and the page's top padding follow from it in the HTML itself
 * (src/components/NewsBanner.module.css). `lang` stays first, as pages/+lang.ts gives it.
 * CAREFUL HERE: not from `html:has(.banner)`. Chromium applies a :has() on an ancestor of elements the parser is
 * still adding only once the document is parsed, so a page painted before that (a slow phone, a loaded machine)
 * moved down 40 px when it was (tests/e2e/news.spec.ts, "causes no layout shift").
 */
export default (pageContext: PageContext) => {
  const slug = newsBannerSlug()
  return slug ? { lang: pageLocale(pageContext), 'data-has-news-banner': slug } : undefined
}
