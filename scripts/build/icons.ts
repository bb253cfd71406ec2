/**
 * Build step: the favicon set and the web manifest, from the one brand mark (public/favicon.svg)
 * and the brand constants. Writes to dist/client:
 * - favicon.ico (32 px, for browsers and tools that ask for /favicon.ico),
 * - apple-touch-icon.png (180 px, square: iOS rounds the corners itself),
 * - icon-192.png, icon-512.png and icon-maskable-512.png (with the safe-zone margin) for the manifest,
 * - site.webmanifest.
 * PNGs are drawn by @resvg/resvg-js, as the Open Graph images are, and cached (node_modules/.cache/reelfi/icons/)
 * by iconsKey: the mark, the theme colour and the code that draws them (this file, what it imports, resvg and its
 * native binary): drawing them takes about a second, copying them a few milliseconds.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { BRAND_NAME } from '../../src/content/constants'
import { THEME_COLOR } from '../../src/seo/site.ts'
import { ROOT_DIR } from '../rootDir.ts'
import { cacheDir, hashOf, writeCacheEntry } from './cache.ts'
import { codeVersion } from './codeVersion.ts'

const png = (svg: string, size: number) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()

/** An .ico file holding one PNG image (the format allows PNG entries since Windows Vista). */
function ico(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6) // width
  header.writeUInt8(size, 7) // height
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(image.length, 14) // image size
  header.writeUInt32LE(header.length, 18) // image offset
  return Buffer.concat([header, image])
}

const ICON_FILES = ['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png']

/** The PNG and ICO files, drawn from the mark, by file name. */
function drawIcons(mark: string): Record<string, Buffer> {
  /** The mark as a full square (iOS and Android mask icons themselves). */
  const square = mark.replace('rx="9"', 'rx="0"')
  /** The mark inside the maskable safe zone (the inner 80 %), on the page's background colour. */
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${THEME_COLOR}"/><svg x="4" y="4" width="32" height="32" viewBox="0 0 32 32">${mark.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</svg></svg>`
  return {
    'favicon.ico': ico(png(mark, 32), 32),
    'apple-touch-icon.png': png(square, 180),
    'icon-192.png': png(mark, 192),
    'icon-512.png': png(mark, 512),
    'icon-maskable-512.png': png(maskable, 512),
  }
}

let drawing: string | undefined
/** The cache key of the icons drawn from `mark` on `themeColor` by the code whose version is `code`. */
export function iconsKey(mark: string, themeColor: string, code = (drawing ??= codeVersion({ modules: [new URL(import.meta.url)] }))): string {
  return hashOf(mark, themeColor, code)
}

export function writeIcons(outDir: string): string {
  const mark = fs.readFileSync(path.join(ROOT_DIR, 'public/favicon.svg'), 'utf8').trim()
  if (!mark.includes('rx="9"')) throw new Error('public/favicon.svg: expected the rounded square `rx="9"` — update scripts/build/icons.ts')
  const write = (name: string, data: Buffer | string) => fs.writeFileSync(path.join(outDir, name), data)
  const key = iconsKey(mark, THEME_COLOR)
  const cached = path.join(cacheDir('icons'), key)
  let reused = true
  if (!fs.existsSync(path.join(cached, ICON_FILES.at(-1)!))) {
    reused = false
    const icons = drawIcons(mark)
    fs.mkdirSync(cached, { recursive: true })
    for (const name of ICON_FILES) writeCacheEntry(path.join(cached, name), icons[name]!)
  }
  for (const name of ICON_FILES) fs.copyFileSync(path.join(cached, name), path.join(outDir, name))
  write(
    'site.webmanifest',
    `${JSON.stringify(
      {
        name: BRAND_NAME,
        short_name: BRAND_NAME,
        description: 'The watch-to-earn short-video app on Solana.',
        start_url: '/',
        display: 'standalone',
        background_color: THEME_COLOR,
        theme_color: THEME_COLOR,
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      null,
      2,
    )}\n`,
  )
  return `${ICON_FILES.join(', ')} (${reused ? 'from the cache' : 'drawn'}), site.webmanifest`
}
