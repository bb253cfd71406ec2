import path from 'node:path'
import { browserTestConfig } from '../chromium'
import { fixtureSiteDir } from '../fixture-site/build'

/**
 * The editor at /admin/ on the `plain` fixture site (tests/fixture-site/build.ts: built from the tests' own content,
 * never the live site), in Debian's Chromium: its round trip through the content checks and what visitor pages load
 * of it. Served by the same static server as the e2e suite, on its own port.
 */
const PORT = Number(process.env.ADMIN_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2)
const SITE = path.join(fixtureSiteDir('plain'), 'dist/client')

export default browserTestConfig(
  `http://localhost:${PORT}`,
  {
    command: `tsx tests/fixture-site/build.ts plain && tsx scripts/serve/static.ts --port ${PORT} --dir ${SITE}`,
    cwd: '../..',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    // A whole build of the site, on two cores, maybe beside other work.
    timeout: 600_000,
  },
  'admin',
)
