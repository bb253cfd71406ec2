/**
 * Immutable.js for Sveltia CMS's event hooks, served by the site. Sveltia CMS loads it only when a hook is registered
 * (the editor's `preSave`, browser/editor.ts), by a dynamic `import()` of its address on unpkg.com, which the
 * editor's policy refuses. The page's import map (a web standard, applied before any fetch) maps that address to the
 * copy npm installed for Sveltia CMS, served from /admin/; the policy allows the map by its hash
 * (scripts/deploy/policy.ts). Nothing of Sveltia CMS's script is changed.
 * CAREFUL HERE: the address is read from the very script the editor serves, by Sveltia's own rule; if the script no
 * longer holds what that rule reads, the build stops. Should Sveltia ask for another address all the same, the import
 * is refused and Sveltia logs that it skips the hooks: tests/admin/serving.spec.ts fails on that console error, and
 * tests/admin/lists.spec.ts on the list title that no hook updated.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { sha256 } from '../core/hash.ts'

/** The package's module build, as Sveltia CMS imports it (`immutable@<version>/dist/immutable.es.js`). */
const MODULE_FILE = 'dist/immutable.es.js'

/**
 * The file's name under /admin/, which revalidates (scripts/deploy/policy.ts): a fixed name, so that the import map,
 * and with it the policy's hash, changes only when Sveltia CMS asks for another version.
 */
const SERVED_FILE = 'immutable.es.js'

export interface EventHooksLibrary {
  file: string
  bytes: Buffer
  /**
   * The import map's JSON, inlined in /admin/index.html. Its target is relative to the page (`/admin/`, where every
   * server sends `/admin` too), so that it needs no second copy of the editor's path.
   */
  importMap: string
  /** The policy's source that allows exactly that inline import map. */
  importMapHash: string
}

let library: EventHooksLibrary | undefined

/**
 * The address Sveltia CMS's script imports Immutable.js from: its own copy of its dependencies' ranges
 * (`immutable:\`^5.1.9\``) read by its own rule (the range without its first character, after
 * `https://unpkg.com/<name>@`). Throws when the script does not hold each piece exactly once.
 */
export function sveltiaImmutableAddress(script: string): string {
  const once = (pattern: RegExp, what: string) => {
    const found = [...script.matchAll(pattern)]
    if (found.length !== 1)
      throw new Error(
        `@sveltia/cms: its script holds ${what} ${found.length} times, not once — it changed how it loads ` +
          'Immutable.js for its event hooks: update scripts/admin/eventHooksLibrary.ts',
      )
    return found[0]!
  }
  const range = once(/\bimmutable:[`'"]([^`'"]+)[`'"]/g, 'the range of immutable')[1]!
  once(/`https:\/\/unpkg\.com\/\$\{\w+\}`/g, 'the unpkg address template')
  once(/\.replace\(\/\^\\D\/,``\)/g, 'the rule that drops a range’s first character')
  once(new RegExp(`\`${MODULE_FILE.replaceAll('.', '\\.')}\``, 'g'), `\`${MODULE_FILE}\``)
  return `https://unpkg.com/immutable@${range.replace(/^\D/, '')}/${MODULE_FILE}`
}

/** Immutable.js as Sveltia CMS installs and asks for it, and the map from its unpkg address to the site's copy. */
export function eventHooksLibrary(): EventHooksLibrary {
  if (library) return library
  const require = createRequire(import.meta.url)
  // The package exports only its module entry (npm/index.js); its built script and package.json are beside it.
  const sveltiaDir = path.join(path.dirname(require.resolve('@sveltia/cms')), '..')
  const address = sveltiaImmutableAddress(fs.readFileSync(path.join(sveltiaDir, 'dist/sveltia-cms.js'), 'utf8'))
  // The copy npm installed for Sveltia CMS, found from its folder as Node would.
  const immutableDir = path.dirname(
    createRequire(path.join(sveltiaDir, 'package.json')).resolve('immutable/package.json'),
  )
  const bytes = fs.readFileSync(path.join(immutableDir, MODULE_FILE))
  const importMap = JSON.stringify({ imports: { [address]: `./${SERVED_FILE}` } })
  library = { file: SERVED_FILE, bytes, importMap, importMapHash: `'sha256-${sha256(importMap, 'base64')}'` }
  return library
}
