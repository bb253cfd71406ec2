/**
 * A card-drawing process of the build: draws the cards of one job file (planned by ogImages.ts, drawMissing) into the
 * cache, loading only the drawing, not the planning's Vite, catalogs and BudouX (issue 51).
 * CAREFUL HERE: it runs under Node alone, not tsx, so ogCard.ts and what it imports name every module with its `.ts`.
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
