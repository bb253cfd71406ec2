import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { ensureRendition } from '../build/imageRenditions.ts'
import { readImageCatalog, type ImageCatalog } from './imageCatalog.ts'
import { IMAGES_URL_PREFIX } from './imagePlan.ts'
import { defaultContentOptions, describeResult, runContentBuild } from './run.ts'
import { formatTranslationNotes } from './translationNotes.ts'

const CONTENT_TYPES: Record<string, string> = { '.avif': 'image/avif', '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' }

/**
 * Dev only: re-runs the content build whenever a file under content/ changes. A problem is printed in the
 * terminal and shown in the browser overlay with the same `path:line` message, errors before the translation notes
 * (one line per language), and the server keeps running; the last valid index stays in place until the content
 * is fixed. Images are served at the URLs the pages name, each rendition encoded on its first request through the
 * same cache as the build.
 */
export function contentPlugin(): Plugin {
  const options = defaultContentOptions()
  let catalog: Promise<ImageCatalog> = readImageCatalog(options)
  return {
    name: 'content-build',
    apply: 'serve',
    configureServer(server) {
      let failing = false
      let lastNotes = ''
      const rebuild = async (file: string) => {
        if (!file.startsWith(options.contentDir + path.sep)) return
        const result = await runContentBuild(options)
        catalog = Promise.resolve(result.images)
        if (result.problems.length > 0) {
          failing = true
          server.config.logger.error(describeResult(result), { timestamp: true })
          server.ws.send({ type: 'error', err: { message: describeResult(result), stack: '', plugin: 'content-build' } })
        } else {
          // An English edit makes translations out of date: say so once, one line per language, not at every save.
          const notes = formatTranslationNotes(result.warnings).join('\n')
          if (notes && notes !== lastNotes) server.config.logger.info(notes, { timestamp: true })
          lastNotes = notes
          if (failing) {
            failing = false
            server.config.logger.info('content: fixed', { timestamp: true })
            server.ws.send({ type: 'full-reload' })
          }
        }
      }
      server.watcher.add(options.contentDir)
      for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, (file: string) => void rebuild(file))
      server.middlewares.use(IMAGES_URL_PREFIX, (request, response, next) => {
        const url = IMAGES_URL_PREFIX + (request.url ?? '').replace(/^\//, '').split('?')[0]
        void catalog.then(async ({ images }) => {
          for (const image of images.values()) {
            const rendition = image.renditions.find((candidate) => candidate.url === url)
            if (!rendition) continue
            const { file } = await ensureRendition(image, rendition)
            response.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
            response.setHeader('Cache-Control', 'no-cache')
            response.end(fs.readFileSync(file))
            return
          }
          next()
        }).catch(next)
      })
    },
  }
}
