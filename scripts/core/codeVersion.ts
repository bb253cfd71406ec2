/**
 * The version of the code that makes a cache entry, for its key: the bytes of a module and every module it imports
 * from the checkout (found by oxc's parser, `import type` aside), the versions of the packages they import and of
 * their dependencies (a libvips under sharp counts), and the parts of Node named as its `runtime`.
 * CAREFUL HERE: a computed `import(variable)` cannot be followed: it is a `path:line` error unless marked
 * `@vite-ignore`. A file read at run time is not an import: list it in `files` (or its package in `packages`).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ROOT_DIR } from './rootDir.ts'
import { hashOf } from './hash.ts'
import { CACHE_ROOT, writeCacheEntry } from './cache.ts'

const SCRIPT = /\.[cm]?[jt]sx?$/
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js']

/** A package's name from an import (`@scope/name/sub` → `@scope/name`), or undefined for Node's own modules. */
function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || !/^[@\w]/.test(specifier)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

// CAREFUL HERE: the parser is loaded on the first key computed, not with this module, which vite.config.ts loads.
// Named `require`, so that importsOf sees this module import it. oxc's parser (native, the one knip and Rolldown use)
// loads in about 20 ms; TypeScript's, used until 2026-12-02, took 1.3 s of a cold build's first step (issue 51).
const require = createRequire(import.meta.url)

/** importsOf's answers, keyed by importsKey: a module is parsed again only when its text or the parser changed. */
const IMPORTS_CACHE = path.join(CACHE_ROOT, 'imports')

/** The parser's part of importsKey: oxc-parser's version (installed by default) and this file. */
export function importsParser(
  version = (JSON.parse(fs.readFileSync(require.resolve('oxc-parser/package.json'), 'utf8')) as { version: string })
    .version,
): string {
  return hashOf(version, fs.readFileSync(fileURLToPath(import.meta.url)))
}

let parser: string | undefined
/** The key of a module's imports: its text, its extension (`.tsx` is parsed with JSX) and the parser. */
export function importsKey(file: string, text: string, code = (parser ??= importsParser())): string {
  return hashOf(path.extname(file), text, code)
}

/** The module names `file` imports at run time, found by oxc's parser; a computed `import()` throws. */
export function importsOf(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const cached = path.join(IMPORTS_CACHE, `${importsKey(file, text)}.json`)
  if (fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8')) as string[]
  const names = parseImports(file, text)
  fs.mkdirSync(IMPORTS_CACHE, { recursive: true })
  writeCacheEntry(cached, JSON.stringify(names))
  return names
}

/** A node of oxc's ESTree tree, as far as this file reads it. */
interface Node {
  type?: string
  start: number
  [key: string]: unknown
}

/** A string literal's or a plain template's value (`'./a'`, `` `./a` ``), or undefined for anything computed. */
function literalValue(node: unknown): string | undefined {
  const literal = node as {
    type?: string
    value?: unknown
    expressions?: unknown[]
    quasis?: { value: { cooked: string } }[]
  }
  if (literal?.type === 'Literal' && typeof literal.value === 'string') return literal.value
  if (literal?.type === 'TemplateLiteral' && literal.expressions?.length === 0) return literal.quasis?.[0]?.value.cooked
  return undefined
}

/**
 * Every name `import`ed, `export`ed `from`, `import()`ed and `require()`d in the tree, as TypeScript runs it: `import
 * type` and `export type` go, `import { type A } from` stays (it still loads the module).
 */
function parseImports(file: string, text: string): string[] {
  const { parseSync } = require('oxc-parser') as typeof import('oxc-parser')
  const relative = path.relative(ROOT_DIR, file)
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length
  const result = parseSync(file, text)
  const [error] = result.errors.filter(problem => problem.severity === 'Error')
  if (error) {
    const at = error.labels[0]?.start
    throw new Error(
      `${relative}${at === undefined ? '' : `:${lineOf(at)}`}: ${error.message} — the module's imports cannot be found`,
    )
  }
  const names: string[] = []
  const add = (name: string | undefined) => {
    if (name !== undefined) names.push(name)
  }
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const child of value) visit(child)
      return
    }
    if (!value || typeof value !== 'object') return
    const node = value as Node
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
        if (node.importKind !== 'type' && node.exportKind !== 'type') add(literalValue(node.source))
        break
      case 'TSImportEqualsDeclaration': {
        const reference = node.moduleReference as Node
        if (node.importKind !== 'type' && reference.type === 'TSExternalModuleReference')
          add(literalValue(reference.expression))
        return
      }
      case 'TSImportType': // `typeof import('./x')`: a type
        return
      case 'ImportExpression': {
        const source = node.source as Node
        const name = literalValue(source)
        if (name !== undefined) add(name)
        else if (!/@vite-ignore/.test(text.slice(node.start, source.start)))
          throw new Error(
            `${relative}:${lineOf(node.start)}: import(): the module's name is computed, so a cache key cannot ` +
              `follow it — write the name as a literal, or mark a URL loaded at run time /* @vite-ignore */ and ` +
              "list any file of the checkout it loads in the key's `files`",
          )
        break
      }
      case 'CallExpression': {
        const callee = node.callee as Node & { name?: string }
        if (callee.type === 'Identifier' && callee.name === 'require') add(literalValue((node.arguments as Node[])[0]))
        break
      }
    }
    for (const child of Object.values(node)) if (child && typeof child === 'object') visit(child)
  }
  visit(result.program)
  return [...new Set(names)]
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
    for (const imported of importsOf(file)) {
      const specifier = imported.split('?')[0]!
      if (!specifier.startsWith('.')) {
        const name = packageName(specifier)
        if (name) packages.add(name)
        continue
      }
      // Every file the name may resolve to: a new `x.js` beside `x.ts` changes the key.
      const base = path.resolve(path.dirname(file), specifier)
      for (const candidate of EXTENSIONS.map(extension => base + extension)) {
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

/** `name@version` of the installed packages `names` and of all their installed dependencies, sorted. */
export function packageVersions(names: readonly string[], from = ROOT_DIR): string[] {
  const versions = new Map<string, string>()
  const visit = (name: string, dir: string) => {
    const found = packageDir(name, dir)
    if (!found || versions.has(found)) return
    const manifest = JSON.parse(fs.readFileSync(path.join(found, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | string | undefined
    >
    versions.set(found, `${name}@${manifest.version}`)
    const dependencies = {
      ...(manifest.dependencies as object),
      ...(manifest.optionalDependencies as object),
      ...(manifest.peerDependencies as object),
    }
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
  /** The entries of `process.versions` that can change the output (`zlib`, `brotli`, `icu`…); none by default. */
  runtime?: readonly string[]
}

const asPath = (file: string | URL) => (file instanceof URL ? fileURLToPath(file) : path.resolve(file))

/** The version of `code`, hex (see the top of this file); `versions` is Node's, a parameter for the tests. */
export function codeVersion(code: Code, versions: NodeJS.ProcessVersions = process.versions): string {
  const graph = moduleGraph(code.modules.map(asPath))
  const files = [...new Set([...graph.files, ...(code.files ?? []).map(asPath)])].sort()
  const packages = [...graph.packages, ...(code.packages ?? [])]
  const from = path.dirname(graph.files[0] ?? ROOT_DIR)
  return hashOf(
    JSON.stringify((code.runtime ?? []).map(name => [name, versions[name as keyof NodeJS.ProcessVersions] ?? null])),
    ...packageVersions(packages, from),
    ...files.flatMap(file => [path.relative(ROOT_DIR, file), fs.readFileSync(file)]),
  )
}
