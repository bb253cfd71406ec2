/**
 * The key of the Vike bundles in the build cache (scripts/build/vike.ts): a hash of every file of the checkout but the
 * prose and the folders tools write, of the installed packages, Node's version and the environment variables a bundle
 * can hold (docs/build.md, "vike build"). Not of the checkout's path, so one folder's bundles serve another's build of
 * the same code. Without a lockfile there is no key (null). Imports only Node and Node-only modules: it runs under
 * plain Node in vike.ts.
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
 * Files (relative, with `/`) read at prerender time or never: the prose, the docs, logs, and the content step's stamp
 * (in the key, it would throw away the bundles at each edit of prose).
 */
const isProse = (relative: string) =>
  (relative.startsWith('content/') && relative.endsWith('.mdx')) ||
  relative === `${CONTENT_INDEX_DIR}/${STAMP_FILE}` ||
  (path.posix.dirname(relative) === CONTENT_INDEX_DIR && relative.endsWith('.json')) ||
  /^[^/]+\.(md|log)$/.test(relative)

/** `import.meta.env.NAME` in a source file: Vite and Vike write the variable's value into the bundle. */
const ENV_REFERENCE = /import\.meta\.env\.([A-Za-z_$][\w$]*)/g

/** The environment variables that change what is bundled, `named` being those the code reads as import.meta.env. */
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
 * What is installed, which may differ from the lockfile: the package manager's record of its last install, or where
 * it writes none (bun), the versions found in node_modules.
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
  // CAREFUL HERE: without a lockfile, one package.json installs other versions from one day to the next under the
  // same version number: nothing keys the packages, so nothing is reused.
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
 * The checkout's files in the key, relative with `/`, sorted: not the work folders nor Vike's temporary files. Links
 * are followed; a pipe or socket stops the build with its name instead of hanging on it.
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
