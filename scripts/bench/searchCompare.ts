/**
 * `npm run bench:search` (after `npm run build`): the comparison table of docs/search.md. Indexes a copy of the built
 * site with Pagefind's Node API, serves both, and for each query of tests/e2e/search.spec.ts searches cold in a fresh
 * browser context with each engine; prints recall (the expected page in the first 8), gzip bytes fetched before the
 * first result and the time to it. Pagefind is installed for the run only: `npm install --no-save pagefind@1.6.0`.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium, type Page } from 'playwright-core'
import sirv from 'sirv'
import { SEARCH_INDEX_DIR } from '../../src/search/searchIndexFormat.ts'
import { createStaticServer } from '../serve/staticServer.ts'

/** A file our search fetches once woken: its index, or a script (chunks are named by hash). */
const ourFile = (pathname: string) => pathname.includes(`/${SEARCH_INDEX_DIR}/`) || pathname.endsWith('.js')

/** [home, query, expected page path]: the queries of tests/e2e/search.spec.ts (the page, not the anchor: Pagefind
 *  links to pages). */
const CASES: [string, string, string][] = [
  ['/ko/', '지갑', '/ko/faq'],
  ['/ko/', '수수료', '/ko/faq'],
  ['/ko/', '지갑을', '/ko/faq'],
  ['/ja/', '手数料', '/ja/faq'],
  ['/ja/', 'プール', '/ja'],
  ['/ja/', '流動性', '/ja/how-it-works'],
  ['/zh-TW/', '手續費', '/zh-TW/faq'],
  ['/zh-TW/', '錢包', '/zh-TW/faq'],
  ['/zh-TW/', '流動性', '/zh-TW'],
  ['/ru/', 'кошелек', '/ru/faq'],
  ['/de/', 'Pool', '/de'],
  ['/de/', 'Gebühr', '/de/faq'],
  ['/de/', 'liquiditatspool', '/de/faq'],
  ['/fr/', 'createurs', '/fr/faq'],
  ['/es/', 'RECUPERACION', '/es/faq'],
  ['/it/', 'liquidita', '/it'],
  ['/', 'wallets', '/faq'],
  ['/', 'EARNING', '/faq'],
]

/** The part of Pagefind's Node API used here (https://pagefind.app/docs/node-api/). */
interface PagefindApi {
  createIndex(options: object): Promise<{ index?: PagefindIndex; errors: string[] }>
  close(): Promise<void>
}
interface PagefindIndex {
  addDirectory(options: { path: string }): Promise<{ errors: string[]; page_count?: number }>
  writeFiles(options: { outputPath: string }): Promise<{ errors: string[] }>
}

const pathOf = (url: string) => new URL(url, 'http://x').pathname.replace(/index\.html$/, '').replace(/\/$/, '') || '/'
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function serve(dir: string, withoutCsp = false): Promise<{ base: string; close: () => void }> {
  // The site's CSP forbids compiling WASM ('wasm-unsafe-eval' is not in script-src, for the page or a worker):
  // Pagefind's copy is served by sirv alone (the same compressed files, none of the site's headers), as the site
  // would have to allow it.
  const server = withoutCsp
    ? http.createServer(sirv(dir, { dev: true, extensions: ['html'], brotli: true, gzip: true }))
    : createStaticServer(dir)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

/** A copy of the built site with Pagefind's index written into it (pagefind/). */
async function indexWithPagefind(site: string): Promise<string> {
  let pagefind: PagefindApi
  try {
    // A variable specifier: the package is installed for the run only, so the typecheck does not look for it.
    const specifier = 'pagefind'
    pagefind = (await import(specifier)) as PagefindApi
  } catch {
    throw new Error(
      'pagefind: not installed — run `npm install --no-save pagefind@1.6.0` first (it is not a dependency)',
    )
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'search-compare-'))
  fs.cpSync(site, copy, { recursive: true, dereference: true })
  const { index, errors } = await pagefind.createIndex({})
  if (!index || errors.length > 0) throw new Error(`pagefind: ${errors.join('; ')}`)
  await index.addDirectory({ path: copy })
  await index.writeFiles({ outputPath: path.join(copy, 'pagefind') })
  await pagefind.close()
  return copy
}

/** One cold search: the first 8 result URLs and the time to the first result. */
async function searchOnce(page: Page, engine: Engine, query: string): Promise<{ urls: string[]; time: number }> {
  if (engine === 'Pagefind') {
    return page.evaluate(async text => {
      const started = performance.now()
      const specifier = '/pagefind/pagefind.js'
      const module = (await import(specifier)) as {
        search: (q: string) => Promise<{ results: { data: () => Promise<{ url: string }> }[] }>
      }
      const search = await module.search(text)
      const data = await Promise.all(search.results.slice(0, 8).map(result => result.data()))
      return { urls: data.map(item => item.url), time: performance.now() - started }
    }, query)
  }
  const started = Date.now()
  await page.focus('input[type="search"]')
  await page.keyboard.insertText(query)
  // The panel's state is set when the first answer is shown (the live region speaks a second later).
  await page.waitForSelector('[data-search-results][data-state]', { state: 'attached' })
  const time = Date.now() - started
  const urls = await page.$$eval('[role="search"] li a', links => links.map(link => link.getAttribute('href') ?? ''))
  return { urls, time }
}

type Engine = 'this search' | 'Pagefind'

async function main() {
  const site = path.resolve('dist/client')
  if (!fs.existsSync(site)) throw new Error('dist/client: missing — run `npm run build` first')
  const copy = await indexWithPagefind(site)
  const ours = await serve(site)
  const theirs = await serve(copy, true)
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    for (const engine of ['this search', 'Pagefind'] satisfies Engine[]) {
      let found = 0
      const bytes: number[] = []
      const times: number[] = []
      for (const [home, query, expected] of CASES) {
        const context = await browser.newContext()
        const page = await context.newPage()
        await page.goto((engine === 'Pagefind' ? theirs.base : ours.base) + home)
        if (engine === 'this search') await page.waitForSelector('html[data-enhanced="true"]')
        const sizes: Promise<number>[] = []
        page.on('response', response => {
          // Ours: the index and the search's code, fetched once the page has woken (its chunks are named by
          // hash, so every script counts; the page's own islands have loaded by then). Pagefind: its JS, WASM,
          // index and fragments.
          const url = response.url()
          if (engine === 'Pagefind' ? url.includes('/pagefind/') : ourFile(new URL(url).pathname))
            sizes.push(
              response.body().then(
                body => zlib.gzipSync(body, { level: 9 }).length,
                () => 0,
              ),
            )
        })
        const { urls, time } = await searchOnce(page, engine, query)
        await page.waitForLoadState('networkidle')
        const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
        const ok = urls.map(pathOf).includes(pathOf(expected))
        if (ok) found++
        bytes.push(total)
        times.push(time)
        console.log(
          `${engine}: ${query} ${ok ? 'found' : 'MISSED'} ${(total / 1024).toFixed(1)} KiB ${Math.round(time)} ms`,
        )
        await context.close()
      }
      console.log(
        `${engine}: recall ${found}/${CASES.length}; bytes before the first result ` +
          `median ${(median(bytes) / 1024).toFixed(1)} / max ` +
          `${(Math.max(...bytes) / 1024).toFixed(1)} KiB; cold first result median ${Math.round(median(times))} / ` +
          `max ${Math.round(Math.max(...times))} ms`,
      )
    }
  } finally {
    await browser.close()
    ours.close()
    theirs.close()
    fs.rmSync(copy, { recursive: true, force: true })
  }
}

await main()
