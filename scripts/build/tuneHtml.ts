/**
 * Runs after `vike build`: every prerendered page loads its script (pages/+client.ts) after its first paint.
 * Vike injects `<script src type="module" async>`; this step replaces it with the inline loader of
 * src/enhance/pageScriptLoader.ts, which fetches the same script once the page has painted and holds what the
 * visitor does to an island until then. The loader is allowed by its hash in the Content-Security-Policy
 * (scripts/deploy/policy.ts). The step fails when a page has no script tag in the expected form, so a Vike update
 * cannot silently undo it. Usage: tsx scripts/build/tuneHtml.ts [--dir dist/client]
 */
import fs from 'node:fs'
import path from 'node:path'
import { PAGE_SCRIPT_LOADER } from '../../src/enhance/pageScriptLoader.ts'
import { siteDir } from './siteDir.ts'

const root = siteDir()
const SCRIPT = /<script src="(\/assets\/entries\/[\w.-]+\.js)" type="module" async><\/script>/g

const pages = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
if (pages.length === 0) {
  console.error('tune-html: no pages in dist/client — run `vike build` first')
  process.exit(1)
}
const problems: string[] = []
for (const page of pages) {
  const file = path.join(root, page)
  const html = fs.readFileSync(file, 'utf8')
  if (html.includes('data-page-script=')) continue
  const scripts = [...html.matchAll(SCRIPT)]
  if (scripts.length !== 1) {
    problems.push(`${page}: ${scripts.length} <script src type="module" async> where 1 was expected — has Vike changed how it injects scripts?`)
    continue
  }
  fs.writeFileSync(file, html.replace(SCRIPT, (_, src: string) => `<script type="module" data-page-script="${src}">${PAGE_SCRIPT_LOADER}</script>`))
}
if (problems.length > 0) {
  console.error(`${problems.join('\n')}\ntune-html: failed`)
  process.exit(1)
}
console.log(`tune-html: ${pages.length} pages load their script after their first paint`)
