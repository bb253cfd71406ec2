import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * The content indexes the content step writes (one JSON file per locale) and src/content/loadContent.server.ts imports.
 */
const CONTENT_INDEX = /[\\/]src[\\/]content[\\/]generated[\\/][^\\/]+\.json$/
const PREFIX = '\0reelfi:content-index:'

/**
 * Build only, server bundle only: a content index is read from disk when the prerender first needs it, instead of
 * being bundled. The bundles then depend on code alone, so scripts/build/vike.ts can reuse them from its cache
 * when only content changed (a one-word edit re-renders the pages but does not bundle the site again).
 * In dev the indexes stay ordinary JSON modules, so an edit reaches the browser through Vite's own updates.
 * The file read is the one the content step wrote in this checkout (its absolute path is part of the bundle, and
 * the checkout's root is part of the bundle cache's key).
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
      // CAREFUL HERE: the id must not end in .json, or Vite's JSON transform parses the module below as JSON.
      return CONTENT_INDEX.test(file) ? PREFIX + file.slice(0, -'.json'.length) : undefined
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
