/**
 * `npm run test:edge`: the built site served by Cloudflare's runtime (edge.ts), checked by tests/edge/ against the same
 * table as nginx (tests/serving/expectations.ts), and the host's verdict on _headers and _redirects (hostRefusals).
 * EDGE_TEST_PORT chooses the port (a free one otherwise). The runtime is installed on first use.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT_DIR } from '../core/rootDir.ts'
import { requireBuiltSite } from '../core/siteDir.ts'
import { hostRefusals, startEdgeServer } from './edge.ts'

// dist/client is a link to the build (docs/build.md, "publish"): the runtime is given the folder itself.
const root = fs.realpathSync(requireBuiltSite('test:edge', path.join(ROOT_DIR, 'dist/client')))
const server = await startEdgeServer(
  root,
  process.env.EDGE_TEST_PORT ? Number(process.env.EDGE_TEST_PORT) : undefined,
).catch((error: Error) => {
  console.error(`test:edge: ${error.message}`)
  process.exit(1)
})
// wrangler runs in a process group of its own, which Ctrl-C does not reach: stopped here, or workerd keeps the port.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void server.stop().then(() => process.exit(128 + os.constants.signals[signal])))
let status = 1
try {
  // What wrangler says of the host files, as Cloudflare Pages says it on deploy ("Found 9 invalid redirect rules").
  const read = (name: string) =>
    fs.existsSync(path.join(root, name)) ? fs.readFileSync(path.join(root, name), 'utf8') : null
  const refusals = hostRefusals(server.output(), { headers: read('_headers') ?? '', redirects: read('_redirects') })
  if (refusals.length > 0) {
    console.error(
      `test:edge: the host refused rules of dist/client/_headers or _redirects ` +
        `(scripts/deploy/staticHost.ts):\n${refusals.join('\n')}\n\n${server.output()}`,
    )
  } else {
    console.log(
      `test:edge: ${server
        .output()
        .split('\n')
        .filter(line => /valid (redirect|header) rules/.test(line))
        .map(line => line.trim())
        .join('; ')}`,
    )
    const run = spawnSync('npx', ['playwright', 'test', '-c', 'tests/edge', ...process.argv.slice(2)], {
      cwd: ROOT_DIR,
      stdio: 'inherit',
      env: { ...process.env, EDGE_TEST_URL: server.url },
    })
    status = run.status ?? 1
  }
} finally {
  await server.stop()
}
process.exit(status)
