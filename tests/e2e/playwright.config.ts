import { browserTestConfig } from '../chromium'

/** Browser tests run Debian's Chromium against the built site (dist/client), served the way a static host serves it. */
const PORT = Number(process.env.E2E_PORT ?? 4173)

export default browserTestConfig(`http://localhost:${PORT}`, {
  command: `tsx scripts/serve.ts --port ${PORT}`,
  cwd: '../..',
  url: `http://localhost:${PORT}/`,
  reuseExistingServer: false,
  timeout: 30_000,
}, 'e2e')
