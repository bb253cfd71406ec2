import { browserTestConfig } from '../chromium'

/**
 * The production configuration under a real nginx (`npm run test:nginx`, part of `npm test` when nginx is
 * installed): statuses, headers and compression over HTTP, and every page in Chromium under the real policy.
 */
const PORT = Number(process.env.NGINX_TEST_PORT ?? 4180)

export default browserTestConfig(
  `http://127.0.0.1:${PORT}`,
  {
    command: 'tsx scripts/serve/nginx.ts',
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  'nginx',
)
