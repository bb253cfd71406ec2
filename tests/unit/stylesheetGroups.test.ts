import type { ChunkingContext, ModuleInfo } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { stylesheetChunk } from '../../scripts/styles/stylesheetGroups'

/** A module graph as Rolldown's chunking sees it: each module with the modules that import it statically. */
function graph(importers: Record<string, string[]>): ChunkingContext {
  return {
    getModuleInfo: (id: string) => (id in importers ? ({ importers: importers[id] } as unknown as ModuleInfo) : null),
  }
}

describe('the chunk of a CSS file in the server bundle', () => {
  // Two pages (Vike loads each page's entry with import(), so nothing imports an entry statically) and a layout
  // both use; a button both pages use through components of their own; a hero only the home page uses.
  const context = graph({
    'virtual:vike:page-entry:server:/pages/index': [],
    'virtual:vike:page-entry:server:/pages/faq': [],
    '/site/pages/+Layout.tsx': [
      'virtual:vike:page-entry:server:/pages/index',
      'virtual:vike:page-entry:server:/pages/faq',
    ],
    '/site/src/styles/global.css': ['/site/pages/+Layout.tsx'],
    '/site/src/sections/Hero.tsx': ['virtual:vike:page-entry:server:/pages/index'],
    '/site/src/sections/Hero.module.css': ['/site/src/sections/Hero.tsx'],
    '/site/src/sections/Cta.tsx': ['virtual:vike:page-entry:server:/pages/index'],
    '/site/src/components/Faq.tsx': ['virtual:vike:page-entry:server:/pages/faq'],
    '/site/src/components/Button.tsx': ['/site/src/sections/Cta.tsx', '/site/src/components/Faq.tsx'],
    '/site/src/components/Button.module.css': ['/site/src/components/Button.tsx'],
  })

  it('goes with the other CSS of exactly the pages that import it', () => {
    expect(stylesheetChunk('/site/src/styles/global.css', context)).toBe('styles-faq_index')
    expect(stylesheetChunk('/site/src/components/Button.module.css', context)).toBe('styles-faq_index')
    expect(stylesheetChunk('/site/src/sections/Hero.module.css', context)).toBe('styles-index')
  })

  it('leaves a file the graph does not know to Vike', () => {
    expect(stylesheetChunk('/site/src/unknown.css', graph({}))).toBeNull()
  })
})
