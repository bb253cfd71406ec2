/**
 * The bundle cache's guard (scripts/build/vike.ts adds it to Vite's configuration): a bundle that holds a file that
 * the cache's key leaves out (scripts/build/bundleKey.ts) fails the build with that file's name, since such bundles
 * would be reused after that file changed. Imports only packages and Node-only modules of this folder: it runs under
 * plain Node in vike.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { sourceFiles } from './bundleKey.ts'

/** A file's real path, or the path itself if it is gone. */
function realPath(file: string): string {
  try {
    return fs.realpathSync(file)
  } catch {
    return file
  }
}

/**
 * Fails the bundling when a bundle holds a file that the cache's key leaves out (bundleKey.ts): such bundles would
 * be reused after that file changed. Packages (any node_modules folder, also one linked from elsewhere) are keyed
 * by the lockfile and what was installed; any other file from outside the checkout cannot be keyed and fails.
 */
export function bundleKeyGuard(root: string): Plugin {
  const realRoot = fs.realpathSync(root)
  // By real path, as Vite names modules: a file reached through a linked folder is keyed under the link's name.
  // Listed once, for both bundles (client and server).
  let keyed: Set<string> | undefined
  return {
    name: 'reelfi:bundle-key-holds-every-input',
    apply: 'build',
    generateBundle() {
      keyed ??= new Set(sourceFiles(root).map(file => fs.realpathSync(path.join(root, file))))
      for (const id of this.getModuleIds()) {
        const file = id.split('?')[0]!
        if (id.startsWith('\0') || !path.isAbsolute(file)) continue
        // Relative to the root as given and as its real path: a checkout reached through a link has module ids of both.
        const relative = [root, realRoot]
          .map(dir => path.relative(dir, file).split(path.sep).join('/'))
          .sort((a, b) => a.length - b.length)[0]!
        if (/(^|\/)node_modules\//.test(relative) || keyed.has(realPath(file))) continue
        this.error(
          relative.startsWith('../')
            ? `${file} is bundled from outside the checkout, where the key of the bundle cache (scripts/build/bundleKey.ts) cannot follow it: bring it into the checkout or install it as a package`
            : `${relative} is bundled, but scripts/build/bundleKey.ts leaves it out of the key of the bundle cache, so an edit of it would not be bundled: keep it out of the bundles, or out of that file's exclusions`,
        )
      }
    },
  }
}
