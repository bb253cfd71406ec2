/**
 * `npm run bench`: builds the site, serves dist/client on loopback and runs Lighthouse (mobile preset) in Debian's
 * Chromium on ALL_PATHS, each beside the same page with every script removed (the limit a page with scripts can
 * reach); each figure is the median of `--runs` runs. Exits 1 when a budget is missed. Not part of `npm test`.
 * Usage: npm run bench [-- --no-build] [-- --runs 5] [-- --pages /,/ja/] [-- --dir other/client] [-- --http2]
 * [-- --against before/client] [-- --cpu-slowdown 4] [-- --port 4301]
 * `--pages` measures only those paths; `--dir` measures another built site (implies --no-build); `--against` a second
 * one in turns with ours, on the same, however loaded, machine; `--cpu-slowdown` is Lantern's CPU multiplier (0: the
 * simulated network alone, which load does not change); `--http2` serves over HTTPS and HTTP/2, as the hosts do
 * (docs/budgets.md, LCP). The scriptless copy is served on the port after `--port`, `--against` on the one after that.
 * The `HTML+CSS KiB` column is the bytes that arrive before a page's first paint: its HTML and the stylesheets it
 * links, brotli as served (gzip in brackets).
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import { compressSite } from '../build/compress.ts'
import { CHROMIUM_ARGS, requireChromium } from '../check/chromium.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { formatTable } from '../core/table.ts'
import { createStaticServer, staticRequestListener } from '../serve/staticServer.ts'
import { importBenchPackage } from './benchPackages.ts'
import { parseCommandLine } from '../core/commandLine.ts'

/** What this bench uses of Lighthouse's result (installed on first use: scripts/bench/benchPackages.ts). */
interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string }
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>
    audits: Record<
      string,
      { id: string; title: string; score: number | null; numericValue?: number; details?: unknown } | undefined
    >
  }
}
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; throttling?: { cpuSlowdownMultiplier: number } },
) => Promise<LighthouseResult | undefined>
interface ChromeLauncher {
  launch(options: {
    chromePath: string
    chromeFlags: string[]
  }): Promise<{ port: number; kill(): Promise<void> | void }>
}

/**
 * LCP at most 0.8 s (issue 33: the Astro peer's figure on the same machine) and at most 1.1 times the same page
 * without scripts: the scripts must not delay the paint.
 */
const BUDGET = { score: 100, lcpMs: 800, lcpRatio: 1.1, tbtMs: 0, cls: 0 } as const
// Lighthouse refuses to audit a response with status 404, so the 404 page is measured as the file it is served from.
const ALL_PATHS = [
  '/',
  '/faq',
  '/how-it-works',
  '/ja/',
  '/ja/faq',
  '/ja/how-it-works',
  '/de/',
  '/de/faq',
  '/de/how-it-works',
  '/404.html',
]
/** The 404 page carries noindex on purpose: the SEO category does not apply to it. */
const isNotFound = (pagePath: string) => pagePath === '/404.html'

const USAGE = `Usage: npm run bench [-- --no-build] [-- --runs 5] [-- --pages /,/ja/] [-- --dir other/client] [-- --http2]
  [-- --against before/client] [-- --cpu-slowdown 4] [-- --port 4301]   (what each does: scripts/bench/lighthouse.ts)`
const { values } = parseCommandLine(USAGE, {
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    dir: { type: 'string' },
    against: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    http2: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '4301' },
  },
})
// Installed on first use (a minute and the network): after the options, so that --help installs nothing.
const { default: lighthouse } = await importBenchPackage<{ default: Lighthouse }>('lighthouse')
const chromeLauncher = await importBenchPackage<ChromeLauncher>('chrome-launcher')
const PORT = Number(values.port)
const SCRIPTLESS_PORT = PORT + 1
const AGAINST_PORT = PORT + 2
const SCHEME = values.http2 ? 'https' : 'http'
const ORIGIN = `${SCHEME}://localhost:${PORT}`
const RUNS = Math.max(1, Number(values.runs))
const PATHS = values.pages ? values.pages.split(',') : ALL_PATHS
if (!values['no-build'] && !values.dir) {
  // Canonical and hreflang URLs point at the bench server, as they would at the real origin.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    env: { ...process.env, SITE_ORIGIN: ORIGIN },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** A copy of the site whose pages carry no script and no module preload, compressed again as the build does. */
async function scriptlessCopy(site: string): Promise<string> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-scriptless-'))
  // dist/client is a link to the build folder: copy the folder behind it.
  fs.cpSync(fs.realpathSync(site), copy, { recursive: true })
  const pages = fs.readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter(file => file.endsWith('.html'))
  for (const file of pages) {
    const full = path.join(copy, file)
    // Every script that runs goes (the page-script loader included); JSON data blocks stay, they run nothing.
    const bare = fs
      .readFileSync(full, 'utf8')
      .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
    if (/<script\b(?![^>]*type="application\/(?:ld\+)?json")/.test(bare))
      throw new Error(`${file}: a script survived the scriptless copy`)
    fs.writeFileSync(full, bare)
  }
  // At the levels the build gives pages, so that both copies are served alike.
  await compressSite(copy, pages)
  return copy
}

/** A certificate for localhost made by openssl for this run, and its key's hash, by which Chromium accepts it alone. */
function localCertificate(): { key: Buffer; cert: Buffer; spki: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-bench-certificate-'))
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
  try {
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1']
        .concat(['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', keyFile])
        .concat(['-out', certFile]),
      { encoding: 'utf8' },
    )
    if (made.status !== 0)
      throw new Error(
        `bench --http2: openssl could not make a certificate (${made.error ?? made.stderr}) — install openssl`,
      )
    const cert = fs.readFileSync(certFile)
    const spki = new crypto.X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })
    return { key: fs.readFileSync(keyFile), cert, spki: crypto.createHash('sha256').update(spki).digest('base64') }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const site = values.dir ? path.resolve(values.dir) : path.join(ROOT_DIR, 'dist/client')
const scriptless = await scriptlessCopy(site)
const certificate = values.http2 ? localCertificate() : undefined
const against = values.against ? path.resolve(values.against) : undefined
const servers = [site, scriptless, ...(against ? [against] : [])].map(root =>
  certificate
    ? // Node's compatibility API gives a node:http listener the same request and response
      // (https://nodejs.org/api/http2.html#compatibility-api); HTTP/1.1 stays allowed, as hosts allow it.
      http2.createSecureServer(
        { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
        staticRequestListener(root) as unknown as (
          request: http2.Http2ServerRequest,
          response: http2.Http2ServerResponse,
        ) => void,
      )
    : createStaticServer(root),
)
await Promise.all(
  servers.map(
    (server, index) =>
      new Promise<void>(resolve => server.listen([PORT, SCRIPTLESS_PORT, AGAINST_PORT][index], '127.0.0.1', resolve)),
  ),
)
const chrome = await chromeLauncher.launch({
  chromePath: requireChromium(),
  chromeFlags: [
    '--headless=new',
    ...CHROMIUM_ARGS,
    ...(certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`] : []),
  ],
})

interface Run {
  scores: Record<'perf' | 'a11y' | 'best' | 'seo', number>
  fcp: number
  lcp: number
  tbt: number
  cls: number
  jsKiB: number
  failedAudits: string[]
}

/** The run with the median LCP of RUNS runs (its other figures come with it, from the same run). */
async function measure(url: string): Promise<Run> {
  const runs: Run[] = []
  for (let index = 0; index < RUNS; index++) runs.push(await measureOnce(url))
  return runs.sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)]!
}

async function measureOnce(url: string, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    ...(values['cpu-slowdown'] === undefined
      ? {}
      : { throttling: { cpuSlowdownMultiplier: Number(values['cpu-slowdown']) } }),
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  // Now and then Lantern cannot build its graph from a trace (NO_LCP, NO_FCP): that run says nothing of the page.
  if (result.lhr.runtimeError && attempt < 3) {
    console.error(`bench: ${url}: ${result.lhr.runtimeError.code}, measuring again`)
    return measureOnce(url, attempt + 1)
  }
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const resources =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items ?? []
  const failedAudits = ['seo', 'accessibility', 'best-practices'].flatMap(id =>
    (categories[id]?.auditRefs ?? []).flatMap(ref => {
      const audit = audits[ref.id]
      return ref.weight > 0 && audit && audit.score !== null && audit.score < 1
        ? [`${id}: ${audit.id} — ${audit.title}`]
        : []
    }),
  )
  return {
    scores: {
      perf: score('performance'),
      a11y: score('accessibility'),
      best: score('best-practices'),
      seo: score('seo'),
    },
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsKiB:
      resources.filter(item => item.resourceType === 'script').reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    failedAudits,
  }
}

/** What must arrive before the first paint, a page's HTML and its stylesheets, in KiB as served: brotli (gzip). */
function firstBytes(root: string, pagePath: string): string {
  // The file a static host serves for the path: `/ja/` and `/faq` are folders with an index.html, `/404.html` a file.
  const file = [pagePath, path.join(pagePath, 'index.html'), `${pagePath}.html`]
    .map(candidate => path.join(root, candidate))
    .find(candidate => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
  if (file === undefined) return '–'
  const html = fs.readFileSync(file, 'utf8')
  const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(match =>
    path.join(root, match[1]!),
  )
  const size = (compressed: string) => (fs.existsSync(compressed) ? fs.statSync(compressed).size : Number.NaN)
  const sum = (extension: string) =>
    [file, ...stylesheets].reduce((total, each) => total + size(`${each}${extension}`), 0) / 1024
  const [brotli, gzip] = [sum('.br'), sum('.gz')]
  return Number.isNaN(brotli + gzip) ? '–' : `${brotli.toFixed(1)} (${gzip.toFixed(1)})`
}

const rows = [
  [
    ...['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'LCP no JS', 'ratio', 'TBT ms', 'CLS', 'JS KiB'],
    'HTML+CSS KiB',
    ...(against ? ['against: FCP', 'LCP', 'HTML+CSS KiB'] : []),
  ],
]
const misses: string[] = []
try {
  for (const pagePath of PATHS) {
    const run = await measure(`${ORIGIN}${pagePath}`)
    const bare = await measure(`${SCHEME}://localhost:${SCRIPTLESS_PORT}${pagePath}`)
    const other = against ? await measure(`${SCHEME}://localhost:${AGAINST_PORT}${pagePath}`) : undefined
    const ratio = run.lcp / bare.lcp
    rows.push([
      pagePath,
      ...Object.values(run.scores).map(String),
      run.fcp.toFixed(0),
      run.lcp.toFixed(0),
      bare.lcp.toFixed(0),
      ratio.toFixed(2),
      run.tbt.toFixed(0),
      run.cls.toFixed(3),
      run.jsKiB.toFixed(1),
      firstBytes(site, pagePath),
      ...(other && against ? [other.fcp.toFixed(0), other.lcp.toFixed(0), firstBytes(against, pagePath)] : []),
    ])
    for (const [name, value] of Object.entries(run.scores)) {
      if ((name === 'seo' || name === 'best') && isNotFound(pagePath)) continue
      if (value < BUDGET.score) misses.push(`${pagePath}: ${name} ${value} < ${BUDGET.score}`)
    }
    // The 404 page logs the missing path on purpose (src/enhance/logNotFound.ts).
    const expectedOn404 = (audit: string) =>
      audit.startsWith('seo:') || audit.startsWith('best-practices: errors-in-console')
    for (const audit of run.failedAudits)
      if (!(isNotFound(pagePath) && expectedOn404(audit))) misses.push(`${pagePath}: ${audit}`)
    if (run.lcp > BUDGET.lcpMs) misses.push(`${pagePath}: LCP ${run.lcp.toFixed(0)} ms > ${BUDGET.lcpMs} ms`)
    if (ratio > BUDGET.lcpRatio)
      misses.push(`${pagePath}: LCP ${ratio.toFixed(2)}× the page without scripts > ${BUDGET.lcpRatio}×`)
    if (run.tbt > BUDGET.tbtMs) misses.push(`${pagePath}: TBT ${run.tbt.toFixed(0)} ms > ${BUDGET.tbtMs} ms`)
    if (run.cls > BUDGET.cls) misses.push(`${pagePath}: CLS ${run.cls.toFixed(3)} > ${BUDGET.cls}`)
  }
} finally {
  await chrome.kill()
  for (const server of servers) server.close()
  fs.rmSync(scriptless, { recursive: true, force: true })
}

console.log(formatTable(rows))
const load = os.loadavg().map(value => value.toFixed(1))
console.log(
  `served over ${values.http2 ? 'HTTPS and HTTP/2' : 'HTTP/1.1'} (every copy); load average ${load.join(' ')}` +
    (against ? `; against: ${against}` : '') +
    (values['cpu-slowdown'] === undefined ? '' : `; CPU slowdown ${values['cpu-slowdown']}`),
)
console.log(
  `budgets: every category ${BUDGET.score} (on the 404, not SEO and not its logged error), LCP ≤ ${BUDGET.lcpMs} ms ` +
    `and ≤ ${BUDGET.lcpRatio}× the page without scripts, TBT ${BUDGET.tbtMs} ms, CLS ${BUDGET.cls}`,
)
if (misses.length > 0) {
  console.error(`\n${misses.join('\n')}\n\nbench: ${misses.length} budget(s) missed.`)
  process.exit(1)
}
console.log('bench: every budget met.')
