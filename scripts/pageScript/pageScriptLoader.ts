/**
 * Builds the page-script loader (src/enhance/pageScriptLoader.ts) with Vite into one self-contained module: the bytes
 * every page inlines and the Content-Security-Policy hashes (scripts/deploy/policy.ts), from one place. Cached by
 * loaderKey, so a hit skips loading Vite; a build fails when Vite bundled a module the key does not cover.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Rollup } from 'vite'
import { ROOT_DIR } from '../core/rootDir.ts'
import { CACHE_ROOT, writeCacheEntry } from '../core/cache.ts'
import { hashOf } from '../core/hash.ts'
import { codeVersion, moduleGraph, type Code } from '../core/codeVersion.ts'

export const LOADER_ENTRY = path.join(ROOT_DIR, 'src/enhance/pageScriptLoader.ts')
const CACHE_DIR = path.join(CACHE_ROOT, 'page-script-loader')
/** The files Vite reads besides the modules. */
const SETTINGS = ['tsconfig.json', '.env', '.env.local', '.env.production', '.env.production.local']

/** The loader's code: its modules and this file (the configuration), and the files Vite reads for them. */
export function loaderCode(root = ROOT_DIR): Code {
  return {
    modules: [LOADER_ENTRY, fileURLToPath(import.meta.url)],
    files: SETTINGS.map(file => path.join(root, file)).filter(file => fs.existsSync(file)),
  }
}

/** The cache key of the loader built from the code whose version is `code` in the environment `env`. */
export function loaderKey(code = codeVersion(loaderCode()), env: NodeJS.ProcessEnv = process.env): string {
  const variables = Object.keys(env)
    .filter(name => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort()
  return hashOf(code, ...variables.flatMap(name => [name, env[name] ?? '']))
}

let built: Promise<string> | undefined
/** The loader as the pages inline it: minified JavaScript with no import of its own. Built once per process. */
export function builtPageScriptLoader(): Promise<string> {
  return (built ??= cachedLoader())
}

async function cachedLoader(): Promise<string> {
  const cached = path.join(CACHE_DIR, `${loaderKey()}.js`)
  if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8')
  const code = await buildLoader()
  fs.mkdirSync(CACHE_DIR, { recursive: true })
  writeCacheEntry(cached, code)
  return code
}

async function buildLoader(): Promise<string> {
  const { build } = await import('vite')
  const result = await build({
    configFile: false,
    root: ROOT_DIR,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      // An app build, not a library build: Vite minifies a library's ES output only partly.
      rolldownOptions: { input: LOADER_ENTRY, output: { format: 'es' } },
    },
  })
  const chunks = (Array.isArray(result) ? result : [result as Rollup.RollupOutput])
    .flatMap(output => output.output)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
  const [chunk] = chunks
  // Inline, it cannot fetch a chunk of its own: everything it uses must be in this one module.
  if (chunks.length !== 1 || !chunk || chunk.imports.length > 0) {
    throw new Error(
      `page-script loader: built into ${chunks.length} chunk(s) with imports ${JSON.stringify(chunk?.imports)}; it ` +
        `must be one self-contained module`,
    )
  }
  const keyed = new Set(moduleGraph(loaderCode().modules as string[]).files)
  const unkeyed = chunk.moduleIds
    .map(id => id.split('?')[0]!)
    .filter(id => path.isAbsolute(id) && !keyed.has(id) && !/[/\\]node_modules[/\\]/.test(id))
  if (unkeyed.length > 0) {
    throw new Error(
      `page-script loader: ${unkeyed.map(id => path.relative(ROOT_DIR, id)).join(', ')} is bundled but not in its ` +
        `cache key (scripts/core/codeVersion.ts follows imports with a literal name): import it with one`,
    )
  }
  return chunk.code.trim()
}
