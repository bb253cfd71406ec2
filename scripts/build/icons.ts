/**
 * Build step: the favicon set (favicon.ico, apple-touch-icon.png, the manifest's icons) and site.webmanifest, from the
 * brand mark (public/favicon.svg). The PNGs are drawn by iconDraw.ts and cached by iconsKey in
 * node_modules/.cache/reelfi/icons/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BRAND_NAME } from '../../src/content/constants'
import { THEME_COLOR } from '../../src/seo/site.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { cacheDir, writeCacheEntry } from '../core/cache.ts'
import { hashOf } from '../core/hash.ts'
import { codeVersion } from '../core/codeVersion.ts'
import { drawIcons, ICON_FILES } from './iconDraw.ts'

let drawing: string | undefined
/** The code that draws the icons. */
export const ICON_CODE = { modules: [new URL('./iconDraw.ts', import.meta.url)] }

/** The cache key of the icons drawn from `mark` on `themeColor` by the code whose version is `code`. */
export function iconsKey(mark: string, themeColor: string, code = (drawing ??= codeVersion(ICON_CODE))): string {
  return hashOf(mark, themeColor, code)
}

/** What the icons are drawn from, and where they are cached: the site's own unless a test gives others. */
export interface IconInputs {
  mark: string
  themeColor: string
  cache: string
}

export async function writeIcons(
  outDir: string,
  inputs: IconInputs = {
    mark: fs.readFileSync(path.join(ROOT_DIR, 'public/favicon.svg'), 'utf8').trim(),
    themeColor: THEME_COLOR,
    cache: cacheDir('icons'),
  },
): Promise<string> {
  const { mark, themeColor } = inputs
  // The square and maskable icons are drawn from these two: the corner's radius, and the nested mark's viewBox.
  if (!mark.includes('rx="9"') || !mark.includes('viewBox="0 0 32 32"'))
    throw new Error(
      'public/favicon.svg: expected a 32-unit square (`viewBox="0 0 32 32"`) with rounded corners (`rx="9"`) — ' +
        'update scripts/build/iconDraw.ts',
    )
  const write = (name: string, data: Buffer | string) => fs.writeFileSync(path.join(outDir, name), data)
  const key = iconsKey(mark, themeColor)
  const cached = path.join(inputs.cache, key)
  let reused = true
  if (!fs.existsSync(path.join(cached, ICON_FILES.at(-1)!))) {
    reused = false
    const icons = await drawIcons(mark, themeColor)
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
        background_color: themeColor,
        theme_color: themeColor,
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
