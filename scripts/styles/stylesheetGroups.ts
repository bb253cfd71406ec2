import type { ChunkingContext } from 'rolldown'

/**
 * Build only, server bundle only: which chunk each CSS file goes into, through Rolldown's documented code-splitting
 * groups (https://rolldown.rs/reference/OutputOptions.codeSplitting). The pages are HTML-only, so Vike links each page
 * to the CSS of its server chunks. Left to Vike, each CSS file is a chunk of its own (its workaround for
 * vikejs/vike#1815, which yields to a group of ours): the home page linked 27 stylesheets, 14.0 KiB gzip in all.
 * One stylesheet for the site would be 8.7 KiB gzip on every page, with every page's rules unused on the others
 * (docs/budgets.md). Here a CSS file goes into the chunk of the pages that import it: a page
 * links the stylesheet every page shares (the layout's), its own, and one per set of pages it shares components with,
 * and no rule of a page that does not import it.
 * CAREFUL HERE: the order of a page's stylesheets is Vike's (its own first), not the order its modules run in. A rule
 * that overrides another module's rule on the same element must win by specificity, as StepsDetailed.module.css and
 * NewsCard's `.tag:hover` do, never by coming later.
 */
export function stylesheetChunk(id: string, context: ChunkingContext): string | null {
  const pages = new Set<string>()
  const seen = new Set<string>()
  const climb = (moduleId: string) => {
    if (seen.has(moduleId)) return
    seen.add(moduleId)
    const info = context.getModuleInfo(moduleId)
    if (!info) return
    // A module no other imports statically is where a page starts: Vike's entry of that page (it loads each with
    // import()).
    if (info.importers.length === 0) pages.add(pageName(moduleId))
    for (const importer of info.importers) climb(importer)
  }
  climb(id)
  return pages.size > 0 ? `styles-${[...pages].sort().join('_')}` : null
}

/** `virtual:vike:…/pages/news-post` → `news-post`: the last part of the module's path, safe in a file name. */
const pageName = (moduleId: string) =>
  moduleId
    .split(/[/\\]/)
    .filter(Boolean)
    .at(-1)!
    .replace(/[^\w-]+/g, '-')
