/**
 * Build step: the static hosts' files (docs/deploy.md): `_headers`, checked against the hosts' limits, and Cloudflare
 * Pages' `_worker.js` and `_routes.json`. netlify.toml and the nginx block are rendered by `npm run deploy:nginx`.
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
