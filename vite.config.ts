import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentIndexPlugin } from './scripts/build/contentIndexPlugin.ts'
import { pageScriptPlugin } from './scripts/pageScript/pageScriptPlugin.ts'
import { contentPlugin } from './scripts/pipeline/vitePlugin.ts'
import { linguiPlugins } from './scripts/translation/linguiPlugins.ts'
import { pageStylesheetsPlugin } from './scripts/styles/pageStylesheetsPlugin.ts'

export default defineConfig({
  plugins: [
    contentPlugin(),
    contentIndexPlugin(),
    ...linguiPlugins(),
    react(),
    vike(),
    pageScriptPlugin(),
    // One stylesheet per page, with only the CSS of the modules it uses.
    pageStylesheetsPlugin(),
  ],
  css: {
    // Readable class names (component_local_hash) make the built HTML and test failures easier to follow.
    // CAREFUL HERE: scripts/check/unusedCss.ts (unhashed) removes exactly this 5-character hash.
    modules: { generateScopedName: '[name]_[local]_[hash:base64:5]' },
  },
  build: { sourcemap: !!process.env.SOURCEMAP },
  server: { port: 3000 },
  preview: { port: 3000 },
})
