/**
 * Each cache through its real entry point, not only its key function: one input changed, the entry point misses its
 * cache (makes the output again); nothing changed, it hits. Small fixtures in a temporary folder, no site build.
 * cacheKeys.test.ts tests the key functions themselves.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setImmediate } from 'node:timers/promises'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { CACHE_ROOT, cacheDir, placeCacheEntryAsync, writeCacheEntryAsync } from '../../scripts/core/cache'
import { compressKey, compressSite, PAGE_LEVELS } from '../../scripts/build/compress'
import { writeIcons } from '../../scripts/build/icons'
import { cardKey, planCards } from '../../scripts/build/ogImages'
import { writeRenditions } from '../../scripts/content/imageRenditions'
import type { CatalogImage } from '../../scripts/content/imageCatalog'
import { planRenditions } from '../../scripts/content/imagePlan'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { BRAND_NAME } from '../../src/content/constants'
import { siteOrigin } from '../../src/seo/site'

const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-cache-entry-'))
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }))
const write = (file: string, data: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
  fs.writeFileSync(path.join(fixture, file), data)
}

describe('compressSite (node_modules/.cache/reelfi/compress)', () => {
  // Bytes no earlier run has seen, so the first run must compress them.
  const page = `<p>${crypto.randomUUID()}</p>\n`.repeat(200)

  it(
    'compresses new bytes, reuses them unchanged, and compresses again when the bytes or the ' + 'levels change',
    async () => {
      write('site/page.html', page)
      expect((await compressSite(path.join(fixture, 'site'))).compressed).toBe(1)
      expect((await compressSite(path.join(fixture, 'site'))).compressed).toBe(0)
      // The entry is the one compressKey names: the call site uses the key the key tests cover.
      expect(fs.existsSync(path.join(cacheDir('compress'), `${compressKey(Buffer.from(page), PAGE_LEVELS)}.br`))).toBe(
        true,
      )
      // One byte more: a miss.
      write('site/page.html', `${page} `)
      expect((await compressSite(path.join(fixture, 'site'))).compressed).toBe(1)
      // The same bytes under assets/ get other levels: a miss, and other .br bytes.
      write('site/assets/page.html', `${page} `)
      expect((await compressSite(path.join(fixture, 'site'), ['assets/page.html'])).compressed).toBe(1)
      expect(fs.readFileSync(path.join(fixture, 'site/assets/page.html.br'))).not.toEqual(
        fs.readFileSync(path.join(fixture, 'site/page.html.br')),
      )
    },
  )

  it("places each result as the cache entry's own file, which a later build replaces, never writes into", async () => {
    const text = `<p>${crypto.randomUUID()}</p>\n`.repeat(100)
    // Beside the cache, on its file system: a link across file systems is a copy (placeCacheEntry).
    const sites = fs.mkdtempSync(path.join(path.dirname(CACHE_ROOT), 'reelfi-test-linked-'))
    onTestFinished(() => fs.rmSync(sites, { recursive: true, force: true }))
    const served = (file: string) => path.join(sites, 'linked', file)
    const entry = (bytes: string, kind: string) =>
      path.join(cacheDir('compress'), `${compressKey(Buffer.from(bytes), PAGE_LEVELS)}.${kind}`)
    const unzip = (file: string) =>
      (file.endsWith('.gz') ? zlib.gunzipSync : zlib.brotliDecompressSync)(fs.readFileSync(file)).toString()
    fs.mkdirSync(served(''), { recursive: true })
    fs.writeFileSync(served('page.html'), text)
    await compressSite(served(''))
    for (const kind of ['gz', 'br']) {
      expect(fs.statSync(served(`page.html.${kind}`)).ino).toBe(fs.statSync(entry(text, kind)).ino)
      expect(unzip(served(`page.html.${kind}`))).toBe(text)
    }
    // An earlier build's site keeps its file when the page changes: the new result takes the place of the old one.
    fs.mkdirSync(path.join(sites, 'earlier'))
    fs.linkSync(served('page.html.br'), path.join(sites, 'earlier/page.html.br'))
    fs.writeFileSync(served('page.html'), `${text}<p>more</p>\n`)
    expect((await compressSite(served(''))).compressed).toBe(1)
    expect(unzip(served('page.html.br'))).toBe(`${text}<p>more</p>\n`)
    expect(unzip(path.join(sites, 'earlier/page.html.br'))).toBe(text)
    expect(unzip(entry(text, 'br'))).toBe(text)
  })

  it('writes and places entries at the same time without one writing into another or losing a write', async () => {
    const folder = fs.mkdtempSync(path.join(path.dirname(CACHE_ROOT), 'reelfi-test-concurrent-'))
    onTestFinished(() => fs.rmSync(folder, { recursive: true, force: true }))
    const file = (name: string) => path.join(folder, name)
    // Files with the same bytes, compressed at once, as compression does: half write the entry and place it at their
    // file; the others link the entry as soon as it is there, while the writers still link to its name. Every call
    // succeeds, and every file has the bytes.
    fs.mkdirSync(file('same'))
    for (let round = 0; round < 40; round++) {
      const entry = file(`same/entry-${round}`)
      await Promise.all(
        Array.from({ length: 8 }, async (_, index) => {
          const target = file(`same/file-${round}-${index}`)
          if (index % 2 === 0) return writeCacheEntryAsync(entry, `bytes ${round}`, target)
          while (!fs.existsSync(entry)) await setImmediate()
          await placeCacheEntryAsync(entry, target)
        }),
      )
      for (let index = 0; index < 8; index++)
        expect(fs.readFileSync(file(`same/file-${round}-${index}`), 'utf8')).toBe(`bytes ${round}`)
      // The entry is one of the files (the first writer's), not a copy of its bytes, and each placer linked it: a
      // writer that replaced the entry would make a placer's link fail (ENOENT) and fall back to a copy.
      expect(fs.statSync(entry).nlink).toBeGreaterThan(1)
      for (let index = 1; index < 8; index += 2)
        expect(fs.statSync(file(`same/file-${round}-${index}`)).ino).toBe(fs.statSync(entry).ino)
    }
    expect(fs.readdirSync(file('same')).filter(name => name.endsWith('.tmp'))).toEqual([])
    // A new entry placed as it is written: the file is the entry's inode.
    await writeCacheEntryAsync(file('same/new'), 'new bytes', file('same/new-placed'))
    expect(fs.statSync(file('same/new-placed')).ino).toBe(fs.statSync(file('same/new')).ino)
    expect(fs.readFileSync(file('same/new-placed'), 'utf8')).toBe('new bytes')
    // An entry there is kept, never replaced: a file linked to it never meets it mid-replacement.
    const { ino } = fs.statSync(file('same/entry-0'))
    await writeCacheEntryAsync(file('same/entry-0'), 'other bytes')
    expect(fs.statSync(file('same/entry-0')).ino).toBe(ino)
    expect(fs.readFileSync(file('same/entry-0'), 'utf8')).toBe('bytes 0')
    // Two entries placed at one target at once, again and again: the entries keep their bytes, one of them is there.
    fs.writeFileSync(file('x'), 'entry x')
    fs.writeFileSync(file('y'), 'entry y')
    for (let round = 0; round < 20; round++)
      await Promise.all([
        placeCacheEntryAsync(file('x'), file('target')),
        placeCacheEntryAsync(file('y'), file('target')),
      ])
    expect([fs.readFileSync(file('x'), 'utf8'), fs.readFileSync(file('y'), 'utf8')]).toEqual(['entry x', 'entry y'])
    expect(['entry x', 'entry y']).toContain(fs.readFileSync(file('target'), 'utf8'))
    // Placing the entry the target already is leaves nothing else behind.
    await placeCacheEntryAsync(file('x'), file('target'))
    await placeCacheEntryAsync(file('x'), file('target'))
    expect(fs.readdirSync(folder).sort()).toEqual(['same', 'target', 'x', 'y'])
  })
})

describe('the image step (writeRenditions, node_modules/.cache/reelfi/images)', () => {
  it(
    'encodes a new image, reuses it unchanged, and encodes again (under a new URL) when the ' + 'source changes',
    async () => {
      const image = async (name: string, red: number): Promise<CatalogImage> => {
        const file = path.join(fixture, 'images', name)
        fs.mkdirSync(path.dirname(file), { recursive: true })
        await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: red, g: 10, b: 10 } } })
          .png()
          .toFile(file)
        const sourceHash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
        const renditions = planRenditions({ stem: 'shot', format: 'png', width: 40, height: 20, sourceHash })
        return { file: name, path: file, format: 'png', renditions } as unknown as CatalogImage
      }
      const cache = path.join(fixture, 'image-cache')
      const first = await image('shot.png', 200)
      expect(first.renditions.length).toBeGreaterThan(1)
      expect((await writeRenditions([first], path.join(fixture, 'out'), cache)).encoded).toBe(first.renditions.length)
      expect((await writeRenditions([first], path.join(fixture, 'out'), cache)).encoded).toBe(0)
      const second = await image('shot.png', 201)
      expect(second.renditions.map(rendition => rendition.url)).not.toEqual(
        expect.arrayContaining([first.renditions[0]!.url]),
      )
      expect((await writeRenditions([second], path.join(fixture, 'out'), cache)).encoded).toBe(second.renditions.length)
    },
  )
})

describe('the icons step (writeIcons, node_modules/.cache/reelfi/icons)', () => {
  it(
    'draws new icons at their sizes, reuses them unchanged, and draws again when the mark or the theme colour ' +
      'changes',
    async () => {
      const mark = fs.readFileSync(path.join(ROOT_DIR, 'public/favicon.svg'), 'utf8').trim()
      const out = path.join(fixture, 'icons-out')
      fs.mkdirSync(out, { recursive: true })
      const inputs = { mark, themeColor: '#0a0a12', cache: path.join(fixture, 'icon-cache') }
      const maskable = () => fs.readFileSync(path.join(out, 'icon-maskable-512.png'))
      expect(await writeIcons(out, inputs)).toContain('(drawn)')
      const size = async (data: Buffer) => {
        const { format, width, height } = await sharp(data).metadata()
        return [format, width, height]
      }
      for (const [name, pixels] of [
        ['apple-touch-icon.png', 180],
        ['icon-192.png', 192],
        ['icon-512.png', 512],
        ['icon-maskable-512.png', 512],
      ] as const)
        expect(await size(fs.readFileSync(path.join(out, name))), name).toEqual(['png', pixels, pixels])
      // The .ico's one image: a 6-byte header and a 16-byte directory entry, then the PNG.
      expect(await size(fs.readFileSync(path.join(out, 'favicon.ico')).subarray(22))).toEqual(['png', 32, 32])
      // Drawn at their size, not a small drawing scaled up: at 512 pixels the play sign's left edge (x = 12.5 of the
      // mark's 32 units, 200 pixels) goes from the gradient to the sign's colour within a few pixels.
      const { data, info } = await sharp(path.join(out, 'icon-512.png')).raw().toBuffer({ resolveWithObject: true })
      const red = (x: number) => data[(256 * info.width + x) * info.channels]!
      expect([red(196) > 60, red(204) < 20], 'the edge of the play sign in icon-512.png').toEqual([true, true])
      const first = maskable()
      expect(await writeIcons(out, inputs)).toContain('(from the cache)')
      expect(await writeIcons(out, { ...inputs, themeColor: '#ff0000' })).toContain('(drawn)')
      expect(maskable()).not.toEqual(first)
      expect(await writeIcons(out, { ...inputs, mark: mark.replace('<svg', '<svg data-edited="1"') })).toContain(
        '(drawn)',
      )
    },
  )
})

describe('the card planner (planCards, node_modules/.cache/reelfi/og)', () => {
  it(
    "names each card's entry by cardKey of what it is drawn from: its heading, badge, drawing locale, " +
      'brand and host',
    async () => {
      const cards = await planCards(path.join(fixture, 'og-cache'))
      expect(cards.length).toBeGreaterThan(9)
      const site = { brand: BRAND_NAME, host: new URL(siteOrigin()).host }
      for (const card of cards) {
        expect(card.key).toBe(
          cardKey({ locale: card.locale, heading: card.input.heading, badge: card.input.badge, ...site }),
        )
        expect(card.cached).toBe(path.join(fixture, 'og-cache', `${card.key}.png`))
      }
      // A card whose heading changes gets another entry: the planner misses the cache for it.
      const home = cards.find(card => card.input.badge !== undefined)!
      expect(
        cardKey({ locale: home.locale, heading: `${home.input.heading}!`, badge: home.input.badge, ...site }),
      ).not.toBe(home.key)
    },
  )
})

describe('the page-script loader (builtPageScriptLoader, node_modules/.cache/reelfi/page-script-loader)', () => {
  const load = async () => {
    vi.resetModules()
    return await import('../../scripts/pageScript/pageScriptLoader')
  }
  const entry = (key: string) => path.join(CACHE_ROOT, 'page-script-loader', `${key}.js`)

  it('keeps the loader under loaderKey, and builds it again when a variable Vite exposes changes', async () => {
    const first = await load()
    const code = await first.builtPageScriptLoader()
    expect(fs.readFileSync(entry(first.loaderKey()), 'utf8')).toBe(code)
    process.env.VITE_CACHE_ENTRY_TEST = crypto.randomUUID()
    try {
      const second = await load()
      const key = second.loaderKey()
      expect(fs.existsSync(entry(key))).toBe(false)
      expect(await second.builtPageScriptLoader()).toBe(code)
      expect(fs.existsSync(entry(key))).toBe(true)
      fs.rmSync(entry(key))
    } finally {
      delete process.env.VITE_CACHE_ENTRY_TEST
    }
  })
})
