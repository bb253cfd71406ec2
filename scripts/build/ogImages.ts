/**
 * Build step: the Open Graph cards (scripts/build/ogCard.ts), drawn from data, never read back from the built pages:
 * - one per locale, `/og/<locale>.png`: the home page's hero line (content/<locale>/pages/home.mdx) and the
 *   "Coming soon" badge (locales/<locale>/messages.po), for the home, FAQ and How It Works pages;
 * - one per published article per locale, `/og/<locale>/<slug>.png`: the article's heading as that locale shows it.
 * Drawing is the slow part (fonts cut to size, layout, rasterising): each card is cached under
 * node_modules/.cache/reelfi/og/ by the hash of everything it is drawn from, so an unchanged card is never redrawn.
 * Usage: tsx scripts/build/ogImages.ts --dir dist/client   (or `buildOgImages(dir)` from the build)
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import PO from 'pofile'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales.ts'
import type { LocaleContent } from '../../src/content/types.ts'
import { ogImagePath, siteOrigin } from '../../src/seo/site.ts'
import { ROOT_DIR } from '../content/run.ts'
import { drawCard, FONT_PACKAGES } from './ogCard.ts'
import { siteDir } from './siteDir.ts'

const require = createRequire(import.meta.url)
export const OG_CACHE_DIR = path.join(ROOT_DIR, 'node_modules/.cache/reelfi/og')

interface CardInput {
  locale: Locale
  heading: string
  badge?: string
  /** Where the card is written, e.g. `/og/de/privacy-policy.png`. */
  path: string
}

/** The versions of everything that draws a card besides its text: the card's code, satori, resvg and the fonts. */
function drawingVersion(): string {
  const versionOf = (pkg: string) => (JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version
  return JSON.stringify({
    card: createHash('sha256').update(fs.readFileSync(fileURLToPath(new URL('./ogCard.ts', import.meta.url)))).digest('hex'),
    packages: ['satori', '@resvg/resvg-js', 'subset-font', ...FONT_PACKAGES.map((font) => font.pkg)].map((pkg) => `${pkg}@${versionOf(pkg)}`),
  })
}

/** A message of a locale's catalog, or English's when it is not translated yet (as the pages show it). */
function catalogMessage(locale: Locale, msgid: string): string {
  const read = (code: Locale) => PO.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', code, 'messages.po'), 'utf8'))
    .items.find((item) => item.msgid === msgid && !item.msgctxt)?.msgstr[0]
  return read(locale) || read(DEFAULT_LOCALE) || msgid
}

async function contentOf(locale: Locale): Promise<LocaleContent> {
  return (await import(`../../src/content/generated/${locale}.ts`) as { default: LocaleContent }).default
}

/** Every card the site needs, from the content index and the catalogs. */
export async function cardInputs(): Promise<CardInput[]> {
  const { ARTICLES } = await import('../../src/content/generated/articles.ts')
  const inputs: CardInput[] = []
  for (const locale of LOCALES) {
    const content = await contentOf(locale)
    inputs.push({ locale, heading: content.pages.home.heading, badge: catalogMessage(locale, 'Coming soon'), path: ogImagePath(locale) })
    for (const { slug, draft } of ARTICLES) {
      const article = content.articles[slug]
      if (!draft && article) inputs.push({ locale, heading: article.heading, path: ogImagePath(locale, slug) })
    }
  }
  return inputs
}

export interface CardStats {
  cards: number
  drawn: number
}

/** Writes every card into `outDir` (the site's root), drawing only those the cache does not hold. */
export async function buildOgImages(outDir: string, cacheDir = OG_CACHE_DIR): Promise<CardStats> {
  const host = new URL(siteOrigin()).host
  const version = drawingVersion()
  const stats: CardStats = { cards: 0, drawn: 0 }
  fs.mkdirSync(cacheDir, { recursive: true })
  for (const input of await cardInputs()) {
    const key = createHash('sha256').update(JSON.stringify({ ...input, path: undefined, host, version })).digest('hex')
    const cached = path.join(cacheDir, `${key}.png`)
    if (!fs.existsSync(cached)) {
      const partial = `${cached}.${process.pid}.partial`
      fs.writeFileSync(partial, await drawCard(input.locale, input.heading, input.badge, host))
      fs.renameSync(partial, cached)
      stats.drawn++
    }
    const target = path.join(outDir, input.path)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(cached, target)
    stats.cards++
  }
  return stats
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const { cards, drawn } = await buildOgImages(siteDir())
  console.log(`build-og: ${cards} Open Graph cards (${drawn} drawn, ${cards - drawn} from the cache) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
