import { defineConfig } from '@playwright/test'

/**
 * The built site in Cloudflare's runtime: `npm run test:edge` (scripts/serve/testEdge.ts) starts workerd over
 * dist/client and gives its address in EDGE_TEST_URL (tests/edge/http.spec.ts fails without it). Requests only:
 * no browser.
 */
export default defineConfig({
  testDir: '.',
  // Its own output folder, which Playwright empties at the start: the browser suites run beside it (tests/chromium.ts).
  outputDir: '../../test-results/edge',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: { baseURL: process.env.EDGE_TEST_URL },
})
