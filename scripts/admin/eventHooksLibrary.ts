/**
 * Immutable.js for Sveltia CMS's event hooks, served by the site. Sveltia CMS loads it only when a hook is registered
 * (the editor's `preSave`, browser/editor.ts), by a dynamic `import()` of its address on unpkg.com, which the
 * editor's policy refuses. The page's import map (a web standard, applied before any fetch) maps that address to the
 * copy of the same package that npm installed for Sveltia CMS; the policy allows the map by its hash
 * (scripts/deploy/policy.ts). Nothing of Sveltia CMS's script is changed.
 * CAREFUL HERE: if Sveltia CMS asks for another address, the map no longer matches, the import is refused by the policy
 * and Sveltia logs that it skips the hooks: tests/admin/serving.spec.ts fails on that console error, and
 * tests/admin/lists.spec.ts on the list title that no hook updated.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { hashOf, sha256 } from '../core/hash.ts'

/** The package's module build, as Sveltia CMS imports it (`immutable@<version>/dist/immutable.es.js`). */
const MODULE_FILE = 'dist/immutable.es.js'

export interface EventHooksLibrary {
  /** The file's name under /admin/, by its content hash. */
  file: string
  bytes: Buffer
  /** The import map's JSON, inlined in /admin/index.html: its target is relative to the page, in the same folder. */
  importMap: string
  /** The policy's source that allows exactly that inline import map. */
  importMapHash: string
}

let library: EventHooksLibrary | undefined

/** Immutable.js as Sveltia CMS depends on it (its own `dependencies` range and resolution), and the map to it. */
export function eventHooksLibrary(): EventHooksLibrary {
  if (library) return library
  const require = createRequire(import.meta.url)
  // The package exports only its module entry (npm/index.js); its package.json is one folder up.
  const sveltiaDir = path.join(path.dirname(require.resolve('@sveltia/cms')), '..')
  const manifest = JSON.parse(fs.readFileSync(path.join(sveltiaDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
  }
  const range = manifest.dependencies?.immutable
  if (!range) throw new Error('@sveltia/cms no longer depends on immutable: update scripts/admin/eventHooksLibrary.ts')
  // Sveltia CMS asks unpkg for the lowest version of its range: `^5.1.9` is `immutable@5.1.9`.
  const cdnAddress = `https://unpkg.com/immutable@${range.replace(/^\D+/, '')}/${MODULE_FILE}`
  // The copy npm installed for Sveltia CMS, found from its folder as Node would.
  const immutableDir = path.dirname(
    createRequire(path.join(sveltiaDir, 'package.json')).resolve('immutable/package.json'),
  )
  const bytes = fs.readFileSync(path.join(immutableDir, MODULE_FILE))
  const file = `immutable.${hashOf(bytes).slice(0, 10)}.js`
  const importMap = JSON.stringify({ imports: { [cdnAddress]: `./${file}` } })
  library = { file, bytes, importMap, importMapHash: `'sha256-${sha256(importMap, 'base64')}'` }
  return library
}
