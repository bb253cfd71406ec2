import type { I18n } from '@lingui/core'
import { BRAND_NAME } from '../content/constants'
import { TAG_NAMES } from '../news/tagNames'
import type { NewsFrontmatter } from '../content/schema'
import type { Entry, NewsSummary } from '../content/types'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { jsonLdImage, jsonLdText } from './jsonLd.server'
import { absoluteUrl, siteOrigin } from './site'
import { newsPostPath } from '../news/newsRoutes'

/**
 * NewsArticle structured data for a news post: headline, description, `datePublished`, URL, the language its text
 * is in (English where the post is not yet translated), the publisher and an image (the body's first picture, else
 * the post's Open Graph card), and its tags as keywords, named as the page names them ("Sicherheit", not the
 * slug "security"). Server only (prerendering).
 */
export function newsJsonLd(post: Entry<NewsFrontmatter>, summary: NewsSummary, locale: Locale, i18n: I18n): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title,
    description: post.description,
    datePublished: summary.date,
    url: absoluteUrl(newsPostPath(summary.slug).slice(1), locale),
    inLanguage: post.fallback ? DEFAULT_LOCALE : locale,
    image: jsonLdImage(post.body, locale, `news/${summary.slug}`),
    ...(summary.tags ? { keywords: summary.tags.map(tag => i18n._(TAG_NAMES[tag])).join(', ') } : {}),
    publisher: { '@type': 'Organization', name: BRAND_NAME, url: `${siteOrigin()}/` },
  }
  return jsonLdText(data)
}
