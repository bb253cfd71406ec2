/**
 * scripts/check/cssCoverage.ts in Chromium on a two-page fixture: a page shorter than the window (whose header can
 * never turn compact) is measured instead of waiting for the compact header forever, a rule only JavaScript off uses
 * counts as used, an unused rule is reported with the @media around it, and a rule the page measured before it used
 * (in the same tabs) is not counted as this page's; a page tall enough to scroll is measured with its header turned
 * compact, and a page the caller only loads is loaded in the same tab, once, with no coverage of its own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { measureSiteCssCoverage } from '../../scripts/check/cssCoverage'
import { ruleText } from '../../scripts/check/unusedCss'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-css-coverage-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
// The static server answers a missing file (a full browser's /favicon.ico) with the site's 404 page.
fs.writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>')
fs.writeFileSync(
  path.join(root, 'page.css'),
  '.used{color:red}@media (width>=600px){.unused{color:blue}}[data-scrolled=true]{color:green}@media ' +
    '(scripting:none){.used{color:gray}.unused{color:gray}}.other{color:olive}.tall{height:5000px}',
)
// What the site's page script does once it has run (a file: the server's content security policy allows no inline
// script).
fs.writeFileSync(path.join(root, 'enhance.js'), "document.documentElement.dataset.enhanced = 'true'\n")
const page = (main: string) =>
  `<!doctype html><html lang="en"><head><title>Short</title>
<link rel="stylesheet" href="/page.css"><script src="/enhance.js"></script></head>
<body><header data-compact-after="64" data-scrolled="false">Header</header><main>${main}</main></body></html>`
fs.mkdirSync(path.join(root, 'other'))
fs.writeFileSync(path.join(root, 'other', 'index.html'), page('<p class="used other">One line.</p>'))
fs.writeFileSync(path.join(root, 'index.html'), page('<p class="used">One line.</p>'))
// The page script's compact header (src/enhance/compactNavigation.ts), answering the scroll event.
fs.writeFileSync(
  path.join(root, 'scroll.js'),
  "const header = document.querySelector('[data-compact-after]')\n" +
    "addEventListener('scroll', () => { header.dataset.scrolled = String(scrollY > 64) })\n",
)
fs.mkdirSync(path.join(root, 'tall'))
fs.writeFileSync(
  path.join(root, 'tall', 'index.html'),
  page('<p class="used tall">A long page.</p><script src="/scroll.js"></script>'),
)

it('measures a page too short to scroll and names an unused rule with its @media', async () => {
  // The other page first: the home page is measured in the tabs it leaves behind.
  const coverage = await measureSiteCssCoverage(root, ['other/index.html', 'index.html'])
  const unusedRules = coverage.get('index.html')!.unusedRules.map(ruleText)
  expect(unusedRules).toContain('@media (width>=600px) .unused')
  expect(unusedRules).toContain('@media (scripting:none) .unused')
  expect(unusedRules).toContain('.other')
  expect(unusedRules).not.toContain('.used')
  expect(unusedRules).not.toContain('@media (scripting:none) .used')
  expect(coverage.get('other/index.html')!.unusedRules.map(ruleText)).not.toContain('.other')
})

it('measures a tall page with its header compact, and only loads the pages it does not cover', async () => {
  const loaded: string[] = []
  const coverage = await measureSiteCssCoverage(
    root,
    ['other/index.html', 'tall/index.html'],
    page => page === 'tall/index.html',
    async (tab, url, page) => {
      loaded.push(page)
      await tab.goto(url)
      await tab.waitForFunction(() => document.documentElement.dataset.enhanced === 'true')
    },
  )
  expect(loaded).toEqual(['other/index.html', 'tall/index.html'])
  expect([...coverage.keys()]).toEqual(['tall/index.html'])
  const unusedRules = coverage.get('tall/index.html')!.unusedRules.map(ruleText)
  expect(unusedRules).not.toContain('[data-scrolled=true]')
  expect(unusedRules).toContain('.other')
})
