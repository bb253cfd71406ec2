/**
 * The version of the code that makes a cache entry, for its key: the bytes of a module and of every module it
 * imports from the checkout, the versions of every package they import and of those packages' own dependencies
 * (so a libvips binary under sharp or yoga under satori counts, whatever installed them: npm, pnpm, yarn, bun),
 * and the versions of Node and the libraries built into it (V8, zlib, brotli, ICU…). A cache keyed by it serves an
 * entry only to the code that made it.
 * Imports are found in the source text (static, `export … from` and `import('…')` with a literal name), which
 * errs on the side of more: a name in a comment that resolves to a file counts too. `import type` is left out: it
 * cannot change what runs. CAREFUL HERE: a module loaded by a computed name (`import(variable)`) or a file read at
 * run time is not an import; list it in `files` (or its package in `packages`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ROOT_DIR } from '../rootDir.ts'
import { hashOf } from './cache.ts'

const IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[\w$*{},\s]+?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g
const SCRIPT = /\.[cm]?[jt]sx?$/
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js']

/** A package's name from an import (`@scope/name/sub` → `@scope/name`), or undefined for Node's own modules. */
function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || !/^[@\w]/.test(specifier)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

export interface ModuleGraph {
  /** The checkout's files, absolute. */
  files: string[]
  /** The packages imported by those files, by name. */
  packages: string[]
}

/** The modules `entries` import from the checkout, themselves included, and the packages they import. */
export function moduleGraph(entries: readonly string[]): ModuleGraph {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    if (!SCRIPT.test(file)) return // a stylesheet or a JSON file: its bytes, no imports
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue
      const specifier = (match[2] ?? match[3])!.split('?')[0]!
      if (!specifier.startsWith('.')) {
        const name = packageName(specifier)
        if (name) packages.add(name)
        continue
      }
      // Every file the name may resolve to, not only the one a given resolver picks: a new `x.js` beside `x.ts`,
      // which some resolvers would take instead, is a change of the key.
      const base = path.resolve(path.dirname(file), specifier)
      for (const candidate of EXTENSIONS.map((extension) => base + extension)) {
        if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) visit(candidate)
      }
    }
  }
  for (const entry of entries) visit(path.resolve(entry))
  return { files: [...files].sort(), packages: [...packages].sort() }
}

/** The folder of package `name` as Node finds it from `from` (node_modules folders up the tree), real path. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name)
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate)
    if (path.dirname(dir) === dir) return undefined
  }
}

/**
 * `name@version` of the installed packages `names` (found from `from`) and of everything they depend on:
 * dependencies, and the optional and peer ones that are installed. Sorted, each once.
 */
export function packageVersions(names: readonly string[], from = ROOT_DIR): string[] {
  const versions = new Map<string, string>()
  const visit = (name: string, dir: string) => {
    const found = packageDir(name, dir)
    if (!found || versions.has(found)) return
    const manifest = JSON.parse(fs.readFileSync(path.join(found, 'package.json'), 'utf8')) as Record<string, Record<string, string> | string | undefined>
    versions.set(found, `${name}@${manifest.version}`)
    const dependencies = { ...(manifest.dependencies as object), ...(manifest.optionalDependencies as object), ...(manifest.peerDependencies as object) }
    for (const dependency of Object.keys(dependencies)) visit(dependency, found)
  }
  for (const name of names) visit(name, from)
  return [...new Set(versions.values())].sort()
}

export interface Code {
  /** The modules that make the entry (file URLs or paths); what they import is found. */
  modules: readonly (string | URL)[]
  /** Files read at run time rather than imported. */
  files?: readonly (string | URL)[]
  /** Packages used without an import (fonts read from their folder). */
  packages?: readonly string[]
}

const asPath = (file: string | URL) => (file instanceof URL ? fileURLToPath(file) : path.resolve(file))

/** The version of `code`, hex (see the top of this file); `runtime` is Node's versions, a parameter for the tests. */
export function codeVersion(code: Code, runtime: NodeJS.ProcessVersions = process.versions): string {
  const graph = moduleGraph(code.modules.map(asPath))
  const files = [...new Set([...graph.files, ...(code.files ?? []).map(asPath)])].sort()
  const packages = [...graph.packages, ...(code.packages ?? [])]
  const from = path.dirname(graph.files[0] ?? ROOT_DIR)
  return hashOf(
    JSON.stringify(runtime),
    ...packageVersions(packages, from),
    ...files.flatMap((file) => [path.relative(ROOT_DIR, file), fs.readFileSync(file)]),
  )
}
