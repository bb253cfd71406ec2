/**
 * How a finished build becomes the site. Each build is written to its own folder, dist/builds/<build>/client, and
 * dist/client is a symlink to the one being served, relative to dist/ (`builds/<build>/client`): moving or copying
 * the project, or dist/ as a whole, keeps the site working, and nothing points back into the old place. To copy
 * the site alone, copy what the link leads to (`cp -rL dist/client DEST`): `cp -r dist/client` without -L copies
 * the link itself. Publishing makes a new symlink beside it and renames it over dist/client: rename(2) replaces
 * the old link in one step, so there is no moment at which dist/client does not exist or holds half a site, and a
 * build that fails or is killed never touches it. Static servers, nginx and the checks read dist/client through
 * the link as they read a folder.
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

/**
 * The files a build wrote into its own assets/ (paths relative to it, with `/`), beside its client folder (not served).
 */
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
 * Keeps the published site's scripts and stylesheets reachable from the new one: a page loaded just before the
 * switch still fetches its assets afterwards (the page script comes after the first paint, or when a visitor
 * reaches an island). Their names hold a hash of their bytes, so they never clash with the new build's. Only the
 * previous build's own assets are carried, not what it carried itself: one deploy back, not every deploy ever.
 * Hard links where they can be made (same disk), copies otherwise. Returns how many files were carried.
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
    // A record is data: only a plain relative path below assets/ is followed, never `..`, an absolute path or a dot
    // file.
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
    // CAREFUL HERE: a link cannot be renamed over a folder. dist/client is a folder where dist/ came back from a
    // CI cache or an artifact (both store the site the link leads to, not the link) or was copied with -L: it is
    // moved into builds/, which the next build cleans, for the one rename it takes.
    fs.renameSync(live, path.join(dist, 'builds', `previous-${Date.now().toString(36)}`))
  }
  fs.renameSync(next, live)
}

/**
 * Deletes every build folder but the published one and `keep`. The build starts it and awaits it at the end, so
 * the deleting (thousands of files) runs in libuv's thread pool beside the build instead of adding to it; the site
 * published before stays on disk until the next build, for a quick look back.
 */
export async function removeOtherBuilds(keep?: string): Promise<void> {
  const live = liveBuild()
  fs.mkdirSync(BUILDS_DIR, { recursive: true })
  const folders = fs
    .readdirSync(BUILDS_DIR)
    .map(name => path.join(BUILDS_DIR, name))
    .filter(folder => !live?.startsWith(folder + path.sep) && folder !== keep)
  await Promise.all(folders.map(folder => fs.promises.rm(folder, { recursive: true, force: true })))
}
