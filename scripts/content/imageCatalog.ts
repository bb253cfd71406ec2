/**
 * content/images/ (`name.<locale>.png` is a locale's variant), each file checked as untrusted input before anything
 * decodes it: size, real format (SVG refused: it can carry script), name, and pixel count from the header alone
 * (a decompression bomb). The files that pass get their renditions planned (imagePlan.ts), checked against what the
 * served formats can hold, and are then decoded in full once, so that the build meets no picture it cannot encode.
 */
import fs from 'node:fs'
import { entryProblem } from '../source/entries.ts'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import type { ImageAsset } from '../../src/content/schema.ts'
import { EXTENSIONS, FORMAT_NAMES, SNIFF_BYTES, sniffFormat, type ImageFormat } from './imageFormat.ts'
import { assetOf, planRenditions, type Rendition } from './imagePlan.ts'
import { sha256 } from '../core/hash.ts'
import { problemIn, type Problem } from '../core/problems.ts'
import type { ContentOptions } from './types.ts'
import { isLeftover, suggestName } from './walk.ts'

export const IMAGE_LIMITS = {
  /** On disk. */
  bytes: 10 * 1024 * 1024,
  /** Width × height, read from the header before any pixel is decoded. */
  pixels: 40_000_000,
  /**
   * The largest width or height of a rendition: WebP holds at most 16383 pixels a side, and sharp's AVIF (HEIF)
   * encoder 16384. Renditions are at most RENDITION_WIDTHS' last wide, so this is how tall a picture may be.
   */
  side: 16_383,
} as const

export interface CatalogImage {
  /** The file's name in content/images/, e.g. `app-home.ja.png`. */
  file: string
  path: string
  format: ImageFormat
  renditions: Rendition[]
  asset: ImageAsset
}

export interface ImageCatalog {
  images: Map<string, CatalogImage>
  /** Files refused, by name: a page that shows one repeats the reason on its own line. */
  refused: Map<string, Refusal>
  problems: Problem[]
  warnings: Problem[]
}

interface Refusal {
  message: string
  fix: string
}

export const EMPTY_CATALOG: ImageCatalog = { images: new Map(), refused: new Map(), problems: [], warnings: [] }

export function imagesDirOf(options: Pick<ContentOptions, 'contentDir'>): string {
  return path.join(options.contentDir, 'images')
}

/** `name.png` or `name.<locale>.png`: lowercase a-z, 0-9 and -, as for content files, and an image ending. */
const IMAGE_NAME = /^([a-z0-9-]+)(?:\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)?))?\.([a-z]+)$/

/** A file name split into its shared name and its locale, or undefined when it breaks the rule. */
export function parseImageName(
  file: string,
  locales: readonly string[],
): { stem: string; locale?: string; extension: string } | undefined {
  const match = IMAGE_NAME.exec(file)
  if (!match) return undefined
  const [, stem, locale, extension] = match as unknown as [string, string, string | undefined, string]
  if (locale !== undefined && !locales.includes(locale)) return undefined
  if (!Object.values(EXTENSIONS).some(endings => endings.includes(extension))) return undefined
  return { stem, ...(locale ? { locale } : {}), extension }
}

export async function readImageCatalog(options: ContentOptions): Promise<ImageCatalog> {
  const dir = imagesDirOf(options)
  const catalog: ImageCatalog = { images: new Map(), refused: new Map(), problems: [], warnings: [] }
  if (!fs.lstatSync(dir, { throwIfNoEntry: false })) return catalog
  // CAREFUL HERE: a link to a folder elsewhere would print that folder's file names: never listed.
  const refusedDir = entryProblem(dir, 'folder')
  if (refusedDir) {
    catalog.problems.push(problemIn(options.rootDir, dir, 1, 'folder', refusedDir.message, refusedDir.fix))
    return catalog
  }
  const refuse = (file: string, message: string, fix: string) => {
    catalog.refused.set(file, { message, fix })
    catalog.problems.push(problemIn(options.rootDir, path.join(dir, file), 1, 'file', message, fix))
  }
  const files = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
  await Promise.all(
    files.map(async entry => {
      if (entry.name.startsWith('.') || entry.name === 'README.md' || isLeftover(entry.name)) return
      const filePath = path.join(dir, entry.name)
      const named = checkFile(entry, filePath, options.locales)
      const image = 'message' in named ? named : await readImage(entry.name, filePath, named)
      if ('message' in image) refuse(entry.name, image.message, image.fix)
      else catalog.images.set(entry.name, image)
    }),
  )
  // A locale's variant stands in for a shared picture: it needs one.
  for (const file of catalog.images.keys()) {
    const name = parseImageName(file, options.locales)!
    if (name.locale && !imageByStem(catalog, name.stem)) {
      catalog.images.delete(file)
      refuse(
        file,
        `is the ${name.locale} variant of "${name.stem}", but there is no shared ${name.stem}.png (or .jpg, .webp, ` +
          `.avif) for the other languages`,
        `add the picture every other language shows as content/images/${name.stem}.${name.extension}`,
      )
    }
  }
  catalog.problems.sort((a, b) => a.file.localeCompare(b.file))
  return catalog
}

const refusal = (message: string, fix: string): Refusal => ({ message, fix })

/** A file's kind, size, format (from its first bytes) and name, checked before anything decodes it. */
function checkFile(
  entry: fs.Dirent,
  filePath: string,
  locales: readonly string[],
): Refusal | { format: ImageFormat; extension: string; bytes: Buffer } {
  const file = entry.name
  if (!entry.isFile()) {
    return refusal(
      'is not a file: content/images/ holds image files only, no folders or links',
      'move the images it holds directly into content/images/',
    )
  }
  const { size } = fs.statSync(filePath)
  if (size === 0) {
    return refusal(
      'is empty (0 bytes): it holds no picture',
      'export the picture again into this file, or delete the file',
    )
  }
  if (size > IMAGE_LIMITS.bytes) {
    return refusal(
      `is ${(size / 1024 / 1024).toFixed(1)} MB, over the ${IMAGE_LIMITS.bytes / 1024 / 1024} MB limit for images`,
      'export it smaller (3200 pixels wide is plenty for any page) and compress it',
    )
  }
  const bytes = fs.readFileSync(filePath)
  const format = sniffFormat(bytes.subarray(0, SNIFF_BYTES))
  if (format === 'svg') {
    return refusal(
      'is an SVG: SVG is not allowed in content, because it can carry script that would run on the site',
      'export it as PNG (a logo, chart or diagram) or WebP/AVIF, at twice the size it is shown',
    )
  }
  if (!(format in EXTENSIONS)) {
    return refusal(
      `is ${format === 'unknown' ? 'not an image the site can publish' : `a ${FORMAT_NAMES[format]} file`}: only ` +
        `PNG, JPEG, WebP and AVIF are allowed`,
      'convert it to PNG (screenshots, charts, logos) or JPEG (photos)',
    )
  }
  const imageFormat = format as ImageFormat
  const name = parseImageName(file, locales)
  if (!name) {
    return refusal(
      `the name "${file}" breaks the rule for image file names`,
      `rename it to lowercase a-z, 0-9 and - only, ending in .${EXTENSIONS[imageFormat][0]} (or ` +
        `.<locale>.${EXTENSIONS[imageFormat][0]} for one language's variant), e.g. ` +
        `"${suggestName(file, /\.[^.]*$/, EXTENSIONS[imageFormat][0]!, 'picture')}"`,
    )
  }
  if (!EXTENSIONS[imageFormat].includes(name.extension)) {
    const renamed = `${file.slice(0, -name.extension.length)}${EXTENSIONS[imageFormat][0]}`
    return refusal(`is a ${FORMAT_NAMES[imageFormat]} file named .${name.extension}`, `rename it to "${renamed}"`)
  }
  return { format: imageFormat, extension: name.extension, bytes }
}

/**
 * A checked file's header read, its pixel count checked, its renditions planned and checked against the formats' side
 * limit, and at last (the one costly step) every pixel decoded.
 */
async function readImage(
  file: string,
  filePath: string,
  { format: imageFormat, extension, bytes }: { format: ImageFormat; extension: string; bytes: Buffer },
): Promise<CatalogImage | Refusal> {
  let metadata: Metadata
  try {
    // The header only: no pixel is decoded, so sharp's own pixel limit is lifted and ours, below, gives the message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    return damaged(`its header cannot be read (${decoderMessage(error)})`)
  }
  const { width, height } = metadata.autoOrient
  if (width * height > IMAGE_LIMITS.pixels) {
    return refusal(
      `is ${width}×${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels), over ` +
        `the ${IMAGE_LIMITS.pixels / 1e6}-megapixel limit for images`,
      'scale it down before adding it (3200 pixels wide is plenty for any page)',
    )
  }
  const source = {
    stem: file.slice(0, -extension.length - 1),
    format: imageFormat,
    width,
    height,
    sourceHash: sha256(bytes),
  }
  const renditions = planRenditions(source)
  const tallest = renditions.reduce((tall, rendition) => (rendition.height > tall.height ? rendition : tall))
  if (tallest.height > IMAGE_LIMITS.side) {
    return refusal(
      `is ${width}×${height} pixels: too tall for WebP and AVIF, which the site serves and which hold at most ` +
        `${IMAGE_LIMITS.side} pixels a side (its ${tallest.width}-pixel-wide copy would be ${tallest.height} ` +
        'pixels tall)',
      `crop it to at most ${Math.floor((IMAGE_LIMITS.side * width) / tallest.width)} pixels tall, or split it into ` +
        'pictures shown one after the other',
    )
  }
  const decodeError = await decodeErrorOf(bytes, source.sourceHash)
  if (decodeError) return damaged(`its pixels cannot be decoded (${decodeError})`)
  return { file, path: filePath, format: imageFormat, renditions, asset: assetOf(source, renditions) }
}

const damaged = (what: string): Refusal =>
  refusal(
    `is damaged or cut short: ${what}`,
    'export it again from your image editor and replace this file (a download or copy that stopped early leaves ' +
      'a file like this)',
  )

/** The decoder's error for each file's bytes (by SHA-256) in this process: the dev server checks on every edit. */
const decodeErrors = new Map<string, Promise<string | undefined>>()

/**
 * Decodes every pixel and returns the decoder's error, if any: a file cut short or damaged has a valid header, so
 * only decoding finds it. CAREFUL HERE: `failOn` is the level encodeRendition.ts decodes with, so that what passes
 * here encodes there. Only one channel is kept (40 MB for 40 megapixels, not 160). About 20 ms for a screenshot
 * and 0.2 s for a 40-megapixel photo, a small part of what encoding its renditions takes.
 */
function decodeErrorOf(bytes: Buffer, sourceHash: string): Promise<string | undefined> {
  let decodeError = decodeErrors.get(sourceHash)
  if (!decodeError) {
    decodeError = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.pixels })
      .extractChannel(0)
      .raw()
      .toBuffer()
      .then(() => undefined, decoderMessage)
    decodeErrors.set(sourceHash, decodeError)
  }
  return decodeError
}

/**
 * A decoder's error on one line. libvips may put lines of its own before the cause (a cut AVIF: one "source: bad
 * seek to …" per try, then "heif: Invalid input: Unexpected end of file: …"): the longest line says most.
 */
export function decoderMessage(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n').map(line => line.trim())
  return lines.reduce((longest, line) => (line.length > longest.length ? line : longest), '')
}

/** The image whose file name, without its extension, is `stem` (`app-home`, or a variant's `app-home.ja`). */
function imageByStem(catalog: ImageCatalog, stem: string): CatalogImage | undefined {
  return [...catalog.images.values()].find(image => image.file.replace(/\.[a-z]+$/, '') === stem)
}

/** The image a page in `locale` shows for `file` (a shared name): the locale's variant when there is one. */
export function imageForLocale(catalog: ImageCatalog, file: string, locale: string): CatalogImage | undefined {
  return imageByStem(catalog, `${file.replace(/\.[a-z]+$/, '')}.${locale}`) ?? catalog.images.get(file)
}
