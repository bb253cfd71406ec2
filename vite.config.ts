import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { adminDevPlugin } from './scripts/serve/adminDevPlugin.ts'
import { contentIndexPlugin } from './scripts/build/contentIndexPlugin.ts'
import { pageScriptPlugin } from './scripts/pageScript/pageScriptPlugin.ts'
import { contentPlugin } from './scripts/pipeline/vitePlugin.ts'
import { stylesheetChunk } from './scripts/styles/stylesheetGroups.ts'
import { linguiPlugins } from './scripts/translation/linguiPlugins.ts'

export default defineConfig({
  // The editor at /admin/ under `npm run dev`, ahead of Vike's routing (which has no page there).
  plugins: [
    adminDevPlugin(),
    contentPlugin(),
    contentIndexPlugin(),
    // React's JSX with Lingui's macros (one setup with the tests and scripts: linguiPlugins.ts).
    ...linguiPlugins(),
    vike(),
    pageScriptPlugin(),
  ],
  css: {
    // Readable class names (component_local_hash) make the built HTML and test failures easier to follow.
    // CAREFUL HERE: scripts/check/unusedCss.ts (unhashed) removes exactly this 5-character hash.
    modules: { generateScopedName: '[name]_[local]_[hash:base64:5]' },
  },
  build: { sourcemap: !!process.env.SOURCEMAP },
  environments: {
    // One stylesheet per set of pages that share CSS, instead of one per CSS file (scripts/styles/stylesheetGroups.ts).
    ssr: {
      // Dev: a module's static imports are transformed as soon as it is, side by side, not one by one as the render
      // reaches them (Vite does this for the browser by default: https://vite.dev/guide/api-environment).
      dev: { preTransformRequests: true },
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ test: /\.css$/, name: stylesheetChunk }] } } },
      },
    },
  },
  // Dev: the islands' packages (React's client, the icons, Lingui) are pre-bundled whenever Vite builds its dependency
  // cache (first start, --force, a new lockfile), found from the page script that imports the islands; they were
  // found only when an island first woke, and Vite then bundled again and could reload the page.
  optimizeDeps: { entries: ['src/enhance/pageScript.ts'] },
  server: {
    port: 3000,
    // Dev: what the first page needs is transformed from the moment the server listens, before it is asked for:
    // the pages' shared files and the home page (with their imports, above), the page script and its loader.
    // https://vite.dev/guide/performance#warm-up-frequently-used-files
    warmup: {
      ssrFiles: ['./pages/+*.{ts,tsx}', './pages/**/+route.ts', './pages/index/+Page.tsx'],
      clientFiles: ['./src/enhance/pageScriptLoader.ts', './src/enhance/pageScript.ts'],
    },
  },
  preview: { port: 3000 },
})
