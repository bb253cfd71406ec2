import type { ArticleFrontmatter } from '../content/schema'
import type { ArticleSummary, Entry } from '../content/types'
import type { Locale } from '../i18n/locales'
import { jsonLdImage, jsonLdText } from './jsonLd.server'
import { absoluteUrl } from './site'

/**
 * WebPage structured data for an article page: its name, description, URL and language, `dateModified` from the
 * English file's `updated`, and its image: the body's first picture (its largest rendition in the source's format,
 * which every crawler reads), else the page's Open Graph card. Server only (prerendering).
 */
export function articleJsonLd(article: Entry<ArticleFrontmatter>, summary: ArticleSummary, locale: Locale): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: article.heading,
    description: article.description,
    url: absoluteUrl(summary.slug, locale),
    inLanguage: locale,
    image: jsonLdImage(article.body, locale, summary.slug),
    ...(summary.updated ? { dateModified: summary.updated } : {}),
  }
  return jsonLdText(data)
}
