import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/** Browser tests run Debian's Chromium against the built site (dist/client), served the way a static host serves it. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium not found at ${CHROMIUM}. Install it with \`sudo apt-get install -y chromium\` ` +
      '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  )
}
const PORT = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `tsx scripts/serve.ts --port ${PORT}`,
    cwd: '../..',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
