/**
 * Builds the page-script loader (src/enhance/pageScriptLoader.ts) with Vite into one self-contained module: the
 * exact bytes every page inlines (through pages/+Head.tsx) and whose SHA-256 the Content-Security-Policy allows
 * (scripts/deploy/policy.ts). Both take them from here, so the two cannot drift apart. Cached by the hash of the
 * sources and of Vite's version, so the servers and checks that need the policy do not rebuild it.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build, version as viteVersion, type Rollup } from 'vite'
import { ROOT_DIR } from '../rootDir.ts'
import { CACHE_ROOT, writeCacheEntry } from './cache.ts'

export const LOADER_ENTRY = path.join(ROOT_DIR, 'src/enhance/pageScriptLoader.ts')
/** What the loader may import: a change to any file here is a new loader. */
const SOURCE_DIRS = ['src/enhance', 'src/islands'].map((dir) => path.join(ROOT_DIR, dir))
const CACHE_DIR = path.join(CACHE_ROOT, 'page-script-loader')

function sourceHash(): string {
  const hash = createHash('sha256').update(`vite ${viteVersion}\n`)
  for (const dir of SOURCE_DIRS) {
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(dir, file)
      if (fs.statSync(full).isFile()) hash.update(`${path.relative(ROOT_DIR, full)}\n`).update(fs.readFileSync(full))
    }
  }
  return hash.digest('hex').slice(0, 32)
}

/** The loader as the pages inline it: minified JavaScript with no import of its own. */
export async function builtPageScriptLoader(): Promise<string> {
  const cached = path.join(CACHE_DIR, `${sourceHash()}.js`)
  if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8')
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
    .flatMap((output) => output.output)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
  const [chunk] = chunks
  // Inline, it cannot fetch a chunk of its own: everything it uses must be in this one module.
  if (chunks.length !== 1 || !chunk || chunk.imports.length > 0) {
    throw new Error(`page-script loader: built into ${chunks.length} chunk(s) with imports ${JSON.stringify(chunk?.imports)}; it must be one self-contained module`)
  }
  const code = chunk.code.trim()
  fs.mkdirSync(CACHE_DIR, { recursive: true })
  // Written whole or not at all: two processes may build it at once.
  writeCacheEntry(cached, code)
  return code
}
