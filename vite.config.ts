import react from '@vitejs/plugin-react'
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
    ...linguiPlugins(),
    react(),
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
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ test: /\.css$/, name: stylesheetChunk }] } } },
      },
    },
  },
  server: { port: 3000 },
  preview: { port: 3000 },
})
