/**
 * Pictures compared by what they show, the hash of their decoded pixels (sharp), bytes first; and small thumbnails
 * beside the report.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { sha256 } from '../core/hash.ts'

/** Decoding stops here: a picture that large is no picture of this site, and must not hang CI. */
const MAX_PIXELS = 40_000_000

/** The file in `siteDir` that a page's picture source names (a path, or an absolute URL of the site), if any. */
export function pictureFile(siteDir: string, source: string): string | undefined {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(source, 'http://site.invalid/').pathname)
  } catch {
    return undefined
  }
  const file = path.resolve(siteDir, `.${pathname}`)
  if (!file.startsWith(siteDir + path.sep)) return undefined
  return fs.existsSync(file) && fs.lstatSync(file).isFile() ? file : undefined
}

// Each file is hashed once per comparison (a logo is on every page); compareSites starts with empty maps.
const byteHashes = new Map<string, string>()
const pixelHashes = new Map<string, Promise<string>>()
export function forgetPictures() {
  byteHashes.clear()
  pixelHashes.clear()
}

export function byteHash(file: string): string {
  let hash = byteHashes.get(file)
  if (!hash) byteHashes.set(file, (hash = sha256(fs.readFileSync(file))))
  return hash
}

/**
 * Is `file` PNG, JPEG, WebP or AVIF by its first bytes? CAREFUL HERE: the pictures are untrusted, and only the four
 * formats the site uses are given to libvips, whose other decoders (SVG, TIFF, PDF, …) are more attack surface.
 */
export function decodable(file: string): boolean {
  const head = Buffer.alloc(16)
  let fd: number | undefined
  try {
    fd = fs.openSync(file, 'r')
    fs.readSync(fd, head, 0, 16, 0)
  } catch {
    return false
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
  const ascii = (start: number, end: number) => head.toString('latin1', start, end)
  return (
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12)))
  )
}

/** sha256 of the decoded RGBA pixels with the size; a file that does not decode hashes by its bytes, marked so. */
function pixelHash(file: string): Promise<string> {
  let hash = pixelHashes.get(file)
  if (!hash) {
    hash = !decodable(file)
      ? Promise.resolve(`bytes:${byteHash(file).slice(0, 16)}`)
      : sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) =>
            sha256(Buffer.concat([Buffer.from(`${info.width}x${info.height}\n`), data])).slice(0, 16),
          )
          .catch(() => `bytes:${byteHash(file).slice(0, 16)}`)
    pixelHashes.set(file, hash)
  }
  return hash
}

export async function samePicture(before: string, after: string): Promise<boolean> {
  if (byteHash(before) === byteHash(after)) return true
  return (await pixelHash(before)) === (await pixelHash(after))
}

/** A thumbnail (at most 240 px wide, PNG) of `file` written as `outDir/name`; returns the name, or undefined. */
export async function writeThumbnail(file: string, outDir: string, name: string): Promise<string | undefined> {
  if (!decodable(file)) return undefined
  try {
    await sharp(file, { limitInputPixels: MAX_PIXELS })
      .resize({ width: 240, withoutEnlargement: true })
      .png()
      .toFile(path.join(outDir, name))
    return name
  } catch {
    return undefined
  }
}
