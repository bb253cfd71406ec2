/**
 * Runs after `vike build`: writes dist/client/sitemap.xml (every indexable page in every locale, article pages included, with its
 * xhtml:link alternates) and dist/client/robots.txt pointing to it. The origin is SITE_ORIGIN (src/seo/site.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { PAGE_IDS } from '../../src/content/schema.ts'
import { ARTICLES } from '../../src/content/generated/articles.ts'
import { PARTLY_ENGLISH } from '../../src/content/generated/status.ts'
import { LOCALES } from '../../src/i18n/locales.ts'
import { absoluteUrl, alternates, siteOrigin } from '../../src/seo/site.ts'
import { siteDir } from './siteDir.ts'

const outDir = siteDir()
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error('build-seo: dist/client/index.html is missing — run `vike build` first')
  process.exit(1)
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
const entries: string[] = []
// Drafts are never built, so they are never listed.
const pages = [...PAGE_IDS, ...ARTICLES.filter((article) => !article.draft).map((article) => article.slug)]
for (const page of pages) {
  const links = alternates(page, PARTLY_ENGLISH)
    .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escape(href)}"/>`)
    .join('\n')
  for (const locale of LOCALES) {
    // Pages still partly in English are noindex, so they stay out of the sitemap too.
    if (PARTLY_ENGLISH[locale].includes(page)) continue
    entries.push(`  <url>\n    <loc>${escape(absoluteUrl(page, locale))}</loc>\n${links}\n  </url>`)
  }
}
fs.writeFileSync(path.join(outDir, 'sitemap.xml'), [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...entries,
  '</urlset>',
  '',
].join('\n'))
fs.writeFileSync(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin()}/sitemap.xml\n`)
console.log(`build-seo: sitemap.xml with ${entries.length} pages, robots.txt (origin ${siteOrigin()})`)
