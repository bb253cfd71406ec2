/**
 * Vite plugin: `virtual:page-script`, the page script and its loader for pages/+Head.tsx (the pages have no +client
 * file). The client build emits the page script as an entry chunk; the server build reads its file from Vite's
 * manifest and takes the built loader, which +Head inlines. In development both are served as modules.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { ROOT_DIR } from '../core/rootDir.ts'
import { builtPageScriptLoader, LOADER_ENTRY } from './pageScriptLoader.ts'

const PAGE_SCRIPT_ENTRY = path.join(ROOT_DIR, 'src/enhance/pageScript.ts')
const VIRTUAL_ID = 'virtual:page-script'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

const devUrl = (file: string) => `/${path.relative(ROOT_DIR, file).split(path.sep).join('/')}`

export function pageScriptPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'reelfi:page-script',
    configResolved(resolved) {
      config = resolved
    },
    buildStart() {
      if (config.command === 'build' && this.environment.name === 'client') {
        this.emitFile({ type: 'chunk', id: PAGE_SCRIPT_ENTRY, name: 'page-script' })
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      if (config.command === 'serve') {
        return (
          `export const PAGE_SCRIPT ` +
          `= ${JSON.stringify({ src: devUrl(PAGE_SCRIPT_ENTRY), loaderSrc: devUrl(LOADER_ENTRY) })}`
        )
      }
      const clientOutDir = path.resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client')
      const src = `${config.base}${pageScriptFile(clientOutDir)}`
      return `export const PAGE_SCRIPT = ${JSON.stringify({ src, loader: await builtPageScriptLoader() })}`
    },
  }
}

/** The page script's file, from Vite's manifest (https://vite.dev/guide/backend-integration). */
function pageScriptFile(clientOutDir: string): string {
  const manifestFile = path.join(clientOutDir, '.vite/manifest.json')
  if (!fs.existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: the server build needs the client build's manifest`)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string } | undefined>
  const entry = manifest[path.relative(ROOT_DIR, PAGE_SCRIPT_ENTRY).split(path.sep).join('/')]
  if (!entry) throw new Error(`the page script ${devUrl(PAGE_SCRIPT_ENTRY)} is missing from ${manifestFile}`)
  return entry.file
}

/** The page script's URL in a built site, from its home page (the manifest is gone after prerendering). */
export function builtPageScriptUrl(site = path.join(ROOT_DIR, 'dist/client')): string {
  const html = fs.readFileSync(path.join(site, 'index.html'), 'utf8')
  const url = /<script type="module" data-page-script="([^"]+)">/.exec(html)?.[1]
  if (!url) throw new Error(`${site}/index.html has no page-script loader: run \`npm run build\``)
  return url
}
