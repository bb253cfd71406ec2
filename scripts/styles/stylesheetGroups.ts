import type { ChunkingContext } from 'rolldown'

/**
 * Build only, server bundle only: each CSS file goes into the chunk of the set of pages that import it, through
 * Rolldown's code-splitting groups (https://rolldown.rs/reference/OutputOptions.codeSplitting), so a page links no rule
 * of a page that does not import it, in a few stylesheets (docs/budgets.md).
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
    // A module no other imports statically is Vike's entry of a page.
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
