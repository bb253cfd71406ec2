import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { normalizePath, type HotChannelClient, type Plugin, type ViteDevServer } from 'vite'
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
      const checks = checksWorker(server, pageOverlay(server))
      for (const event of ['add', 'change', 'unlink']) {
        server.watcher.on(event, (file: string) => checks.running()?.postMessage({ type: 'changed', file }))
      }
      // CAREFUL HERE: the checks (2 s of CPU) start once a page has loaded Vite's client, or 3 s after the server
      // listens: earlier, they slowed the first page on a 2-core machine; started after the first response, they took
      // the core from the page's stylesheets and scripts.
      if (server.httpServer) server.httpServer.once('listening', () => void setTimeout(checks.start, 3000).unref())
      else checks.start()
      server.ws.on('vite:client:connect', () => void checks.start())
      server.middlewares.use((_request, response, next) => {
        if (checks.stopped()) response.once('finish', () => void checks.start())
        next()
      })
      server.middlewares.use(IMAGES_URL_PREFIX, (request, response, next) => {
        checks.image(request.url ?? '', ({ file, error }) => {
          if (error !== undefined) return next(new Error(error))
          if (file === undefined) return next()
          response.setHeader('Content-Type', `image/${path.extname(file).slice(1).replace('jpg', 'jpeg')}`)
          response.setHeader('Cache-Control', 'no-cache')
          response.end(fs.readFileSync(file))
        })
      })
    },
  }
}

/** The content's overlay: `show` puts it on every page connected, and on each that connects until `clear`. */
interface Overlay {
  show(message: string): void
  clear(): void
}

/** The Overlay of the pages connected to the dev server. */
function pageOverlay(server: ViteDevServer): Overlay {
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
  return {
    show(message) {
      overlay = message
      for (const client of clients) client.send(overlayPayload(message))
    },
    clear() {
      overlay = undefined
    },
  }
}

/** What the checks' worker tells the server's thread: the checks' events (devServer.ts) and its own. */
type WorkerEvent =
  | CheckEvent
  | { type: 'ready'; dirs: string[] }
  | { type: 'failed'; reason: string }
  | { type: 'image'; id: number; file?: string; error?: string }

type ImageReply = (reply: { file?: string; error?: string }) => void

/**
 * The checks' worker (contentWorker.ts): `start` starts it unless it runs, `image` asks it for a picture's file. When
 * it fails, the failure is shown and the pictures asked for are answered with it.
 */
function checksWorker(server: ViteDevServer, overlay: Overlay) {
  const log = server.config.logger
  let worker: Worker | undefined
  /** After the first start, any request starts the worker again if it failed. */
  let startedOnce = false
  const images = new Map<number, ImageReply>()
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
      overlay.show(message)
      for (const reply of images.values()) reply({ error: message })
      images.clear()
    }
    started.on('message', (event: WorkerEvent) => {
      if (event.type === 'ready') server.watcher.add(event.dirs)
      else if (event.type === 'failed') failed(event.reason)
      else if (event.type === 'image') {
        images.get(event.id)?.(event)
        images.delete(event.id)
      } else showCheckEvent(server, overlay, event)
    })
    started.on('error', error => failed(error.message))
    started.on('exit', code => failed(`the checks' worker stopped (exit code ${code})`))
    started.unref()
    return started
  }
  return {
    start,
    /** The worker, if it runs. */
    running: () => worker,
    /** Whether the worker started once and has stopped since: the next request starts it again. */
    stopped: () => !worker && startedOnce,
    /** Asks for the file of the picture at `url` (under IMAGES_URL_PREFIX), starting the worker if need be. */
    image(url: string, reply: ImageReply) {
      const id = nextImage++
      images.set(id, reply)
      start().postMessage({ type: 'image', id, url })
    },
  }
}

/** Shows an event of the checks: in the terminal, in the overlay, or as the pages reloaded once a problem is fixed. */
function showCheckEvent(server: ViteDevServer, overlay: Overlay, event: CheckEvent) {
  const log = server.config.logger
  if (event.type === 'log') log[event.level](event.text, { timestamp: true })
  else if (event.type === 'overlay') overlay.show(event.message)
  else if (event.type === 'fixed') {
    overlay.clear()
    // CAREFUL HERE: Vite's watcher may hear of the new index after this reload, which would then render the old one,
    // and Vike's own reload went out while the page had no socket, so the fix never showed. So the server forgets
    // those files first, as its watcher has it do (Vite's keys are normalized paths).
    for (const environment of Object.values(server.environments)) {
      for (const file of event.files) environment.moduleGraph.onFileChange(normalizePath(file))
    }
    log.info('content: fixed', { timestamp: true })
    server.ws.send({ type: 'full-reload' })
  }
}
