/**
 * Every build cache serves an entry only for the inputs it was made from: for each cache, a change to each input
 * gives a new key (so the old entry is not found), and the same inputs give the same key (so it is). The code that
 * makes an entry is one of its inputs, through codeVersion, tested first on a small fixture. The Vike bundles'
 * key is tested in bundleKey.test.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { codeVersion, moduleGraph, packageVersions, type Code } from '../../scripts/build/codeVersion'
import { compressKey, PAGE_LEVELS } from '../../scripts/build/compress'
import { iconsKey } from '../../scripts/build/icons'
import { loaderCode, loaderKey } from '../../scripts/build/pageScriptLoader'
import { CARD_CODE, cardKey, type CardDrawing } from '../../scripts/build/ogImages'
import { renditionKey } from '../../scripts/content/imagePlan'
import { PARSER_CODE, parseKey } from '../../scripts/content/parseCache'
import { ROOT_DIR } from '../../scripts/rootDir'

const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-cache-keys-'))
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }))
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
  fs.writeFileSync(path.join(fixture, file), text)
}
const pkg = (name: string, version: string, dependencies: Record<string, string> = {}, optionalDependencies: Record<string, string> = {}) =>
  write(`node_modules/${name}/package.json`, JSON.stringify({ name, version, dependencies, optionalDependencies }))

// A module that imports another module (without extension), one by import(), a package and a type only; the
// package depends on another, which has an optional native binary; a font package is read without an import.
write('work/draw.ts', "import { helper } from './helper'\nimport type { Shape } from './types.ts'\nimport painter from 'painter/sub'\nexport const later = () => import('./later.ts')\n")
write('work/helper.ts', 'export const helper = 1\n')
write('work/later.ts', 'export default 2\n')
write('work/types.ts', 'export type Shape = string\n')
write('work/data.json', '{"size": 1}\n')
pkg('painter', '1.0.0', { canvas: '^2' })
pkg('canvas', '2.0.0', {}, { 'canvas-linux-x64': '2.0.0', 'canvas-darwin-arm64': '2.0.0' })
pkg('canvas-linux-x64', '2.0.0')
pkg('font', '5.0.0')
const CODE: Code = { modules: [path.join(fixture, 'work/draw.ts')], files: [path.join(fixture, 'work/data.json')], packages: ['font'] }

describe('the version of the code that makes a cache entry', () => {
  it('follows the imports to the modules and packages, and the packages to their dependencies', () => {
    const graph = moduleGraph(CODE.modules as string[])
    expect(graph.files.map((file) => path.relative(fixture, file))).toEqual(['work/draw.ts', 'work/helper.ts', 'work/later.ts'])
    expect(graph.packages).toEqual(['painter'])
    // The optional binary that is not installed (another platform's) is not there to be counted.
    expect(packageVersions(['painter', 'font'], path.join(fixture, 'work'))).toEqual(['canvas-linux-x64@2.0.0', 'canvas@2.0.0', 'font@5.0.0', 'painter@1.0.0'])
  })

  const changes: [string, () => void][] = [
    ['the module itself', () => write('work/draw.ts', `${fs.readFileSync(path.join(fixture, 'work/draw.ts'), 'utf8')}// edited\n`)],
    ['a module it imports', () => write('work/helper.ts', 'export const helper = 2\n')],
    ['a module it loads by import()', () => write('work/later.ts', 'export default 3\n')],
    ['a file it reads', () => write('work/data.json', '{"size": 2}\n')],
    ['a package it imports', () => pkg('painter', '1.0.1', { canvas: '^2' })],
    ['a dependency of that package', () => pkg('canvas', '2.1.0', {}, { 'canvas-linux-x64': '2.1.0' })],
    ['the native binary of that dependency', () => pkg('canvas-linux-x64', '2.1.0')],
    ['a package it reads without an import (a font)', () => pkg('font', '5.0.1')],
  ]
  it.each(changes)('changes with %s', (_, change) => {
    const before = codeVersion(CODE)
    expect(codeVersion(CODE)).toBe(before)
    change()
    expect(codeVersion(CODE)).not.toBe(before)
  })

  it('changes with the version of Node or of a library built into it (zlib, brotli, ICU…)', () => {
    const before = codeVersion(CODE)
    expect(codeVersion(CODE, { ...process.versions, node: '99.0.0' })).not.toBe(before)
    expect(codeVersion(CODE, { ...process.versions, zlib: '9.9.9' })).not.toBe(before)
    expect(codeVersion(CODE, { ...process.versions, brotli: '9.9.9' })).not.toBe(before)
  })

  it('stays when only a type-only import changes: a type cannot change what runs', () => {
    const before = codeVersion(CODE)
    write('work/types.ts', 'export type Shape = number\n')
    expect(codeVersion(CODE)).toBe(before)
  })
})

/** Each input of a key changed alone gives a new key; the same inputs give the same key. */
function expectEachInputInKey<Inputs extends unknown[]>(key: (...inputs: Inputs) => string, inputs: Inputs, changed: { [Index in keyof Inputs]: Inputs[Index] }) {
  expect(key(...inputs)).toBe(key(...inputs))
  const keys = new Set([key(...inputs)])
  inputs.forEach((_, index) => {
    const one = [...inputs] as unknown as Inputs
    one[index] = changed[index]
    keys.add(key(...one))
  })
  expect(keys.size).toBe(inputs.length + 1)
}

const relativeFiles = (code: Code) => moduleGraph(code.modules.map((module) => (module instanceof URL ? fileURLToPath(module) : module))).files.map((file) => path.relative(ROOT_DIR, file))

describe('node_modules/.cache/reelfi/mdast: the parse of an MDX file', () => {
  it('is keyed by the text and the code that parses it', () => {
    expectEachInputInKey(parseKey, ['Watch and earn.', 'code-1'], ['Watch and earn!', 'code-2'])
  })

  it('counts as parsing code the parser configuration, the cache itself (what an entry holds) and the parser packages', () => {
    expect(relativeFiles(PARSER_CODE)).toEqual(expect.arrayContaining(['scripts/content/readSource.ts', 'scripts/content/parseCache.ts']))
    expect(moduleGraph(relativeFiles(PARSER_CODE).map((file) => path.join(ROOT_DIR, file))).packages).toEqual(expect.arrayContaining(['@mdx-js/mdx', 'remark-gfm', 'remark-frontmatter']))
    expect(packageVersions(['@mdx-js/mdx']).some((version) => version.startsWith('micromark@'))).toBe(true)
  })
})

describe('node_modules/.cache/reelfi/compress: the .br and .gz of a file', () => {
  it('is keyed by the bytes, each level, the size (Brotli\'s window) and the code that compresses', () => {
    const page = Buffer.from('<p>page</p>'.repeat(100))
    const key = (data: Buffer, brotli: number, gzip: number, code: string) => compressKey(data, { brotli, gzip }, code)
    expectEachInputInKey(key, [page, PAGE_LEVELS.brotli, PAGE_LEVELS.gzip, 'code-1'], [Buffer.from('<p>Page</p>'.repeat(100)), 11, 9, 'code-2'])
    // The same bytes twice over: another window.
    expect(compressKey(Buffer.concat([page, page]), PAGE_LEVELS, 'code-1')).not.toBe(compressKey(page, PAGE_LEVELS, 'code-1'))
  })
})

describe('node_modules/.cache/reelfi/og: an Open Graph card', () => {
  it('is keyed by the title, badge, locale drawn as, brand, host and the drawing code', () => {
    const card = (locale: string, heading: string, badge: string | undefined, brand: string, host: string, code: string) =>
      cardKey({ locale, heading, badge, brand, host } as CardDrawing, code)
    expectEachInputInKey(card, ['ja', 'ホーム', 'Coming soon', 'Reelfi', 'reelfi.app', 'code-1'], ['ko', 'ホーム!', undefined, 'Reelfy', 'staging.reelfi.app', 'code-2'])
  })

  it('counts as drawing code the card, its fonts list and the site size, satori, resvg with its binary, subset-font and the fonts', () => {
    expect(relativeFiles(CARD_CODE)).toEqual(expect.arrayContaining(['scripts/build/ogCard.ts', 'scripts/build/ogFonts.ts', 'src/seo/site.ts']))
    const versions = packageVersions([...moduleGraph(relativeFiles(CARD_CODE).map((file) => path.join(ROOT_DIR, file))).packages, ...CARD_CODE.packages!])
    for (const name of ['satori', '@resvg/resvg-js', 'subset-font', '@fontsource/inter', '@fontsource-variable/noto-sans-jp']) {
      expect(versions.some((version) => version.startsWith(`${name}@`)), name).toBe(true)
    }
    expect(versions.some((version) => /^@resvg\/resvg-js-linux-/.test(version))).toBe(true)
  })
})

describe('node_modules/.cache/reelfi/images: an image rendition (its key is also in its URL)', () => {
  it('is keyed by the source bytes, format, width and the encoding code', () => {
    expectEachInputInKey(renditionKey, ['a'.repeat(64), 'avif', 800, 'code-1'], ['b'.repeat(64), 'webp', 1200, 'code-2'])
  })

  it('counts as encoding code imagePlan.ts (options and pipeline) and sharp with its libvips', () => {
    const files = relativeFiles({ modules: [path.join(ROOT_DIR, 'scripts/content/imagePlan.ts')] })
    expect(files).toContain('scripts/content/imagePlan.ts')
    expect(fs.readFileSync(path.join(ROOT_DIR, 'scripts/content/imagePlan.ts'), 'utf8')).toContain('export function encodeRendition(')
    expect(packageVersions(['sharp']).some((version) => version.startsWith('@img/sharp-libvips-'))).toBe(true)
  })
})

describe('node_modules/.cache/reelfi/icons: the favicons', () => {
  it('is keyed by the mark, the theme colour and the drawing code', () => {
    expectEachInputInKey(iconsKey, ['<svg rx="9"/>', '#0a0a12', 'code-1'], ['<svg rx="8"/>', '#000000', 'code-2'])
  })
})

describe('node_modules/.cache/reelfi/page-script-loader: the loader every page inlines (its hash is in the CSP)', () => {
  it('is keyed by its code and the variables Vite exposes to it, not by the rest of the environment', () => {
    const key = (code: string, variable: string, mode: string) => loaderKey(code, { VITE_FLAG: variable, NODE_ENV: mode, HOME: '/root' })
    expectEachInputInKey(key, ['code-1', 'on', 'production'], ['code-2', 'off', 'development'])
    expect(loaderKey('code-1', { HOME: '/root' })).toBe(loaderKey('code-1', { HOME: '/elsewhere', CI: 'true' }))
  })

  it('counts as its code every module of the loader, its build configuration (minify…), Vite and TypeScript\'s settings', () => {
    const code = loaderCode()
    const files = relativeFiles(code)
    expect(files).toEqual(expect.arrayContaining(['src/enhance/pageScriptLoader.ts', 'src/enhance/searchShortcut.ts', 'src/islands/heldEvents.ts', 'scripts/build/pageScriptLoader.ts']))
    expect(fs.readFileSync(path.join(ROOT_DIR, 'scripts/build/pageScriptLoader.ts'), 'utf8')).toContain('minify: true')
    expect(code.files!.map((file) => path.relative(ROOT_DIR, String(file)))).toContain('tsconfig.json')
    expect(moduleGraph(files.map((file) => path.join(ROOT_DIR, file))).packages).toContain('vite')
  })
})
