/**
 * Every Open Graph card the site needs, and every Chinese and Japanese glossary term as a title, really drawn:
 * fonts cut to the card's characters and embedded, laid out by satori, rasterised by sharp's librsvg, at the card's
 * size. A character no font subset can hold (the word joiners of src/i18n/lineBreaks.ts once cut a Noto Sans TC subset
 * to an empty font) fails here, not in the build.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawCard } from '../../scripts/build/ogCard'
import { cardInputs, fixedPhrases } from '../../scripts/build/ogImages'
import { readGlossary } from '../../scripts/translation/glossary'
import { keepTogether } from '../../src/i18n/lineBreaks'
import type { Locale } from '../../src/i18n/locales'
import { BRAND_NAME } from '../../src/content/constants'
import { OG_IMAGE_SIZE } from '../../src/seo/site'
import { FIXTURE_GLOSSARY } from './contentCopy'

const SITE = { brand: BRAND_NAME, host: 'reelfi.app' }
type Rgb = readonly [red: number, green: number, blue: number]

/**
 * What a drawn card shows, read from its pixels: a rasteriser that skips what it cannot draw (satori's brand mark is
 * an embedded image, the title is paths) passes no check that reads only the file's header.
 */
async function drawn(png: Buffer) {
  const { format } = await sharp(png).metadata()
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels
    return [data[at]!, data[at + 1]!, data[at + 2]!] as Rgb
  }
  /** Whether at least `wanted` pixels of the rectangle pass `test` (it stops there). */
  const holds = (x0: number, y0: number, x1: number, y1: number, wanted: number, test: (rgb: Rgb) => boolean) => {
    let found = 0
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (test(pixel(x, y)) && ++found >= wanted) return true
    return false
  }
  const near = (rgb: Rgb, hex: string) =>
    rgb.every((value, index) => Math.abs(value - Number.parseInt(hex.slice(1 + 2 * index, 3 + 2 * index), 16)) < 24)
  return {
    format: [format, info.width, info.height],
    // The mark, 64 pixels at (80, 72), lower when a long brand name beside it wraps: the green end of its gradient,
    // which neither background has.
    mark: holds(80, 60, 144, 220, 100, ([red, green]) => green > 180 && red < 120),
    // The title, white, between the brand's row (to y 136) and the address's (from y 500).
    title: holds(80, 160, 1120, 480, 500, rgb => rgb.every(value => value > 235)),
    // An article card's rule along the top: the brand's gradient from purple to green.
    rule: near(pixel(2, 5), '#9945ff') && near(pixel(1197, 5), '#14f195'),
  }
}

const glossaryTitles = readGlossary(FIXTURE_GLOSSARY).flatMap(term =>
  (['zh-TW', 'ja'] as const).flatMap(locale => {
    const rendering = term.renderings[locale]![0]!
    return [rendering, locale === 'ja' ? `${rendering}とは` : `什麼是${rendering}？`].map(
      title => [locale, title] as [Locale, string],
    )
  }),
)

describe('Open Graph cards draw', () => {
  it('every card of the site', async () => {
    for (const input of await cardInputs()) {
      const png = await drawCard(input.locale, input.heading, input.badge, SITE).catch((error: Error) => {
        throw new Error(`${input.locale} "${input.heading}": ${error.message}`)
      })
      expect(await drawn(png), `${input.locale} ${input.path}`).toEqual({
        format: ['png', OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height],
        mark: true,
        title: true,
        // The home card has two glows instead.
        rule: input.badge === undefined,
      })
    }
  })

  it('every zh-TW and ja glossary term as a title', async () => {
    for (const [locale, title] of [...glossaryTitles, ['zh-TW', '創作者代幣上線'], ['ja', '流動性プールとは']] as [
      Locale,
      string,
    ][]) {
      const png = await drawCard(locale, keepTogether(title, locale, fixedPhrases(locale)), undefined, SITE).catch(
        (error: Error) => {
          throw new Error(`${locale} "${title}": ${error.message}`)
        },
      )
      expect(await drawn(png), `${locale} ${title}`).toEqual({
        format: ['png', OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height],
        mark: true,
        title: true,
        rule: true,
      })
    }
  })
})
