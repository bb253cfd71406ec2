/**
 * `npm run build`: builds the whole site into a staging folder and swaps it into dist/ only when every step passed.
 * A failure names the step and leaves the last good site (dist/client) untouched, so nothing half-built is served.
 * Each step is its own script, run in order; they take the staging folder as `--dir`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../content/run.ts'

const DIST = path.join(ROOT_DIR, 'dist')
// Inside dist/, so that the swap is a rename on one file system.
const STAGING = path.join(DIST, '.staging')
const site = path.join(STAGING, 'client')

// One build at a time: a second one started meanwhile stops at once instead of deleting the first one's work.
const LOCK = path.join(DIST, '.build.lock')
fs.mkdirSync(DIST, { recursive: true })
try {
  fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' })
} catch {
  const holder = Number(fs.readFileSync(LOCK, 'utf8'))
  if (isRunning(holder)) {
    console.error(`build: another build (process ${holder}) is running; wait for it, or stop it.`)
    process.exit(1)
  }
  fs.writeFileSync(LOCK, String(process.pid)) // left by a build that was killed
}
process.on('exit', () => fs.rmSync(LOCK, { force: true }))

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const tsx = (script: string, ...args: string[]) => [path.join(ROOT_DIR, 'node_modules/.bin/tsx'), `scripts/${script}`, ...args]
const STEPS: [name: string, command: string[]][] = [
  ['content', tsx('content/main.ts')],
  // Vike writes <outDir>/client, the site (its prerender bundle in <outDir>/server is deleted once every page is HTML).
  ['vike build', tsx('build/vike.ts', '--out', STAGING)],
  ['images', tsx('build/images.ts', '--dir', site)],
  ['Open Graph images', tsx('build/ogImages.ts', '--dir', site)],
  ['icons', tsx('build/icons.ts', '--dir', site)],
  ['SEO files', tsx('build/seoFiles.ts', '--dir', site)],
  ['deploy files', tsx('build/deployFiles.ts', '--dir', site)],
  ['compression', tsx('build/compress.ts', '--dir', site)],
]

// A build that crashed between the two renames below left the last good site in dist/.old-client: put it back.
for (const part of ['client', 'server']) {
  const live = path.join(DIST, part)
  const old = path.join(DIST, `.old-${part}`)
  if (!fs.existsSync(live) && fs.existsSync(old)) fs.renameSync(old, live)
}
fs.rmSync(STAGING, { recursive: true, force: true })
const started = performance.now()
for (const [name, [command, ...args]] of STEPS) {
  const run = spawnSync(command!, args, { cwd: ROOT_DIR, stdio: 'inherit' })
  if (run.status !== 0) {
    fs.rmSync(STAGING, { recursive: true, force: true })
    const kept = fs.existsSync(path.join(DIST, 'client')) ? 'dist/client still holds the last good site' : 'dist/client was not created'
    console.error(`\nbuild: failed at step "${name}" (exit ${run.status ?? run.signal}); ${kept}.`)
    process.exit(1)
  }
}

// CAREFUL HERE: rename the old folders away before the new ones in, and delete them last: at no point is there a
// half-written dist/client, and a crash between two renames leaves a complete site in one of the two places.
for (const part of ['client', 'server'].filter((name) => fs.existsSync(path.join(STAGING, name)))) {
  const live = path.join(DIST, part)
  const old = path.join(DIST, `.old-${part}`)
  fs.rmSync(old, { recursive: true, force: true })
  if (fs.existsSync(live)) fs.renameSync(live, old)
  fs.renameSync(path.join(STAGING, part), live)
  fs.rmSync(old, { recursive: true, force: true })
}
fs.rmSync(STAGING, { recursive: true, force: true })
console.log(`build: every step passed in ${((performance.now() - started) / 1000).toFixed(1)} s; the site is in dist/client.`)
