/**
 * `npm run bench:load` (after `npm run build`, with nginx installed): drives nginx with the production configuration
 * over dist/client with autocannon, as a browser accepting brotli, and prints requests per second, p50 and p99
 * latency. Any error, timeout or unexpected status fails it; a p99 over the 10 ms goal is only reported, as it depends
 * on the machine (the client shares its cores). CONNECTIONS and DURATION_S change the load.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT_DIR } from '../core/rootDir.ts'
import { formatTable } from '../core/table.ts'
import { builtPageScriptUrl } from '../pageScript/pageScriptPlugin.ts'
import { importBenchPackage } from './benchPackages.ts'

/** What this bench uses of autocannon (installed on first use: scripts/bench/benchPackages.ts). */
interface AutocannonResult {
  requests: { total: number; average: number }
  latency: { p50: number; p99: number; max: number }
  throughput: { average: number }
  errors: number
  timeouts: number
  '2xx': number
  '4xx': number
  '5xx': number
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  headers: Record<string, string>
  requests: { method: 'GET'; path: string }[]
}) => Promise<AutocannonResult>
const { default: autocannon } = await importBenchPackage<{ default: Autocannon }>('autocannon')

const PORT = Number(process.env.PORT ?? 4280)
const DURATION_S = Number(process.env.DURATION_S ?? 20)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 1000)
const P99_GOAL_MS = 10
const root = path.join(ROOT_DIR, 'dist/client')
const asset = (dir: string, ext: string) =>
  `/assets/${dir}/${fs.readdirSync(path.join(root, 'assets', dir)).find(file => file.endsWith(ext))}`

const REQUESTS = [
  { path: '/', status: 200 },
  { path: '/faq', status: 200 },
  { path: '/ja/how-it-works', status: 200 },
  { path: '/de/faq', status: 200 },
  { path: asset('static', '.css'), status: 200 },
  { path: builtPageScriptUrl(), status: 200 },
  { path: '/no-such-page', status: 404 },
]

const server = spawn('npx', ['tsx', 'scripts/serve/nginx.ts'], {
  cwd: ROOT_DIR,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
})
const stop = () => {
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
}
process.on('exit', stop)

server.stdout.pipe(process.stdout)
server.on('exit', code => {
  console.error(`bench:load: serve:nginx exited with ${code}`)
  process.exit(1)
})
// Ready when it answers (up to 60 s: starting tsx and nginx on a busy machine is slow).
for (let attempt = 0; ; attempt++) {
  try {
    await fetch(`http://127.0.0.1:${PORT}/`)
    break
  } catch (error) {
    if (attempt >= 600) throw error
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

// Status per path, checked by a request of each before the run.
for (const { path: url, status } of REQUESTS) {
  const response = await fetch(`http://127.0.0.1:${PORT}${url}`)
  if (response.status !== status) throw new Error(`${url}: status ${response.status}, expected ${status}`)
}

/** Two runs of half the time each: what must be 200, and the 404 page, whose status must stay 404. */
const runs = [
  { name: 'pages and assets', urls: REQUESTS.filter(({ status }) => status === 200), expected: 200 },
  { name: '404 page', urls: REQUESTS.filter(({ status }) => status === 404), expected: 404 },
]
const rows = [
  ['run', 'requests', 'req/s (mean)', 'p50 ms', 'p99 ms', 'max ms', 'MB/s', 'errors', 'timeouts', 'other status'],
]
const failures: string[] = []
for (const run of runs) {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: DURATION_S / runs.length,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: run.urls.map(({ path: url }) => ({ method: 'GET' as const, path: url })),
  })
  const inClass = run.expected === 200 ? result['2xx'] : result['4xx']
  const other = result.requests.total - inClass - result.errors - result.timeouts
  rows.push([
    run.name,
    String(result.requests.total),
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.latency.max),
    (result.throughput.average / 1e6).toFixed(1),
    String(result.errors),
    String(result.timeouts),
    String(Math.max(other, 0)),
  ])
  if (
    result.errors > 0 ||
    result.timeouts > 0 ||
    inClass !== result.requests.total - result.errors - result.timeouts ||
    result['5xx'] > 0
  ) {
    failures.push(
      `${run.name}: ${result.errors} errors, ${result.timeouts} ` +
        `timeouts, ${result['2xx']}×2xx ${result['4xx']}×4xx ${result['5xx']}×5xx`,
    )
  }
}

console.log(formatTable(rows))
console.log(
  `${DURATION_S} s in all, ${CONNECTIONS} connections, brotli accepted; statuses checked per URL before the ` +
    `run; ${os.cpus().length} CPU(s), load average ${os.loadavg()[0]!.toFixed(1)} at the end`,
)
const worst = Math.max(...rows.slice(1).map(row => Number(row[4])))
console.log(
  worst <= P99_GOAL_MS
    ? `bench:load: p99 ${worst} ms, within the goal of ${P99_GOAL_MS} ms.`
    : `bench:load: p99 ${worst} ms, over the goal of ${P99_GOAL_MS} ms on this machine.`,
)
server.removeAllListeners('exit')
stop()
if (failures.length > 0) {
  console.error(`bench:load: failed — ${failures.join('; ')}`)
  process.exit(1)
}
console.log('bench:load: no errors.')
