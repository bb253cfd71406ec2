/** Encodes each rendition once, into node_modules/.cache/reelfi/images/<renditionKey>.<ext>. */
import fs from 'node:fs'
import path from 'node:path'
import { decoderMessage, IMAGE_LIMITS, type CatalogImage } from './imageCatalog.ts'
import { FORMAT_NAMES } from './imageFormat.ts'
import { encodeRendition, type Rendition } from './imagePlan.ts'
import { CACHE_ROOT, placeCacheEntry, writeCacheEntry } from '../core/cache.ts'

export const IMAGE_CACHE_DIR = path.join(CACHE_ROOT, 'images')

/** A rendition the encoder refused, with the image it was made from: the build names the file, not a stack. */
export class RenditionError extends Error {
  constructor(
    readonly image: CatalogImage,
    rendition: Rendition,
    cause: unknown,
  ) {
    super(
      `cannot be encoded as its ${rendition.width}-pixel-wide ${FORMAT_NAMES[rendition.format]} copy ` +
        `(${decoderMessage(cause)})`,
      { cause },
    )
    this.name = 'RenditionError'
  }
}

/** The cached file of a rendition, and whether it had to be encoded now. */
export async function ensureRendition(
  image: CatalogImage,
  rendition: Rendition,
  cacheDir = IMAGE_CACHE_DIR,
): Promise<{ file: string; encoded: boolean }> {
  const file = path.join(cacheDir, `${rendition.key}${path.extname(rendition.url)}`)
  if (fs.existsSync(file)) return { file, encoded: false }
  // The pixel limit again, enforced by the decoder itself: the catalog refused larger files from their header.
  const encoded = await encodeRendition(image.path, rendition, IMAGE_LIMITS.pixels).catch((error: unknown) => {
    throw new RenditionError(image, rendition, error)
  })
  fs.mkdirSync(cacheDir, { recursive: true })
  writeCacheEntry(file, encoded)
  return { file, encoded: true }
}

export interface RenditionStats {
  renditions: number
  encoded: number
  bytes: number
}

/** Puts every rendition in `outDir` (the site's root), encoding two at a time (libvips uses every core for one). */

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
