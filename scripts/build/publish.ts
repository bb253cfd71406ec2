/**
 * How a finished build becomes the site. Each build is written to its own folder, dist/builds/<build>/client, and
 * dist/client is a symlink to the one being served, by its absolute path: `cp -r dist/client elsewhere` (no
 * trailing slash) or a tar without -h copies the link itself, and an absolute link still leads to the site, where
 * a relative one would lead nowhere. Publishing makes a new symlink beside it and renames
 * it over dist/client: rename(2) replaces the old link in one step, so there is no moment at which dist/client
 * does not exist or holds half a site, and a build that fails or is killed never touches it. Static servers,
 * nginx and the checks read dist/client through the link as they read a folder.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../rootDir.ts'

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

/** The files a build wrote into its own assets/ (paths relative to it, with `/`), beside its client folder (not served). */
const OWN_ASSETS = 'own-assets.json'

/** Every file under `dir`, relative with `/`, sorted; none if it does not exist. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
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
    // A record is data: only a plain relative path below assets/ is followed, never `..`, an absolute path or a dot file.
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

export function publish(site: string) {
  const next = path.join(DIST, '.client-next')
  fs.rmSync(next, { force: true })
  fs.symlinkSync(path.resolve(site), next, 'dir')
  const stat = fs.lstatSync(LIVE, { throwIfNoEntry: false })
  if (stat && !stat.isSymbolicLink()) {
    // CAREFUL HERE: a dist/client folder from before this layout cannot be replaced by a link in one rename; it is
    // moved into builds/ first (the only time the site is missing, for one rename, and only on the first build).
    fs.renameSync(LIVE, path.join(BUILDS_DIR, `previous-${Date.now().toString(36)}`))
  }
  fs.renameSync(next, LIVE)
}

/**
 * Deletes every build folder but the published one, and what older layouts of dist/ left behind. The build starts
 * it and awaits it at the end, so the deleting (thousands of files) runs in libuv's thread pool beside the build
 * instead of adding to it; the site published before stays on disk until the next build, for a quick look back.
 */
export async function removeOtherBuilds(keep?: string): Promise<void> {
  const live = liveBuild()
  fs.mkdirSync(BUILDS_DIR, { recursive: true })
  const folders = fs.readdirSync(BUILDS_DIR).map((name) => path.join(BUILDS_DIR, name))
    .filter((folder) => !(live && live.startsWith(folder + path.sep)) && folder !== keep)
  const leftovers = ['.staging', '.old-client', '.old-server', 'server', '.client-next'].map((name) => path.join(DIST, name))
  await Promise.all([...folders, ...leftovers].map((folder) => fs.promises.rm(folder, { recursive: true, force: true })))
}
