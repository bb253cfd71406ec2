/**
 * Runs in `npm run build`: writes what a host needs to serve dist/client as scripts/deploy/policy.ts says.
 * - deploy/nginx/reelfi.conf: the nginx server block (committed; a unit test fails when it is stale);
 * - dist/client/_headers and dist/client/_redirects: the same headers and 404 pages for static hosts that read
 *   them (Netlify, Cloudflare Pages).
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../content/run.ts'
import { requireBuiltSite, siteDir } from './siteDir.ts'
import { renderHeadersFile, renderRedirectsFile } from '../deploy/staticHost.ts'
import { PRODUCTION_SERVER, renderServer } from '../deploy/nginx.ts'

const outDir = requireBuiltSite('build-deploy', siteDir())
fs.mkdirSync(path.join(ROOT_DIR, 'deploy/nginx'), { recursive: true })
fs.writeFileSync(path.join(ROOT_DIR, 'deploy/nginx/reelfi.conf'), renderServer(PRODUCTION_SERVER))
fs.writeFileSync(path.join(outDir, '_headers'), renderHeadersFile())
fs.writeFileSync(path.join(outDir, '_redirects'), renderRedirectsFile())
console.log('build-deploy: deploy/nginx/reelfi.conf, dist/client/_headers and _redirects')
