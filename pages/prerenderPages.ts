/**
 * The check that stands in for Vike's "Cannot pre-render page" warning, which `prerender.partial` (pages/+config.ts)
 * silences; called by pages/+onPrerenderStart.ts before any page is left out (a hook file may export nothing else).
 */
/** Every page folder (`/pages/faq`…), with its `prerender` setting when it has a +prerender.ts. */
const PAGES = Object.keys(import.meta.glob('./*/+Page.tsx')).map(file => `/pages/${file.split('/')[1]}`)
const PRERENDER = import.meta.glob<boolean | (() => boolean)>('./*/+prerender.ts', { eager: true, import: 'default' })
/** The pages that list their own URLs (https://vike.dev/onBeforePrerenderStart), which may be none: no article yet. */
const LISTING = new Set(
  Object.keys(import.meta.glob('./*/+onBeforePrerenderStart.ts')).map(file => `/pages/${file.split('/')[1]}`),
)

/**
 * CAREFUL HERE: `prerender.partial` (pages/+config.ts) silences Vike's "Cannot pre-render page" warning for every
 * build, since an incremental build may render no URL of a page. So the check is made here, before any page is left
 * out: every page must have at least one URL, unless its +onBeforePrerenderStart.ts lists its URLs (none, when there
 * is no article or no news post yet) or its +prerender.ts says false; else the build stops naming it (a new page with
 * a route parameter and no +onBeforePrerenderStart.ts would else be silently missing).
 * CAREFUL HERE too: a +prerender.ts that says false makes Vike keep the server bundle's path in node_modules after a
 * build (https://vike.dev/prerender#keepdistserver: it leaves it out only when every page is prerendered), where the
 * next prerender finds it instead of the folder it is given: tests/unit/buildCache.test.ts fails then.
 */
export function assertEveryPageListed(
  listed: readonly (string | null)[],
  pages = PAGES,
  prerender = PRERENDER,
  listing = LISTING,
) {
  const has = new Set(listed)
  const missing = pages.filter(page => {
    const setting = prerender[`.${page.slice('/pages'.length)}/+prerender.ts`]
    return (typeof setting === 'function' ? setting() : setting) !== false && !listing.has(page) && !has.has(page)
  })
  if (missing.length > 0) {
    throw new Error(
      `${missing.map(page => `${page.slice(1)}/+Page.tsx`).join(', ')}: prerender: no URL to prerender — give the page a +onBeforePrerenderStart.ts that lists its URLs`,
    )
  }
}
