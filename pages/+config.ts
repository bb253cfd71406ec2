import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every route is prerendered to static HTML; there is no server at run time.
  prerender: true,
  passToClient: ['locale'],
  meta: {
    contentPage: { env: { server: true, client: true } },
  },
} satisfies Config
