import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentIndexPlugin } from './scripts/build/contentIndexPlugin.ts'
import { pageScriptPlugin } from './scripts/pageScript/pageScriptPlugin.ts'
import { contentPlugin } from './scripts/pipeline/vitePlugin.ts'
import { stylesheetChunk } from './scripts/styles/stylesheetGroups.ts'

export default defineConfig({
  plugins: [
    contentPlugin(),
    contentIndexPlugin(),
    // CAREFUL HERE: with Vite 8, @vitejs/plugin-react ignores a `babel` option; without this plugin the Lingui
    // macros reach the browser and fail with "macro executed outside compilation". Babel runs only on the modules
    // that import a macro (a filter Rolldown applies before it calls the plugin): 6 % less CPU for the bundling.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(?:core\/|react\/)?macro/ } },
        }),
      ],
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
