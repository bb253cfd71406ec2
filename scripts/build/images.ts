/**
 * Build step: writes the renditions of every image in content/images/ to <dir>/assets/images/ (from the cache, or
 * encoded once: scripts/content/imageRenditions.ts). It needs only content/images/, so it may run beside `vike build`
 * as long as it runs after it has emptied the output folder.
 */
import { readImageCatalog } from '../content/imageCatalog.ts'
import { formatProblem, problemIn } from '../core/problems.ts'
import { defaultContentOptions } from '../pipeline/run.ts'
import { RenditionError, writeRenditions, type RenditionStats } from '../content/imageRenditions.ts'
import { StepFailure } from './step.ts'

export async function buildImages(outDir: string): Promise<RenditionStats & { images: number }> {
  const options = defaultContentOptions()
  const catalog = await readImageCatalog(options)
  if (catalog.problems.length > 0) throw new StepFailure(catalog.problems.map(formatProblem).join('\n'))
  try {
    const stats = await writeRenditions(catalog.images.values(), outDir)
    return { ...stats, images: catalog.images.size }
  } catch (error) {
    if (!(error instanceof RenditionError)) throw error
    // A picture the content check passed and the encoder refused: a check is missing (imageCatalog.ts), not a tool.
    const fix =
      'export it again from your image editor as PNG or JPEG, at most 3200 pixels wide, and report this message: ' +
      '`npm run content` passed the file, so its check missed something'
    throw new StepFailure(formatProblem(problemIn(options.rootDir, error.image.path, 1, 'file', error.message, fix)))
  }
}
