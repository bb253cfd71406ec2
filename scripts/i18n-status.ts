/**
 * `npm run i18n:status [-- --check]`: one table of translation status for UI catalogs and content together.
 * Per locale: messages translated / missing / fuzzy, content files translated / falling back to English /
 * out of date. With --check it exits 1 on anything missing, fuzzy, out of date or inconsistent, or when the
 * catalogs are stale (`npm run i18n:extract` would change them); `npm test` runs it that way.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales.ts'
import { readCatalogStatus } from './i18n/catalogs.ts'
import { findStaleCatalogs } from './i18n/staleCatalogs.ts'
import { buildContent, formatProblem, type TranslationStatus } from './content/buildContent.ts'
import { defaultContentOptions, ROOT_DIR } from './content/run.ts'
import { formatTable } from './table.ts'

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } })
const localesDir = path.join(ROOT_DIR, 'locales')
const content = buildContent(defaultContentOptions())
if (content.problems.length > 0) {
  console.error(content.problems.map(formatProblem).join('\n'))
  console.error('\ni18n:status: fix the content problems above first (npm run content).')
  process.exit(1)
}

const english = readCatalogStatus(localesDir, DEFAULT_LOCALE)
const englishMissing = new Set(english.missing)
const rows: string[][] = [['locale', 'messages', 'missing', 'fuzzy', 'content', 'English fallback', 'out of date']]
const details: string[] = []
const filesIn = (status: TranslationStatus) => status.translated.length + status.fallback.length + status.outdated.length
const contentTotal = Math.max(0, ...Object.values(content.translation).map(filesIn))

for (const locale of LOCALES) {
  const catalog = locale === DEFAULT_LOCALE ? english : readCatalogStatus(localesDir, locale)
  const files = content.translation[locale]
  rows.push([
    locale === DEFAULT_LOCALE ? `${locale} (source)` : locale,
    `${catalog.translated}/${catalog.total}`,
    String(catalog.missing.length),
    String(catalog.fuzzy.length),
    files ? `${files.translated.length}/${contentTotal}` : `${contentTotal}/${contentTotal}`,
    files ? String(files.fallback.length) : '-',
    files ? String(files.outdated.length) : '-',
  ])
  const list = (label: string, items: string[]) => items.length > 0 && details.push(`${locale}: ${label}:\n  ${items.join('\n  ')}`)
  list('messages missing everywhere (the key is shown)', catalog.missing.filter((id) => englishMissing.has(id) || locale === DEFAULT_LOCALE))
  if (locale !== DEFAULT_LOCALE) list('messages missing (English is shown)', catalog.missing.filter((id) => !englishMissing.has(id)))
  list('fuzzy messages (English is shown until confirmed)', catalog.fuzzy)
  list('messages whose placeholders differ from English', catalog.placeholderMismatches)
  if (files) {
    list('content falling back to English', files.fallback.map((key) => `content/${locale}/${key}.mdx`))
    list('content out of date (run npm run i18n:stamp <file> once updated)', files.outdated.map((key) => `content/${locale}/${key}.mdx`))
  }
}

console.log(formatTable(rows))
if (details.length > 0) console.log(`\n${details.join('\n')}`)

if (values.check) {
  const stale = findStaleCatalogs(ROOT_DIR, localesDir)
  if (stale.length > 0) details.push(`stale catalogs (run npm run i18n:extract): ${stale.join(', ')}`)
  if (stale.length > 0) console.log(`\nstale catalogs — run npm run i18n:extract and commit: ${stale.join(', ')}`)
  if (details.length > 0) {
    console.error('\ni18n:status --check: translations are incomplete or stale (see above).')
    process.exit(1)
  }
  console.log('\ni18n:status --check: every locale is complete and up to date.')
}
