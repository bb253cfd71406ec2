/**
 * The one Lingui setup of every Vite that compiles the site's modules: the site build and `npm run dev`
 * (vite.config.ts), the unit tests (vitest.config.ts) and the build's own texts outside the pages
 * (scripts/translation/pageI18n.ts). So a message, a catalog and a fuzzy entry mean the same thing in a test as on a
 * page. It compiles React's JSX and TypeScript too, since Lingui's macros are compiled in the same pass: the setup for
 * Vite of Lingui's SWC plugin (https://github.com/lingui/swc-plugin#usage).
 */
import path from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react-swc'
import type { PluginOption } from 'vite'
import { ROOT_DIR, SWC_CACHE_DIR } from '../core/rootDir.ts'

/** Lingui's SWC plugin and its options, as SWC's `jsc.experimental.plugins` takes them. */
const LINGUI_SWC_PLUGINS: [string, Record<string, unknown>][] = [
  ['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }],
]

/**
 * Where SWC keeps the Lingui plugin compiled for this machine (`jsc.experimental.cacheRoot`): one folder for every
 * SWC of the checkout and of the copies whose node_modules or SWC cache links to it (the change report's builds, the
 * fixture sites, the integration tests' copies; a benchmark's fresh clone compiles its own). Left to its
 * defaults, SWC compiled the plugin again in each working folder and each Vite cache folder, about 3.7 s of CPU each
 * time (tens of seconds on a loaded machine, where Vite's module runner gives an import 60 s). SWC names the entries
 * by the plugin's hash and its own version, and writes them in place: `npm test` compiles the plugin once before
 * its lanes start (scripts/check/testLanes.ts), so that its builds side by side only read it.
 */
const SWC_CACHE_ROOT = path.join(ROOT_DIR, SWC_CACHE_DIR)

/** SWC's `jsc.experimental` for Lingui's macros, as the site compiles them: for a caller of @swc/core itself. */
export const LINGUI_SWC_EXPERIMENTAL = { plugins: LINGUI_SWC_PLUGINS, cacheRoot: SWC_CACHE_ROOT }

export function linguiPlugins(): PluginOption[] {
  return [
    // SWC, in Rust and off the server's thread, compiles each module with Lingui's SWC plugin: Babel, which compiled
    // the 37 modules that import a macro, took about 0.4 s of the dev server's thread before its first page.
    // CAREFUL HERE: without Lingui's plugin the macros reach the browser and fail with "macro executed outside
    // compilation". The plugin's version must match @swc/core's, both pinned in package.json (its compatibility
    // table: https://github.com/lingui/swc-plugin#compatibility); v6 with `useLinguiV5IdGeneration` makes the
    // message ids of @lingui/cli 5, which compiles the catalogs.
    // tests/unit/macroIds.test.ts compiles every module with them and finds each id in the catalog.
    react({
      plugins: LINGUI_SWC_PLUGINS,
      // The plugin's documented hook on SWC's options, for the one option it does not take.
      useAtYourOwnRisk_mutateSwcOptions: options => {
        options.jsc = { ...options.jsc, experimental: { ...options.jsc?.experimental, cacheRoot: SWC_CACHE_ROOT } }
      },
    }),
    // Fuzzy entries show English (lingui.pages.config.ts); a catalog that does not compile fails instead of
    // showing the message as written.
    lingui({ configPath: path.join(ROOT_DIR, 'lingui.pages.config.ts'), failOnCompileError: true }),
  ]
}
