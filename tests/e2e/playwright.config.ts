import path from 'node:path'
import { browserTestConfig } from '../chromium'
import { FIXTURE_DIR } from '../fixture-site/build'

/**
 * Browser tests run Debian's Chromium against the built site (dist/client), served the way a static host serves
 * it. A second server serves the fixture site (tests/fixture-site/build.ts): the same site built with the contract
 * address set, for the tests of what only launch day shows.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
export const FIXTURE_PORT = PORT + 1

export default browserTestConfig(
  `http://localhost:${PORT}`,
  [
    {
      command: `tsx scripts/serve/static.ts --port ${PORT}`,
      cwd: '../..',
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `tsx tests/fixture-site/build.ts && tsx scripts/serve/static.ts --port ${FIXTURE_PORT} --dir ${path.join(FIXTURE_DIR, 'dist/client')}`,
      cwd: '../..',
      url: `http://localhost:${FIXTURE_PORT}/`,
      reuseExistingServer: false,
      // A whole build of the site, on two cores.
      timeout: 300_000,
    },
  ],
  'e2e',
)
