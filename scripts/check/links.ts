/**
 * `npm run check:links`: every internal link, #anchor and image URL (srcset included) in dist/client resolves, no link
 * is a dead `href="#"`, and no page uses an id twice. Prints `page: href — problem` for each; exits 1 if any.
 */
import fs from 'node:fs'
import path from 'node:path'
import { requireBuiltSite } from '../core/siteDir.ts'

const root = requireBuiltSite('check-links')

const pages = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(file => file.endsWith('.html'))
const html = new Map(
  pages.map(file => [file.split(path.sep).join('/'), fs.readFileSync(path.join(root, file), 'utf8')]),
)
const idsOf = (text: string) => new Set([...text.matchAll(/\sid="([^"]+)"/g)].map(match => match[1]))

/** The built file a URL path is served from, as a static host resolves clean URLs. */
function fileFor(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath).replace(/^\/+/, '')
  const candidates = [clean, `${clean}.html`, `${clean.replace(/\/?$/, '/')}index.html`].map(candidate =>
    candidate.replace(/^\//, ''),
  )
  return candidates.find(
    candidate =>
      candidate !== '' && fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile(),
  )
}

const problems: string[] = []
let checked = 0
for (const [page, text] of html) {
  const seen = new Set<string>()
  for (const [, id] of text.matchAll(/\sid="([^"]+)"/g)) {
    if (seen.has(id!)) problems.push(`${page}: id="${id}" is used twice — ids must be unique in a page`)
    seen.add(id!)
  }
  // Every candidate of a srcset (pictures: each width and format) is a URL the browser may fetch.
  const attributes = [
    ...[...text.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(match => match[1]!),
    ...[...text.matchAll(/\ssrcset="([^"]*)"/gi)].flatMap(match =>
      match[1]!.split(',').map(candidate => candidate.trim().split(/\s+/)[0]!),
    ),
  ]
  for (const link of attributes) {
    if (/^(https?:|mailto:|data:)/.test(link) || link.startsWith('//')) continue
    checked++
    if (link === '#' || link === '') {
      problems.push(`${page}: "${link}" — a dead link; use a button, or a real target`)
      continue
    }
    const [target = '', anchor] = link.split('#')
    const file = target === '' ? page : fileFor(target)
    if (!file) {
      problems.push(`${page}: ${link} — no such page or file in dist/client`)
      continue
    }
    if (anchor && file.endsWith('.html') && !idsOf(html.get(file) ?? '').has(anchor)) {
      problems.push(`${page}: ${link} — ${file} has no element with id="${anchor}"`)
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  console.error(`\ncheck-links: ${problems.length} broken of ${checked} internal links in ${html.size} pages.`)
  process.exit(1)
}
console.log(`check-links: ${checked} internal links and anchors in ${html.size} pages all resolve.`)
