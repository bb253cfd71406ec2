/**
 * Every Open Graph card the site needs, and every Chinese and Japanese glossary term as a title, really drawn:
 * fonts cut to the card's characters and embedded, laid out by satori, rasterised by sharp's librsvg, at the card's
 * size. A character no font subset can hold (the word joiners of src/i18n/lineBreaks.ts once cut a Noto Sans TC subset
 * to an empty font) fails here, not in the build.
 */
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
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47]

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
      expect([...png.subarray(0, 4)], `${input.locale} ${input.path}`).toEqual(PNG_SIGNATURE)
      // The PNG's header: width and height, big-endian, after the signature and the IHDR chunk's length and type.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${input.locale} ${input.path}`).toEqual([
        OG_IMAGE_SIZE.width,
        OG_IMAGE_SIZE.height,
      ])
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
      expect([...png.subarray(0, 4)], `${locale} ${title}`).toEqual(PNG_SIGNATURE)
    }
  })
})
