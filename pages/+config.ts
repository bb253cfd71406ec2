import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every route is prerendered to static HTML; there is no server at run time.
  prerender: true,
  // Links load the next prerendered page. The browser only hydrates the interactive frame of a page and keeps its
  // content as prerendered HTML (src/components/Prerendered.tsx), so it could not render a page by itself.
  clientRouting: false,
  passToClient: ['locale', 'urlPathname', 'is404'],
  meta: {
    contentPage: { env: { server: true, client: true } },
    // Pages are navigated by the server, so the browser never sets a title or description itself.
    title: { env: { server: true } },
    description: { env: { server: true } },
  },
} satisfies Config
