/**
 * Encodes the renditions content/images/ needs (planned and encoded by scripts/content/imagePlan.ts), each once: a
 * rendition is stored under node_modules/.cache/reelfi/images/<key>.<ext>, its key the hash of everything that
 * decides its bytes (renditionKey), so an unchanged image is never encoded twice and CI can keep the folder between
 * runs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { IMAGE_LIMITS, type CatalogImage } from './imageCatalog.ts'
import { encodeRendition, type Rendition } from './imagePlan.ts'
import { CACHE_ROOT, placeCacheEntry, writeCacheEntry } from '../core/cache.ts'

export const IMAGE_CACHE_DIR = path.join(CACHE_ROOT, 'images')

export interface RenditionFile {
  /** The encoded file in the cache. */
  file: string
  /** False when the cache already held it. */
  encoded: boolean
}

/** The cached file of a rendition, encoding it first when the cache does not hold it yet. */
export async function ensureRendition(
  image: CatalogImage,
  rendition: Rendition,
  cacheDir = IMAGE_CACHE_DIR,
): Promise<RenditionFile> {
  const file = path.join(cacheDir, `${rendition.key}${path.extname(rendition.url)}`)
  if (fs.existsSync(file)) return { file, encoded: false }
  // The pixel limit again, enforced by the decoder itself: the catalog refused larger files from their header.
  const encoded = await encodeRendition(image.path, rendition, IMAGE_LIMITS.pixels)
  fs.mkdirSync(cacheDir, { recursive: true })
  writeCacheEntry(file, encoded)
  return { file, encoded: true }
}

export interface RenditionStats {
  renditions: number
  encoded: number
  bytes: number
}

/**
 * Puts every rendition of `images` in `outDir` (the site's root: a rendition's URL is its path there), encoding
 * what the cache lacks, a few at a time (libvips already uses every core for one image).
 */
export async function writeRenditions(
  images: Iterable<CatalogImage>,
  outDir: string,
  cacheDir = IMAGE_CACHE_DIR,
): Promise<RenditionStats> {
  const jobs = [...images].flatMap(image => image.renditions.map(rendition => ({ image, rendition })))
  const stats: RenditionStats = { renditions: jobs.length, encoded: 0, bytes: 0 }
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const { file, encoded } = await ensureRendition(job.image, job.rendition, cacheDir)
      const target = path.join(outDir, job.rendition.url)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      placeCacheEntry(file, target)
      stats.bytes += fs.statSync(target).size
      if (encoded) stats.encoded++
    }
  }
  await Promise.all(Array.from({ length: 2 }, worker))
  return stats
}
