import type { BodyNode } from '../content/schema'
import type { Locale } from '../i18n/locales'
import { ogImagePath, siteOrigin } from './site'

/** The first picture of a body, in reading order. */
function firstImage(body: BodyNode[]): Extract<BodyNode, { type: 'image' }> | undefined {
  for (const node of body) {
    const found = node.type === 'image' ? node : 'children' in node ? firstImage(node.children) : undefined
    if (found) return found
  }
  return undefined
}

/**
 * The image of a page's structured data: the body's first picture (its largest rendition in the source's format,
 * which every crawler reads), else the page's Open Graph card (`cardSlug` as ogImagePath names it).
 */
export function jsonLdImage(body: BodyNode[], locale: Locale, cardSlug: string): string {
  const image = firstImage(body)
  return siteOrigin() + (image ? image.asset.src : ogImagePath(locale, cardSlug))
}

/** Structured data as the text of a `<script type="application/ld+json">`: `<` is escaped so no text can close it. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
