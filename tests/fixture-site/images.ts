/**
 * Test images, drawn with sharp so that no binary file is committed: a "photo" (a JPEG with the EXIF a phone writes:
 * camera, serial number, GPS position) and a "screenshot" (a flat-colour PNG of an app screen). Used by the unit tests
 * and by the fixture site (tests/fixture-site/build.ts).
 */
import sharp from 'sharp'

/** Where the photo says it was taken: the output must not say it. */
export const FIXTURE_GPS = { latitude: '48/1 51/1 2400/100', longitude: '2/1 21/1 300/100' }

/** A landscape with soft gradients and shapes: compresses like a photo, not like flat colour. */
export async function photoJpeg(width = 2400, height = 1600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 240 160">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>
      <radialGradient id="sun" cx="0.7" cy="0.45" r="0.3"><stop offset="0" stop-color="#fff7d6"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>
      <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0.08 0"/></filter>
    </defs>
    <rect width="240" height="160" fill="url(#sky)"/>
    <rect width="240" height="160" fill="url(#sun)"/>
    <path d="M0 120 Q60 90 120 115 T240 105 V160 H0 Z" fill="#14532d"/>
    <path d="M0 135 Q80 115 160 135 T240 130 V160 H0 Z" fill="#166534"/>
    <rect width="240" height="160" filter="url(#grain)"/>
  </svg>`
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'FixtureCam', Model: 'FC-1', Software: 'fixture' },
      IFD2: { BodySerialNumber: 'SN-0042-SECRET', DateTimeOriginal: '2026:03:05 10:00:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: FIXTURE_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: FIXTURE_GPS.longitude,
      },
    })
    .toBuffer()
}

/** An app screen at any size: a top bar, a grid of video cards and a button, `accent` telling locale variants apart. */
export async function screenshotPng(accent = '#9945ff', width = 1440, height = 900): Promise<Buffer> {
  const columns = width > height ? 4 : 1
  const rows = 3
  const pad = Math.round(width / 30)
  const cardWidth = (width - pad * (columns + 1)) / columns
  const cardHeight = (height * 0.62 - pad * (rows + 1)) / rows
  const cards = Array.from({ length: columns * rows }, (_, index) => {
    const x = pad + (index % columns) * (cardWidth + pad)
    const y = height * 0.16 + pad + Math.floor(index / columns) * (cardHeight + pad)
    return `<rect x="${x}" y="${y}" width="${cardWidth}" height="${cardHeight}" rx="${pad / 2}" fill="#1b1b2a"/>
      <rect x="${x + pad / 2}" y="${y + pad / 2}" width="${cardHeight - pad}" height="${cardHeight - pad}" rx="${pad / 3}" fill="${accent}"/>
      <rect x="${x + cardHeight}" y="${y + pad / 2}" width="${cardWidth - cardHeight - pad / 2}" height="${cardHeight / 8}" rx="${cardHeight / 16}" fill="#e5e5f0"/>
      <rect x="${x + cardHeight}" y="${y + pad / 2 + cardHeight / 4}" width="${(cardWidth - cardHeight) / 2}" height="${cardHeight / 10}" rx="${cardHeight / 20}" fill="#8b8ba7"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="#0a0a12"/>
    <rect width="${width}" height="${height * 0.12}" fill="#12121d"/>
    <rect x="${pad}" y="${height * 0.04}" width="${width / 5}" height="${height * 0.04}" rx="${height * 0.02}" fill="${accent}"/>
    ${cards}
    <rect x="${width / 2 - width / 6}" y="${height * 0.86}" width="${width / 3}" height="${height * 0.07}" rx="${height * 0.035}" fill="#14f195"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
