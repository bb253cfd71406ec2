import { defineConfig } from 'vitest/config'
import unit from './vitest.config.ts'

/**
 * `npm run test:integration`: the tests that build whole sites (tests/integration/), with the unit project's plugins
 * and fixture content. Minutes, not seconds.
 */
export default defineConfig({ ...unit, test: { ...unit.test, include: ['tests/integration/**/*.test.ts'] } })
