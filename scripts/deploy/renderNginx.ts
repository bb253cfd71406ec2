/**
 * `npm run deploy:nginx`: renders the committed host files from policy.ts and negotiation.ts: deploy/nginx/reelfi.conf,
 * its njs module deploy/nginx/negotiation.js, and netlify.toml. tests/unit/deploy.test.ts fails while one is stale.
 * `npm run deploy:nginx -- --check` writes nothing and exits 1 when a committed file differs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../core/rootDir.ts'
import { PRODUCTION_SERVER, renderNegotiationModule, renderServer } from './nginx.ts'
import { renderNetlifyToml } from './staticHost.ts'
import { parseCommandLine } from '../core/commandLine.ts'

const { values } = parseCommandLine(
  'Usage: npm run deploy:nginx [-- --check]\n  --check  write nothing; exit 1 when a committed host file is stale',
  { options: { check: { type: 'boolean', default: false } } },
)
let stale = false
for (const [name, rendered] of [
  ['deploy/nginx/reelfi.conf', renderServer(PRODUCTION_SERVER)],
  ['deploy/nginx/negotiation.js', renderNegotiationModule()],
  ['netlify.toml', renderNetlifyToml()],
] as const) {
  const file = path.join(ROOT_DIR, name)
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
  if (current === rendered) {
    console.log(`deploy:nginx: ${name} is up to date`)
  } else if (values.check) {
    console.error(`deploy:nginx: ${name} is stale — run \`npm run deploy:nginx\` and commit it`)
    stale = true
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, rendered)
    console.log(`deploy:nginx: wrote ${name}`)
  }
}
if (stale) process.exit(1)
