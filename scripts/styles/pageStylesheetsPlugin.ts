import type { OutputAsset, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

/**
 * Build only, server bundle only: one stylesheet per page, holding the CSS of exactly the modules the page imports.
 * The pages are HTML-only, so Vike links each to the CSS of its server bundle's chunks (its own and every chunk it
 * imports): with one chunk for the site, every page blocked on every page's rules; with Rolldown's own chunks, a page
 * blocked on 25 small stylesheets (0.66 s more LCP on a simulated 4G phone). Here the chunks stay as Rolldown makes
 * them, and each page entry gets one file instead: its chunks' CSS joined in import order (a chunk's imports before
 * it, as the modules run), so that the cascade is the one the single stylesheet had. Pages that use the same modules
 * share one file, which the browser caches between them. The chunks' own CSS files are then dropped.
 * CAREFUL HERE: this sets `viteMetadata.importedCss` (Vite's documented chunk metadata) before Vite writes its
 * manifest, which is what Vike reads; a plugin ordered after Vite's manifest would change nothing.
 */
export function pageStylesheetsPlugin(): Plugin {
  return {
    name: 'reelfi:page-stylesheets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk]))
      // Vite marks where each chunk's CSS starts (/*$vite$:N*/) and strips the marks from the files it writes itself.
      const cssText = (file: string) => String((bundle[file] as OutputAsset).source).replace(/\/\*\$vite\$:\d+\*\//g, '')
      /** Every CSS file the chunk needs, dependencies first. */
      const stylesheetsOf = (entry: OutputChunk): string[] => {
        const seen = new Set<string>()
        const files: string[] = []
        const visit = (chunk: OutputChunk) => {
          if (seen.has(chunk.fileName)) return
          seen.add(chunk.fileName)
          for (const imported of chunk.imports) {
            const next = chunks.get(imported)
            if (next) visit(next)
          }
          for (const file of chunk.viteMetadata?.importedCss ?? []) if (!files.includes(file)) files.push(file)
        }
        visit(entry)
        return files
      }
      const merged = new Map<string, string>()
      const replaced = new Set<string>()
      for (const entry of chunks.values()) {
        if (!entry.isEntry) continue
        const files = stylesheetsOf(entry)
        if (files.length === 0) continue
        const source = files.map(cssText).join('')
        if (!merged.has(source)) {
          const name = (entry.facadeModuleId ?? entry.name).split('/').filter(Boolean).at(-1)!.replace(/\W+/g, '-')
          merged.set(source, this.getFileName(this.emitFile({ type: 'asset', name: `page-${name}.css`, source })))
        }
        entry.viteMetadata!.importedCss = new Set([merged.get(source)!])
        for (const file of files) replaced.add(file)
      }
      for (const chunk of chunks.values()) {
        if (!chunk.isEntry) chunk.viteMetadata?.importedCss.clear()
      }
      for (const file of replaced) delete bundle[file]
    },
  }
}
