import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Same Lingui plugins as vite.config.ts: modules using macros can be unit-tested, and tests can import a
  // catalog (locales/<code>/messages.po) compiled as the site gets it.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // A hang guard, not a speed limit: the slowest tests run whole builds (tests/unit/buildCache.test.ts) on a machine
    // that may be busy. Timing belongs in `npm run bench:*`.
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
})
