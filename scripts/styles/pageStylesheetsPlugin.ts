import type { OutputAsset, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

/**
 * Build only, server bundle only: one stylesheet per page, holding the CSS of exactly the modules the page imports.
 * The pages are HTML-only, so Vike links each to the CSS of its server bundle's chunks (its own and every chunk it
 * imports): with one chunk for the site, every page blocked on every page's rules; with Rolldown's own chunks, a page
 * blocked on 25 small stylesheets (0.66 s more LCP on a simulated 4G phone). Here the chunks stay as Rolldown makes
 * them, and each page entry gets one file instead: its chunks' CSS files, ordered by when their modules run (the
 * page's modules in ESM execution order: each module's static imports in source order before it, then what it loads
 * with `import()`), so that the cascade is the one the single stylesheet had, whatever Rolldown's chunking (a chunk
 * holding +Layout.tsx and global.css imports Nav's chunk, yet global.css runs first);
 * tests/unit/pageStylesheets.test.ts checks that order on a fixture. Pages that use
 * the same modules share one file, which the browser caches between them. The chunks' own CSS files are then dropped;
 * a chunk with CSS that no page reaches fails the build rather than lose its rules.
 * CAREFUL HERE: `enforce: 'post'` runs this after Vite's own CSS plugin has finished the chunks' CSS (pure-CSS chunks
 * merged into their importers, its internal marks removed): Vite's documented way to read `viteMetadata.importedCss`
 * (https://vite.dev/guide/api-plugin#output-bundle-metadata; the timing is vitejs/vite#22467).
 * Vite's manifest, which is what Vike reads, is written after it, so the `importedCss` set here is what Vike links.
 * An internal, kept knowingly: Vite documents reading that set, not replacing it, and neither Vite nor Vike has a
 * documented way to give a page one stylesheet of its own (a +Head link would add to Vike's links, not replace them).
 * tests/unit/pageStylesheets.test.ts and the budgets' one-stylesheet check fail if a Vite release stops honouring it.
 */
export function pageStylesheetsPlugin(): Plugin {
  /** Each chunk's CSS file and the CSS modules it is made of. */
  const cssModulesOf = new Map<string, string[]>()
  const isCss = (id: string) => /\.css($|\?)/.test(id)
  return {
    name: 'reelfi:page-stylesheets',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: environment => environment.name === 'ssr',
    renderStart() {
      cssModulesOf.clear()
    },
    renderChunk(_code, chunk) {
      // Here (after Vite's renderChunk, before its generateBundle merges pure-CSS chunks into their importers) a
      // chunk's importedCss is its own CSS file, made of its CSS modules.
      const modules = chunk.moduleIds.filter(isCss)
      for (const file of chunk.viteMetadata?.importedCss ?? []) cssModulesOf.set(file, modules)
      return null
    },
    generateBundle(_options, bundle) {
      /** The page's modules in the order they run, each with its position. */
      const executionOrder = (entry: string): Map<string, number> => {
        const order = new Map<string, number>()
        const entered = new Set<string>()
        const run = (id: string) => {
          if (entered.has(id)) return
          entered.add(id)
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) run(imported)
          order.set(id, order.size)
        }
        run(entry)
        for (const id of [...order.keys()]) {
          for (const loaded of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
            if (!this.getModuleInfo(loaded)?.isEntry) run(loaded)
          }
        }
        return order
      }
      /** When the first of the file's CSS modules runs (a file of unknown modules: after the others, in chunk order). */
      const positionIn = (order: Map<string, number>, file: string) =>
        Math.min(Infinity, ...(cssModulesOf.get(file) ?? []).map(id => order.get(id) ?? Infinity))
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is OutputChunk => output.type === 'chunk')
          .map(chunk => [chunk.fileName, chunk]),
      )
      const cssText = (file: string) => String((bundle[file] as OutputAsset).source)
      /** Every CSS file the chunk needs: its chunks' (static imports first, then those it loads with import()). */
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
          // Not into another entry: Vike's server entry loads every page with import(), and each page has its own file.
          for (const imported of chunk.dynamicImports) {
            const next = chunks.get(imported)
            if (next && !next.isEntry) visit(next)
          }
        }
        visit(entry)
        return files
      }
      // Every entry's list first: an entry can import another, whose own list must be read before it is replaced.
      const pages = [...chunks.values()]
        .filter(chunk => chunk.isEntry)
        .map(entry => {
          const order = entry.facadeModuleId ? executionOrder(entry.facadeModuleId) : new Map<string, number>()
          const files = stylesheetsOf(entry)
          return {
            entry,
            files: files
              .map((file, index) => ({ file, at: positionIn(order, file), index }))
              .sort((a, b) => a.at - b.at || a.index - b.index)
              .map(({ file }) => file),
          }
        })
      const merged = new Map<string, string>()
      const replaced = new Set<string>()
      for (const { entry, files } of pages) {
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
        if (chunk.isEntry) continue
        const lost = [...(chunk.viteMetadata?.importedCss ?? [])].filter(file => !replaced.has(file))
        if (lost.length > 0) {
          this.error(
            `${chunk.fileName}: its CSS (${lost.join(', ')}) is reached from no page entry, so no page would link it — import it from a page's modules`,
          )
        }
        chunk.viteMetadata?.importedCss.clear()
      }
      for (const file of replaced) delete bundle[file]
    },
  }
}
