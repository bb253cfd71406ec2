/**
 * Build step: what a static host that reads them (Netlify, Cloudflare Pages) needs to serve the site as
 * scripts/deploy/policy.ts says: dist/client/_headers and dist/client/_redirects. The nginx server block is not
 * written here: the build writes only into its staging folder; `npm run deploy:nginx` renders it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { renderHeadersFile, renderRedirectsFile } from './staticHost.ts'

export function writeDeployFiles(outDir: string): string {
  fs.writeFileSync(path.join(outDir, '_headers'), renderHeadersFile())
  fs.writeFileSync(path.join(outDir, '_redirects'), renderRedirectsFile())
  return '_headers and _redirects'
}
