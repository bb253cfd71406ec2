import type { Plugin } from 'vite'
import type { ContentChecks } from './devServer.ts'
import { IMAGES_URL_PREFIX } from './imageUrl.ts'

/**
 * Dev only: `npm run dev`'s content step. It re-runs every check of `npm run content` whenever a file under content/
 * or a catalog under locales/ changes: content, constants, facts, placeholders and glossary (content/glossary.yaml
 * against content and catalogs). A problem is printed in the terminal and shown in the browser overlay with the same
 * `path:line` message (a catalog's on its msgstr's line), errors before the warnings and the translation notes (one
 * line per language), and the server keeps running; the last valid index stays in place until the content is fixed.
 * A page opened or reloaded meanwhile gets the overlay again. A catalog message that cannot be shown (a broken
 * placeholder) shows English on the page meanwhile (scripts/i18n/fuzzyIsMissing.ts). Images are served at the URLs
 * the pages name, each rendition encoded on its first request through the same cache as the build.
 * The work is in scripts/content/devServer.ts, loaded once the server has answered its first request (see below).
 */
export function contentPlugin(): Plugin {
  // CAREFUL HERE: this file is part of Vite's configuration, which Vike bundles and loads four times before the
  // server listens, so it imports nothing of the content compiler (half of `npm run dev`'s start when it did).
  // tsx (how every script of the repository runs) loads devServer.ts, with its extensionless imports of src/.
  let devServer: Promise<typeof import('./devServer.ts')> | undefined
  const loadDevServer = () => devServer ??= import('tsx/esm/api')
    .then(({ tsImport }) => tsImport('./devServer.ts', import.meta.url) as Promise<typeof import('./devServer.ts')>)
  return {
    name: 'content-build',
    apply: 'serve',
    configureServer(server) {
      // No content step runs before Vite starts otherwise: the first page is served from the index there is, and
      // the checks start once that page has been sent (they hold the one thread for a moment). What changed while
      // the server was stopped then reaches the page through Vite's own update, and a problem reaches the terminal
      // and the overlay, as an edit's does.
      let checks: Promise<ContentChecks> | undefined
      const startChecks = () => checks ??= loadDevServer().then(({ startContentChecks }) => {
        const started = startContentChecks(server)
        void started.check()
        return started
      })
      server.middlewares.use((_request, response, next) => {
        if (!checks) response.once('finish', () => void startChecks())
        next()
      })
      server.middlewares.use(IMAGES_URL_PREFIX, (request, response, next) =>
        void startChecks().then((started) => started.serveImage(request, response, next), next))
    },
  }
}
