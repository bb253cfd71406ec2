/**
 * What an image file really is, from its first bytes (its "magic number"), never from its name alone: a file named
 * .png may hold an SVG, and an SVG is a document that can carry script.
 */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'avif'

export type SniffedFormat = ImageFormat | 'svg' | 'gif' | 'heic' | 'tiff' | 'bmp' | 'unknown'

/** How many bytes sniffFormat needs to tell every format apart (SVG may start with a long XML prologue). */
export const SNIFF_BYTES = 1024

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (bytes.length >= 8 && ascii(bytes, 1, 4) === 'PNG' && bytes[0] === 0x89 && bytes[4] === 0x0d && bytes[5] === 0x0a)
    return 'png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then the compatible brands, up to the end of the ftyp box.
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length)
    const brands = [ascii(bytes, 8, 12)]
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4))
    if (brands.some(brand => brand === 'avif' || brand === 'avis')) return 'avif'
    if (brands.some(brand => /^(heic|heix|hevc|heim|heis|mif1)$/.test(brand))) return 'heic'
    return 'unknown'
  }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return 'tiff'
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp'
  // An SVG is text: XML (maybe after a BOM, a prologue, comments or a doctype) with an <svg element.
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, SNIFF_BYTES))
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (text.startsWith('<') && /<svg[\s>]/i.test(text)) return 'svg'
  return 'unknown'
}

/** The file name endings of each accepted format; the first is the one to suggest. */
export const EXTENSIONS: Record<ImageFormat, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  webp: ['webp'],
  avif: ['avif'],
}

export const FORMAT_NAMES: Record<SniffedFormat, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  avif: 'AVIF',
  svg: 'SVG',
  gif: 'GIF',
  heic: 'HEIC',
  tiff: 'TIFF',
  bmp: 'BMP',
  unknown: 'not an image format the site knows',
}
