/**
 * Build step: writes the renditions of every image in content/images/ to <dir>/assets/images/ (from the cache, or
 * encoded once: scripts/content/imageRenditions.ts). It needs only content/images/, so it may run beside `vike build`
 * as long as it runs after it has emptied the output folder.
 */
import { readImageCatalog } from '../content/imageCatalog.ts'
import { formatProblem } from '../core/problems.ts'
import { defaultContentOptions } from '../pipeline/run.ts'
import { writeRenditions, type RenditionStats } from '../content/imageRenditions.ts'

export async function buildImages(outDir: string): Promise<RenditionStats & { images: number }> {
  const catalog = await readImageCatalog(defaultContentOptions())
  if (catalog.problems.length > 0) throw new Error(catalog.problems.map(formatProblem).join('\n'))
  const stats = await writeRenditions(catalog.images.values(), outDir)
  return { ...stats, images: catalog.images.size }
}
