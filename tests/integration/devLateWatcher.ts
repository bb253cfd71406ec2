/**
 * `npm run dev`'s server started as scripts/dev/main.ts starts it, but with Vite's watcher blind to the content index
 * (src/content/generated/): a watcher that reports the index's write later than the content checks report their
 * result, made permanent. dev.test.ts runs it in its copy of the repository:
 * `node --experimental-strip-types tests/integration/devLateWatcher.ts PORT`.
 * CAREFUL HERE: Node runs it with its own type stripping, as it runs scripts/dev/main.ts: imports name their `.ts`.
 */
import { dev } from 'vike/api'
import { ensureContentIndex } from '../../scripts/pipeline/ensureIndex.ts'
import { CONTENT_INDEX_DIR } from '../../scripts/core/rootDir.ts'
import { siteConfig } from '../../vite.config.ts'

ensureContentIndex()
try {
  await dev({
    startupLog: true,
    viteConfig: {
      ...siteConfig,
      configFile: false,
      server: { ...siteConfig.server, watch: { ignored: [`**/${CONTENT_INDEX_DIR}/**`] } },
    },
    vikeConfig: { port: Number(process.argv[2]), host: '127.0.0.1' },
  })
} catch (error) {
  // As scripts/dev/main.ts: once Vike's plugin is loaded, an uncaught error is only printed.
  console.error('the dev server did not start —', error)
  process.exit(1)
}
