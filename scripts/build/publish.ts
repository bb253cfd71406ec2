/**
 * How a finished build becomes the site: each build has its own folder, dist/builds/<build>/client, and dist/client
 * is a relative symlink to the one served, replaced in one rename(2) (docs/build.md, "publish"). To copy the site
 * alone, copy what the link leads to (`cp -rL dist/client DEST`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../core/rootDir.ts'

export const DIST = path.join(ROOT_DIR, 'dist')
export const BUILDS_DIR = path.join(DIST, 'builds')
const LIVE = path.join(DIST, 'client')

/** The build folder dist/client points to, if it is a link. */
function liveBuild(): string | null {
  try {
    return path.resolve(DIST, fs.readlinkSync(LIVE))
  } catch {
    return null
  }
}

/** The files a build wrote into its own assets/, listed beside its client folder (not served). */
const OWN_ASSETS = 'own-assets.json'

/** Every file under `dir`, relative with `/`, sorted; none if it does not exist. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/**
 * Keeps the published site's own assets reachable from the new one (hard links, or copies across disks), for a page
 * loaded just before the switch: one deploy back, never what it carried itself. Returns how many were carried.
 */
export function carryPreviousAssets(site: string, live = liveBuild()): number {
  const assets = path.join(site, 'assets')
  const own = filesUnder(assets)
  fs.writeFileSync(path.join(path.dirname(site), OWN_ASSETS), `${JSON.stringify(own)}\n`)
  if (!live || path.resolve(live) === path.resolve(site)) return 0
  let previous: unknown
  try {
    previous = JSON.parse(fs.readFileSync(path.join(path.dirname(live), OWN_ASSETS), 'utf8'))
  } catch {
    return 0 // a site built before this record existed, or none
  }
  if (!Array.isArray(previous)) return 0
  const mine = new Set(own)
  let carried = 0
  for (const name of previous) {
    // A record is data: only a plain relative path below assets/ is followed, never `..`, `/…` or a dot file.
    if (typeof name !== 'string' || mine.has(name) || !/^(?:[\w@-][\w.@-]*\/)*[\w@-][\w.@-]*$/.test(name)) continue
    const from = path.join(live, 'assets', name)
    if (!fs.statSync(from, { throwIfNoEntry: false })?.isFile()) continue
    const to = path.join(assets, name)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    try {
      fs.linkSync(from, to)
    } catch {
      fs.copyFileSync(from, to)
    }
    carried++
  }
  return carried
}

export function publish(site: string, dist = DIST) {
  const live = path.join(dist, 'client')
  const next = path.join(dist, '.client-next')
  fs.rmSync(next, { force: true })
  fs.symlinkSync(path.relative(dist, site), next, 'dir')
  if (fs.lstatSync(live, { throwIfNoEntry: false })?.isDirectory()) {
    // CAREFUL HERE: a link cannot be renamed over a folder, which dist/client is when restored from a CI cache or
    // an artifact: it is moved into builds/, which the next build cleans.
    fs.renameSync(live, path.join(dist, 'builds', `previous-${Date.now().toString(36)}`))
  }
  fs.renameSync(next, live)
}

/** Deletes every build folder but the published one and `keep`, in libuv's thread pool beside the build's steps. */
export async function removeOtherBuilds(keep?: string): Promise<void> {
  const live = liveBuild()
  fs.mkdirSync(BUILDS_DIR, { recursive: true })
  const folders = fs
    .readdirSync(BUILDS_DIR)
    .map(name => path.join(BUILDS_DIR, name))
    .filter(folder => !live?.startsWith(folder + path.sep) && folder !== keep)
  await Promise.all(folders.map(folder => fs.promises.rm(folder, { recursive: true, force: true })))
}
