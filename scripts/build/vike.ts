/**
 * The `vike build` step of scripts/build/main.ts: Vike's build() (client and server bundles), then its prerender() of
 * every page × locale, into `--out DIR`. The bundles are cached in node_modules/.cache/reelfi/vike-bundles/<key>/
 * (bundleKey.ts), so a build after a content edit only prerenders (docs/build.md, "vike build"). The prerender
 * setting `disableAutoRun` (pages/+config.ts) keeps build() from prerendering by itself.
 * It runs under plain Node, types stripped, not tsx (whose hooks cost a fifth of the step): it imports only packages
 * and Node-only modules, each with its `.ts`. Its last line of output is its summary.
 * Usage: node --experimental-strip-types scripts/build/vike.ts --out DIR [--after-content: wait for `start` on stdin]
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { build, prerender } from 'vike/api'
import { cacheDir } from '../core/cache.ts'
import { bundleKey } from './bundleKey.ts'

const { values } = parseArgs({ options: { out: { type: 'string' }, 'after-content': { type: 'boolean' } } })
if (!values.out) {
  console.error('Usage: node --experimental-strip-types scripts/build/vike.ts --out DIR [--after-content]')
  process.exit(2)
}
const outDir = path.resolve(values.out)
const root = process.cwd()
// The environment as this process found it: Vite sets NODE_ENV while it builds.
const env = { ...process.env }

if (values['after-content']) {
  // Started beside the content step: Vite's packages load now, and nothing is read from the checkout until the
  // content step has written src/content/generated/.
  const loading = Promise.allSettled(
    ['vite', 'vike/plugin', '@vitejs/plugin-react-swc', '@lingui/vite-plugin', 'vike-react/config'].map(
      name => import(name),
    ),
  )
  // The pipe's end means the build stopped: so does this process, instead of writing into the cache alone.
  const told = await new Promise<boolean>(resolve => {
    let text = ''
    process.stdin
      .setEncoding('utf8')
      .on('data', (chunk: string) => {
        text += chunk
        if (text === 'start\n') {
          process.stdin.unref?.() // the open pipe must not keep this process alive once its work is done
          resolve(true)
        }
      })
      .on('end', () => {
        if (text === 'start\n') process.exit(1)
        resolve(false)
      })
  })
  await loading
  // The build stopped before its content was written (its own message says why).
  if (!told) process.exit(1)
}
const cacheRoot = cacheDir('vike-bundles')
/** Entries kept, the last used (about 1 MB each): one `npm test` alone stores about nine. */
const KEPT_BUNDLES = 24
/** A temporary or discarded folder older than this was left by a killed build. */
const ABANDONED_MS = 60 * 60_000
let key: string | null
try {
  key = bundleKey(root, env)
} catch (error) {
  console.error(`vike: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
// No key (no lockfile): bundled each time, nothing kept.
const cached = key && path.join(cacheRoot, key)
// An entry comes and goes only by a rename (storeBundles), so one that exists is whole. Another build may take it away
// while it is copied: then the site is bundled here.
let reused = false
if (cached && fs.existsSync(path.join(cached, 'client/assets')) && fs.existsSync(path.join(cached, 'server/entry.mjs')))
  try {
    // Used now: the clean-up in storeBundles() removes the least recently used entries, not this one.
    fs.utimesSync(cached, new Date(), new Date())
    for (const part of ['client', 'server'])
      fs.cpSync(path.join(cached, part), path.join(outDir, part), { recursive: true })
    reused = true
  } catch (error) {
    console.error(`vike: the cached bundles could not be read (${error instanceof Error ? error.message : error}).`)
    for (const part of ['client', 'server']) fs.rmSync(path.join(outDir, part), { recursive: true, force: true })
  }

const viteConfig = {
  // Warnings and errors only: the list of every chunk is noise at 3,000 pages.
  logLevel: 'warn' as const,
  build: { outDir },
  // Rolldown's report of slow plugins is for profiling, not for every build.
  environments: Object.fromEntries(
    ['client', 'ssr'].map(name => [name, { build: { rolldownOptions: { checks: { pluginTimings: false } } } }]),
  ),
}

let bundled = performance.now()
try {
  if (!reused) {
    await build({ viteConfig })
    if (cached) storeBundles(cached)
  }
  bundled = performance.now() - bundled
  // CAREFUL HERE: the prerender loads vite.config.ts as the build did: an inline configuration would have to repeat
  // the settings Vike keeps from it at run time, and a vike() outside Vike's API is skipped under Vitest.
  await prerender({ viteConfig })
} catch (error) {
  console.error(error)
  if (reused)
    console.error(
      `vike: the bundles came from the cache, ${path.relative(root, cached!)}; if the error is in them, delete ` +
        `that folder.`,
    )
  // CAREFUL HERE: exit explicitly. Rethrown, the error left this process with status 0 (a handler of the build
  // tools), and the build would have published a site without pages.
  process.exit(1)
}
// The prerender bundle has done its work: the site is HTML.
fs.rmSync(path.join(outDir, 'server'), { recursive: true, force: true })
const pages = fs
  .readdirSync(path.join(outDir, 'client'), { recursive: true, encoding: 'utf8' })
  .filter(file => file.endsWith('.html')).length
if (!fs.existsSync(path.join(outDir, 'client/index.html'))) {
  console.error(`vike: the build wrote ${pages} pages and no index.html`)
  process.exit(1)
}
const bundles = reused
  ? 'bundles from the cache'
  : `bundled in ${(bundled / 1000).toFixed(1)} s${key ? '' : ' (no lockfile: not cached)'}`
console.log(`vike: ${pages} pages; ${bundles}`)

/**
 * Keeps this build's bundles in the cache if the key is still what it was: a file saved while Vite bundled may or may
 * not be in them. A cache that cannot be written only costs the next build its reuse.
 */
function storeBundles(cached: string) {
  try {
    if (bundleKey(root, env) !== key) {
      console.error('vike: a file changed while the site was bundled; these bundles are not kept in the cache.')
      return
    }
    const temporary = `${cached}.${process.pid}.tmp`
    for (const part of ['client', 'server'])
      fs.cpSync(path.join(outDir, part), path.join(temporary, part), { recursive: true })
    try {
      fs.renameSync(temporary, cached)
    } catch {
      // Another build stored the same key meanwhile: the same bytes.
      fs.rmSync(temporary, { recursive: true, force: true })
    }
    const now = Date.now()
    const entries = fs
      .readdirSync(cacheRoot)
      .map(name => ({ name, time: fs.statSync(path.join(cacheRoot, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    const unfinished = (name: string) => name.endsWith('.tmp') || name.endsWith('.trash')
    const stale = [
      ...entries
        .filter(entry => !unfinished(entry.name))
        .sort((a, b) => b.time - a.time)
        .slice(KEPT_BUNDLES),
      // What a killed build left, never what another build is writing now.
      ...entries.filter(entry => unfinished(entry.name) && now - entry.time > ABANDONED_MS),
    ]
    for (const { name } of stale) {
      // Out of sight first, by a rename: a build never finds an entry half deleted.
      const discarded = unfinished(name) ? name : `${name}.${process.pid}.trash`
      try {
        fs.renameSync(path.join(cacheRoot, name), path.join(cacheRoot, discarded))
        fs.rmSync(path.join(cacheRoot, discarded), { recursive: true, force: true })
      } catch {
        // Another build's clean-up took it first.
      }
    }
  } catch (error) {
    console.error(`vike: the bundles are not kept in the cache (${error instanceof Error ? error.message : error}).`)
  }
}
