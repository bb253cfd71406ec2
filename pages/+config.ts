import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  // vike-react renders the pages to HTML on the server (Head, title, Layout); it never hydrates them.
  extends: [vikeReact],
  // Every route is prerendered to static HTML; there is no server at run time.
  prerender: true,
  // HTML-only pages (https://vike.dev/render-modes): no client runtime and no client hooks. The browser loads
  // +client.ts alone, which wakes the islands (src/islands/) one by one; links load the next prerendered page.
  clientHooks: false,
  clientRouting: false,
  meta: {
    // Pages and the layout are rendered on the server only, so none of them is bundled for the browser.
    Page: { env: { server: true } },
    Layout: { env: { server: true }, cumulative: true },
    contentPage: { env: { server: true } },
    title: { env: { server: true } },
    description: { env: { server: true } },
  },
} satisfies Config
