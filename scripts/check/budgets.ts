/**
 * `npm run check:budgets`: byte budgets over the built site (dist/client), each file gzipped at level 9. Per page:
 * - the JavaScript fetched before any interaction, and after every island on the page has woken up, measured in
 *   Chromium (scripts/check/measureScripts.ts);
 * - its CSS and its HTML.
 * Also: every <img> has width, height and a modern or vector format; nothing is loaded from another origin; every
 * CSS Module class in the HTML is defined in the page's stylesheet. Prints one row per page; exits 1 on a miss.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { measureScripts } from './measureScripts.ts'
import { ROOT_DIR } from '../content/run.ts'
import { formatTable } from '../report/table.ts'
import { requireBuiltSite } from '../build/siteDir.ts'

/**
 * KiB gzip per page. `jsBeforeInteraction` is what a visitor pays for the page to paint and work as HTML (no
 * React before an island needs it, since most visits never touch one); `jsAfterIslands` is the most any page can ever load.
 */
export const BUDGETS_KIB = { jsBeforeInteraction: 15, jsAfterIslands: 100, css: 15, html: 20 } as const

const root = requireBuiltSite('check-budgets')

/** Pages share their scripts and stylesheet: each file is read and measured once. */
function memoize<T>(compute: (file: string) => T): (file: string) => T {
  const cache = new Map<string, T>()
  return (file) => {
    if (!cache.has(file)) cache.set(file, compute(file))
    return cache.get(file)!
  }
}
const gzipSize = memoize((file) => zlib.gzipSync(fs.readFileSync(path.join(root, file)), { level: 9 }).length)
const readStylesheet = memoize((file) => fs.readFileSync(path.join(root, file), 'utf8'))
const kib = (bytes: number) => bytes / 1024
const attributeValues = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!)

const problems: string[] = []
const rows: string[][] = [['page', 'JS before interaction', 'JS after islands', 'islands', 'CSS KiB', 'HTML KiB']]
const pages = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).sort()
const scriptWeights = await measureScripts(root, pages, gzipSize)

for (const page of pages) {
  const html = fs.readFileSync(path.join(root, page), 'utf8')
  const scripts = new Set([
    ...attributeValues(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...attributeValues(html, /<script[^>]*\sdata-page-script="([^"]+)"/g),
    ...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ])
  const styles = new Set(attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
  for (const url of [...scripts, ...styles, ...attributeValues(html, /<img[^>]*\ssrc="([^"]+)"/g)]) {
    if (/^(https?:)?\/\//.test(url)) problems.push(`${page}: ${url} — loaded from another origin; self-host it`)
  }
  const local = (urls: Set<string>) => [...urls].filter((url) => url.startsWith('/')).map((url) => url.slice(1))
  const { beforeInteraction, afterIslands, islands, lateStylesheets } = scriptWeights.get(page)!
  for (const sheet of lateStylesheets) {
    problems.push(`${page}: waking an island fetched ${sheet} — an island takes its class names as props and imports no CSS (src/islands/registry.ts)`)
  }
  const css = local(styles).reduce((sum, file) => sum + gzipSize(file), 0)
  const stylesheet = local(styles).map(readStylesheet).join('\n')
  const moduleClasses = new Set(attributeValues(html, /\sclass="([^"]+)"/g).flatMap((value) => value.split(/\s+/)))
  for (const name of moduleClasses) {
    // CSS Module class names are `<file>_<class>_<hash>` (vite.config.ts).
    if (/^[A-Za-z][\w-]*_[\w-]+_[\w-]{5}$/.test(name) && !stylesheet.includes(`.${name}`)) {
      problems.push(`${page}: class "${name}" is not in the page's stylesheet — its CSS Module was left out of the build`)
    }
  }
  const htmlSize = zlib.gzipSync(html, { level: 9 }).length
  rows.push([page, kib(beforeInteraction).toFixed(1), kib(afterIslands).toFixed(1), islands.join(' ') || '–',
    kib(css).toFixed(1), kib(htmlSize).toFixed(1)])
  const over = (what: keyof typeof BUDGETS_KIB, bytes: number) => {
    if (kib(bytes) > BUDGETS_KIB[what]) problems.push(`${page}: ${what} ${kib(bytes).toFixed(1)} KiB gzip > budget ${BUDGETS_KIB[what]} KiB`)
  }
  over('jsBeforeInteraction', beforeInteraction)
  over('jsAfterIslands', afterIslands)
  over('css', css)
  over('html', htmlSize)
  for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
    if (!/\swidth="/.test(img) || !/\sheight="/.test(img)) problems.push(`${page}: ${img} — give the image width and height (no layout shift)`)
    if (!/\ssrc="[^"]+\.(avif|webp|svg)"/.test(img)) problems.push(`${page}: ${img} — serve AVIF or WebP (or SVG)`)
    if (!/\.svg"/.test(img) && !/\ssrcset="/.test(img)) problems.push(`${page}: ${img} — add srcset/sizes for responsive sizes`)
  }
}
for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css'))) {
  for (const url of attributeValues(fs.readFileSync(path.join(root, file), 'utf8'), /url\(\s*['"]?((?:https?:)?\/\/[^'")]+)/g)) {
    problems.push(`${file}: ${url} — a font or image from another origin; self-host it`)
  }
}

console.log(formatTable(rows))
console.log(`budgets (KiB gzip per page): JS before interaction ≤ ${BUDGETS_KIB.jsBeforeInteraction}, JS after every island ≤ ${BUDGETS_KIB.jsAfterIslands}, CSS ≤ ${BUDGETS_KIB.css}, HTML ≤ ${BUDGETS_KIB.html}`)
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}\n\ncheck-budgets: ${problems.length} budget(s) missed.`)
  process.exit(1)
}
console.log('check-budgets: every page is within budget.')
