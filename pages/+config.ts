import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  // vike-react renders the pages to HTML on the server (Head, title, Layout); it never hydrates them.
  extends: [vikeReact],
  // Every route is prerendered to static HTML; there is no server at run time. The build (scripts/build/vike.ts)
  // bundles first, keeps the bundles in its cache, then calls Vike's prerender() itself.
  // Vike warns of a page with no URL to prerender (https://vike.dev/prerender#partial): an article or news-post page
  // while there is no article or news post, which its +onBeforePrerenderStart.ts lists.
  prerender: { disableAutoRun: true },
  // HTML-only pages (https://vike.dev/render-modes): no client runtime, no client hooks and no +client file, so
  // Vike injects no script. +Head.tsx writes the page-script loader, which fetches src/enhance/pageScript.ts after
  // the first paint; that wakes the islands (src/islands/) one by one. Links load the next prerendered page.
  clientHooks: false,
  clientRouting: false,
  meta: {
    // Pages and the layout are rendered on the server only, so none of them is bundled for the browser.
    Page: { env: { server: true } },
    Layout: { env: { server: true }, cumulative: true },
    contentPage: { env: { server: true } },
    title: { env: { server: true } },
    description: { env: { server: true } },
    // The text of the page's Open Graph card (pages/+imageAlt.ts), read by pages/+Head.tsx; a page may set its own.
    imageAlt: { env: { server: true } },
  },
} satisfies Config
