/**
 * Build step: sitemap.xml (every indexable page in every locale with its xhtml:link alternates) and robots.txt, for
 * SITE_ORIGIN (src/seo/site.ts), from the content index.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PAGE_IDS } from '../../src/content/schema.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { absoluteUrl, alternates, siteOrigin } from '../../src/seo/site.ts'
import type { ArticleSummary, NewsSummary } from '../../src/content/types.ts'
import { newsPageNames } from '../../src/news/newsRoutes.ts'

export function writeSeoFiles(
  outDir: string,
  articles: readonly ArticleSummary[],
  untranslated: Record<Locale, readonly string[]>,
  news: readonly NewsSummary[] = [],
): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
  const entries: string[] = []
  // Drafts and posts dated later are in no generated file, so they are never listed.
  const pages = [
    ...PAGE_IDS,
    ...articles.filter(article => !article.draft).map(article => article.slug),
    ...newsPageNames(news),
  ]
  for (const page of pages) {
    const links = alternates(page, untranslated)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escape(href)}"/>`)
      .join('\n')
    for (const locale of LOCALES) {
      // A page whose main content is still in English is noindex, so it stays out of the sitemap too.
      if (untranslated[locale]!.includes(page)) continue
      entries.push(`  <url>\n    <loc>${escape(absoluteUrl(page, locale))}</loc>\n${links}\n  </url>`)
    }
  }
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(
    path.join(outDir, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n'),
  )
  fs.writeFileSync(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin()}/sitemap.xml\n`)
  return `sitemap.xml with ${entries.length} pages, robots.txt (origin ${siteOrigin()})`
}
