/**
 * Immutable.js for Sveltia CMS's event hooks: Sveltia imports it from unpkg.com when a hook is registered, which the
 * editor's policy refuses, so the page's import map sends that address to the copy npm installed, served from /admin/
 * (the policy allows the map by its hash, scripts/deploy/policy.ts).
 * CAREFUL HERE: the address is read from Sveltia's script by its own rule; if the script changes, the build stops, and
 * tests/admin/serving.spec.ts and lists.spec.ts fail on hooks that were skipped.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { sha256 } from '../core/hash.ts'

/** The package's module build, as Sveltia CMS imports it (`immutable@<version>/dist/immutable.es.js`). */
const MODULE_FILE = 'dist/immutable.es.js'

/** A fixed name, so that the import map and the policy's hash change only with the version Sveltia asks for. */
const SERVED_FILE = 'immutable.es.js'

export interface EventHooksLibrary {
  file: string
  bytes: Buffer
  /** The import map's JSON, inlined in /admin/index.html, its target relative to the page. */
  importMap: string
  /** The policy's source that allows exactly that inline import map. */
  importMapHash: string
}

let library: EventHooksLibrary | undefined

/**
 * The address Sveltia's script imports Immutable.js from, by its own rule (`immutable:\`^5.1.9\`` without the range's
 * first character); throws unless each piece of that rule is in the script once.
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
  // The package exports only npm/index.js; its built script and package.json are beside it.
  const sveltiaDir = path.join(path.dirname(require.resolve('@sveltia/cms')), '..')
  const address = sveltiaImmutableAddress(fs.readFileSync(path.join(sveltiaDir, 'dist/sveltia-cms.js'), 'utf8'))

  const immutableDir = path.dirname(
    createRequire(path.join(sveltiaDir, 'package.json')).resolve('immutable/package.json'),
  )
  const bytes = fs.readFileSync(path.join(immutableDir, MODULE_FILE))
  const importMap = JSON.stringify({ imports: { [address]: `./${SERVED_FILE}` } })
  library = { file: SERVED_FILE, bytes, importMap, importMapHash: `'sha256-${sha256(importMap, 'base64')}'` }
  return library
}
