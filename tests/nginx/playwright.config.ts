import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * The production configuration under a real nginx (`npm run test:nginx`, part of `npm test` when nginx is
 * installed): statuses, headers and compression over HTTP, and every page in Chromium under the real policy.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: \`sudo apt-get install -y chromium\``)
const PORT = Number(process.env.NGINX_TEST_PORT ?? 4180)

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'tsx scripts/serve-nginx.ts',
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
