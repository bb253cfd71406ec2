/**
 * `npm run test:nginx`: the tests of the production configuration against a real nginx (tests/nginx/), run by
 * `npm test`. Where nginx is not installed they cannot run: this says so and how to install it, and passes.
 * CI (.ci/run) always installs nginx, so there the tests always run.
 */
import { spawnSync } from 'node:child_process'
import { ROOT_DIR } from './content/run.ts'
import { nginxBinary } from './deploy/nginx.ts'

if (!nginxBinary()) {
  console.log('test:nginx: skipped — nginx is not installed (sudo apt-get install nginx libnginx-mod-http-brotli-static)')
  process.exit(0)
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'tests/nginx', ...process.argv.slice(2)], { cwd: ROOT_DIR, stdio: 'inherit' })
process.exit(run.status ?? 1)
