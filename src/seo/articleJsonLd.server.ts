import type { ArticleFrontmatter, BodyNode } from '../content/schema'
import type { ArticleSummary, Entry } from '../content/types'
import type { Locale } from '../i18n/locales'
import { absoluteUrl, ogImagePath, siteOrigin } from './site'

/** The first picture of a body, in reading order. */
export function firstImage(body: BodyNode[]): Extract<BodyNode, { type: 'image' }> | undefined {
  for (const node of body) {
    const found = node.type === 'image' ? node : 'children' in node ? firstImage(node.children) : undefined
    if (found) return found
  }
  return undefined
}

/**
 * WebPage structured data for an article page: its name, description, URL and language, `dateModified` from the
 * English file's `updated`, and its image: the body's first picture (its largest rendition in the source's format,
 * which every crawler reads), else the page's Open Graph card. Server only (prerendering).
 */
export function articleJsonLd(article: Entry<ArticleFrontmatter>, summary: ArticleSummary, locale: Locale): string {
  const image = firstImage(article.body)
  const data = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: article.heading,
    description: article.description,
    url: absoluteUrl(summary.slug, locale),
    inLanguage: locale,
    image: siteOrigin() + (image ? image.asset.src : ogImagePath(locale, summary.slug)),
    ...(summary.updated ? { dateModified: summary.updated } : {}),
  }
  // `<` is escaped so that no text can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
