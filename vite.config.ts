import vike from 'vike/plugin'
import { defineConfig, type UserConfig } from 'vite'
import { adminDevPlugin } from './scripts/serve/adminDevPlugin.ts'
import { contentIndexPlugin } from './scripts/build/contentIndexPlugin.ts'
import { pageScriptPlugin } from './scripts/pageScript/pageScriptPlugin.ts'
import { contentPlugin } from './scripts/pipeline/vitePlugin.ts'
import { scopedClassName } from './scripts/styles/scopedClassName.ts'
import { stylesheetChunk } from './scripts/styles/stylesheetGroups.ts'
import { linguiPlugins } from './scripts/translation/linguiPlugins.ts'

/**
 * The site's configuration but Vike's plugin. `npm run dev` gives it to Vike's API, which adds its plugin
 * (scripts/dev/main.ts): Node loads this file once, where Vike's API and Vite bundled and ran it three times.
 */
export const siteConfig = {
  // The editor at /admin/ under `npm run dev`, ahead of Vike's routing (which has no page there).
  plugins: [
    adminDevPlugin(),
    contentPlugin(),
    contentIndexPlugin(),
    // React's JSX with Lingui's macros (one setup with the tests and scripts: linguiPlugins.ts).
    ...linguiPlugins(),
    pageScriptPlugin(),
  ],
  css: {
    // `Nav_menu`: readable and short, since the home page's first bytes are a budget
    // (scripts/styles/scopedClassName.ts).
    modules: { generateScopedName: scopedClassName },
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
} satisfies UserConfig

// The build, `vike` and Vite's commands: the site's configuration with Vike's plugin, last as Vike's API adds it.
// CAREFUL HERE: a function (https://vite.dev/config/#conditional-config), so that importing `siteConfig` does not
// call vike(): called outside Vike's API, it bundles and runs this file once more to find Vite's root.
export default defineConfig(() => ({ ...siteConfig, plugins: [...siteConfig.plugins, vike()] }))
