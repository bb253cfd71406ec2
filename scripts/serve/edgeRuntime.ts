/**
 * Cloudflare's runtime (workerd, run by wrangler's `pages dev`) for `npm run test:edge`.
 * It is no dependency of the project (wrangler and workerd weigh about 230 MB, which `npm ci` would fetch on every
 * machine): tests/edge/runtime/ pins it (package.json, and package-lock.json for everything under it, integrity
 * hashes included), and the first use installs exactly that lock into node_modules/.cache/edge-runtime/ with
 * `npm ci`, from the registry npm is configured with; a changed lock installs again.
 * Install scripts do not run (--ignore-scripts): workerd's and esbuild's postinstall only check that the platform
 * package is there and swap their Node wrapper for the binary, and the wrapper finds that binary without them
 * (the project denies esbuild's for the same reason: CONTRIBUTING.md, "Add a dependency").
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../core/rootDir.ts'

const PINNED = path.join(ROOT_DIR, 'tests/edge/runtime')
export const EDGE_RUNTIME_DIR = path.join(ROOT_DIR, 'node_modules/.cache/edge-runtime')
const STAMP = path.join(EDGE_RUNTIME_DIR, '.installed-lock-sha256')

/** The wrangler command of the pinned runtime, installed first when it is missing or its lock changed. */
export function ensureEdgeRuntime(log: (line: string) => void = console.log): string {
  const lock = fs.readFileSync(path.join(PINNED, 'package-lock.json'))
  const hash = createHash('sha256').update(lock).digest('hex')
  const wrangler = path.join(EDGE_RUNTIME_DIR, 'node_modules/.bin/wrangler')
  if (fs.existsSync(wrangler) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash) return wrangler
  const version = (
    JSON.parse(fs.readFileSync(path.join(PINNED, 'package.json'), 'utf8')) as { dependencies: { wrangler: string } }
  ).dependencies.wrangler
  log(`edge runtime: installing wrangler ${version} (workerd) into node_modules/.cache/edge-runtime/, once`)
  fs.rmSync(EDGE_RUNTIME_DIR, { recursive: true, force: true })
  fs.mkdirSync(EDGE_RUNTIME_DIR, { recursive: true })
  for (const file of ['package.json', 'package-lock.json'])
    fs.copyFileSync(path.join(PINNED, file), path.join(EDGE_RUNTIME_DIR, file))
  const install = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: EDGE_RUNTIME_DIR,
    stdio: 'inherit',
  })
  if (install.status !== 0 || !fs.existsSync(wrangler)) {
    throw new Error(
      `tests/edge/runtime/package-lock.json: wrangler ${version}: npm ci failed (status ${install.status}) — check ` +
        `the network and npm's registry, then run again`,
    )
  }
  fs.writeFileSync(STAMP, hash)
  return wrangler
}
