/**
 * Which renditions an image gets, and their names: pure, so that the content build (which writes their URLs into
 * the pages) and the build step that encodes them (scripts/build/images.ts) agree without talking to each other.
 * A rendition's name holds the hash of everything that decides its bytes (the source's bytes, the format, the width,
 * the encoder's options and version): an unchanged image keeps its URLs, so browsers and the encoding cache keep it.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { ImageAsset, ImageType } from '../../src/content/schema.ts'
import type { ImageFormat } from './imageFormat.ts'
import { IMAGES_URL_PREFIX } from './imageUrl.ts'

/**
 * Widths in pixels. The article column is at most 760 CSS px wide (src/sections/Article.module.css), so 1600 covers it
 * at 2× and a 390 px phone at 3×; no rendition is wider than the source (no upscaling).
 */
export const RENDITION_WIDTHS = [400, 800, 1200, 1600] as const

/** Encoder settings per output format (sharp's option names). */
export const ENCODER_OPTIONS = {
  avif: { quality: 55, effort: 4 },
  webp: { quality: 80, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const satisfies Record<ImageFormat, object>

export const IMAGE_TYPES: Record<ImageFormat, ImageType> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' }

const EXTENSION: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', png: 'png', jpeg: 'jpg' }

export { IMAGES_URL_PREFIX }

export interface Rendition {
  format: ImageFormat
  width: number
  height: number
  /** Hash of the source bytes, format, width, options and encoder version: the cache key and part of the name. */
  key: string
  /** e.g. `/assets/images/app-home.ja-800.3f9c0a1b2d4e.avif`. */
  url: string
}

export interface ImageSource {
  /** The file name without its extension, locale included (`app-home.ja`). */
  stem: string
  format: ImageFormat
  /** Size as shown, after the EXIF orientation is applied. */
  width: number
  height: number
  /** SHA-256 of the file's bytes, hex. */
  sourceHash: string
}

/** The fallback (`<img>`) format: the source's own, but an AVIF source falls back to WebP, which every browser shows. */
export function fallbackFormat(format: ImageFormat): ImageFormat {
  return format === 'avif' ? 'webp' : format
}

export function renditionWidths(intrinsicWidth: number): number[] {
  const largest = Math.min(intrinsicWidth, RENDITION_WIDTHS.at(-1)!)
  return [...RENDITION_WIDTHS.filter((width) => width < largest), largest]
}

const ENCODER_VERSION = `sharp ${sharp.versions.sharp} libvips ${sharp.versions.vips}`

export function planRenditions(source: ImageSource): Rendition[] {
  const fallback = fallbackFormat(source.format)
  const formats: ImageFormat[] = fallback === 'webp' ? ['avif', 'webp'] : ['avif', 'webp', fallback]
  return formats.flatMap((format) => renditionWidths(source.width).map((width) => {
    const key = createHash('sha256')
      .update(JSON.stringify({ source: source.sourceHash, format, width, options: ENCODER_OPTIONS[format], encoder: ENCODER_VERSION }))
      .digest('hex')
    return {
      format, width,
      height: Math.max(1, Math.round((source.height * width) / source.width)),
      key,
      url: `${IMAGES_URL_PREFIX}${source.stem}-${width}.${key.slice(0, 12)}.${EXTENSION[format]}`,
    }
  }))
}

/** What a page needs to show the image: sizes, the fallback <img> and one <source> per modern format. */
export function assetOf(source: ImageSource, renditions: Rendition[]): ImageAsset {
  const fallback = fallbackFormat(source.format)
  const srcset = (format: ImageFormat) => renditions.filter((rendition) => rendition.format === format)
    .map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ')
  const largest = renditions.filter((rendition) => rendition.format === fallback).at(-1)!
  return {
    width: largest.width,
    height: largest.height,
    src: largest.url,
    srcset: srcset(fallback),
    type: IMAGE_TYPES[fallback],
    sources: (['avif', 'webp'] as const).filter((format) => format !== fallback)
      .map((format) => ({ type: IMAGE_TYPES[format], srcset: srcset(format) })),
  }
}
