import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { normalizePath, type HotChannelClient, type Plugin } from 'vite'
import type { CheckEvent } from './devServer.ts'
import { IMAGES_URL_PREFIX } from '../content/imageUrl.ts'

/**
 * Dev only: `npm run dev`'s content step. Every check of `npm run content` runs again when content/ or a catalog
 * changes (in a worker, contentWorker.ts); a problem is printed and shown in the overlay (again to a page opened
 * meanwhile) while the last valid index stays in place. Images are served at the URLs the pages name.
 */
export function contentPlugin(): Plugin {
  // CAREFUL HERE: this file is part of Vite's configuration (run three times by every `vike build`), so it imports
  // nothing of the content compiler (half of `npm run dev`'s start when it did).
  return {
    name: 'content-build',
    apply: 'serve',
    configureServer(server) {
      const log = server.config.logger
      /** The pages connected: the overlay goes to each once (Vite's `ws.send` would queue it for the next too). */
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
      /** After the first start, any request starts the worker again if it failed. */
      let startedOnce = false
      const images = new Map<number, (reply: { file?: string; error?: string }) => void>()
      let nextImage = 0
      const start = () => {
        if (worker) return worker
        startedOnce = true
        const started = new Worker(new URL('./contentWorker.ts', import.meta.url))
        worker = started
        /** Reports the worker's end once; the next request starts a new one. */
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
              // CAREFUL HERE: Vite's watcher may hear of the new index after this reload, which would then render the
              // old one, and Vike's own reload went out while the page had no socket, so the fix never showed. So the
              // server forgets those files first, as its watcher has it do (Vite's keys are normalized paths).
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
        started.unref()
        return started
      }
      for (const event of ['add', 'change', 'unlink']) {
        server.watcher.on(event, (file: string) => worker?.postMessage({ type: 'changed', file }))
      }
      // CAREFUL HERE: the checks (2 s of CPU) start once a page has loaded Vite's client, or 3 s after the server
      // listens: earlier, they slowed the first page on a 2-core machine; started after the first response, they took
      // the core from the page's stylesheets and scripts.
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
          response.setHeader('Content-Type', `image/${path.extname(file).slice(1).replace('jpg', 'jpeg')}`)
          response.setHeader('Cache-Control', 'no-cache')
          response.end(fs.readFileSync(file))
        })
        start().postMessage({ type: 'image', id, url: request.url ?? '' })
      })
    },
  }
}
