import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { RenditionError, writeRenditions } from '../../scripts/content/imageRenditions'
import { buildContent, sourceHash } from '../../scripts/pipeline/buildContent'
import { keepStampedEnglish } from '../../scripts/translation/stampedEnglish'
import { readImageCatalog } from '../../scripts/content/imageCatalog'
import { sniffFormat } from '../../scripts/content/imageFormat'
import { formatProblem } from '../../scripts/core/problems'
import { firstScreenImage } from '../../src/content/firstScreenImage'
import type { BodyNode } from '../../src/content/schema'
import { photoJpeg, screenshotPng } from '../fixture-site/images'
import { contentOptionsIn, copyContentPerTest, writeInto } from './contentCopy'

// Each test builds a copy of the real content in two locales and reads image headers with sharp: seconds each on a
// busy machine.
vi.setConfig({ testTimeout: 60_000 })

let root: string
let photo: Buffer
let screenshot: Buffer
let screenshotDe: Buffer

beforeAll(async () => {
  photo = await photoJpeg(1600, 1000)
  screenshot = await screenshotPng('#9945ff', 390, 844)
  screenshotDe = await screenshotPng('#f59e0b', 390, 844)
})

const copy = copyContentPerTest('images-test-', ['en', 'de'])
beforeEach(() => {
  root = copy()
})

const write = (relativePath: string, text: string | Buffer) => writeInto(root, relativePath, text)
const options = () => contentOptionsIn(root, { locales: ['en', 'de'] })

async function build() {
  const result = buildContent(options(), await readImageCatalog(options()))
  return { ...result, messages: result.problems.map(formatProblem), warnings: result.warnings.map(formatProblem) }
}

const article = (body: string) =>
  `---\ntitle: Brand assets\ndescription: Logos and screenshots.\nheading: Brand assets\n---\n${body}`
const german = (english: string, body: string) =>
  `---\ntitle: Markenmaterial\ndescription: Logos und Bildschirmfotos.\nheading: ` +
  `Markenmaterial\nsource_hash: ${sourceHash(english)}\n---\n${body}`

/** The image nodes of an article in a generated locale index. */
function imagesIn(
  result: Awaited<ReturnType<typeof build>>,
  locale: string,
  slug = 'brand-assets',
): Extract<BodyNode, { type: 'image' }>[] {
  const data = JSON.parse(result.outputs[`${locale}.json`]!)
  return (data.articles[slug].body as BodyNode[]).filter(node => node.type === 'image')
}

/** A PNG whose header (IHDR, with its checksum) says `width`×`height`: its data holds far fewer pixels. */
function withHeaderSize(png: Buffer, width: number, height: number): Buffer {
  const bytes = Buffer.from(png)
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29)
  return bytes
}

const DAMAGED_FIX =
  'export it again from your image editor and replace this file (a download or copy that stopped early leaves a ' +
  'file like this)'

const ENGLISH = article('![The home screen of the app, with four videos](app-home.png "The home screen")\n\nText.\n')

describe('images in content (content/images/)', () => {
  it('compiles ![alt](name.png "caption") into an image with its renditions and size', async () => {
    write('content/images/app-home.png', screenshot)
    write('content/en/pages/brand-assets.mdx', ENGLISH)
    const result = await build()
    expect(result.messages).toEqual([])
    const [image] = imagesIn(result, 'en')
    expect(image).toMatchObject({
      type: 'image',
      file: 'app-home.png',
      alt: 'The home screen of the app, with four videos',
      caption: 'The home screen',
    })
    expect(image!.asset).toMatchObject({ width: 390, height: 844, type: 'image/png' })
    expect(image!.asset.src).toMatch(/^\/assets\/images\/app-home-390\.[0-9a-f]{12}\.png$/)
    expect(image!.asset.sources.map(source => source.type)).toEqual(['image/avif', 'image/webp'])
  })

  it('plans a few widths up to the intrinsic size, never wider', async () => {
    write('content/images/sunset.jpg', photo)
    write('content/en/pages/brand-assets.mdx', article('![A sunset over green hills](sunset.jpg)\n'))
    const [image] = imagesIn(await build(), 'en')
    expect(image!.asset).toMatchObject({ width: 1600, height: 1000, type: 'image/jpeg' })
    const widths = (srcset: string) => srcset.split(', ').map(candidate => candidate.split(' ')[1])
    expect(widths(image!.asset.srcset)).toEqual(['400w', '800w', '1200w', '1600w'])
    expect(widths(image!.asset.sources[0]!.srcset)).toEqual(['400w', '800w', '1200w', '1600w'])
  })

  it('shows a locale its own variant (name.<locale>.png) and every other locale the shared file', async () => {
    write('content/images/app-home.png', screenshot)
    write('content/images/app-home.de.png', screenshotDe)
    write('content/en/pages/brand-assets.mdx', ENGLISH)
    write(
      'content/de/pages/brand-assets.mdx',
      german(ENGLISH, '![Der Startbildschirm der App mit vier Videos](app-home.png "Der Startbildschirm")\n\nText.\n'),
    )
    const result = await build()
    expect(result.messages).toEqual([])
    expect(imagesIn(result, 'de')[0]!.asset.src).toMatch(/^\/assets\/images\/app-home\.de-390\./)
    expect(imagesIn(result, 'de')[0]!.alt).toBe('Der Startbildschirm der App mit vier Videos')
    expect(imagesIn(result, 'en')[0]!.asset.src).toMatch(/^\/assets\/images\/app-home-390\./)
  })

  it(
    'stores an English body once, unless a locale showing it untranslated has its own variant ' + 'of a picture',
    async () => {
      write('content/images/app-home.png', screenshot)
      write('content/en/pages/brand-assets.mdx', ENGLISH)
      const stored = (result: Awaited<ReturnType<typeof build>>) =>
        JSON.parse(result.outputs['de.json']!).articles['brand-assets']
      // de shows the English body as it is: the English index holds it.
      const shared = await build()
      expect(shared.messages).toEqual([])
      expect(stored(shared).fallback).toBe(true)
      expect(stored(shared).body).toBeUndefined()
      // With its own screenshot, de shows the English words around that picture: a body of its own.
      write('content/images/app-home.de.png', screenshotDe)
      const own = await build()
      expect(stored(own).fallback).toBe(true)
      expect(imagesIn(own, 'de')[0]!.asset.src).toMatch(/^\/assets\/images\/app-home\.de-390\./)
      expect(imagesIn(own, 'de')[0]!.alt).toBe('The home screen of the app, with four videos')
    },
  )

  it('warns about an image no page shows', async () => {
    write('content/images/unused.png', screenshot)
    expect((await build()).warnings).toContain(
      'content/images/unused.png:1: file: is not shown by any page — delete it, or show it in an article page with ' +
        '![alt text](unused.png)',
    )
  })

  it('does not call a picture unused when the page that shows it was refused for its alt text', async () => {
    write('content/images/app-home.png', screenshot)
    write('content/en/pages/brand-assets.mdx', article('![Image](app-home.png)\n'))
    const result = await build()
    expect(result.messages.some(message => message.includes('says it is a picture'))).toBe(true)
    expect(result.warnings.filter(warning => warning.includes('is not shown by any page'))).toEqual([])
  })

  it('eagerly loads only an image on the first screen: before any heading, within the first two blocks', () => {
    const image = { type: 'image', file: 'a.png', alt: 'A', asset: {} } as Extract<BodyNode, { type: 'image' }>
    const paragraph: BodyNode = { type: 'paragraph', children: [{ type: 'text', value: 'Intro' }] }
    const heading: BodyNode = { type: 'heading', depth: 2, children: [] }
    expect(firstScreenImage([image, paragraph])).toBe(image)
    expect(firstScreenImage([paragraph, image])).toBe(image)
    expect(firstScreenImage([paragraph, paragraph, image])).toBeUndefined()
    expect(firstScreenImage([heading, image])).toBeUndefined()
    expect(firstScreenImage([paragraph])).toBeUndefined()
  })
})

describe('refused images, each with its message', () => {
  const refusals: [what: string, setup: () => void | Promise<void>, message: string][] = [
    [
      'an SVG file',
      () => {
        write(
          'content/images/logo.svg',
          '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        )
      },
      'content/images/logo.svg:1: file: is an SVG: SVG is not allowed in content, because it can carry script that ' +
        'would run on the site — export it as PNG (a logo, chart or diagram) or WebP/AVIF, at twice the size ' +
        'it is shown',
    ],
    [
      'an SVG named .png (the bytes decide, not the name)',
      () => {
        write('content/images/logo.png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
      },
      'content/images/logo.png:1: file: is an SVG: SVG is not allowed in content, because it can carry script that ' +
        'would run on the site — export it as PNG (a logo, chart or diagram) or WebP/AVIF, at twice the size ' +
        'it is shown',
    ],
    [
      'an SVG shown by a page',
      () => {
        write('content/en/pages/brand-assets.mdx', article('![The logo](logo.svg)\n'))
      },
      'content/en/pages/brand-assets.mdx:6: body: logo.svg is an SVG: SVG is not allowed in content, because it can ' +
        'carry script that would run on the site — export it as PNG (a logo, chart or diagram) or WebP/AVIF, at ' +
        'twice the size it is shown',
    ],
    [
      'a GIF',
      async () => {
        write(
          'content/images/spinner.gif',
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
        )
      },
      'content/images/spinner.gif:1: file: is a GIF file: only PNG, JPEG, WebP and AVIF are allowed — convert it to ' +
        'PNG (screenshots, charts, logos) or JPEG (photos)',
    ],
    [
      'a file that is no image',
      () => {
        write('content/images/notes.png', 'just some text')
      },
      'content/images/notes.png:1: file: is not an image the site can publish: only PNG, JPEG, WebP and AVIF are ' +
        'allowed — convert it to PNG (screenshots, charts, logos) or JPEG (photos)',
    ],
    [
      'a name that breaks the file-name rule',
      () => {
        write('content/images/IMG_2041.png', screenshot)
      },
      'content/images/IMG_2041.png:1: file: the name "IMG_2041.png" breaks the rule for image file names — rename it ' +
        "to lowercase a-z, 0-9 and - only, ending in .png (or .<locale>.png for one language's variant), e.g. " +
        '"img-2041.png"',
    ],
    [
      'a JPEG named .png',
      () => {
        write('content/images/sunset.png', photo)
      },
      'content/images/sunset.png:1: file: is a JPEG file named .png — rename it to "sunset.jpg"',
    ],
    [
      'a file over 10 MB, before it is read',
      () => {
        write(
          'content/images/huge.png',
          Buffer.concat([screenshot, Buffer.alloc(11 * 1024 * 1024 - screenshot.length)]),
        )
      },
      `content/images/huge.png:1: file: is 11.0 MB, over the 10 MB limit for images — export it smaller (3200 pixels ` +
        `wide is plenty for any page) and compress it`,
    ],
    [
      'a file over 40 megapixels, from its header',
      async () => {
        write(
          'content/images/bomb.png',
          await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        )
      },
      'content/images/bomb.png:1: file: is 8000×6000 pixels (48.0 megapixels), over the 40-megapixel limit for ' +
        'images — scale it down before adding it (3200 pixels wide is plenty for any page)',
    ],
    [
      'a file over 40 megapixels that sharp would not even open (20000×20000), from its header',
      () => {
        write('content/images/bomb.png', withHeaderSize(screenshot, 20_000, 20_000))
      },
      'content/images/bomb.png:1: file: is 20000×20000 pixels (400.0 megapixels), over the 40-megapixel limit for ' +
        'images — scale it down before adding it (3200 pixels wide is plenty for any page)',
    ],
    [
      'a picture too tall for WebP and AVIF, which hold at most 16383 pixels a side',
      async () => {
        write(
          'content/images/timeline.png',
          await sharp({ create: { width: 400, height: 17_000, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        )
      },
      'content/images/timeline.png:1: file: is 400×17000 pixels: too tall for WebP and AVIF, which the site serves ' +
        'and which hold at most 16383 pixels a side (its 400-pixel-wide copy would be 17000 pixels tall) — crop it ' +
        'to at most 16383 pixels tall, or split it into pictures shown one after the other',
    ],
    [
      'a picture whose copies would be too tall once scaled to 1600 pixels wide',
      async () => {
        write(
          'content/images/timeline.png',
          await sharp({ create: { width: 1700, height: 20_000, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        )
      },
      'content/images/timeline.png:1: file: is 1700×20000 pixels: too tall for WebP and AVIF, which the site ' +
        'serves and which hold at most 16383 pixels a side (its 1600-pixel-wide copy would be 18824 pixels tall) — ' +
        'crop it to at most 17406 pixels tall, or split it into pictures shown one after the other',
    ],
    [
      'a PNG cut short, whose header is whole',
      () => {
        write('content/images/app-home.png', screenshot.subarray(0, screenshot.length >> 1))
      },
      `content/images/app-home.png:1: file: is damaged or cut short: its pixels cannot be decoded (vipspng: libpng ` +
        `read error) — ${DAMAGED_FIX}`,
    ],
    [
      'a PNG whose header promises more pixels than its data holds',
      () => {
        write('content/images/app-home.png', withHeaderSize(screenshot, 6000, 6000))
      },
      `content/images/app-home.png:1: file: is damaged or cut short: its pixels cannot be decoded (vipspng: libpng ` +
        `read error) — ${DAMAGED_FIX}`,
    ],
    [
      'a JPEG cut short',
      () => {
        write('content/images/sunset.jpg', photo.subarray(0, photo.length >> 1))
      },
      `content/images/sunset.jpg:1: file: is damaged or cut short: its pixels cannot be decoded (VipsJpeg: ` +
        `premature end of JPEG image) — ${DAMAGED_FIX}`,
    ],
    [
      'an empty file',
      () => {
        write('content/images/app-home.png', '')
      },
      'content/images/app-home.png:1: file: is empty (0 bytes): it holds no picture — export the picture again into ' +
        'this file, or delete the file',
    ],
    [
      'a variant with no shared file',
      () => {
        write('content/images/chart.de.png', screenshot)
      },
      'content/images/chart.de.png:1: file: is the de variant of "chart", but there is no shared chart.png (or .jpg, ' +
        '.webp, .avif) for the other languages — add the picture every other language shows as ' +
        'content/images/chart.png',
    ],
    [
      'an image missing from content/images/',
      () => {
        write('content/images/app-home.png', screenshot)
        write('content/en/pages/brand-assets.mdx', article('![The home screen](app-hme.png)\n'))
      },
      'content/en/pages/brand-assets.mdx:6: body: there is no content/images/app-hme.png — add the file there, or ' +
        'use one of: app-home.png',
    ],
    [
      'an image from another site',
      () => {
        write('content/en/pages/brand-assets.mdx', article('![A chart](https://example.com/chart.png)\n'))
      },
      'content/en/pages/brand-assets.mdx:6: body: the image "https://example.com/chart.png" is on another site: ' +
        'images come from content/images/ only — save the picture in content/images/ and write its file name: ![alt ' +
        'text](name.png)',
    ],
    [
      'a path instead of a name',
      () => {
        write('content/en/pages/brand-assets.mdx', article('![A chart](../images/chart.png)\n'))
      },
      'content/en/pages/brand-assets.mdx:6: body: the image "../images/chart.png" is a path: write the file\'s name ' +
        'only, as it is in content/images/ — write ![…](chart.png)',
    ],
    [
      'a locale variant named in a page',
      () => {
        write('content/images/app-home.png', screenshot)
        write('content/images/app-home.de.png', screenshotDe)
        write('content/en/pages/brand-assets.mdx', article('![The home screen](app-home.de.png)\n'))
      },
      'content/en/pages/brand-assets.mdx:6: body: app-home.de.png is the de variant of app-home.png: a page names ' +
        "the shared file — write ![…](app-home.png); each language's page shows its own variant when " +
        'content/images/ has one',
    ],
    [
      'an image inside a sentence',
      () => {
        write('content/images/app-home.png', screenshot)
        write('content/en/pages/brand-assets.mdx', article('See ![the home screen](app-home.png) here.\n'))
      },
      'content/en/pages/brand-assets.mdx:6: body: an image must stand alone in its paragraph, not inside a sentence, ' +
        'link, list or table — put ![…](…) on a line of its own, with a blank line before and after',
    ],
    [
      'an image outside an article page',
      () => {
        write('content/images/app-home.png', screenshot)
        fs.appendFileSync(path.join(root, 'content/en/faq/what-is-reelfi.mdx'), '\n![The home screen](app-home.png)\n')
      },
      'an image is allowed only in the body of an article page — remove it: the home, FAQ and How It Works sections ' +
        'place their own pictures',
    ],
    [
      'an empty alt text',
      () => {
        write('content/images/app-home.png', screenshot)
        write('content/en/pages/brand-assets.mdx', article('![](app-home.png)\n'))
      },
      'content/en/pages/brand-assets.mdx:6: body: the image app-home.png has no alt text — describe what the picture ' +
        'shows, for someone who cannot see it: ![A chart of …](app-home.png)',
    ],
    [
      'a file name as alt text',
      () => {
        write('content/images/app-home.png', screenshot)
        write('content/en/pages/brand-assets.mdx', article('![IMG_2041.png](app-home.png)\n'))
      },
      'content/en/pages/brand-assets.mdx:6: body: the alt text "IMG_2041.png" of app-home.png is a file name, not a ' +
        'description — describe what the picture shows, in a short sentence in the language of the page',
    ],
    ...(
      [
        ['Image', 'image'],
        ['screenshot', 'screenshot'],
        ['Picture of the app on a phone', 'picture of'],
        ['Picture of…', 'picture of'],
        ['Bildschirmfoto', 'bildschirmfoto'],
        ['Foto von einem Handy', 'foto von'],
        ['アプリの写真', 'の写真'],
        ['截圖', '截圖'],
        ["Capture d'écran", "capture d'écran"],
      ] as const
    ).map(
      ([alt, generic]) =>
        [
          `the generic alt text "${alt}"`,
          () => {
            write('content/images/app-home.png', screenshot)
            write('content/en/pages/brand-assets.mdx', article(`![${alt}](app-home.png)\n`))
          },
          `content/en/pages/brand-assets.mdx:6: body: the alt text "${alt}" of app-home.png says it is a picture ` +
            `("${generic}"), not what it shows — say what the picture tells the reader, e.g. "The home screen: a ` +
            `feed of videos, each with what it earns" (the reader knows it is a picture)`,
        ] as [string, () => void, string],
    ),
    [
      'an alt text over about 150 characters',
      () => {
        write('content/images/app-home.png', screenshot)
        write(
          'content/en/pages/brand-assets.mdx',
          article(`![${'A very long description. '.repeat(7).trim()}](app-home.png)\n`),
        )
      },
      'content/en/pages/brand-assets.mdx:6: body: the alt text of app-home.png is 174 characters long, over about ' +
        '150 — keep it to one short sentence; put the rest in the caption ("…") or in the text around the picture',
    ],
  ]
  for (const [what, setup, message] of refusals) {
    it(`refuses ${what}`, async () => {
      await setup()
      const { messages } = await build()
      expect(
        messages.some(line => line === message || line.endsWith(`: body: ${message}`)),
        messages.join('\n'),
      ).toBe(true)
    })
  }
})

describe('translations show the English file’s images, each described in their language', () => {
  beforeEach(() => {
    write('content/images/app-home.png', screenshot)
    write('content/images/sunset.jpg', photo)
    write('content/en/pages/brand-assets.mdx', ENGLISH)
  })
  const translate = (body: string) => write('content/de/pages/brand-assets.mdx', german(ENGLISH, body))

  it('refuses an alt text left in English', async () => {
    translate('![The home screen of the app, with four videos](app-home.png "Der Startbildschirm")\n\nText.\n')
    expect((await build()).messages).toEqual([
      'content/de/pages/brand-assets.mdx:7: body: the alt text of app-home.png is the same as in ' +
        'content/en/pages/brand-assets.mdx ("The home screen of the app, with four videos") — translate it: alt text ' +
        'is what a screen reader says in place of the picture, in the language of the page',
    ])
  })

  it('refuses a caption left in English, or left out', async () => {
    translate('![Der Startbildschirm der App](app-home.png "The home screen")\n\nText.\n')
    expect((await build()).messages).toEqual([
      'content/de/pages/brand-assets.mdx:7: body: the caption of app-home.png is the same as in ' +
        'content/en/pages/brand-assets.mdx ("The home screen") — translate it into the language of the page',
    ])
    translate('![Der Startbildschirm der App](app-home.png)\n\nText.\n')
    expect((await build()).messages).toEqual([
      'content/de/pages/brand-assets.mdx:7: body: the image app-home.png has no caption, but in ' +
        'content/en/pages/brand-assets.mdx it has "The home screen" — translate the caption too: ' +
        '![…](app-home.png "…")',
    ])
  })

  it("shows English, never fails, when today's English adds a picture to a translation made before it", async () => {
    // The writer's English-only pull request: the German was stamped against the English before the picture.
    const before = article('Text.\n')
    write('content/en/pages/brand-assets.mdx', before)
    keepStampedEnglish(path.join(root, 'content'), before)
    write('content/de/pages/brand-assets.mdx', german(before, 'Text auf Deutsch.\n'))
    write('content/en/pages/brand-assets.mdx', article('Text.\n\n![The home screen](app-home.png "Home")\n'))
    const result = await build()
    expect(result.messages).toEqual([])
    expect(result.translation.de!.fallback).toContain('pages/brand-assets')
    // A caption added to a picture the translation shows is words it trails: it stays, out of date.
    const withPicture = article('Text.\n\n![The home screen](app-home.png)\n')
    write('content/en/pages/brand-assets.mdx', withPicture)
    keepStampedEnglish(path.join(root, 'content'), withPicture)
    write(
      'content/de/pages/brand-assets.mdx',
      german(withPicture, 'Text auf Deutsch.\n\n![Der Startbildschirm](app-home.png)\n'),
    )
    write('content/en/pages/brand-assets.mdx', article('Text.\n\n![The home screen](app-home.png "Home")\n'))
    const captioned = await build()
    expect(captioned.messages).toEqual([])
    expect(captioned.translation.de!.outdated).toContain('pages/brand-assets')
    // A picture of the translation's own, which neither English shows, is refused though the page shows English.
    write('content/de/pages/brand-assets.mdx', german(before, 'Text auf Deutsch.\n\n![Scannen](sunset.jpg "Hier")\n'))
    expect((await build()).messages).toEqual([
      `content/de/pages/brand-assets.mdx:9: body: shows sunset.jpg, which content/en/pages/brand-assets.mdx as of ` +
        `its source_hash ${sourceHash(before)} does not show — show the images of the English file, in its order: ` +
        'remove this one, or add it to the English file first',
    ])
  })

  it('refuses a missing, an extra or another image', async () => {
    translate('Text.\n')
    expect((await build()).messages).toEqual([
      'content/de/pages/brand-assets.mdx:1: body: has 0 image(s), but content/en/pages/brand-assets.mdx has 1: ' +
        'app-home.png is missing — add ![…](app-home.png) where the English file shows it, with alt text in ' +
        'this language',
    ])
    translate('![Der Startbildschirm](app-home.png "Der Startbildschirm")\n\n![Ein Sonnenuntergang](sunset.jpg)\n')
    expect((await build()).messages).toEqual([
      // The English has a paragraph before its picture; this translation has none.
      'content/de/pages/brand-assets.mdx:1: body: has 0 paragraphs, list items and table rows, but ' +
        'content/en/pages/brand-assets.mdx has 1: its paragraph 1 is missing — translate paragraph for paragraph, ' +
        'item for item and row for row, so that each keeps the facts of its English',
      'content/de/pages/brand-assets.mdx:9: body: shows sunset.jpg, which content/en/pages/brand-assets.mdx does not ' +
        'show — show the images of the English file, in its order: remove this one, or add it to the ' +
        'English file first',
    ])
    translate('![Ein Sonnenuntergang](sunset.jpg "Abend")\n')
    expect((await build()).messages).toEqual([
      'content/de/pages/brand-assets.mdx:1: body: has 0 paragraphs, list items and table rows, but ' +
        'content/en/pages/brand-assets.mdx has 1: its paragraph 1 is missing — translate paragraph for paragraph, ' +
        'item for item and row for row, so that each keeps the facts of its English',
      'content/de/pages/brand-assets.mdx:7: body: shows sunset.jpg where content/en/pages/brand-assets.mdx shows ' +
        'app-home.png — write ![…](app-home.png) here, as in English; a de variant is picked automatically when ' +
        'content/images/ has one',
    ])
  })
})

describe('renditions', () => {
  let cacheDir: string
  let outDir: string
  beforeAll(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-cache-'))
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-out-'))
  })
  afterAll(() => {
    fs.rmSync(cacheDir, { recursive: true, force: true })
    fs.rmSync(outDir, { recursive: true, force: true })
  })

  it('strips EXIF, GPS and camera serials from every output', async () => {
    const small = await photoJpeg(800, 500)
    expect((await sharp(small).metadata()).exif).toBeDefined()
    expect(small.includes('SN-0042-SECRET')).toBe(true)
    write('content/images/sunset.jpg', small)
    const catalog = await readImageCatalog(options())
    await writeRenditions(catalog.images.values(), outDir, cacheDir)
    const renditions = catalog.images.get('sunset.jpg')!.renditions
    expect(renditions.map(rendition => rendition.format)).toEqual(expect.arrayContaining(['avif', 'webp', 'jpeg']))
    for (const rendition of renditions) {
      const file = path.join(outDir, rendition.url)
      const bytes = fs.readFileSync(file)
      const metadata = await sharp(bytes).metadata()
      expect(metadata, rendition.url).toMatchObject({ width: rendition.width, height: rendition.height })
      expect(metadata.exif, rendition.url).toBeUndefined()
      expect(metadata.xmp, rendition.url).toBeUndefined()
      expect(metadata.icc, rendition.url).toBeUndefined()
      expect(bytes.includes('SN-0042-SECRET'), rendition.url).toBe(false)
      expect(sniffFormat(bytes)).toBe(rendition.format)
    }
  })

  it('names the picture when the encoder refuses one that changed after the check', async () => {
    write('content/images/app-home.png', screenshot)
    const catalog = await readImageCatalog(options())
    write('content/images/app-home.png', screenshot.subarray(0, screenshot.length >> 1))
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'images-cache-refused-'))
    try {
      const failure = await writeRenditions(catalog.images.values(), outDir, cache).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(RenditionError)
      expect((failure as RenditionError).image.file).toBe('app-home.png')
      expect((failure as RenditionError).message).toMatch(/^cannot be encoded as its \d+-pixel-wide \w+ copy \(.+\)$/)
    } finally {
      fs.rmSync(cache, { recursive: true, force: true })
    }
  })

  it('encodes an unchanged image only once: a second build takes every rendition from the cache', async () => {
    write('content/images/app-home.png', screenshot)
    const catalog = await readImageCatalog(options())
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'images-cache-reuse-'))
    try {
      const first = await writeRenditions(catalog.images.values(), outDir, cache)
      expect(first.encoded).toBe(first.renditions)
      const stamps = fs.readdirSync(cache).map(file => fs.statSync(path.join(cache, file)).mtimeMs)
      const again = await readImageCatalog(options())
      const second = await writeRenditions(again.images.values(), outDir, cache)
      expect(second).toMatchObject({ renditions: first.renditions, encoded: 0 })
      expect(fs.readdirSync(cache).map(file => fs.statSync(path.join(cache, file)).mtimeMs)).toEqual(stamps)
      // A changed image is a new key: encoded again, under new names.
      write('content/images/app-home.png', screenshotDe)
      const changed = await readImageCatalog(options())
      expect(changed.images.get('app-home.png')!.asset.src).not.toBe(catalog.images.get('app-home.png')!.asset.src)
      expect((await writeRenditions(changed.images.values(), outDir, cache)).encoded).toBe(first.renditions)
    } finally {
      fs.rmSync(cache, { recursive: true, force: true })
    }
  })
})
