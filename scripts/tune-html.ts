/**
 * Runs after `vike build`: gives the JavaScript of every prerendered page `fetchpriority="low"`. The pages are
 * complete without it (the content is prerendered HTML; scripts only make the navigation menus richer), so the
 * HTML, the stylesheet and anything else that paints the page go first on a slow connection. Vike injects the
 * script and its module preloads itself and has no setting for their priority, hence this step. It fails when a
 * page has no script tag in the expected form, so a Vike update cannot silently undo it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { siteDir } from './siteDir.ts'

const root = siteDir()
const SCRIPT = /<script src="([^"]+)" type="module" async>/g
const PRELOAD = /<link rel="modulepreload" href=/g

const pages = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
if (pages.length === 0) {
  console.error('tune-html: no pages in dist/client — run `vike build` first')
  process.exit(1)
}
const problems: string[] = []
for (const page of pages) {
  const file = path.join(root, page)
  const html = fs.readFileSync(file, 'utf8')
  if (html.includes('fetchpriority="low"')) continue
  const scripted = html.replace(SCRIPT, '<script src="$1" type="module" async fetchpriority="low">')
  if (scripted === html) problems.push(`${page}: no <script src type="module" async> — has Vike changed how it injects scripts?`)
  fs.writeFileSync(file, scripted.replace(PRELOAD, '<link rel="modulepreload" fetchpriority="low" href='))
}
if (problems.length > 0) {
  console.error(`${problems.join('\n')}\ntune-html: failed`)
  process.exit(1)
}
console.log(`tune-html: ${pages.length} pages load their JavaScript at low priority`)
