/**
 * knip (`npx knip`, part of `npm test`): files, exports and dependencies that nothing uses fail the tests. Its
 * plugins read package.json's scripts, vite.config.ts, vitest.config.ts and the Lingui configuration by
 * themselves; what they cannot see is listed here.
 */
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    // Vike's pages: every `+` file is read by Vike by its name (https://vike.dev/config), never imported.
    'pages/**/+*.{ts,tsx}',
    // Bundled by path (scripts/pageScript/pageScriptPlugin.ts, pageScriptLoader.ts), not imported.
    'src/enhance/pageScript.ts',
    'src/enhance/pageScriptLoader.ts',
    // Run as child processes by path (scripts/build/main.ts, ogImages.ts, scripts/changes/).
    'scripts/build/vike.ts',
    'scripts/build/ogImages.ts',
    'scripts/build/ogDraw.ts',
    'scripts/changes/report.ts',
    // The dev server with a watcher blind to the content index (tests/integration/dev.test.ts runs it by path).
    'tests/integration/devLateWatcher.ts',
    // The dev server's content worker (scripts/pipeline/vitePlugin.ts starts it by path; it loads devServer.ts by
    // path).
    'scripts/pipeline/contentWorker.ts',
    'scripts/pipeline/devServer.ts',
    // Loaded by path through Vite's module runner (scripts/translation/pageI18n.ts), which compiles its Lingui macros.
    'scripts/translation/pageTexts.ts',
    // The editor's browser code, bundled by path (scripts/admin/editorScript.ts).
    'scripts/admin/browser/editor.ts',
    // The configuration the Lingui Vite plugin is given by name (vite.config.ts).
    'lingui.pages.config.ts',
  ],
  vitest: { config: ['vitest.config.ts', 'vitest.integration.config.ts', 'vitest.changes.config.ts'] },
  playwright: {
    config: [
      'tests/e2e/playwright.config.ts',
      'tests/nginx/playwright.config.ts',
      'tests/edge/playwright.config.ts',
      'tests/admin/playwright.config.ts',
    ],
  },
  // A constant or helper exported beside the function that uses it documents the module's interface (tests and
  // error messages name them); only exports nothing uses at all are reported.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Fonts read from their package folders by path (scripts/build/ogFonts.ts, ogCard.ts), never imported.
    '@fontsource/inter',
    '@fontsource-variable/noto-sans-jp',
    '@fontsource-variable/noto-sans-kr',
    '@fontsource-variable/noto-sans-tc',
    // The editor's fonts, resolved by the file paths its script names (EDITOR_FONTS, scripts/admin/writeAdmin.ts).
    '@fontsource-variable/material-symbols-outlined',
    '@fontsource-variable/source-sans-3',
    '@fontsource/noto-mono',
    // Lingui's SWC plugin, a WebAssembly file SWC loads by the name scripts/translation/linguiPlugins.ts gives it
    // (@swc/core, which runs it, is pinned beside it and imported by tests/unit/macroIds.test.ts).
    '@lingui/swc-plugin',
  ],
  // What writers and translators edit, and the tests' frozen copy of it (tests/fixtures/site/): MDX that the
  // content compiler reads as data, never a module that imports.
  // deploy/nginx/negotiation.js is nginx's njs module (rendered by scripts/deploy/nginx.ts), imported by nginx alone.
  ignore: ['content/**', 'tests/fixtures/site/**', 'deploy/nginx/negotiation.js'],
  // System commands, not packages: coreutils' mkfifo (the tests make a named pipe), openssl (`npm run bench --
  // --http2` makes its certificate).
  ignoreBinaries: ['mkfifo', 'openssl'],
}

export default config
