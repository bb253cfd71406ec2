import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Build plugins for pages that hydrate only their interactive frame and keep their content as prerendered HTML
 * (src/components/Prerendered.tsx, `clientRouting: false`).
 */
export function prerenderedOnly(): Plugin[] {
  return [keepCssModules(), serverRoutingPageContext()]
}

/**
 * Vite marks CSS Modules as free of side effects, so when a component is left out of the browser build (it is
 * only prerendered) its styles would be left out of the site's stylesheet too, and the prerendered HTML would
 * be unstyled. Every CSS Module is kept.
 */
function keepCssModules(): Plugin {
  return {
    name: 'reelfi:keep-css-modules',
    enforce: 'post',
    transform(code, id) {
      if (/\.module\.css(\?|$)/.test(id)) return { code, map: null, moduleSideEffects: 'no-treeshake' }
    },
  }
}

/**
 * vike-react's client renderer imports `providePageContext` from `vike/getPageContext`, whose browser build
 * pulls in Vike's whole client-routing runtime (about 20 kB minified) even with Server Routing, where it is
 * never used, and logs a client-runtimes-conflict warning: https://github.com/vikejs/vike/issues/3471.
 * In the browser build, that import resolves to the module that defines `providePageContext`. Should Vike
 * fix this (or rename the module), the build fails here with the path below, and this plugin can go.
 */
function serverRoutingPageContext(): Plugin {
  const require = createRequire(import.meta.url)
  // vike/package.json is not exported; any exported module tells where the package is.
  const vikeServer = require.resolve('vike/server')
  const vikeRoot = vikeServer.slice(0, vikeServer.lastIndexOf(`${path.sep}dist${path.sep}`))
  const target = path.join(vikeRoot, 'dist/shared-server-client/hooks/execHook.js')
  const redirects = (source: string, importer: string | undefined) =>
    source === 'vike/getPageContext' && importer !== undefined && /[\\/]vike-react[\\/]/.test(importer)
  const missing = () => `${target} is missing: see scripts/vite/prerenderedOnly.ts`
  return {
    name: 'reelfi:server-routing-page-context',
    enforce: 'pre',
    // In development, Vite pre-bundles vike-react for the browser with its own bundler: redirect there too.
    config: () => ({
      optimizeDeps: {
        rolldownOptions: {
          plugins: [
            {
              name: 'reelfi:server-routing-page-context',
              resolveId(source: string, importer: string | undefined) {
                if (!redirects(source, importer)) return null
                if (!fs.existsSync(target)) throw new Error(missing())
                return target
              },
            },
          ],
        },
      },
    }),
    async resolveId(source, importer, options) {
      if (options.ssr || !redirects(source, importer)) return null
      const resolved = await this.resolve(target)
      if (!resolved) this.error(missing())
      return resolved
    },
  }
}
