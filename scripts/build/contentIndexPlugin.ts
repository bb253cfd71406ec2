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
 * CAREFUL HERE: the bundle names the file relative to the folder it is bundled in, and reads it relative to the folder
 * the prerender runs in: both are the project's root (scripts/build/vike.ts runs from it). No absolute path is
 * bundled, so bundles made in one folder serve a build of the same code in another (`npm run changes`).
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
