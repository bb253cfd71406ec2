/**
 * The built site (dist/client) in Cloudflare's runtime: `wrangler pages dev` runs workerd over it, reading the
 * site's _headers and _redirects as Cloudflare Pages does. Offline and without an account: no metrics, no fetch
 * of the `Request.cf` object, and wrangler's state, logs and configuration kept in node_modules/.cache/edge-runtime/
 * (never in the project or the home folder).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { EDGE_RUNTIME_DIR, ensureEdgeRuntime } from './edgeRuntime.ts'
import { freePort } from './freePort.ts'

/** The runtime's behaviour is pinned by date (https://developers.cloudflare.com/workers/configuration/compatibility-dates/). */
const COMPATIBILITY_DATE = '2026-11-17'

export interface EdgeServer {
  url: string
  /** Everything wrangler printed so far: its verdict on _headers and _redirects is there. */
  output: () => string
  stop: () => Promise<void>
}

/** Starts wrangler over `root` on `port` (a free one when not given) and resolves once it answers. */
export async function startEdgeServer(root: string, port?: number): Promise<EdgeServer> {
  const wrangler = ensureEdgeRuntime()
  const listen = port ?? await freePort()
  const child: ChildProcess = spawn(wrangler, [
    'pages', 'dev', root, '--ip', '127.0.0.1', '--port', String(listen), '--inspector-port', String(await freePort()),
    '--compatibility-date', COMPATIBILITY_DATE, '--persist-to', path.join(EDGE_RUNTIME_DIR, 'state'), '--show-interactive-dev-session=false',
  ], {
    cwd: EDGE_RUNTIME_DIR,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_LOG_PATH: path.join(EDGE_RUNTIME_DIR, 'logs'),
      XDG_CONFIG_HOME: path.join(EDGE_RUNTIME_DIR, 'config'),
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk })
  child.stderr!.on('data', (chunk: Buffer) => { output += chunk })
  const url = `http://127.0.0.1:${listen}`
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    // wrangler starts workerd as its own child: the whole group goes.
    process.kill(-child.pid!, 'SIGTERM')
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev stopped (status ${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(`${url}/`)).ok) return { url, output: () => output, stop }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`wrangler pages dev did not answer at ${url}/ within 60 s:\n${output}`)
}
