/**
 * `npm run deploy:nginx`: renders deploy/nginx/reelfi.conf, the production nginx server block, from
 * scripts/deploy/policy.ts. The file is committed; tests/unit/deploy.test.ts fails while it is stale.
 * `npm run deploy:nginx -- --check` writes nothing and exits 1 when the committed file differs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ROOT_DIR } from '../core/rootDir.ts'
import { PRODUCTION_SERVER, renderServer } from './nginx.ts'

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } })
const file = path.join(ROOT_DIR, 'deploy/nginx/reelfi.conf')
const rendered = renderServer(PRODUCTION_SERVER)
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
if (current === rendered) {
  console.log('deploy:nginx: deploy/nginx/reelfi.conf is up to date')
} else if (values.check) {
  console.error('deploy:nginx: deploy/nginx/reelfi.conf is stale — run `npm run deploy:nginx` and commit it')
  process.exit(1)
} else {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, rendered)
  console.log('deploy:nginx: wrote deploy/nginx/reelfi.conf')
}
