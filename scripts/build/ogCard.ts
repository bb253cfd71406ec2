/**
 * The site's Open Graph card, 1200×630: satori (layout to SVG) and sharp's librsvg (SVG to PNG), with Inter and the
 * CJK locales' Noto Sans from @fontsource, cut to the card's characters by subset-font (satori reads no variable font).
 * CAREFUL HERE: the cards are cached by a hash of this file, what it imports and its packages (cardKey), so any change
 * here redraws them all; the brand and the host come as data (CardSite), so an edit of constants redraws nothing.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import satori, { type Font } from 'satori'
import sharp from 'sharp'
import subsetFont from 'subset-font'
import type { Locale } from '../../src/i18n/locales.ts'
import { OG_IMAGE_SIZE } from '../../src/seo/site.ts'
import { CJK_FONT, FONT_PACKAGES } from './ogFonts.ts'

const require = createRequire(import.meta.url)

type Range = [number, number]

/** `U+0-FF,U+131,U+2000-206F` → code point ranges. */
function parseUnicodeRange(value: string): Range[] {
  return value.split(',').map(part => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-')
    return [Number.parseInt(start!, 16), Number.parseInt(end!, 16)]
  })
}

/** An ArrayBuffer of exactly the font (Node's buffers may be views into a larger shared one). */
function exactBuffer(data: Uint8Array): ArrayBuffer {
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer
}

const wholeFonts = new Map<string, ArrayBuffer>()
/** A font file used whole (Inter), read once per process: satori then parses it once for the same ArrayBuffer. */
function wholeFont(file: string): ArrayBuffer {
  let buffer = wholeFonts.get(file)
  if (!buffer) wholeFonts.set(file, (buffer = exactBuffer(fs.readFileSync(file))))
  return buffer
}

const subsetsByPackage = new Map<string, [subset: string, ranges: Range[]][]>()
/** A font package's subsets (its unicode.json: `[12]` or `latin` → code point ranges), parsed once per process. */
function subsetsOf(root: string): [subset: string, ranges: Range[]][] {
  let subsets = subsetsByPackage.get(root)
  if (!subsets) {
    const unicode = JSON.parse(fs.readFileSync(path.join(root, 'unicode.json'), 'utf8')) as Record<string, string>
    subsets = Object.entries(unicode).map(([key, range]) => [key, parseUnicodeRange(range)])
    subsetsByPackage.set(root, subsets)
  }
  return subsets
}

/** Characters that draw nothing (word joiners, zero-width spaces): the line breaker reads them, no font draws them. */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu

/**
 * The font subsets (files) of one package that cover the given text.
 * CAREFUL HERE: default-ignorable characters are left out of choosing and cutting the subsets: a subset chosen only
 * by one is cut to an empty font, which satori cannot read ("No valid cmap sub-tables found"; ogCardDraw.test.ts).
 */
async function fontsFor(fullText: string, font: (typeof FONT_PACKAGES)[number]): Promise<Font[]> {
  const root = path.dirname(require.resolve(`${font.pkg}/package.json`))
  // A space in every cut: HarfBuzz (satori's shaper) draws a default-ignorable character as a zero-width space
  // glyph, or drops it when the font has none, and a run of nothing but a dropped joiner fails satori's layout.
  const text = `${fullText.replace(DEFAULT_IGNORABLE, '')} `
  const codePoints = [...new Set([...fullText.replace(DEFAULT_IGNORABLE, '')].map(char => char.codePointAt(0)!))]
  const fonts: Font[] = []
  for (const [key, ranges] of subsetsOf(root)) {
    // The CJK packages also carry Latin and Cyrillic subsets (`latin`, …): Inter draws those.
    if (font.name !== 'Inter' && !/^\[\d+\]$/.test(key)) continue
    if (!codePoints.some(code => ranges.some(([start, end]) => code >= start && code <= end))) continue
    const subset = key.replace(/^\[|\]$/g, '')
    const file = path.join(root, 'files', font.file(subset))
    if (!fs.existsSync(file)) continue
    const buffer = file.endsWith('.woff2')
      ? exactBuffer(
          await subsetFont(fs.readFileSync(file), text, { targetFormat: 'truetype', variationAxes: { wght: 800 } }),
        )
      : wholeFont(file)
    // satori keeps one font per name: each subset gets a name of its own, and the card lists them all in order.
    fonts.push({ name: `${font.name} ${subset}`, data: buffer, weight: 800, style: 'normal' })
  }
  return fonts
}

type Node = { type: string; props: Record<string, unknown> & { children?: Node | string | (Node | string)[] } }
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: Node['props']['children'],
  extra: Record<string, unknown> = {},
): Node => ({ type, props: { style, children, ...extra } })

/** What every card shows besides its title: the brand (content/constants.yaml) and the site's host. */
export interface CardSite {
  brand: string
  host: string
}

/** The brand's mark, public/favicon.svg at 64 pixels: a play sign on the brand's gradient. */
const brandMark = () =>
  h(
    'svg',
    { width: 64, height: 64 },
    [
      h(
        'defs',
        {},
        h(
          'linearGradient',
          {},
          [
            h('stop', {}, undefined, { offset: '0', stopColor: '#9945ff' }),
            h('stop', {}, undefined, { offset: '1', stopColor: '#14f195' }),
          ],
          { id: 'g', x1: '0', y1: '0', x2: '1', y2: '1' },
        ),
      ),
      h('rect', {}, undefined, { width: '32', height: '32', rx: '9', fill: 'url(#g)' }),
      h('path', {}, undefined, { d: 'M12.5 9.5v13l10-6.5z', fill: '#0a0a12' }),
    ],
    { viewBox: '0 0 32 32', width: 64, height: 64 },
  )

/** The home card's badge ("Coming soon"): a green dot and its words in a pill. */
const badgePill = (badge: string) =>
  h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      gap: 14,
      padding: '10px 26px',
      borderRadius: 999,
      border: '2px solid rgba(20,241,149,0.5)',
      backgroundColor: 'rgba(20,241,149,0.1)',
      color: '#b9fbe0',
    },
    [h('div', { width: 14, height: 14, borderRadius: 7, backgroundColor: '#14f195' }), badge],
  )

/**
 * The site's card: the brand, a title, a badge if any, the address. The home card (with its badge) has the page's
 * two glows; an article card is flat with a gradient rule on top, as the glows nearly double a card's drawing time.
 */
function card(
  heading: string,
  badge: string | undefined,
  { brand, host }: CardSite,
  fontFamily: string,
  keepAll: boolean,
): Node {
  const home = badge !== undefined
  return h(
    'div',
    {
      fontFamily,
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      color: '#fff',
      backgroundColor: '#0a0a12',
      ...(home
        ? {
            backgroundImage:
              'radial-gradient(circle at 12% 0%, rgba(153,69,255,0.55), rgba(10,10,18,0) 55%), ' +
              'radial-gradient(circle at 100% 100%, rgba(20,241,149,0.35), rgba(10,10,18,0) 50%)',
          }
        : {}),
    },
    [
      ...(home
        ? []
        : [
            h('div', {
              position: 'absolute',
              top: 0,
              left: 0,
              width: OG_IMAGE_SIZE.width,
              height: 12,
              backgroundImage: 'linear-gradient(90deg, #9945ff, #14f195)',
            }),
          ]),
      h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        brandMark(),
        h('div', { fontSize: 44, letterSpacing: '-0.02em' }, brand),
      ]),
      h(
        'div',
        {
          // Word joiners (src/i18n/lineBreaks.ts) take no room: they do not count in the title's length.
          display: 'flex',
          fontSize: heading.replaceAll('\u2060', '').length > 34 ? 76 : 88,
          lineHeight: 1.08,
          letterSpacing: '-0.03em',
          maxWidth: 1000,
          // Korean breaks between words, as on the page (word-break: keep-all in global.css).
          ...(keepAll ? { wordBreak: 'keep-all' } : {}),
        },
        heading,
      ),
      h(
        'div',
        { display: 'flex', alignItems: 'center', justifyContent: home ? 'space-between' : 'flex-end', fontSize: 30 },
        [...(home ? [badgePill(badge)] : []), h('div', { color: '#a7a7c0' }, host)],
      ),
    ],
  )
}

/** The card as SVG; `embedFont: false` keeps the text as `<text>` elements, where tests read its line breaks. */
export async function cardSvg(
  locale: Locale,
  heading: string,
  badge: string | undefined,
  site: CardSite,
  { embedFont = true } = {},
): Promise<string> {
  const text = `${site.brand}${heading}${badge ?? ''}${site.host}`
  // Inter for Latin and Cyrillic, then the locale's own CJK font, if any.
  const packages = FONT_PACKAGES.filter(font => font.name === 'Inter' || font.name === CJK_FONT[locale])
  const fonts: Font[] = []
  for (const font of packages) fonts.push(...(await fontsFor(text, font)))
  const fontFamily = fonts.map(font => `'${font.name}'`).join(', ')
  return satori(card(heading, badge, site, fontFamily, locale === 'ko') as Parameters<typeof satori>[0], {
    ...OG_IMAGE_SIZE,
    fonts,
    embedFont,
  })
}

/** The card for `heading` in `locale`, as PNG bytes. */
export async function drawCard(
  locale: Locale,
  heading: string,
  badge: string | undefined,
  site: CardSite,
): Promise<Buffer> {
  const svg = await cardSvg(locale, heading, badge, site)
  // satori's SVG is in pixels, which sharp draws one to one (its default density, 72 dpi). Rasterising takes about half
  // the CPU @resvg/resvg-js took, which drew the cards until 2026-12-02 (docs/budgets.md, build time).
  return sharp(Buffer.from(svg)).png().toBuffer()
}
