import { FOOTER_SLUGS, type FooterColumn } from './footerSlugs'
import type { ArticleSummary } from './types'

export type FixedFooterSlug = (typeof FOOTER_SLUGS)[FooterColumn][number]

export interface FooterEntry {
  slug: string
  /** The page exists in English and is not a draft: the entry links to it; otherwise it is a "Soon" placeholder. */
  published: boolean
}

/**
 * The footer's Resources and Legal columns: first the fixed entries of FOOTER_SLUGS (src/content/footerSlugs.ts), in
 * that order, each published or not; then every other published article that declares `footer: resources|legal`, by
 * slug (the file name: stable in every language, and the writer chooses it).
 */
export function footerColumns(articles: readonly ArticleSummary[]): { column: FooterColumn; entries: FooterEntry[] }[] {
  const published = new Set(articles.filter(article => !article.draft).map(article => article.slug))
  const fixed = new Set<string>(Object.values(FOOTER_SLUGS).flat())
  return (Object.keys(FOOTER_SLUGS) as FooterColumn[]).map(column => ({
    column,
    entries: [
      ...FOOTER_SLUGS[column].map(slug => ({ slug, published: published.has(slug) })),
      ...articles
        .filter(article => article.footer === column && !article.draft && !fixed.has(article.slug))
        .map(article => article.slug)
        .sort()
        .map(slug => ({ slug, published: true })),
    ],
  }))
}
