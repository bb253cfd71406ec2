/**
 * A card-drawing process of the build: draws the cards of one job file into the cache. The job lists each card with
 * its cache entry, as planned by scripts/build/ogImages.ts (drawMissing), so this process loads only the drawing
 * (ogCard.ts: satori, resvg, the fonts): not the content index, the catalogs' i18n runner (Vite), BudouX, the
 * glossary or TypeScript, which planning needs and which cost each drawing process about 2 s of CPU before it drew
 * (issue 51). It runs under Node alone, not tsx (which cost another second a process, compiling satori's bundle):
 * CAREFUL HERE: so ogCard.ts and what it imports name every module of the checkout with its `.ts`.
 * Usage: node --experimental-strip-types scripts/build/ogDraw.ts JOB.json
 */
import fs from 'node:fs'
import { writeCacheEntry } from '../core/cache.ts'
import { drawCard } from './ogCard.ts'
import type { CardJob } from './ogImages.ts'

const started = performance.now()
const [file] = process.argv.slice(2)
if (!file) {
  console.error('Usage: node scripts/build/ogDraw.ts JOB.json   (written by scripts/build/ogImages.ts)')
  process.exit(2)
}
const { site, cards } = JSON.parse(fs.readFileSync(file, 'utf8')) as CardJob
for (const card of cards) writeCacheEntry(card.cached, await drawCard(card.locale, card.heading, card.badge, site))
console.log(`build-og: ${cards.length} cards drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`)
