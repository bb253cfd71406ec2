import { defineConfig } from 'vitest/config'
import unit from './vitest.config.ts'

/**
 * `npm run test:integration`: the tests that build whole sites (tests/integration/), with the unit project's plugins
 * and fixture content. Minutes, not seconds.
 */
export default defineConfig({
  ...unit,
  // One file at a time: each builds sites or starts the dev server on every core, and dev.test.ts waits for the
  // server's answers within set times, which a build beside it would stretch.
  // Not the unit project's two parts (`projects`), which would run its files instead of these.
  // No global setup: these tests run the project's commands in copies with content of their own and import nothing
  // of src/content/generated/, so the unit project's fixture index (tests/fixture-site/generate.ts) would be compiled
  // for no reader.
  test: {
    ...unit.test,
    projects: undefined,
    globalSetup: [],
    include: ['tests/integration/**/*.test.ts'],
    maxWorkers: 1,
  },
})
