/**
 * Build step: the Open Graph cards (ogCard.ts), drawn from data, never read back from the built pages: one per locale
 * (`/og/<locale>.png`: the home page's hero line and the "Coming soon" badge), one per published article and news post
 * per locale (`/og/<locale>/<slug>.png`, `/og/<locale>/news/<slug>.png`). Each is cached under
 * node_modules/.cache/reelfi/og/ by the hash of everything it is drawn from.
 * Usage: tsx scripts/build/ogImages.ts --dir dist/client   (scripts/build/main.ts calls the same functions itself)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { loadDefaultJapaneseParser, loadDefaultTraditionalChineseParser } from 'budoux'
import { keepTogether, type PhraseSegmenter } from '../../src/i18n/lineBreaks.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { BRAND_NAME } from '../../src/content/constants.ts'
import { ogImagePath, siteOrigin } from '../../src/seo/site.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { readStoredIndex } from '../content/storedIndex.ts'
import { readGlossary } from '../translation/glossary.ts'
import { CACHE_ROOT, placeCacheEntry } from '../core/cache.ts'
import { hashOf } from '../core/hash.ts'
import { codeVersion, type Code } from '../core/codeVersion.ts'
import type { CardSite } from './ogCard.ts'
import { CJK_FONT, FONT_PACKAGES } from './ogFonts.ts'
import { runScript } from './childProcesses.ts'
import { loadPageI18n } from '../translation/pageI18n.ts'

export const OG_CACHE_DIR = path.join(CACHE_ROOT, 'og')

interface CardInput {
  locale: Locale
  heading: string
  badge?: string
  /** Where the card is written, e.g. `/og/de/privacy-policy.png`. */
  path: string
}

/** The code that draws a card: ogCard.ts, what it imports, its font packages, and ICU (satori's Intl.Segmenter). */
export const CARD_CODE: Code = {
  modules: [new URL('./ogCard.ts', import.meta.url)],
  packages: FONT_PACKAGES.map(font => font.pkg),
  runtime: ['v8', 'icu', 'unicode'],
}

/** What a card is drawn from: its text, the locale it is drawn as (drawingLocale), the brand and host it shows. */
export type CardDrawing = CardSite & Pick<CardInput, 'locale' | 'heading' | 'badge'>

let drawing: string | undefined
/** The cache key of a card drawn by the code whose version is `code`. */
export function cardKey(
  { locale, heading, badge, brand, host }: CardDrawing,
  code = (drawing ??=
    codeVersion(CARD_CODE)),
): string {
  return hashOf(JSON.stringify({ locale, heading, badge, brand, host }), code)
}

/**
 * The locale a card is drawn as: a locale changes a card only through its CJK font, so a card in Latin, Greek or
 * Cyrillic is drawn as English's, and an untranslated article shares one card among the locales.
 */
function drawingLocale(locale: Locale, text: string): Locale {
  return CJK_FONT[locale] && /[^\u0000-\u052f\u1e00-\u1fff\u2000-\u206f\u20a0-\u20cf]/u.test(text)
    ? locale
    : DEFAULT_LOCALE
}

/** The phrases a card title in `locale` keeps whole: the glossary's renderings ("邊看邊賺", "流動性プール"). */
let glossary: ReturnType<typeof readGlossary> | undefined
export function fixedPhrases(locale: Locale): string[] {
  if (locale === DEFAULT_LOCALE) return []
  glossary ??= readGlossary(path.join(ROOT_DIR, 'content/glossary.yaml'))
  return glossary.flatMap(term => term.renderings[locale] ?? [])
}

/**
 * Where a Japanese or Chinese card title may break: between the phrases BudouX finds ("ご注意ください", not "くださ/い").
 * CAREFUL HERE: a new CJK locale needs its parser here, or its cards break between any two characters.
 */
export const PHRASE_SEGMENTERS: Partial<Record<Locale, () => PhraseSegmenter>> = {
  ja: () => {
    const parser = loadDefaultJapaneseParser()
    return text => parser.parse(text)
  },
  'zh-TW': () => {
    const parser = loadDefaultTraditionalChineseParser()
    return text => parser.parse(text)
  },
}

/** Every card the site needs, from the content index and the catalogs. */
export async function cardInputs(): Promise<CardInput[]> {
  const { ARTICLES } = await import('../../src/content/generated/articles.ts')
  const { NEWS } = await import('../../src/content/generated/news.ts')
  const inputs: CardInput[] = []
  const pageI18n = await loadPageI18n()
  const english = readStoredIndex(DEFAULT_LOCALE)
  for (const locale of LOCALES) {
    const content = readStoredIndex(locale)
    // An article not yet translated is English on every locale's card, and breaks as English.
    const phrases = fixedPhrases(locale)
    const segment = PHRASE_SEGMENTERS[locale]?.()
    const title = (heading: string, englishHeading: string | undefined) =>
      heading === englishHeading
        ? keepTogether(heading, DEFAULT_LOCALE)
        : keepTogether(heading, locale, phrases, segment)
    inputs.push({
      locale,
      heading: title(content.pages.home.heading, undefined),
      badge: pageI18n.i18n(locale)._(pageI18n.COMING_SOON),
      path: ogImagePath(locale),
    })
    for (const { slug, draft } of ARTICLES) {
      const article = content.articles[slug]
      if (!draft && article)
        inputs.push({
          locale,
          heading: title(article.heading, english.articles[slug]?.heading),
          path: ogImagePath(locale, slug),
        })
    }
    // Published posts only: the generated list holds no draft and no post dated later.
    for (const { slug } of NEWS) {
      const post = content.news[slug]
      if (post)
        inputs.push({
          locale,
          heading: title(post.title, english.news[slug]?.title),
          path: ogImagePath(locale, `news/${slug}`),
        })
    }
  }
  return inputs
}

const cardSite = (): CardSite => ({ brand: BRAND_NAME, host: new URL(siteOrigin()).host })

/** A card the site needs, with the cache entry it is drawn into. */
export interface PlannedCard {
  input: CardInput
  /** The locale it is drawn as (drawingLocale). */
  locale: Locale
  key: string
  cached: string
}

/** Every card the site needs and its cache entry, named by the hash of everything it is drawn from. */
export async function planCards(cacheDir = OG_CACHE_DIR): Promise<PlannedCard[]> {
  const site = cardSite()
  fs.mkdirSync(cacheDir, { recursive: true })
  return (await cardInputs()).map(input => {
    const locale = drawingLocale(input.locale, `${input.heading}${input.badge ?? ''}`)
    const key = cardKey({ locale, heading: input.heading, badge: input.badge, ...site })
    return { input, locale, key, cached: path.join(cacheDir, `${key}.png`) }
  })
}

/** What a drawing process (./ogDraw.ts) is given: the cards it draws, each with its cache entry. */
export interface CardJob {
  site: CardSite
  cards: { locale: Locale; heading: string; badge?: string; cached: string }[]
}

/**
 * The drawing processes' niceness: the cards are needed only once the pages are compressed and indexed, so Vike's
 * process, which every step after it waits for, gets the cores first (docs/budgets.md, build time).
 */
const CARD_NICENESS = 10

/** At most this many card-drawing processes, whatever the number of cores: each loads satori, sharp and the fonts. */
const MAX_DRAWING_PROCESSES = 4

/**
 * A drawing process per this many cards to draw, at most: loading satori, sharp and the fonts costs a process about
 * 1.5 s of CPU, some 30 cards' drawing, and the build's other steps keep the cores busy while the cards are drawn. Two
 * processes for today's 36 cards took 6.5 s of CPU, one 3.8 s (2026-12-02).
 */
const CARDS_PER_PROCESS = 100

/** Draws the cards the cache lacks, each once, dealt by key to processes (./ogDraw.ts): one per core at most. */
export async function drawMissing(cards: PlannedCard[]): Promise<{ drawn: number; processes: number }> {
  // Each once: a card shared by several locales has one entry.
  const missing = [...new Map(cards.filter(card => !fs.existsSync(card.cached)).map(card => [card.key, card])).values()]
  const processes = Math.min(
    os.availableParallelism(),
    MAX_DRAWING_PROCESSES,
    Math.ceil(missing.length / CARDS_PER_PROCESS),
  )
  if (processes === 0) return { drawn: 0, processes }
  const site = cardSite()
  const jobs = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-og-'))
  try {
    await Promise.all(
      Array.from({ length: processes }, (_, index) => {
        const job: CardJob = {
          site,
          cards: missing
            .filter(card => Number.parseInt(card.key.slice(0, 8), 16) % processes === index)
            .map(({ input, locale, cached }) => ({ locale, heading: input.heading, badge: input.badge, cached })),
        }
        const file = path.join(jobs, `${index + 1}.json`)
        fs.writeFileSync(file, JSON.stringify(job))
        return runScript('scripts/build/ogDraw.ts', { niceness: CARD_NICENESS }, file)
      }),
    )
  } finally {
    fs.rmSync(jobs, { recursive: true, force: true })
  }
  return { drawn: missing.length, processes }
}

/** Puts every card from the cache at its path under `outDir` (the site's root). */
export function placeCards(cards: PlannedCard[], outDir: string) {
  for (const card of cards) {
    const target = path.join(outDir, card.input.path)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    placeCacheEntry(card.cached, target)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const cards = await planCards()
  const { drawn } = await drawMissing(cards)
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist/client' } } })
  placeCards(cards, path.resolve(ROOT_DIR, values.dir))
  console.log(
    `build-og: ${cards.length} Open Graph cards (${drawn} drawn, ${cards.length - drawn} from the cache) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}
