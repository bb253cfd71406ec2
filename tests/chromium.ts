import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowser } from '../scripts/check/chromium'

/** The `use` block of a Playwright config: desktop Chrome settings on Debian's Chromium (testBrowser()), at baseURL. */
export function chromiumUse(baseURL: string): PlaywrightTestConfig['use'] {
  return {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: testBrowser(),
      args: CHROMIUM_ARGS,
    },
  }
}

/** GitHub Actions sets both; other CI services set CI. */
const IN_CI = process.env.CI === 'true' || process.env.GITHUB_ACTIONS === 'true'

/**
 * A browser-test config: the suite in the config's folder, against the server it starts, in Debian's Chromium
 * (testBrowser()).
 * In CI each suite also writes an HTML report, with a screenshot of every failure, to playwright-report/<suite>/,
 * which .github/workflows/ci.yml uploads when the job fails. Each suite's files go to test-results/<suite>/:
 * Playwright empties its output folder when a run starts, and `npm test` runs the suites of its two lanes side by side.
 */
export function browserTestConfig(
  baseURL: string,
  webServer: NonNullable<PlaywrightTestConfig['webServer']>,
  suite: string,
) {
  // Playwright resolves a reporter's folder from the config's own folder, tests/<suite>/. (No import.meta here:
  // Playwright loads this file as CommonJS.)
  const report = `../../playwright-report/${suite}`
  return defineConfig({
    testDir: '.',
    outputDir: `../../test-results/${suite}`,
    fullyParallel: true,
    workers: 2,
    forbidOnly: true,
    retries: 0,
    // Hang guards, not speed limits (as in vitest.config.ts): every wait ends as soon as its condition holds. With
    // `npm test`'s lanes side by side at load 25, a test of nine page loads ran past Playwright's default 30 s (a
    // walk of many pages adds time per page: tests/e2e/fixtures.ts). A locator's read (`textContent()`) or action
    // and a navigation give up after a minute, not at the test's limit.
    timeout: 2 * 60_000,
    expect: { timeout: 30_000 },
    reporter: IN_CI ? [['list'], ['html', { outputFolder: report, open: 'never' }]] : [['list']],
    use: {
      ...chromiumUse(baseURL),
      actionTimeout: 60_000,
      navigationTimeout: 60_000,
      ...(IN_CI ? { screenshot: 'only-on-failure' } : {}),
    },
    webServer,
  })
}
