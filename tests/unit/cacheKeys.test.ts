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
import * as esbuild from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import {
  codeVersion,
  importsKey,
  importsOf,
  importsParser,
  moduleGraph,
  packageVersions,
  type Code,
} from '../../scripts/core/codeVersion'
import { COMPRESS_CODE, compressKey, PAGE_LEVELS } from '../../scripts/build/compress'
import { ICON_CODE, iconsKey } from '../../scripts/build/icons'
import { loaderCode, loaderKey } from '../../scripts/pageScript/pageScriptLoader'
import { CARD_CODE, cardKey, type CardDrawing } from '../../scripts/build/ogImages'
import sharp from 'sharp'
import { ENCODER_CODE, ENCODER_OPTIONS, renditionKey } from '../../scripts/content/imagePlan'
import { PARSER_CODE, parseKey } from '../../scripts/content/parseCache'
import { INDEXING_CODE } from '../../scripts/search/searchStep'
import { ROOT_DIR } from '../../scripts/core/rootDir'

const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-cache-keys-'))
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }))
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
  fs.writeFileSync(path.join(fixture, file), text)
}
const pkg = (
  name: string,
  version: string,
  dependencies: Record<string, string> = {},
  optionalDependencies: Record<string, string> = {},
) => write(`node_modules/${name}/package.json`, JSON.stringify({ name, version, dependencies, optionalDependencies }))

// A module that imports another module (without extension), one by import(), a package and a type only; the
// package depends on another, which has an optional native binary; a font package is read without an import.
write(
  'work/draw.ts',
  "import { helper } from './helper'\nimport type { Shape } from './types.ts'\nimport painter from " +
    "'painter/sub'\nexport const later = () => import('./later.ts')\n",
)
write('work/helper.ts', 'export const helper = 1\n')
write('work/later.ts', 'export default 2\n')
write('work/types.ts', 'export type Shape = string\n')
write('work/data.json', '{"size": 1}\n')
pkg('painter', '1.0.0', { canvas: '^2' })
pkg('canvas', '2.0.0', {}, { 'canvas-linux-x64': '2.0.0', 'canvas-darwin-arm64': '2.0.0' })
pkg('canvas-linux-x64', '2.0.0')
pkg('font', '5.0.0')
const CODE: Code = {
  modules: [path.join(fixture, 'work/draw.ts')],
  files: [path.join(fixture, 'work/data.json')],
  packages: ['font'],
}

describe('the version of the code that makes a cache entry', () => {
  it('follows the imports to the modules and packages, and the packages to their dependencies', () => {
    const graph = moduleGraph(CODE.modules as string[])
    expect(graph.files.map(file => path.relative(fixture, file))).toEqual([
      'work/draw.ts',
      'work/helper.ts',
      'work/later.ts',
    ])
    expect(graph.packages).toEqual(['painter'])
    // The optional binary that is not installed (another platform's) is not there to be counted.
    expect(packageVersions(['painter', 'font'], path.join(fixture, 'work'))).toEqual([
      'canvas-linux-x64@2.0.0',
      'canvas@2.0.0',
      'font@5.0.0',
      'painter@1.0.0',
    ])
  })

  const changes: [string, () => void][] = [
    [
      'the module itself',
      () => write('work/draw.ts', `${fs.readFileSync(path.join(fixture, 'work/draw.ts'), 'utf8')}// edited\n`),
    ],
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

  it('changes with the parts of Node the code names as its runtime, and not with the others', () => {
    const named: Code = { ...CODE, runtime: ['zlib', 'brotli'] }
    const before = codeVersion(named)
    expect(codeVersion(named, { ...process.versions, zlib: '9.9.9' })).not.toBe(before)
    expect(codeVersion(named, { ...process.versions, brotli: '9.9.9' })).not.toBe(before)
    expect(codeVersion(named, { ...process.versions, node: '99.0.0', v8: '99.0', icu: '99.0' })).toBe(before)
    expect(codeVersion(CODE, { ...process.versions, node: '99.0.0' })).toBe(codeVersion(CODE))
  })

  it(
    'finds imports however they are written: a comment in the braces, import options, a template ' + 'name, require()',
    async () => {
      write(
        'tricky/tricky.ts',
        [
          "import {\n  b, // why b\n  /* and c */ c,\n} from './b'",
          "export const d = () => import('./d.ts', { with: {} })",
          'export const e = () => import(`./e.ts`)',
          "export * as f from './f'",
          "import g = require('./g')",
          'export const used = [b, c, g]',
          "import type { T } from './t'",
          "export type { U } from './u'",
          "type V = typeof import('./v')",
          "const w = `import x from './not-an-import'`",
          // `type` as a default import's name, an export of nothing, a template require(), `$` and an escape in names
          "import type from './h'",
          "export {} from './i'",
          'export const j = () => require(`./j.ts`)',
          'export const k = () => import("./k$.ts")',
          "export const l = () => import('./\\x6c.ts')",
          'export const m = [type]',
        ].join('\n'),
      )
      for (const name of ['b', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k$', 'l', 't', 'u', 'v'])
        write(
          `tricky/${name}.ts`,
          `export const ${name.replace('$', '')} = 1, c = 2\nexport type T = 1\nexport type U = 1\n`,
        )
      write('tricky/h.ts', 'export default 1\n')
      const entry = path.join(fixture, 'tricky/tricky.ts')
      const found = moduleGraph([entry]).files
      expect(found.map(file => path.relative(fixture, file))).toEqual(
        ['b', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k$', 'l', 'tricky'].map(name => `tricky/${name}.ts`),
      )
      // What esbuild bundles from it is what the key sees.
      expect(await bundledModules([entry])).toEqual(found)
    },
  )

  it('stops at a computed import() with a path:line message, and lets one marked @vite-ignore pass', () => {
    // Astral characters before it: a line counted in UTF-8 bytes or code points would be off.
    write('work/computed.ts', "const name = './x.ts' // 😀😀\n// 😀\nexport const load = () => import(name)\n")
    expect(() => importsOf(path.join(fixture, 'work/computed.ts'))).toThrow(
      /computed\.ts:3: import\(\): the module's name is computed/,
    )
    write('work/url.ts', 'export const load = (src: string) => import(/* @vite-ignore */ src)\n')
    expect(importsOf(path.join(fixture, 'work/url.ts'))).toEqual([])
  })

  it('reads a .tsx module with its JSX, and names the file and line of a module it cannot parse', () => {
    write(
      'jsx/view.tsx',
      "import type { Props } from './props'\nimport { label } from './label.ts'\n" +
        'export const View = (p: Props) => <p title="it\'s">Don\'t {label} — «ü»</p>\n',
    )
    write('jsx/label.ts', "export const label = 'x'\n")
    write('jsx/props.ts', 'export type Props = {}\n')
    expect(moduleGraph([path.join(fixture, 'jsx/view.tsx')]).files.map(file => path.relative(fixture, file))).toEqual([
      'jsx/label.ts',
      'jsx/view.tsx',
    ])
    write('work/broken.ts', "import './one.ts' // 😀\nexport const x = ) 😀\nexport const y = 1\n")
    expect(() => importsOf(path.join(fixture, 'work/broken.ts'))).toThrow(/broken\.ts:2: .+ imports cannot be found/)
  })

  it('stays when only a type-only import changes: a type cannot change what runs', () => {
    const before = codeVersion(CODE)
    write('work/types.ts', 'export type Shape = number\n')
    expect(codeVersion(CODE)).toBe(before)
  })
})

/** The modules esbuild bundles from `entries` (packages left out): what a real bundler sees. */
async function bundledModules(entries: readonly string[]): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [...entries],
    bundle: true,
    packages: 'external',
    metafile: true,
    write: false,
    outdir: os.tmpdir(),
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    loader: { '.po': 'text' },
  })
  return Object.keys(result.metafile.inputs)
    .map(input => path.resolve(ROOT_DIR, input.split('?')[0]!))
    .sort()
}

// CAREFUL HERE: add each new keyed entry here, so a module the key does not see fails this test.
describe('every keyed entry module: the key sees every module a bundler includes', () => {
  const entries: [string, Code][] = [
    ['parse', PARSER_CODE],
    ['cards', CARD_CODE],
    ['images', ENCODER_CODE],
    ['compression', COMPRESS_CODE],
    ['icons', ICON_CODE],
    ['page-script loader', loaderCode()],
    ['search index', INDEXING_CODE],
  ]
  it.each(entries)('%s', async (_, code) => {
    const modules = code.modules.map(module => (module instanceof URL ? fileURLToPath(module) : String(module)))
    const keyed = moduleGraph(modules).files
    const bundled = await bundledModules(modules)
    expect(bundled.length).toBeGreaterThan(0)
    expect(bundled.filter(file => !keyed.includes(file))).toEqual([])
  })
})

/** Each input of a key changed alone gives a new key; the same inputs give the same key. */
function expectEachInputInKey<Inputs extends unknown[]>(
  key: (...inputs: Inputs) => string,
  inputs: Inputs,
  changed: { [Index in keyof Inputs]: Inputs[Index] },
) {
  expect(key(...inputs)).toBe(key(...inputs))
  const keys = new Set([key(...inputs)])
  inputs.forEach((_, index) => {
    const one = [...inputs] as unknown as Inputs
    one[index] = changed[index]
    keys.add(key(...one))
  })
  expect(keys.size).toBe(inputs.length + 1)
}

const relativeFiles = (code: Code) =>
  moduleGraph(code.modules.map(module => (module instanceof URL ? fileURLToPath(module) : module))).files.map(file =>
    path.relative(ROOT_DIR, file),
  )

describe('node_modules/.cache/reelfi/imports: the modules a file imports', () => {
  it("is keyed by the file's text, its extension and the parser (oxc-parser's version and codeVersion.ts)", () => {
    expectEachInputInKey(importsKey, ['a.ts', "import './b'", 'code-1'], ['a.tsx', "import './c'", 'code-2'])
    expect(importsParser('0.156.0')).not.toBe(importsParser('0.157.0'))
    expect(importsKey('a.ts', "import './b'")).toBe(importsKey('a.ts', "import './b'", importsParser()))
  })

  it('answers from the cache what the parser answers, and reads an edited file again', () => {
    write('work/cached.ts', "import './one.ts'\n")
    const file = path.join(fixture, 'work/cached.ts')
    expect(importsOf(file)).toEqual(['./one.ts'])
    expect(importsOf(file)).toEqual(['./one.ts'])
    write('work/cached.ts', "import './one.ts'\nimport './two.ts'\n")
    expect(importsOf(file)).toEqual(['./one.ts', './two.ts'])
  })
})

describe('node_modules/.cache/reelfi/mdast: the parse of an MDX file', () => {
  it('is keyed by the text and the code that parses it', () => {
    expectEachInputInKey(parseKey, ['Watch and earn.', 'code-1'], ['Watch and earn!', 'code-2'])
  })

  it(
    'counts as parsing code the parser configuration, the cache itself (what an entry holds) and the ' +
      'parser packages',
    () => {
      expect(relativeFiles(PARSER_CODE)).toEqual(
        expect.arrayContaining(['scripts/content/readSource.ts', 'scripts/content/parseCache.ts']),
      )
      expect(moduleGraph(relativeFiles(PARSER_CODE).map(file => path.join(ROOT_DIR, file))).packages).toEqual(
        expect.arrayContaining(['@mdx-js/mdx', 'remark-gfm']),
      )
      expect(packageVersions(['@mdx-js/mdx']).some(version => version.startsWith('micromark@'))).toBe(true)
    },
  )
})

describe('node_modules/.cache/reelfi/compress: the .br and .gz of a file', () => {
  it('is keyed by the bytes, each level and the code that compresses', () => {
    const page = Buffer.from('<p>page</p>'.repeat(100))
    const key = (data: Buffer, brotli: number, gzip: number, code: string) => compressKey(data, { brotli, gzip }, code)
    expectEachInputInKey(
      key,
      [page, PAGE_LEVELS.brotli, PAGE_LEVELS.gzip, 'code-1'],
      [Buffer.from('<p>Page</p>'.repeat(100)), 11, 9, 'code-2'],
    )
  })

  it("counts as its runtime Node's zlib and brotli, and no other part of Node", () => {
    expect(COMPRESS_CODE.runtime).toEqual(['zlib', 'brotli'])
  })
})

describe('node_modules/.cache/reelfi/og: an Open Graph card', () => {
  it('is keyed by the title, badge, locale drawn as, brand, host and the drawing code', () => {
    const card = (
      locale: string,
      heading: string,
      badge: string | undefined,
      brand: string,
      host: string,
      code: string,
    ) => cardKey({ locale, heading, badge, brand, host } as CardDrawing, code)
    expectEachInputInKey(
      card,
      ['ja', 'ホーム', 'Coming soon', 'Reelfi', 'reelfi.app', 'code-1'],
      ['ko', 'ホーム!', undefined, 'Reelfy', 'staging.reelfi.app', 'code-2'],
    )
  })

  it(
    'counts as drawing code the card, its fonts list and the site size, satori, sharp with its libvips, subset-font ' +
      'and the fonts',
    () => {
      expect(relativeFiles(CARD_CODE)).toEqual(
        expect.arrayContaining(['scripts/build/ogCard.ts', 'scripts/build/ogFonts.ts', 'src/seo/site.ts']),
      )
      const versions = packageVersions([
        ...moduleGraph(relativeFiles(CARD_CODE).map(file => path.join(ROOT_DIR, file))).packages,
        ...CARD_CODE.packages!,
      ])
      for (const name of ['satori', 'sharp', 'subset-font', '@fontsource/inter', '@fontsource-variable/noto-sans-jp']) {
        expect(
          versions.some(version => version.startsWith(`${name}@`)),
          name,
        ).toBe(true)
      }
      expect(versions.some(version => version.startsWith('@img/sharp-libvips-'))).toBe(true)
    },
  )
})

describe('node_modules/.cache/reelfi/images: an image rendition (its key is also in its URL)', () => {
  it("is keyed by the source bytes, format, width, the encoding code and sharp's and libvips' versions", () => {
    expectEachInputInKey(
      renditionKey,
      ['a'.repeat(64), 'avif', 800, 'code-1', sharp.versions],
      ['b'.repeat(64), 'webp', 1200, 'code-2', { ...sharp.versions, vips: '0.0.1' }],
    )
    expect(ENCODER_OPTIONS.avif).not.toEqual(ENCODER_OPTIONS.webp)
  })

  it(
    'counts as encoding code only encodeRendition.ts, which imports sharp alone: nothing else renames ' +
      'every picture',
    () => {
      const graph = moduleGraph(ENCODER_CODE.modules.map(module => fileURLToPath(module)))
      expect(graph.files.map(file => path.relative(ROOT_DIR, file))).toEqual(['scripts/content/encodeRendition.ts'])
      expect(graph.packages).toEqual(['sharp'])
      expect(ENCODER_CODE).not.toHaveProperty('runtime')
      expect(packageVersions(['sharp']).some(version => version.startsWith('@img/sharp-libvips-'))).toBe(true)
    },
  )
})

describe('node_modules/.cache/reelfi/icons: the favicons', () => {
  it('is keyed by the mark, the theme colour and the drawing code', () => {
    expectEachInputInKey(iconsKey, ['<svg rx="9"/>', '#0a0a12', 'code-1'], ['<svg rx="8"/>', '#000000', 'code-2'])
  })

  it(
    'counts as drawing code only iconDraw.ts and sharp: an edit to constants.yaml or the site settings ' +
      'redraws nothing',
    () => {
      const graph = moduleGraph(ICON_CODE.modules.map(module => fileURLToPath(module)))
      expect(graph.files.map(file => path.relative(ROOT_DIR, file))).toEqual(['scripts/build/iconDraw.ts'])
      expect(graph.packages).toEqual(['sharp'])
    },
  )
})

describe(
  'node_modules/.cache/reelfi/page-script-loader: the loader every page inlines (its hash is ' + 'in the CSP)',
  () => {
    it('is keyed by its code and the variables Vite exposes to it, not by the rest of the environment', () => {
      const key = (code: string, variable: string, mode: string) =>
        loaderKey(code, { VITE_FLAG: variable, NODE_ENV: mode, HOME: '/root' })
      expectEachInputInKey(key, ['code-1', 'on', 'production'], ['code-2', 'off', 'development'])
      expect(loaderKey('code-1', { HOME: '/root' })).toBe(loaderKey('code-1', { HOME: '/elsewhere', CI: 'true' }))
    })

    it(
      'counts as its code every module of the loader, its build configuration (minify…), Vite and ' +
        "TypeScript's settings",
      () => {
        const code = loaderCode()
        const files = relativeFiles(code)
        expect(files).toEqual(
          expect.arrayContaining([
            'src/enhance/pageScriptLoader.ts',
            'src/enhance/searchShortcut.ts',
            'src/islands/heldEvents.ts',
            'scripts/pageScript/pageScriptLoader.ts',
          ]),
        )
        expect(fs.readFileSync(path.join(ROOT_DIR, 'scripts/pageScript/pageScriptLoader.ts'), 'utf8')).toContain(
          'minify: true',
        )
        expect(code.files!.map(file => path.relative(ROOT_DIR, String(file)))).toContain('tsconfig.json')
        expect(moduleGraph(files.map(file => path.join(ROOT_DIR, file))).packages).toContain('vite')
      },
    )
  },
)
