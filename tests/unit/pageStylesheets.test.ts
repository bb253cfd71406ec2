/**
 * scripts/styles/pageStylesheetsPlugin.ts on a fixture of a few modules instead of the site: each page entry gets one
 * stylesheet, its rules in the order the page's modules run (the single stylesheet's cascade), shared modules once,
 * CSS reached only through `import()` kept, pages with the same CSS sharing one file.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageStylesheetsPlugin } from '../../scripts/styles/pageStylesheetsPlugin'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-page-css-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
const write = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text)
/** A module `name`.js importing `imports` (static, then dynamic), and its stylesheet `name`.css with the rule `.name`. */
const module = (name: string, imports: string[] = [], lazy: string[] = []) => {
  write(`${name}.css`, `.${name}{order:${name}}\n`)
  write(
    `${name}.js`,
    [
      ...(name.startsWith('page') ? ["import './theme.css'"] : []),
      ...imports.map(imported => `import './${imported}.js'`),
      `import './${name}.css'`,
      `export const ${name} = ${JSON.stringify(name)}`,
      ...lazy.map(imported => `export const load_${imported} = () => import('./${imported}.js')`),
    ].join('\n'),
  )
}
// base runs first everywhere; shared is imported by both pages; late is imported after page code's own import;
// lazy is reached only through import().
// theme.css is imported directly (no module of its own) by every page first, as pages/+Layout.tsx imports global.css:
// Rolldown gives it a chunk of its own, which Vite merges into its importers as a CSS file of theirs.
write('theme.css', ':root{--theme:1}\n.theme{order:theme}\n')
module('base')
module('shared', ['base'])
module('late')
module('lazy', ['base'])
module('pageA', ['base', 'shared', 'late'])
module('pageB', ['shared'], ['lazy'])
// Two pages without CSS of their own, made of the same modules.
write('pageC.js', "import './theme.css'\nimport './shared.js'\nimport './late.js'\nexport const pageC = 'C'\n")
write('pageD.js', "import './theme.css'\nimport './shared.js'\nimport './late.js'\nexport const pageD = 'D'\n")

/** The page files each entry links (Vite's manifest, which Vike reads) and the text of every CSS file written. */
let links: Record<string, string[]>
let css: Record<string, string>
beforeAll(async () => {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [pageStylesheetsPlugin()],
    build: {
      ssr: true,
      ssrEmitAssets: true,
      manifest: true,
      write: false,
      minify: false,
      rollupOptions: {
        input: Object.fromEntries(
          ['pageA', 'pageB', 'pageC', 'pageD'].map(name => [name, path.join(root, `${name}.js`)]),
        ),
      },
    },
  })) as Rollup.RollupOutput
  const assets = output.output.filter((item): item is Rollup.OutputAsset => item.type === 'asset')
  const manifest = JSON.parse(String(assets.find(asset => asset.fileName.endsWith('manifest.json'))!.source)) as Record<
    string,
    { isEntry?: boolean; css?: string[] }
  >
  links = Object.fromEntries(
    Object.entries(manifest)
      .filter(([, entry]) => entry.isEntry)
      .map(([id, entry]) => [path.basename(id, '.js'), entry.css ?? []]),
  )
  css = Object.fromEntries(
    assets.filter(asset => asset.fileName.endsWith('.css')).map(asset => [asset.fileName, String(asset.source)]),
  )
})

/** The rules of the one stylesheet `page` links, by class name, in order. */
const rulesOf = (page: string) => {
  expect(links[page]).toHaveLength(1)
  return [...css[links[page]![0]!]!.matchAll(/\.(\w+)\s*\{/g)].map(match => match[1])
}

describe('one stylesheet per page', () => {
  it("holds the page's rules in the order its modules run, each once", () => {
    expect(rulesOf('pageA')).toEqual(['theme', 'base', 'shared', 'late', 'pageA'])
  })

  it("keeps the CSS of a module reached only through import(), after the page's own", () => {
    expect(rulesOf('pageB')).toEqual(['theme', 'base', 'shared', 'pageB', 'lazy'])
  })

  it('gives pages made of the same modules one shared file', () => {
    expect(rulesOf('pageC')).toEqual(['theme', 'base', 'shared', 'late'])
    expect(links.pageD).toEqual(links.pageC)
  })

  it("writes no other CSS file than the pages' (no per-chunk files left)", () => {
    expect(Object.keys(css).sort()).toEqual([...new Set(Object.values(links).flat())].sort())
  })
})
