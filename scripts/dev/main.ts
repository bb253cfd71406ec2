/**
 * `npm run dev [-- --port N] [-- --host [address]] [-- --force] [-- --mode M] [-- --drafts]`: the writer's live
 * preview, on localhost unless --host is given. It makes sure the content index is current (ensureIndex.ts), then
 * starts Vike's dev server through its API (https://vike.dev/api#dev) as `vike dev` does, but with Node's compile
 * cache on and vite.config.ts's `siteConfig` loaded once (`configFile: false`) instead of three times; so an edit of
 * vite.config.ts takes a restart of `npm run dev`.
 * CAREFUL HERE: it runs under Node's own type stripping and turns the cache on before anything else is loaded: keep
 * the imports below dynamic, and the modules it loads free of extensionless imports.
 */
import module from 'node:module'
import path from 'node:path'

// In node_modules/.cache, unless NODE_COMPILE_CACHE chose a place; the checks' worker inherits the variable.
if (process.env.NODE_COMPILE_CACHE === undefined) {
  const { directory } =
    module.enableCompileCache?.(path.resolve(import.meta.dirname, '../../node_modules/.cache/node-compile-cache')) ?? {}
  if (directory !== undefined) process.env.NODE_COMPILE_CACHE = directory
}
// Node writes the cache on a normal exit, not on Ctrl-C: so after 10 s (as Vite's command does), and on Ctrl-C.
setTimeout(() => module.flushCompileCache?.(), 10_000).unref()
process.once('SIGINT', () => {
  module.flushCompileCache?.()
  process.exit(130)
})

const { DEV_USAGE, readDevOptions } = await import('./options.ts')
const options = readDevOptions(process.argv.slice(2))
if (options === 'help') {
  console.log(DEV_USAGE)
  process.exit(0)
}
if ('problem' in options) {
  console.error(`npm run dev: ${options.problem}`)
  process.exit(2)
}
if (options.pseudo) process.env.VITE_PSEUDO_LOCALE = '1'
// The content steps (npm run content below, the server's checks' worker) read it.
if (options.drafts) process.env[(await import('../core/clock.ts')).DRAFTS_VARIABLE] = '1'

const { ensureContentIndex } = await import('../pipeline/ensureIndex.ts')
ensureContentIndex()

const { dev } = await import('vike/api')
try {
  const { siteConfig } = await import('../../vite.config.ts')
  await dev({
    startupLog: true,
    viteConfig: { ...siteConfig, configFile: false },
    vikeConfig: {
      ...(options.port === undefined ? {} : { port: options.port }),
      // CAREFUL HERE: Vike's own default listens on every address in a container or when CI is set, which would put a
      // writer's preview on the network of whatever machine it runs on.
      host: options.host ?? 'localhost',
      ...(options.force ? { force: true } : {}),
      ...(options.mode === undefined ? {} : { mode: options.mode }),
    },
  })
} catch (error) {
  // CAREFUL HERE: once Vike's plugin is loaded, an uncaught error is only printed, so a failed start must end here.
  console.error('npm run dev: the dev server did not start —', error)
  process.exit(1)
}
