/**
 * The `vike build` step of scripts/build/main.ts: Vike's build() from `vike/api` (client bundle, server bundle, the
 * prerender of every page × locale) into `--out DIR` (Vike writes DIR/client and DIR/server).
 * It runs as a plain Node process, TypeScript types stripped by Node itself, not under tsx: Vite bundles its own
 * config and Vike runs the server bundle it built, so nothing here needs tsx, and its loader hooks and source maps
 * cost a fifth of the step (5.1 s instead of 6.5 s for today's site). So this file imports nothing but packages.
 * Its last line of output is its summary; Vike's own list of every written page is printed only if it fails.
 * Usage: node --experimental-strip-types scripts/build/vike.ts --out DIR
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'vike/api'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
if (!values.out) {
  console.error('Usage: node --experimental-strip-types scripts/build/vike.ts --out DIR')
  process.exit(2)
}
const outDir = path.resolve(values.out)

// Vike's prerender logs every file it writes with console.log whatever Vite's logLevel (3,000 lines for 3,000
// pages); its warnings and errors go to console.warn and console.error, which stay as they are.
const log = console.log
const held: unknown[][] = []
console.log = (...args: unknown[]) => {
  held.push(args)
  if (held.length > 20) held.shift() // only the last lines are shown on a failure
}
try {
  await build({
    viteConfig: {
      // Warnings and errors only: the list of every chunk is noise at 3,000 pages.
      logLevel: 'warn',
      build: { outDir },
      // Rolldown's report of slow plugins is for profiling, not for every build.
      environments: Object.fromEntries(['client', 'ssr'].map((name) => [name, { build: { rolldownOptions: { checks: { pluginTimings: false } } } }])),
    },
  })
} catch (error) {
  // What Vike wrote last before it failed (not its list of thousands of pages), then the error.
  console.log = log
  for (const args of held) console.error(...args)
  console.error(error)
  // CAREFUL HERE: exit explicitly. Rethrown from the top level, the error still left this process with status 0
  // (a handler installed by the build tools), and the build would have published a site without pages.
  process.exit(1)
}
console.log = log
// The prerender bundle has done its work: the site is HTML.
fs.rmSync(path.join(outDir, 'server'), { recursive: true, force: true })
const pages = fs.readdirSync(path.join(outDir, 'client'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length
if (!fs.existsSync(path.join(outDir, 'client/index.html'))) {
  console.error(`vike: the build wrote ${pages} pages and no index.html`)
  process.exit(1)
}
console.log(`vike: ${pages} pages prerendered`)
