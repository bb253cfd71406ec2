import type { PrerenderContext } from 'vike/types'
import { loadContent } from '../src/content/loadContent.server'
import { pagesToRender } from '../src/content/renderInputs.server'
import { localizedUrl } from '../src/i18n/localizedUrl'
import { LOCALES, type Locale } from '../src/i18n/locales'

/**
 * Prerenders every page once per locale: `/faq` becomes `/faq`, `/ja/faq`, `/zh-TW/faq`, … and the 404 page
 * becomes `404.html`, `ja/404.html`, … (error pages skip +onBeforeRoute, so their locale is set here).
 * In a build, the pages whose inputs did not change since the previous build are then left out of the list (Vike's
 * documented way: this hook may remove pages) and the build copies them from the previous site instead
 * (src/content/renderInputs.server.ts, docs/incremental-build.md).
 */
export async function onPrerenderStart(prerenderContext: PrerenderContext) {
  assertEveryPageListed(prerenderContext.pageContexts.map((pageContext) => pageContext.pageId))
  const pageContexts: (PrerenderContext['pageContexts'][number] & { locale: Locale })[] = []
  for (const pageContext of prerenderContext.pageContexts) {
    for (const locale of LOCALES) {
      // The spread keeps urlLogical (the locale-free path Vike routes), set by +onBeforeRoute.
      pageContexts.push({
        ...pageContext,
        urlOriginal: localizedUrl(pageContext.is404 ? '/404' : pageContext.urlPathname, locale),
        locale,
      })
    }
  }
  return { prerenderContext: { pageContexts: await pagesToRender(pageContexts, loadContent) } }
}

/** Every page folder (`/pages/faq`…), with its `prerender` setting when it has a +prerender.ts. */
const PAGES = Object.keys(import.meta.glob('./*/+Page.tsx')).map((file) => `/pages/${file.split('/')[1]}`)
const PRERENDER = import.meta.glob<boolean | (() => boolean)>('./*/+prerender.ts', { eager: true, import: 'default' })

/**
 * CAREFUL HERE: `prerender.partial` (pages/+config.ts) silences Vike's "Cannot pre-render page" warning for every
 * build, since an incremental build may render no URL of a page. So the check is made here, before any page is left
 * out: every page whose +prerender.ts does not say false must have at least one URL, or the build stops naming it
 * (a new page with a route parameter and no +onBeforePrerenderStart.ts would else be silently missing).
 */
export function assertEveryPageListed(listed: readonly (string | null)[], pages = PAGES, prerender = PRERENDER) {
  const has = new Set(listed)
  const missing = pages.filter((page) => {
    const setting = prerender[`.${page.slice('/pages'.length)}/+prerender.ts`]
    return (typeof setting === 'function' ? setting() : setting) !== false && !has.has(page)
  })
  if (missing.length > 0) {
    throw new Error(`${missing.map((page) => `${page.slice(1)}/+Page.tsx`).join(', ')}: prerender: no URL to prerender — give the page a +onBeforePrerenderStart.ts that lists its URLs, or a +prerender.ts that says false`)
  }
}
