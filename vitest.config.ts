import { defineConfig } from 'vitest/config'
import { linguiPlugins } from './scripts/translation/linguiPlugins.ts'

export default defineConfig({
  // The Lingui plugins of the site (vite.config.ts): modules using macros can be unit-tested, and tests can import a
  // catalog (locales/<code>/messages.po) compiled as the site gets it.
  plugins: linguiPlugins(),
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // A hang guard, not a speed limit: a test that runs for minutes is stuck (a child process waiting for input, a
    // loop). How fast things are is measured by `npm run bench:*`, never asserted by a unit test.
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
  },
})
