import { defineConfig } from 'vitest/config'

// `npm run test:changes`: `npm run changes` end to end on a fixture repository, with real builds (minutes, not
// seconds).
export default defineConfig({
  test: {
    include: ['tests/changes/**/*.test.ts'],
    environment: 'node',
    testTimeout: 15 * 60_000,
    hookTimeout: 15 * 60_000,
  },
})
