/**
 * The built site in Cloudflare's runtime: `wrangler pages dev` runs workerd over it, reading _headers and _redirects as
 * Cloudflare Pages does. Offline, without an account; wrangler's state, logs and configuration stay in
 * node_modules/.cache/edge-runtime/.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { headerRuleCount } from '../deploy/staticHost.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { freePort, portIsFree } from './freePort.ts'
import { lockedPackagesDir } from './lockedPackages.ts'

const EDGE_RUNTIME_DIR = path.join(ROOT_DIR, 'node_modules/.cache/edge-runtime')

/** The runtime's behaviour, pinned (https://developers.cloudflare.com/workers/configuration/compatibility-dates/). */
const COMPATIBILITY_DATE = '2026-11-17'

export interface EdgeServer {
  url: string
  /** Everything wrangler printed so far: its verdict on _headers and _redirects is there. */
  output: () => string
  stop: () => Promise<void>
}

/** wrangler's environment: no metrics, no banner (it asks the public registry for a newer wrangler), no colour. */
function wranglerEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: path.join(EDGE_RUNTIME_DIR, 'logs'),
    XDG_CONFIG_HOME: path.join(EDGE_RUNTIME_DIR, 'config'),
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  }
}

/** The pinned runtime's folder and its wrangler command. */
function installedWrangler(): { runtime: string; wrangler: string } {
  // The pinned runtime (tests/edge/runtime/), installed on first use. Install scripts do not run: workerd's and
  // esbuild's only swap their Node wrapper for the binary, which the wrapper finds without them.
  const runtime = lockedPackagesDir('tests/edge/runtime', path.join(EDGE_RUNTIME_DIR, 'packages'), {
    npmArgs: ['--ignore-scripts', '--loglevel=error'],
  })
  const wrangler = path.join(runtime, 'node_modules/.bin/wrangler')
  if (!fs.existsSync(wrangler)) {
    throw new Error(
      `tests/edge/runtime/package-lock.json: the lock installs no wrangler (${path.relative(ROOT_DIR, wrangler)} ` +
        `is missing) — put wrangler back in tests/edge/runtime/package.json and run \`npm install ` +
        `--package-lock-only\` there`,
    )
  }
  // Before 2026-11-29 the runtime was installed straight into the cache folder: that copy (about 230 MB) is unused.
  fs.rmSync(path.join(EDGE_RUNTIME_DIR, 'node_modules'), { recursive: true, force: true })
  return { runtime, wrangler }
}

/**
 * Starts wrangler over `root` on `port` (else a free one) and resolves once it is ready on that very address. A port
 * already taken fails at once: wrangler would wait, and the other server's answers would be tested as the edge's.
 */
export async function startEdgeServer(root: string, port?: number): Promise<EdgeServer> {
  if (port !== undefined && !(await portIsFree(port))) {
    throw new Error(
      `edge runtime: 127.0.0.1:${port} is taken by another server — stop it, or choose another port ` +
        `(EDGE_TEST_PORT), or leave the port unset for a free one`,
    )
  }
  const { runtime, wrangler } = installedWrangler()
  const listen = port ?? (await freePort())
  const child: ChildProcess = spawn(
    wrangler,
    [
      'pages',
      'dev',
      root,
      '--ip',
      '127.0.0.1',
      '--port',
      String(listen),
      '--inspector-port',
      String(await freePort()),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      path.join(EDGE_RUNTIME_DIR, 'state'),
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: runtime,
      env: wranglerEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  let output = ''
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk))
  const url = `http://127.0.0.1:${listen}`
  const stop = () =>
    new Promise<void>(resolve => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      // wrangler starts workerd as its own child: the whole group goes.
      process.kill(-child.pid!, 'SIGTERM')
    })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev stopped (status ${child.exitCode}):\n${output}`)
    // "Ready on http://127.0.0.1:<port>": only then is the answer workerd's (the port was free a moment ago).
    const ready = /Ready on (http:\/\/\S+)/.exec(output)?.[1]
    if (ready !== undefined && ready !== url) {
      await stop()
      throw new Error(`wrangler pages dev listens on ${ready}, not on ${url} as asked:\n${output}`)
    }
    try {
      if (ready && (await fetch(`${url}/`)).ok) return { url, output: () => output, stop }
    } catch {
      // Not listening yet.
    }
    await new Promise(resolve => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`wrangler pages dev did not answer at ${url}/ within 60 s:\n${output}`)
}

/**
 * What the host refuses of _headers and _redirects (`null`: none), from what wrangler says on starting: a rule it calls
 * invalid or skips, or fewer rules read than the file holds. Without its "Parsed N valid … rules." line the check fails
 * too, so a change of wording cannot let a refused rule pass unseen.
 */
export function hostRefusals(output: string, files: { headers: string; redirects: string | null }): string[] {
  // Lines about rules only: the output also shows the branch's name (CF_PAGES_BRANCH), which may hold any word.
  const problems = output
    .split('\n')
    .filter(line => /\brules?\b/i.test(line) && /invalid|skipp|exceed|ignor/i.test(line))
    .map(line => line.trim())
  const rulesRead = (kind: 'header' | 'redirect', inFile: number) => {
    const read = new RegExp(`Parsed (\\d+) valid ${kind} rules?\\.`).exec(output)?.[1]
    if (read === undefined)
      problems.push(
        `wrangler did not say how many ${kind} rules it read ("Parsed N valid ${kind} rules.") — has its wording ` +
          `changed? Update hostRefusals() in scripts/serve/edge.ts`,
      )
    else if (Number(read) !== inFile)
      problems.push(`wrangler read ${read} of the ${inFile} rules of _${kind}s — find the rule it drops in its output`)
  }
  rulesRead('header', headerRuleCount(files.headers))
  if (files.redirects !== null)
    rulesRead(
      'redirect',
      files.redirects.split('\n').filter(line => line.trim() && !line.trim().startsWith('#')).length,
    )
  return problems
}
