import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { normalizePath, type HotChannelClient, type Plugin } from 'vite'
import type { CheckEvent } from './devServer.ts'
import { IMAGES_URL_PREFIX } from '../content/imageUrl.ts'

/**
 * Dev only: `npm run dev`'s content step. It re-runs every check of `npm run content` whenever a file under content/
 * or a catalog under locales/ changes: content, constants, facts, placeholders and glossary (content/glossary.yaml
 * against content and catalogs). A problem is printed in the terminal and shown in the browser overlay with the same
 * `path:line` message (a catalog's on its msgstr's line), errors before the warnings and the translation notes (one
 * line per language), and the server keeps running; the last valid index stays in place until the content is fixed.
 * A page opened or reloaded meanwhile gets the overlay again (once). A catalog message that cannot be shown (a broken
 * placeholder) shows English on the page meanwhile (scripts/translation/fuzzyIsMissing.ts). Images are served at the
 * URLs the pages name, each rendition encoded on its first request through the same cache as the build.
 * The checks start once the first page has loaded (or 3 s after the server listens) and run in a worker thread
 * (scripts/pipeline/contentWorker.ts): the server's thread only passes messages, so the first page's stylesheets and
 * modules are not queued behind the compiler.
 */
export function contentPlugin(): Plugin {
  // CAREFUL HERE: this file is part of Vite's configuration, which is loaded before the server listens (and bundled
  // and run three times by every `vike build`), so it imports nothing of the content compiler (half of
  // `npm run dev`'s start when it did).
  return {
    name: 'content-build',
    apply: 'serve',
    configureServer(server) {
      const log = server.config.logger
      /**
       * The pages connected now: the overlay goes to each once (Vite's own `ws.send` would also queue it for the next).
       */
      const clients = new Set<HotChannelClient>()
      let overlay: string | undefined
      const overlayPayload = (message: string) => ({
        type: 'error' as const,
        err: { message, stack: '', plugin: 'content-build' },
      })
      server.ws.on('vite:client:connect', (_data, client: HotChannelClient) => {
        clients.add(client)
        if (overlay !== undefined) client.send(overlayPayload(overlay))
      })
      server.ws.on('vite:client:disconnect', (_data, client: HotChannelClient) => void clients.delete(client))
      const showOverlay = (message: string) => {
        overlay = message
        for (const client of clients) client.send(overlayPayload(message))
      }

      let worker: Worker | undefined
      /** Whether the worker has been started once: after that, any request starts it again if it failed. */
      let startedOnce = false
      const images = new Map<number, (reply: { file?: string; error?: string }) => void>()
      let nextImage = 0
      /**
       * Starts the worker (again, after a failure to load it); its failure is reported and the next request retries.
       */
      const start = () => {
        if (worker) return worker
        startedOnce = true
        const started = new Worker(new URL('./contentWorker.ts', import.meta.url))
        worker = started
        /** Reports the worker's end (it failed to load, or crashed) once; the next request starts a new one. */
        const failed = (reason: string) => {
          if (worker !== started) return
          worker = undefined
          const message = `content checks unavailable: ${reason}\n(the next request to the dev server tries again)`
          log.error(message, { timestamp: true })
          showOverlay(message)
          for (const reply of images.values()) reply({ error: message })
          images.clear()
        }
        started.on(
          'message',
          (
            event:
              | CheckEvent
              | { type: 'ready'; dirs: string[] }
              | { type: 'failed'; reason: string }
              | { type: 'image'; id: number; file?: string; error?: string },
          ) => {
            if (event.type === 'ready') server.watcher.add(event.dirs)
            else if (event.type === 'failed') failed(event.reason)
            else if (event.type === 'log') log[event.level](event.text, { timestamp: true })
            else if (event.type === 'overlay') showOverlay(event.message)
            else if (event.type === 'fixed') {
              overlay = undefined
              // CAREFUL HERE: the checks wrote the new index before they said so, but Vite hears of the write from its
              // own watcher, which may come after this reload: the reloaded page was then rendered from the old index,
              // and the watcher's reload (Vike's) was sent while the page had no socket open, so the fix never
              // showed. So the server forgets what it holds of those files first, as its watcher has it do (Vite's
              // keys are normalized paths); the watcher still reports them, and Vike reads its routes again then.
              for (const environment of Object.values(server.environments)) {
                for (const file of event.files) environment.moduleGraph.onFileChange(normalizePath(file))
              }
              log.info('content: fixed', { timestamp: true })
              server.ws.send({ type: 'full-reload' })
            } else {
              images.get(event.id)?.(event)
              images.delete(event.id)
            }
          },
        )
        started.on('error', error => failed(error.message))
        started.on('exit', code => failed(`the checks' worker stopped (exit code ${code})`))
        // A worker that ends is not waited on to let the server stop.
        started.unref()
        return started
      }
      for (const event of ['add', 'change', 'unlink']) {
        server.watcher.on(event, (file: string) => worker?.postMessage({ type: 'changed', file }))
      }
      // CAREFUL HERE: the checks start once a page has loaded Vite's client (it connects to the server's socket at the
      // end of the page's load), or 3 s after the server listens when no page is opened. Started with the server,
      // their worker (2 s of CPU) took the second core from the first page's render, which came 1-2 s later on a
      // 2-core machine; started after the first response, it took it from the page's stylesheets and scripts. A
      // failed worker is started again by the next request.
      if (server.httpServer) server.httpServer.once('listening', () => void setTimeout(start, 3000).unref())
      else start()
      server.ws.on('vite:client:connect', () => void start())
      server.middlewares.use((_request, response, next) => {
        if (!worker && startedOnce) response.once('finish', () => void start())
        next()
      })
      server.middlewares.use(IMAGES_URL_PREFIX, (request, response, next) => {
        const id = nextImage++
        images.set(id, ({ file, error }) => {
          if (error !== undefined) return next(new Error(error))
          if (file === undefined) return next()
          // A rendition ends in .avif, .webp, .png or .jpg (imagePlan.ts).
          response.setHeader('Content-Type', `image/${path.extname(file).slice(1).replace('jpg', 'jpeg')}`)
          response.setHeader('Cache-Control', 'no-cache')
          response.end(fs.readFileSync(file))
        })
        start().postMessage({ type: 'image', id, url: request.url ?? '' })
      })
    },
  }
}
