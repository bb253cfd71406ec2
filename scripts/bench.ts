/**
 * `npm run bench`: builds the site, serves dist/client on loopback and runs Lighthouse (mobile preset) in Debian's
 * Chromium on /, /faq and /how-it-works in English and Japanese. Prints each category score, FCP, LCP, TBT, CLS
 * and the JavaScript transferred, and exits 1 when a budget is missed. A benchmark, not part of `npm test`.
 * Usage: npm run bench [-- --no-build]
 */
import { spawnSync } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { ROOT_DIR } from './content/run.ts'
import { formatTable } from './table.ts'
import { createStaticServer } from './static/server.ts'

const BUDGET = { score: 100, lcpMs: 1000, tbtMs: 0, cls: 0 } as const
const PATHS = ['/', '/faq', '/how-it-works', '/ja/', '/ja/faq', '/ja/how-it-works']
const PORT = 4301
const ORIGIN = `http://localhost:${PORT}`

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } })
if (!values['no-build']) {
  // Canonical and hreflang URLs point at the bench server, as they would at the real origin.
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, SITE_ORIGIN: ORIGIN } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = createStaticServer(path.join(ROOT_DIR, 'dist/client'))
await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve))
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

const rows = [['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB']]
const misses: string[] = []
try {
  for (const pagePath of PATHS) {
    const result = await lighthouse(`${ORIGIN}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN
    const resources = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
    const js = resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0
    const scores = { perf: score('performance'), a11y: score('accessibility'), best: score('best-practices'), seo: score('seo') }
    const [fcp, lcp, tbt, cls] = [metric('first-contentful-paint'), metric('largest-contentful-paint'), metric('total-blocking-time'), metric('cumulative-layout-shift')]
    rows.push([pagePath, ...Object.values(scores).map(String), fcp.toFixed(0), lcp.toFixed(0), tbt.toFixed(0), cls.toFixed(3), (js / 1024).toFixed(1)])
    for (const [name, value] of Object.entries(scores)) if (value < BUDGET.score) misses.push(`${pagePath}: ${name} ${value} < ${BUDGET.score}`)
    for (const id of ['seo', 'accessibility', 'best-practices']) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) misses.push(`${pagePath}: ${id}: ${audit.id} — ${audit.title}`)
      }
    }
    if (lcp > BUDGET.lcpMs) misses.push(`${pagePath}: LCP ${lcp.toFixed(0)} ms > ${BUDGET.lcpMs} ms`)
    if (tbt > BUDGET.tbtMs) misses.push(`${pagePath}: TBT ${tbt.toFixed(0)} ms > ${BUDGET.tbtMs} ms`)
    if (cls > BUDGET.cls) misses.push(`${pagePath}: CLS ${cls.toFixed(3)} > ${BUDGET.cls}`)
  }
} finally {
  await chrome.kill()
  server.close()
}

console.log(formatTable(rows))
console.log(`budgets: every category ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ${BUDGET.tbtMs} ms, CLS ${BUDGET.cls}`)
if (misses.length > 0) {
  console.error(`\n${misses.join('\n')}\n\nbench: ${misses.length} budget(s) missed.`)
  process.exit(1)
}
console.log('bench: every budget met.')
