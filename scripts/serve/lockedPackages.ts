/**
 * Packages the project pins but `npm ci` does not install: Cloudflare's runtime for `npm run test:edge`
 * (tests/edge/runtime/, about 230 MB) and the benchmarks' (scripts/bench/packages/). Each is a folder with a
 * package.json and a package-lock.json; the first use installs exactly that lock with `npm ci` into
 * `<cache>/<hash of both files>/`. Update: edit the version in its package.json, then `npm install --package-lock-only`
 * there.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { hashOf } from '../core/hash.ts'
import { ROOT_DIR } from '../core/rootDir.ts'

const FILES = ['package.json', 'package-lock.json'] as const

/**
 * The folder under `cache` where the packages locked in `locked` are installed, installing them first if needed.
 * `npmArgs` are added to `npm ci`; `npmrc` copies the project's .npmrc beside the lock.
 */
export function lockedPackagesDir(locked: string, cache: string, { npmArgs = [] as string[], npmrc = false } = {}) {
  const from = path.join(ROOT_DIR, locked)
  const dir = path.join(cache, hashOf(...FILES.map(file => fs.readFileSync(path.join(from, file)))).slice(0, 16))
  // Renamed into place once installed, so a folder that exists is whole.
  if (fs.existsSync(path.join(dir, 'node_modules/.package-lock.json'))) return dir
  const temporary = `${dir}.${process.pid}.tmp`
  fs.rmSync(temporary, { recursive: true, force: true })
  fs.mkdirSync(temporary, { recursive: true })
  for (const file of FILES) fs.copyFileSync(path.join(from, file), path.join(temporary, file))
  if (npmrc) fs.copyFileSync(path.join(ROOT_DIR, '.npmrc'), path.join(temporary, '.npmrc'))
  console.error(`${locked}: installing its locked packages (once, into ${path.relative(ROOT_DIR, dir)})`)
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', ...npmArgs], {
    cwd: temporary,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (install.status !== 0) {
    fs.rmSync(temporary, { recursive: true, force: true })
    throw new Error(
      `${locked}/package-lock.json: npm ci failed (status ${install.status}) — check the network, npm's registry and ` +
        `the lock, then run again`,
    )
  }
  try {
    fs.renameSync(temporary, dir)
  } catch (error) {
    // Another run installed the same lock meanwhile: its folder serves.
    fs.rmSync(temporary, { recursive: true, force: true })
    if (!fs.existsSync(path.join(dir, 'node_modules/.package-lock.json'))) throw error
  }
  return dir
}
