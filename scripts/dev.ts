/**
 * `npm run dev [-- --port N] [-- --host [address]]`: the writer's live preview. It makes sure the content index is
 * there and made by this checkout's compiler (scripts/content/ensureIndex.ts), then starts Vike's development server
 * through Vike's documented JavaScript API (https://vike.dev/api#dev), as `vike dev` does, with one difference: Node's
 * compile cache (https://nodejs.org/api/module.html#module-compile-cache) is on, as Vite's own command turns it on,
 * so a restart reuses the compiled code of Vite, Vike, Babel and Lingui instead of compiling them again (a quarter
 * of a second of the start on a 2-core machine; `npm run bench:dev` measures it).
 * CAREFUL HERE: it runs under Node's own type stripping, not tsx, and turns the cache on before anything else is
 * loaded: keep the imports below dynamic and of Node's modules or JavaScript packages only.
 */
import module from 'node:module'
import { parseArgs } from 'node:util'

// Unless NODE_COMPILE_CACHE already turned it on; the content checks' worker the server starts inherits the variable.
if (process.env.NODE_COMPILE_CACHE === undefined) {
  const { directory } = module.enableCompileCache?.() ?? {}
  if (directory !== undefined) process.env.NODE_COMPILE_CACHE = directory
}

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
  // `--host` alone means every address, as Vite's and Vike's own `--host` does.
  args: process.argv.slice(2).flatMap((arg, index, args) => (arg === '--host' && (args[index + 1] ?? '--').startsWith('--') ? ['--host=true'] : [arg])),
})
const port = values.port === undefined ? undefined : Number(values.port)
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  console.error(`npm run dev: --port ${values.port}: not a port number — give a number from 1 to 65535`)
  process.exit(2)
}

const { ensureContentIndex } = await import('./content/ensureIndex.ts')
ensureContentIndex()

const { dev } = await import('vike/api')
// It listens and prints its start-up lines (Vike's and Vite's versions, the time, the URLs) as `vike dev` does.
await dev({
  startupLog: true,
  viteConfig: { server: { ...(port === undefined ? {} : { port }), ...(values.host === undefined ? {} : { host: values.host === 'true' ? true : values.host }) } },
})
