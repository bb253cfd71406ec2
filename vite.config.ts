import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentIndexPlugin } from './scripts/build/contentIndexPlugin.ts'
import { pageScriptPlugin } from './scripts/build/pageScriptPlugin.ts'
import { contentPlugin } from './scripts/content/vitePlugin.ts'

// The prerender loads the server bundle from the folder it is given (build.outDir/server), never through the file
// @brillout/vite-plugin-server-entry (Vike's) otherwise writes into node_modules naming the last folder bundled: the
// build (scripts/build/vike.ts) prerenders with bundles from its cache, which were bundled in another folder, and
// `npm run changes` builds two checkouts that share one node_modules. `disableAutoImport` is that plugin's own
// option (PluginConfigProvidedByUser in its types); Vike sets it by itself only when every page is prerendered,
// which is not so while there is no article (pages/article/+prerender.ts). Vike declares the option on Vite's
// UserConfig in a type file its public entry does not load, hence the spread. tests/unit/buildCache.test.ts fails
// without it (its second build prerenders cached bundles in a new folder).
const serverEntry = { vitePluginServerEntry: { disableAutoImport: true } }

export default defineConfig({
  plugins: [
    contentPlugin(),
    contentIndexPlugin(),
    // CAREFUL HERE: with Vite 8, @vitejs/plugin-react ignores a `babel` option; without this plugin the Lingui
    // macros reach the browser and fail with "macro executed outside compilation". Babel runs only on the modules
    // that import a macro (a filter Rolldown applies before it calls the plugin): 6 % less CPU for the bundling.
    babel({
      presets: [defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(?:core\/|react\/)?macro/ } },
      })],
    }),
    react(),
    // Fuzzy entries show English (lingui.pages.config.ts); a catalog that does not compile fails the build instead
    // of shipping the message as written.
    lingui({ configPath: 'lingui.pages.config.ts', failOnCompileError: true }),
    vike(),
    pageScriptPlugin(),
  ],
  css: {
    // Readable class names (component_local_hash) make the built HTML and test failures easier to follow.
    modules: { generateScopedName: '[name]_[local]_[hash:base64:5]' },
  },
  build: { sourcemap: !!process.env.SOURCEMAP },
  environments: {
    // One stylesheet for the whole site (about 6 KiB gzip) instead of one per component: fewer render-blocking
    // requests on a first visit, and every later page finds it in the cache. Pages are HTML-only, so their CSS is
    // that of the server build, and it comes out as one file when the site's modules are one chunk there.
    ssr: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'site', test: /[\\/](src|pages)[\\/]/ }] } },
        },
      },
    },
  },
  ...serverEntry,
  server: { port: 3000 },
  preview: { port: 3000 },
})
