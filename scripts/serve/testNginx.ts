/**
 * `npm run test:nginx`: the production configuration's tests against a real nginx (tests/nginx/). Without nginx that
 * fails, as a test that passes without running hides a broken configuration; `SKIP_NGINX=1` skips them on purpose.
 */
import { spawnSync } from 'node:child_process'
import { ROOT_DIR } from '../core/rootDir.ts'
import fs from 'node:fs'
import { NJS_MODULE, nginxBinary } from '../deploy/nginx.ts'

const INSTALL = 'sudo apt-get install nginx libnginx-mod-http-js libnginx-mod-http-brotli-static'
if (!nginxBinary() || !fs.existsSync(NJS_MODULE)) {
  if (process.env.SKIP_NGINX === '1') {
    console.log(`test:nginx: skipped (SKIP_NGINX=1) — nginx or njs is not installed (${INSTALL})`)
    process.exit(0)
  }
  console.error(
    `test:nginx: nginx or njs is missing — install them (${INSTALL}), or set SKIP_NGINX=1 to skip these ` +
      `tests on purpose`,
  )
  process.exit(1)
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'tests/nginx', ...process.argv.slice(2)], {
  cwd: ROOT_DIR,
  stdio: 'inherit',
})
process.exit(run.status ?? 1)
