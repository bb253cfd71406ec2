/**
 * `npm run check:budgets`: byte budgets over the built site, gzipped at level 9, per page: the JavaScript fetched
 * before any interaction and after every island woke (measureScripts.ts), its CSS and HTML, the style rules no state of
 * the page uses (cssCoverage.ts, allow-list in unusedCss.ts), and its pictures' bytes on a phone (imageBytes.ts). Also:
 * every <img> has width, height and a modern format; nothing comes from another origin; every CSS Module class in the
 * HTML is in the page's stylesheet. Prints one row per page; exits 1 on a miss. Why these figures: docs/budgets.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { phoneImageBytes, PHONE } from './imageBytes.ts'
import { measureSiteCssCoverage } from './cssCoverage.ts'
import { idleAllowances, unexplainedUnusedRules, ruleText } from './unusedCss.ts'
import { MODULE_CLASS_NAME } from '../styles/scopedClassName.ts'
import { LOCALES } from '../../src/i18n/locales.ts'
import { measurePageScripts, type ScriptWeight } from './measureScripts.ts'
import { formatTable } from '../core/table.ts'
import { testBrowser } from './chromium.ts'
import { requireBuiltSite } from '../core/siteDir.ts'

/** KiB gzip per page; `jsAfterIslands` is the most any page can ever load. */
export const BUDGETS_KIB = { jsBeforeInteraction: 15, jsAfterIslands: 100, css: 9, html: 12 } as const

/** The pages whose CSS coverage is measured: the default locale's and each home page (translations share CSS). */
const coveredPage = (page: string) =>
  !LOCALES.some(locale => page.startsWith(`${locale}/`)) || /^[^/]+\/index\.html$/.test(page)

/** KiB per page of pictures a phone fetches (not gzipped: images are compressed already). */
export const IMAGE_BUDGET_KIB = 200

const root = requireBuiltSite('check-budgets')

/** Pages share their scripts and stylesheet: each file is read and measured once. */
function memoize<T>(compute: (file: string) => T): (file: string) => T {
  const cache = new Map<string, T>()
  return file => {
    if (!cache.has(file)) cache.set(file, compute(file))
    return cache.get(file)!
  }
}
const gzipSize = memoize(file => zlib.gzipSync(fs.readFileSync(path.join(root, file)), { level: 9 }).length)
const readStylesheet = memoize(file => fs.readFileSync(path.join(root, file), 'utf8'))
const kib = (bytes: number) => bytes / 1024
const attributeValues = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map(match => match[1]!)

const problems: string[] = []
const rows: string[][] = [
  [
    'page',
    'JS before interaction',
    'JS after islands',
    'islands',
    'CSS KiB',
    'CSS raw KiB',
    'unused CSS KiB',
    'HTML KiB',
    'images KiB',
  ],
]
const fileSize = memoize(url => {
  const file = path.join(root, decodeURIComponent(url.replace(/^\//, '')))
  return fs.existsSync(file) ? fs.statSync(file).size : 0
})
/** Runs one phase, saying what it does and how long it took: a check that prints nothing for minutes looks stuck. */
async function phase<T>(what: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now()
  console.log(`check-budgets: ${what}…`)
  const result = await run()
  console.log(`check-budgets: ${what}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

// The editor at /admin/ is no visitor page: it has budgets of its own kind (docs/budgets.md), not these.
const pages = fs
  .readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter(file => file.endsWith('.html') && !file.startsWith('admin/'))
  .sort()
const scriptWeights = new Map<string, ScriptWeight>()
// One Chromium tab loads every page once: for its scripts, and for a covered page then its CSS coverage too.
const cssCoverage = await phase(
  `loading ${pages.length} pages in ${testBrowser()} for the JavaScript they fetch before and after their ` +
    `islands, and measuring which CSS rules ${pages.filter(coveredPage).length} of them use, with and without ` +
    'JavaScript',
  () =>
    measureSiteCssCoverage(root, pages, coveredPage, async (tab, url, page) =>
      scriptWeights.set(page, await measurePageScripts(tab, url, gzipSize)),
    ),
)
console.log(`check-budgets: weighing the HTML, CSS and images of ${pages.length} pages`)

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
  const local = (urls: Set<string>) => [...urls].filter(url => url.startsWith('/')).map(url => url.slice(1))
  const { beforeInteraction, afterIslands, islands, lateStylesheets } = scriptWeights.get(page)!
  for (const sheet of lateStylesheets) {
    problems.push(
      `${page}: waking an island fetched ${sheet} — an island takes its class names as props and imports no CSS ` +
        `(src/islands/registry.ts)`,
    )
  }
  const css = local(styles).reduce((sum, file) => sum + gzipSize(file), 0)
  const stylesheet = local(styles).map(readStylesheet).join('\n')
  const moduleClasses = new Set(attributeValues(html, /\sclass="([^"]+)"/g).flatMap(value => value.split(/\s+/)))
  for (const name of moduleClasses) {
    // CSS Module class names are `<file>_<class>` (scripts/styles/scopedClassName.ts); global class names are not.
    if (MODULE_CLASS_NAME.test(name) && !new RegExp(`\\.${name}(?![\\w-])`).test(stylesheet)) {
      problems.push(
        `${page}: class "${name}" is not in the page's stylesheet — its CSS Module was left out of the build`,
      )
    }
  }
  const htmlSize = zlib.gzipSync(html, { level: 9 }).length
  const imageBytes = phoneImageBytes(html, fileSize)
  const coverage = cssCoverage.get(page)
  rows.push([
    page,
    kib(beforeInteraction).toFixed(1),
    kib(afterIslands).toFixed(1),
    islands.join(' ') || '–',
    kib(css).toFixed(1),
    coverage ? kib(coverage.bytes).toFixed(1) : '–',
    coverage ? kib(coverage.unusedBytes).toFixed(1) : '–',
    kib(htmlSize).toFixed(1),
    imageBytes > 0 ? kib(imageBytes).toFixed(1) : '–',
  ])
  for (const rule of unexplainedUnusedRules(coverage?.unusedRules ?? [])) {
    const text = ruleText(rule)
    problems.push(
      `${page}: CSS rule \`${text.length > 160 ? `${text.slice(0, 160)}…` : text}\` is used by no state of the page ` +
        `— delete it if no page uses it; if a variant of a component uses it, move it to a CSS Module imported only ` +
        `by that variant; if content, a constant or an input decides, add its pattern and why to ` +
        `scripts/check/unusedCss.ts`,
    )
  }
  if (kib(imageBytes) > IMAGE_BUDGET_KIB) {
    problems.push(
      `${page}: images ${kib(imageBytes).toFixed(1)} KiB for a ${PHONE.width} px phone > budget ${IMAGE_BUDGET_KIB} ` +
        `KiB — use fewer or smaller pictures, or crop them`,
    )
  }
  const over = (what: keyof typeof BUDGETS_KIB, bytes: number) => {
    if (kib(bytes) > BUDGETS_KIB[what])
      problems.push(`${page}: ${what} ${kib(bytes).toFixed(1)} KiB gzip > budget ${BUDGETS_KIB[what]} KiB`)
  }
  over('jsBeforeInteraction', beforeInteraction)
  over('jsAfterIslands', afterIslands)
  over('css', css)
  over('html', htmlSize)
  for (const picture of html.match(/<picture\b[\s\S]*?<\/picture>/g) ?? []) {
    if (!/<source\b[^>]*type="image\/(avif|webp)"/.test(picture))
      problems.push(`${page}: ${picture} — offer an AVIF or WebP <source>`)
  }
  for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
    const inPicture =
      html.slice(0, html.indexOf(img)).lastIndexOf('<picture') >
      html.slice(0, html.indexOf(img)).lastIndexOf('</picture>')
    if (!/\swidth="/.test(img) || !/\sheight="/.test(img))
      problems.push(`${page}: ${img} — give the image width and height (no layout shift)`)
    if (!inPicture && !/\ssrc="[^"]+\.(avif|webp|svg)"/.test(img))
      problems.push(`${page}: ${img} — serve AVIF or WebP (or SVG)`)
    if (!/\.svg"/.test(img) && !/\ssrcset="/i.test(img))
      problems.push(`${page}: ${img} — add srcset/sizes for responsive sizes`)
  }
}
for (const { pattern, reason } of idleAllowances([...cssCoverage.values()].flatMap(coverage => coverage.unusedRules))) {
  problems.push(
    `scripts/check/unusedCss.ts: ${pattern} (${reason}) explains no unused rule of any page — remove it from ` +
      `the allow-list`,
  )
}
for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(name => name.endsWith('.css'))) {
  for (const url of attributeValues(
    fs.readFileSync(path.join(root, file), 'utf8'),
    /url\(\s*['"]?((?:https?:)?\/\/[^'")]+)/g,
  )) {
    problems.push(`${file}: ${url} — a font or image from another origin; self-host it`)
  }
}

console.log(formatTable(rows))
console.log(
  `budgets (KiB gzip per page): JS before interaction ≤ ${BUDGETS_KIB.jsBeforeInteraction}, JS after every island ` +
    `≤ ${BUDGETS_KIB.jsAfterIslands}, CSS ≤ ${BUDGETS_KIB.css}, HTML ≤ ${BUDGETS_KIB.html}; images for ` +
    `a ${PHONE.width} px phone at ${PHONE.pixelRatio}× ≤ ${IMAGE_BUDGET_KIB} KiB; no CSS rule a page does not use ` +
    `but those scripts/check/unusedCss.ts allows (measured on the default locale's pages and each home page)`,
)
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}\n\ncheck-budgets: ${problems.length} budget(s) missed.`)
  process.exit(1)
}
console.log('check-budgets: every page is within budget.')
