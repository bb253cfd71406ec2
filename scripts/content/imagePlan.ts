/**
 * Which renditions an image gets, their names and how each is encoded: one module, so that the content build (which
 * writes the URLs) and scripts/build/images.ts (which encodes) agree. A name holds renditionKey, the hash of all that
 * decides its bytes and nothing else: an unchanged image keeps its URLs and its cache entries.
 * CAREFUL HERE: a change to a format's ENCODER_OPTIONS gives that format's renditions new URLs and encodes them again.
 */
import sharp from 'sharp'
import { hashOf } from '../core/hash.ts'
import { codeVersion } from '../core/codeVersion.ts'
import { encodeRendition as encode } from './encodeRendition.ts'
import type { ImageAsset, ImageType } from '../../src/content/schema.ts'
import { EXTENSIONS, type ImageFormat } from './imageFormat.ts'
import { IMAGES_URL_PREFIX } from './imageUrl.ts'

/** Widths: the article column is at most 760 CSS px, so 1600 covers it at 2×; never wider than the source. */
export const RENDITION_WIDTHS = [400, 800, 1200, 1600] as const

export const ENCODER_OPTIONS = {
  avif: { quality: 55, effort: 4 },
  webp: { quality: 80, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const satisfies Record<ImageFormat, object>

export interface Rendition {
  format: ImageFormat
  width: number
  height: number
  /** renditionKey: the cache key and part of the name. */
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

/** The `<img>` format: the source's own, but WebP for an AVIF source. */
export function fallbackFormat(format: ImageFormat): ImageFormat {
  return format === 'avif' ? 'webp' : format
}

export function renditionWidths(intrinsicWidth: number): number[] {
  const largest = Math.min(intrinsicWidth, RENDITION_WIDTHS.at(-1)!)
  return [...RENDITION_WIDTHS.filter(width => width < largest), largest]
}

let encoder: string | undefined
/** The code that encodes: encodeRendition.ts (a module that imports only sharp) and sharp with its libvips packages. */
export const ENCODER_CODE = { modules: [new URL('./encodeRendition.ts', import.meta.url)] }

/** The hash of the source, format, width, encoder options, encodeRendition.ts, and sharp's and libvips' versions. */
export function renditionKey(
  sourceHash: string,
  format: ImageFormat,
  width: number,
  code = (encoder ??=
    codeVersion(ENCODER_CODE)),
  versions: Record<string, string | undefined> = sharp.versions,
): string {
  return hashOf(JSON.stringify({ source: sourceHash, format, width, options: ENCODER_OPTIONS[format], versions }), code)
}

/**
 * Encodes one rendition with its format's ENCODER_OPTIONS. CAREFUL HERE: this import puts encodeRendition.ts in the
 * content step's module graph, so the index, whose URLs hash that file, is made again when it changes.
 */

export function encodeRendition(
  file: string,
  rendition: Pick<Rendition, 'format' | 'width'>,
  limitInputPixels: number,
): Promise<Buffer> {
  return encode(file, rendition.format, rendition.width, ENCODER_OPTIONS[rendition.format], limitInputPixels)
}

export function planRenditions(source: ImageSource): Rendition[] {
  const fallback = fallbackFormat(source.format)
  const formats: ImageFormat[] = fallback === 'webp' ? ['avif', 'webp'] : ['avif', 'webp', fallback]
  return formats.flatMap(format =>
    renditionWidths(source.width).map(width => {
      const key = renditionKey(source.sourceHash, format, width)
      return {
        format,
        width,
        height: Math.max(1, Math.round((source.height * width) / source.width)),
        key,
        url: `${IMAGES_URL_PREFIX}${source.stem}-${width}.${key.slice(0, 12)}.${EXTENSIONS[format][0]}`,
      }
    }),
  )
}

/** What a page needs to show the image: sizes, the fallback <img> and one <source> per modern format. */
export function assetOf(source: ImageSource, renditions: Rendition[]): ImageAsset {
  const fallback = fallbackFormat(source.format)
  const srcset = (format: ImageFormat) =>
    renditions
      .filter(rendition => rendition.format === format)
      .map(rendition => `${rendition.url} ${rendition.width}w`)
      .join(', ')
  const largest = renditions.filter(rendition => rendition.format === fallback).at(-1)!
  return {
    width: largest.width,
    height: largest.height,
    src: largest.url,
    srcset: srcset(fallback),
    type: `image/${fallback}` satisfies ImageType,
    sources: (['avif', 'webp'] as const)
      .filter(format => format !== fallback)
      .map(format => ({ type: `image/${format}` satisfies ImageType, srcset: srcset(format) })),
  }
}
