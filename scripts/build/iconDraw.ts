/**
 * Draws the favicon PNGs and ICO from the brand mark: the code of the icons' cache key (scripts/build/icons.ts).
 * CAREFUL HERE: it imports sharp alone and takes the mark and colour as arguments, so that an edit elsewhere neither
 * redraws nor goes unseen.
 */
import sharp from 'sharp'

/** `svg` drawn by librsvg at `size`×`size`: sharp draws an SVG again at the scale a resize asks for, not scaled. */
const png = (svg: string, size: number) => sharp(Buffer.from(svg)).resize(size, size).png().toBuffer()

/** An .ico file holding one PNG image (the format allows PNG entries since Windows Vista). */
function ico(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6) // width
  header.writeUInt8(size, 7) // height
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(image.length, 14) // image size
  header.writeUInt32LE(header.length, 18) // image offset
  return Buffer.concat([header, image])
}

export const ICON_FILES = [
  'favicon.ico',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
]

/** The PNG and ICO files, drawn from the mark (the maskable one on `themeColor`), by file name. */
export async function drawIcons(mark: string, themeColor: string): Promise<Record<string, Buffer>> {
  /** The mark as a full square (iOS and Android mask icons themselves). */
  const square = mark.replace('rx="9"', 'rx="0"')
  /** The mark inside the maskable safe zone (the inner 80 %), on the page's background colour. */
  const maskable =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" ` +
    `fill="${themeColor}"/><svg x="4" y="4" width="32" height="32" viewBox="0 0 32 ` +
    `32">${mark.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</svg></svg>`
  return {
    'favicon.ico': ico(await png(mark, 32), 32),
    'apple-touch-icon.png': await png(square, 180),
    'icon-192.png': await png(mark, 192),
    'icon-512.png': await png(mark, 512),
    'icon-maskable-512.png': await png(maskable, 512),
  }
}
