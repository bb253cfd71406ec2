/**
 * `npm run dev [-- --port N] [-- --host [address]] [-- --force] [-- --mode M] [-- --drafts]`: the writer's live
 * preview, on localhost unless --host is given. It makes sure
 * the content index is there and made by this checkout's compiler (scripts/pipeline/ensureIndex.ts), then starts
 * Vike's development server through Vike's JavaScript API (https://vike.dev/api#dev), as `vike dev` does, with two
 * differences: Node's compile cache (https://nodejs.org/api/module.html#module-compile-cache) is on, as Vite's own
 * command turns it on, so a restart reuses the compiled code of Vite, Vike and Lingui; and the Vite configuration is
 * vite.config.ts's `siteConfig`, imported here once and given whole (`configFile: false`, as
 * https://vike.dev/prerender-programmatic describes), where `vike dev` bundles and runs vite.config.ts three times
 * (Vike's API to find Vite's root, then once more to check it, then Vite): about 0.5 s of CPU. Vike's API adds its
 * plugin. So an edit of vite.config.ts or of a Vite plugin takes a restart of `npm run dev`, not Vite's own restart.
 * CAREFUL HERE: it runs under Node's own type stripping, not tsx, and turns the cache on before anything else is
 * loaded: keep the imports below dynamic, and the modules it loads (vite.config.ts and its plugins included) free of
 * extensionless imports.
 */
import module from 'node:module'
import path from 'node:path'

// In this checkout (node_modules/.cache), unless NODE_COMPILE_CACHE chose a place. The content checks' worker the
// server starts inherits the variable.
if (process.env.NODE_COMPILE_CACHE === undefined) {
  const { directory } =
    module.enableCompileCache?.(path.resolve(import.meta.dirname, '../../node_modules/.cache/node-compile-cache')) ?? {}
  if (directory !== undefined) process.env.NODE_COMPILE_CACHE = directory
}
// Node writes the cache when the process exits normally, not when Ctrl-C kills it, which is how a writer stops the
// server: written once the server has been up for 10 s (as Vite's own command does), and on Ctrl-C.
setTimeout(() => module.flushCompileCache?.(), 10_000).unref()
process.once('SIGINT', () => {
  module.flushCompileCache?.()
  process.exit(130)
})

const { readDevOptions } = await import('./options.ts')
const options = readDevOptions(process.argv.slice(2))
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
  // It listens and prints its start-up lines (Vike's and Vite's versions, the time, the URLs, the shortcuts) as
  // `vike dev` does. The options are Vike's settings, as `vike dev --port …` passes them.
  await dev({
    startupLog: true,
    viteConfig: { ...siteConfig, configFile: false },
    vikeConfig: {
      ...(options.port === undefined ? {} : { port: options.port }),
      // CAREFUL HERE: localhost unless --host says otherwise. Vike's own default listens on every address in a
      // container or when CI is set (pluginCommon.ts: isDocker(), workaroundCI), which put a writer's preview on the
      // network of whatever machine it ran on.
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
