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
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: FIXTURE_GPS.latitude, GPSLongitudeRef: 'E', GPSLongitude: FIXTURE_GPS.longitude },
    })
    .toBuffer()
}

/** An app screen: a bar, cards and buttons in flat colours, `accent` telling the locales' variants apart. */
export async function screenshotPng(accent = '#9945ff', width = 1170, height = 2532): Promise<Buffer> {
  const cards = [0, 1, 2, 3].map((index) =>
    `<rect x="24" y="${200 + index * 130}" width="342" height="110" rx="16" fill="#1b1b2a"/>
     <rect x="40" y="${220 + index * 130}" width="70" height="70" rx="12" fill="${accent}"/>
     <rect x="126" y="${228 + index * 130}" width="200" height="14" rx="7" fill="#e5e5f0"/>
     <rect x="126" y="${256 + index * 130}" width="140" height="12" rx="6" fill="#8b8ba7"/>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 390 844">
    <rect width="390" height="844" fill="#0a0a12"/>
    <rect width="390" height="120" fill="#12121d"/>
    <rect x="24" y="60" width="160" height="22" rx="11" fill="${accent}"/>
    ${cards}
    <rect x="24" y="760" width="342" height="56" rx="28" fill="#14f195"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
