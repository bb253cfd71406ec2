/**
 * Pictures compared by what they show: the hash of their decoded pixels (sharp), so that a picture re-encoded the
 * same is no change, and one whose pixels now show another address is, whatever its name. Bytes are compared first:
 * equal files are never decoded. Small before/after thumbnails go beside the report.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

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

function byteHash(file: string): string {
  let hash = byteHashes.get(file)
  if (!hash) byteHashes.set(file, hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex'))
  return hash
}

/** sha256 of the decoded RGBA pixels with the size; a file that does not decode hashes by its bytes, marked so. */
function pixelHash(file: string): Promise<string> {
  let hash = pixelHashes.get(file)
  if (!hash) {
    hash = sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => createHash('sha256').update(`${info.width}x${info.height}\n`).update(data).digest('hex').slice(0, 16))
      .catch(() => `bytes:${byteHash(file).slice(0, 16)}`)
    pixelHashes.set(file, hash)
  }
  return hash
}

/** Do the two files show the same picture? */
export async function samePicture(before: string, after: string): Promise<boolean> {
  if (byteHash(before) === byteHash(after)) return true
  return (await pixelHash(before)) === (await pixelHash(after))
}

/** A thumbnail (at most 240 px wide, PNG) of `file` written as `outDir/name`; returns the name, or undefined. */
export async function writeThumbnail(file: string, outDir: string, name: string): Promise<string | undefined> {
  try {
    await sharp(file, { limitInputPixels: MAX_PIXELS }).resize({ width: 240, withoutEnlargement: true }).png().toFile(path.join(outDir, name))
    return name
  } catch {
    return undefined
  }
}
