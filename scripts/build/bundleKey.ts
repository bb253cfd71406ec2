/**
 * The key of the Vike bundles in the build cache (scripts/build/vike.ts): a hash of everything the client and
 * server bundles are made from. That is every file of the checkout but the ones that cannot reach a bundle, and
 * the prose: the MDX under content/ and the content indexes made from it (read at prerender time, see
 * contentIndexPlugin.ts). The generated TypeScript (the article list, the constants) stays in the key: it is
 * bundled. Also in the key: the installed packages (see installedPackages), Node's version, the environment
 * variables a bundle can hold (see bundleVariables) and the names of the content indexes. Not the checkout's path:
 * nothing bundled depends on it (the content indexes are named relative to the root, contentIndexPlugin.ts; the root
 * Vike writes into the server bundle is replaced by the running build's own when it prerenders), so bundles made in
 * one folder serve a build of the same code in another (`npm run changes` builds each revision in a temporary
 * folder). Without a lockfile there is no key (null), and no reuse.
 * Leaving out a file a bundle reads would serve stale bundles, so the list below leaves out only the root folders
 * that tools write (.gitignore names them): everything else, tests/ and deploy/ included, is in the key, and a new
 * folder is in it before anyone thinks of it. Files outside the checkout are packages, keyed by what is installed.
 * Imports only Node's own modules and Node-only modules of this checkout: it runs under plain Node in
 * scripts/build/vike.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { packageVersions } from '../core/codeVersion.ts'
import { hashOf } from '../core/hash.ts'
import { INSTALLED_RECORDS, LOCKFILES } from '../core/lockfiles.ts'
import { CONTENT_INDEX_DIR } from '../core/rootDir.ts'
import { isVikeTemporaryFile, WORK_FOLDERS } from '../core/workFolders.ts'
import { STAMP_FILE } from '../pipeline/compilerStamp.ts'

/**
 * Files, relative to the root with `/`, whose bytes are read at prerender time or never (the prose, the docs, logs,
 * and the content step's stamp, which records every content file's size and time for `npm run dev`: no bundle reads
 * it, and in the key it would throw away the bundles and every rendered page at each edit of prose).
 */
const isProse = (relative: string) =>
  (relative.startsWith('content/') && relative.endsWith('.mdx')) ||
  relative === `${CONTENT_INDEX_DIR}/${STAMP_FILE}` ||
  (path.posix.dirname(relative) === CONTENT_INDEX_DIR && relative.endsWith('.json')) ||
  /^[^/]+\.(md|log)$/.test(relative)

/** `import.meta.env.NAME` in a source file: Vite and Vike write the variable's value into the bundle. */
const ENV_REFERENCE = /import\.meta\.env\.([A-Za-z_$][\w$]*)/g

/**
 * The environment variables that change what is bundled: the ones vite.config.ts reads (NODE_ENV, SOURCEMAP),
 * Vike's own configuration (VIKE_CONFIG), the ones Vite and Vike expose to the code by prefix (VITE_*,
 * PUBLIC_ENV__*), and any other one the code names as `import.meta.env.NAME` (Vike replaces those in server code).
 */
function bundleVariables(env: NodeJS.ProcessEnv, named: Set<string>): string[] {
  return Object.keys(env)
    .filter(
      name =>
        ['NODE_ENV', 'SOURCEMAP', 'VIKE_CONFIG'].includes(name) ||
        name.startsWith('VITE_') ||
        name.startsWith('PUBLIC_ENV__') ||
        named.has(name),
    )
    .sort()
}

/**
 * What is installed, which may differ from the lockfile (pulled, not yet installed): the package manager's own
 * record of its last install, or where it writes none (bun), the version of every package package.json names and
 * of their dependencies, as found in node_modules.
 */
function installedPackages(root: string): (string | Buffer)[] {
  const records = INSTALLED_RECORDS.filter(record => fs.existsSync(path.join(root, record)))
  if (records.length > 0) return records.flatMap(record => [record, fs.readFileSync(path.join(root, record))])
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >
  return packageVersions(
    Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies }),
    root,
  )
}

/** The key of the bundles made from `root` in `env`, or null when no lockfile says which packages are installed. */
export function bundleKey(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  // CAREFUL HERE: without a lockfile, one package.json installs other versions (or commits, for a git dependency)
  // from one day to the next, under the same version number: nothing keys the packages, so nothing is reused.
  // The lockfiles themselves are files of the checkout, keyed below with the others.
  if (!LOCKFILES.some(name => fs.existsSync(path.join(root, name)))) return null
  const keyParts: (string | Buffer)[] = []
  const add = (...parts: (string | Buffer)[]) => void keyParts.push(...parts)
  add('vike bundles v4', process.version)
  add('installed', ...installedPackages(root))
  // The prose's bytes are not in the key, but which content indexes exist is: the server bundle lists them when it
  // is bundled (import.meta.glob in src/content/loadContent.server.ts).
  const generated = path.join(root, CONTENT_INDEX_DIR)
  const indexes = fs.existsSync(generated)
    ? fs
        .readdirSync(generated)
        .filter(name => name.endsWith('.json'))
        .sort()
    : []
  add('content indexes', ...indexes)
  const named = new Set<string>()
  for (const relative of sourceFiles(root)) {
    const bytes = fs.readFileSync(path.join(root, relative))
    add('file', relative, bytes)
    if (/\.[cm]?[jt]sx?$/.test(relative))
      for (const match of bytes.toString('utf8').matchAll(ENV_REFERENCE)) named.add(match[1]!)
  }
  for (const name of bundleVariables(env, named)) add('env', name, env[name] ?? '')
  return hashOf(...keyParts).slice(0, 32)
}

/**
 * The checkout's files that are in the key, relative with `/`, sorted, but for the work folders and the files Vike
 * writes and deletes beside a `+config.ts` it loads (another command may be loading it). A symbolic link is followed
 * (a folder of catalogs linked from elsewhere is hashed by its files, not by where it points); anything but a file or
 * a folder (a pipe, a socket) stops the build with its name, instead of hanging on it.
 */
export function sourceFiles(root: string): string[] {
  const files: string[] = []
  // The real folders from the root to the one being read: a link to one of them would be walked forever.
  const walk = (dir: string, ancestors: ReadonlySet<string>) => {
    const real = fs.realpathSync(path.join(root, dir))
    if (ancestors.has(real)) return
    const within = new Set(ancestors).add(real)
    for (const name of fs.readdirSync(path.join(root, dir)).sort()) {
      const relative = dir ? `${dir}/${name}` : name
      if ((dir === '' && WORK_FOLDERS.has(name)) || isVikeTemporaryFile(name)) continue
      const stat = fs.statSync(path.join(root, relative), { throwIfNoEntry: false })
      if (!stat) continue // a link to nothing: nothing can bundle it
      if (stat.isDirectory()) walk(relative, within)
      else if (!stat.isFile())
        throw new Error(
          `${relative} is neither a file nor a folder: remove it (the build hashes every file it may bundle)`,
        )
      else if (!isProse(relative)) files.push(relative)
    }
  }
  walk('', new Set())
  return files.sort()
}
