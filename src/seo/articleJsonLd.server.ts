import type { ArticleFrontmatter } from '../content/schema'
import type { ArticleSummary } from '../content/types'
import type { Locale } from '../i18n/locales'
import { absoluteUrl } from './site'

/**
 * WebPage structured data for an article page: its name, description, URL and language, and `dateModified` from the
 * English file's `updated`. Server only (prerendering).
 */
export function articleJsonLd(article: ArticleFrontmatter, summary: ArticleSummary, locale: Locale): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: article.heading,
    description: article.description,
    url: absoluteUrl(summary.slug, locale),
    inLanguage: locale,
    ...(summary.updated ? { dateModified: summary.updated } : {}),
  }
  // `<` is escaped so that no text can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
