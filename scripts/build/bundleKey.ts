/**
 * The key of the Vike bundles in the build cache (scripts/build/vike.ts): a hash of everything the client and
 * server bundles are made from. That is every file of the checkout but the ones that cannot reach a bundle, and
 * the prose: the MDX under content/ and the content indexes made from it (read at prerender time, see
 * contentIndexPlugin.ts). The generated TypeScript (the article list, the constants) stays in the key: it is
 * bundled. Also in the key: the installed packages, Node's version, the environment variables the Vite config
 * reads, and the checkout's path (the bundle names the content indexes by absolute path).
 * Leaving out a file a bundle reads would serve stale bundles, so the list below leaves out only folders that
 * are certainly not bundled; anything new is in the key until it is listed here.
 * Imports only Node's own modules: it runs under plain Node in scripts/build/vike.ts.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Folders at the root of the checkout that no bundle reads. */
const NOT_BUNDLED = new Set(['.git', 'node_modules', 'dist', 'tests', 'test-results', 'playwright-report', 'changes', 'deploy', '.github', '.ci'])

/** Files, relative to the root with `/`, whose bytes are read at prerender time or never (the prose, the docs). */
const isProse = (relative: string) =>
  (relative.startsWith('content/') && relative.endsWith('.mdx')) ||
  /^src\/content\/generated\/[^/]+\.json$/.test(relative) ||
  /^[^/]+\.md$/.test(relative)

/** Environment variables that change what Vite bundles (vite.config.ts, import.meta.env). */
const isBundleVariable = (name: string) => name === 'NODE_ENV' || name === 'SOURCEMAP' || name.startsWith('VITE_')

export function bundleKey(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = crypto.createHash('sha256')
  const add = (...parts: (string | Buffer)[]) => {
    for (const part of parts) hash.update(part).update('\0')
  }
  add('vike bundles v1', path.resolve(root), process.version)
  for (const name of Object.keys(env).filter(isBundleVariable).sort()) add('env', name, env[name] ?? '')
  // What npm installed (written by every npm install and npm ci), beside what was asked for.
  const installed = path.join(root, 'node_modules/.package-lock.json')
  add('installed', fs.existsSync(installed) ? fs.readFileSync(installed) : 'none')
  // The prose's bytes are not in the key, but which content indexes exist is: the server bundle lists them when it
  // is bundled (import.meta.glob in src/content/loadContent.server.ts).
  const generated = path.join(root, 'src/content/generated')
  const indexes = fs.existsSync(generated) ? fs.readdirSync(generated).filter((name) => name.endsWith('.json')).sort() : []
  add('content indexes', ...indexes)
  for (const relative of sourceFiles(root)) {
    const file = path.join(root, relative)
    const stat = fs.lstatSync(file)
    add('file', relative, stat.isSymbolicLink() ? `link:${fs.readlinkSync(file)}` : fs.readFileSync(file))
  }
  return hash.digest('hex').slice(0, 32)
}

/** The checkout's files that are in the key, relative with `/`, sorted. */
export function sourceFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!(dir === '' && NOT_BUNDLED.has(entry.name))) walk(relative)
      } else if (!isProse(relative)) {
        files.push(relative)
      }
    }
  }
  walk('')
  return files.sort()
}
