/**
 * Build step: what a static host that reads it (Cloudflare Pages, Netlify) needs to serve the site as
 * scripts/deploy/policy.ts says: dist/client/_headers, checked against the hosts' limits (a rule past them would be
 * dropped silently on deploy), and Cloudflare Pages' `_worker.js` and `_routes.json` (scripts/deploy/edgeWorker.ts).
 * Netlify's rules are in the committed netlify.toml, and the nginx server block is not written here either: the
 * build writes only into its staging folder; `npm run deploy:nginx` renders both.
 */
import fs from 'node:fs'
import path from 'node:path'
import { renderEdgeRoutes, renderEdgeWorker } from './edgeWorker.ts'
import { checkHostLimits, headerRuleCount, renderHeadersFile } from './staticHost.ts'

export function writeDeployFiles(outDir: string): string {
  const headers = renderHeadersFile()
  const problems = checkHostLimits(headers)
  if (problems.length > 0) throw new Error(problems.join('\n'))
  fs.writeFileSync(path.join(outDir, '_headers'), headers)
  fs.writeFileSync(path.join(outDir, '_worker.js'), renderEdgeWorker())
  fs.writeFileSync(path.join(outDir, '_routes.json'), renderEdgeRoutes())
  return `_headers (${headerRuleCount(headers)} rules, within the hosts' limits), _worker.js and _routes.json`
}
