import { browserTestConfig } from '../chromium'

/**
 * The editor at /admin/ on the built site (dist/client), in Debian's Chromium: its round trip through the content
 * checks and what visitor pages load of it. Served by the same static server as the e2e suite, on its own port.
 */
const PORT = Number(process.env.ADMIN_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2)

export default browserTestConfig(
  `http://localhost:${PORT}`,
  {
    command: `tsx scripts/serve/static.ts --port ${PORT}`,
    cwd: '../..',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  'admin',
)
