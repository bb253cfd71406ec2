/**
 * The one Lingui setup of every Vite that compiles the site's modules (vite.config.ts, vitest.config.ts,
 * pageI18n.ts), so that a message and a fuzzy entry mean the same in a test as on a page. SWC compiles JSX and
 * TypeScript in the same pass as Lingui's macros (https://github.com/lingui/swc-plugin#usage).
 */
import path from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react-swc'
import type { PluginOption } from 'vite'
import { ROOT_DIR } from '../core/rootDir.ts'
import { LINGUI_SWC_PLUGINS, SWC_CACHE_ROOT } from './linguiSwc.ts'

export function linguiPlugins(): PluginOption[] {
  return [
    // CAREFUL HERE: without Lingui's plugin the macros reach the browser and fail with "macro executed outside
    // compilation". The plugin's version must match @swc/core's, both pinned in package.json
    // (https://github.com/lingui/swc-plugin#compatibility); `useLinguiV5IdGeneration` makes @lingui/cli 5's ids,
    // checked by tests/unit/macroIds.test.ts.
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
