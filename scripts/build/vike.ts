/**
 * The `vike build` step of scripts/build/main.ts: Vike's build() from `vike/api` (client and server bundles), then
 * its prerender() of every page × locale, into `--out DIR` (Vike writes DIR/client and DIR/server).
 * The bundles are kept in a cache, node_modules/.cache/reelfi/vike-bundles/<key>/, keyed by a hash of everything
 * they are made from (scripts/build/bundleKey.ts): the code, catalogs, constants and packages, but not the prose,
 * which the server bundle reads at prerender time (contentIndexPlugin.ts), nor the folder. A rebuild after a content
 * edit, or with nothing changed, or the same code in another folder that shares node_modules (`npm run changes`),
 * copies the bundles from the cache and only prerenders; a key that does not match is simply not found.
 * The prerender setting `disableAutoRun` (pages/+config.ts) keeps build() from prerendering by itself. Every build
 * prerenders every page; Vike warns of a page it could not prerender (https://vike.dev/prerender#partial).
 * It runs as a plain Node process, TypeScript types stripped by Node itself, not under tsx: Vite bundles its own
 * config and Vike runs the server bundle it built, so nothing here needs tsx, and its loader hooks and source maps
 * cost a fifth of the step. So this file imports nothing but packages and modules that import only Node's own (this
 * folder's bundleKey.ts and what it imports), each with its `.ts`.
 * Its last line of output is its summary. Vike prints every page it writes (its prerender() has no documented way to
 * be quiet); scripts/build/childProcesses.ts keeps that output and shows its last lines only if this process fails.
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
  // Started by scripts/build/main.ts beside its content step: the packages vite.config.ts imports are loaded now
  // (a package missing from this list is only loaded later, when Vite reads the config), then nothing is read from
  // the checkout until the content step has written src/content/generated/, which the bundles and the key need.
  const loading = Promise.allSettled(
    ['vite', 'vike/plugin', '@vitejs/plugin-react-swc', '@lingui/vite-plugin', 'vike-react/config'].map(
      name => import(name),
    ),
  )
  // The build keeps this pipe open while it runs: its end, before or after `start`, means the build stopped (a
  // failed step, or the process killed), and this process stops too instead of writing into the cache alone.
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
// With the other caches, where node_modules is: `npm run changes` builds each revision in a folder of its own with
// node_modules shared through a link, and the base and the working tree mostly have the same code.
const cacheRoot = cacheDir('vike-bundles')
/**
 * Entries kept, the last used (about 1 MB each): one `npm test` alone stores about nine (the fixture sites, the change
 * report's cases, the checkout's build), which must not push out the checkout's own.
 */
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
// An entry appears only by a rename once complete, and leaves by a rename before it is deleted (storeBundles), so one
// that exists is whole. Another build may take it away while it is copied: then the site is bundled here.
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
  // CAREFUL HERE: the prerender loads vite.config.ts as the build did. A lighter inline configuration (Vike's plugin
  // alone, `configFile: false`) saves 0.6 s, but the settings Vike keeps from it at run time (base, outDir) must
  // then be repeated by hand, and a vike() called outside Vike's API is skipped under Vitest (Vike's own rule).
  await prerender({ viteConfig })
} catch (error) {
  console.error(error)
  if (reused)
    console.error(
      `vike: the bundles came from the cache, ${path.relative(root, cached!)}; if the error is in them, delete ` +
        `that folder.`,
    )
  // CAREFUL HERE: exit explicitly. Rethrown from the top level, the error still left this process with status 0
  // (a handler installed by the build tools), and the build would have published a site without pages.
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
 * Keeps this build's bundles (before the prerender adds its pages) in the cache, beside the last used entries, if
 * what they were made from is still what the key was computed from: a file saved while Vite bundled (an editor,
 * `npm run dev` writing the article list) may or may not be in them, so they are used for this build and not kept.
 * A cache that cannot be written only costs the next build its reuse: this one goes on.
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
    // A file that vanished between two reads of the checkout (an editor's temporary file), or a cache another build
    // was cleaning at the same moment.
    console.error(`vike: the bundles are not kept in the cache (${error instanceof Error ? error.message : error}).`)
  }
}
