/**
 * The one Lingui setup of every Vite that compiles the site's modules: the site build (vite.config.ts), the unit
 * tests (vitest.config.ts) and the build's own texts outside the pages (scripts/translation/pageI18n.ts). So a
 * message, a catalog and a fuzzy entry mean the same thing in a test as on a page.
 */
import path from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import type { PluginOption } from 'vite'
import { ROOT_DIR } from '../core/rootDir.ts'

export function linguiPlugins(): PluginOption[] {
  return [
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
    // Fuzzy entries show English (lingui.pages.config.ts); a catalog that does not compile fails instead of
    // showing the message as written.
    lingui({ configPath: path.join(ROOT_DIR, 'lingui.pages.config.ts'), failOnCompileError: true }),
  ]
}
