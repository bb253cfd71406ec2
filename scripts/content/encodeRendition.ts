/**
 * Encodes one image rendition: the one function whose code, with sharp's and libvips' versions and the format's
 * encoder options, decides a rendition's bytes and so its name (renditionKey in imagePlan.ts).
 * CAREFUL HERE: this module imports sharp and nothing else (a type is not code). Its bytes are in every image's URL:
 * any edit here (a
 * comment too) renames every picture of the site and encodes them all again; keep everything else out of it.
 */
import sharp from 'sharp'
import type { ImageFormat } from './imageFormat.ts'

/**
 * Encodes the image at `file` as `format` at `width` with sharp's `options` for that format: the EXIF orientation
 * applied to the pixels, converted to sRGB, and no metadata (EXIF, GPS position, camera serials, XMP, ICC profile:
 * sharp writes none unless asked). `limitInputPixels` is enforced by the decoder itself.
 */
export function encodeRendition(
  file: string,
  format: ImageFormat,
  width: number,
  options: object,
  limitInputPixels: number,
): Promise<Buffer> {
  const pipeline = sharp(file, { limitInputPixels, failOn: 'error' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
  return (
    format === 'avif'
      ? pipeline.avif(options)
      : format === 'webp'
        ? pipeline.webp(options)
        : format === 'jpeg'
          ? pipeline.jpeg(options)
          : pipeline.png(options)
  ).toBuffer()
}
