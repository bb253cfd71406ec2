/**
 * The packages only the benchmarks use (Lighthouse, chrome-launcher, autocannon: about 240 installed packages with
 * their dependencies) are not in the project's install, so `npm ci` (every CI job, every fresh clone) does not fetch
 * them. The bench command that needs one installs them on first use, exactly as scripts/bench/packages/ locks them
 * (package.json and package-lock.json, updated by Dependabot like the project's own), with `npm ci` into
 * node_modules/.cache/reelfi/bench-packages/<hash of both files>/, under the project's .npmrc (no unapproved install
 * script runs), and loads them from there. A lock that changes installs into a new folder; deleting the folder only
 * makes the next bench install again.
 * Update: edit the version in scripts/bench/packages/package.json, then `npm install --package-lock-only` in that
 * folder (it installs nothing there).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { hashOf } from '../core/hash.ts'
import { ROOT_DIR } from '../core/rootDir.ts'

const LOCKED = path.join(ROOT_DIR, 'scripts/bench/packages')
const FILES = ['package.json', 'package-lock.json'] as const

/** The folder the locked packages are installed in, installing them first when they are not there. */
export function benchPackagesDir(cacheRoot = path.join(ROOT_DIR, 'node_modules/.cache/reelfi/bench-packages')): string {
  const dir = path.join(cacheRoot, hashOf(...FILES.map(file => fs.readFileSync(path.join(LOCKED, file)))).slice(0, 16))
  // Renamed into place once installed, so a folder that exists is whole.
  if (fs.existsSync(path.join(dir, 'node_modules/.package-lock.json'))) return dir
  const temporary = `${dir}.${process.pid}.tmp`
  fs.rmSync(temporary, { recursive: true, force: true })
  fs.mkdirSync(temporary, { recursive: true })
  for (const file of [...FILES]) fs.copyFileSync(path.join(LOCKED, file), path.join(temporary, file))
  fs.copyFileSync(path.join(ROOT_DIR, '.npmrc'), path.join(temporary, '.npmrc'))
  console.error(
    `bench: installing the benchmark packages of scripts/bench/packages/ (once, into ${path.relative(ROOT_DIR, dir)})`,
  )
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: temporary,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (install.status !== 0) {
    fs.rmSync(temporary, { recursive: true, force: true })
    throw new Error(
      `scripts/bench/packages/package-lock.json: npm ci failed (status ${install.status}) — check the network and ` +
        `the lock, then run the bench again`,
    )
  }
  try {
    fs.renameSync(temporary, dir)
  } catch (error) {
    // Another bench installed the same lock meanwhile: its folder serves.
    fs.rmSync(temporary, { recursive: true, force: true })
    if (!fs.existsSync(path.join(dir, 'node_modules/.package-lock.json'))) throw error
  }
  return dir
}

/** Imports one of the locked packages (its ES module entry, as `import` would) from the bench packages' folder. */
export async function importBenchPackage<Module>(
  name: 'lighthouse' | 'chrome-launcher' | 'autocannon',
): Promise<Module> {
  const dir = benchPackagesDir()
  const resolved = createRequire(path.join(dir, 'package.json')).resolve(name)
  return (await import(pathToFileURL(resolved).href)) as Module
}
