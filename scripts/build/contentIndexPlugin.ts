import path from 'node:path'
import type { Plugin } from 'vite'

/** The content indexes (one JSON file per locale) that src/content/loadContent.server.ts imports. */
const CONTENT_INDEX = /[\\/]src[\\/]content[\\/]generated[\\/][^\\/]+\.json$/
const PREFIX = '\0reelfi:content-index:'

/**
 * Build only, server bundle only: a content index is read from disk when the prerender first needs it, instead of
 * being bundled, so the bundles depend on code alone and vike.ts reuses them when only content changed.
 * CAREFUL HERE: the file is named relative to the root, where both the bundling and the prerender run: no absolute
 * path is bundled, so one folder's bundles serve another's build of the same code (`npm run changes`).
 */
export function contentIndexPlugin(): Plugin {
  return {
    name: 'reelfi:content-index',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: environment => environment.name === 'ssr',
    async resolveId(source, importer) {
      if (!importer || !source.endsWith('.json')) return undefined
      const file = path.resolve(path.dirname(importer), source)
      if (!CONTENT_INDEX.test(file)) return undefined
      // CAREFUL HERE: the id must not end in .json, or Vite's JSON transform parses the module below as JSON.
      return PREFIX + path.relative(process.cwd(), file).slice(0, -'.json'.length)
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined
      const file = `${id.slice(PREFIX.length)}.json`
      return [
        `import { readFileSync } from 'node:fs'`,
        `const file = ${JSON.stringify(file)}`,
        'let text',
        'try {',
        `  text = readFileSync(file, 'utf8')`,
        '} catch (error) {',
        '  throw new Error(`${file} cannot be read (${error.code ?? error.message}): run \\`npm run content\\``)',
        '}',
        'export default JSON.parse(text)',
      ].join('\n')
    },
  }
}
