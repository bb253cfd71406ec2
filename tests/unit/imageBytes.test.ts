import { describe, expect, it } from 'vitest'
import { parseSrcset, phoneImageBytes, phoneImageUrls, pickCandidate, slotWidth } from '../../scripts/check/imageBytes'

const SIZES = '(min-width: 760px) 680px, 92vw'
const srcset = (format: string) =>
  [400, 800, 1200, 1600].map(width => `/assets/images/a-${width}.${format} ${width}w`).join(', ')
const picture =
  `<picture><source type="image/avif" srcSet="${srcset('avif')}" sizes="${SIZES}"/><source ` +
  `type="image/webp" srcset="${srcset('webp')}" sizes="${SIZES}"/><img src="/assets/images/a-1600.jpg" ` +
  `srcset="${srcset('jpg')}" sizes="${SIZES}" width="1600" height="1000" alt="A"/></picture>`

describe('the picture bytes a phone fetches (check:budgets)', () => {
  it('reads the slot width from sizes at a viewport', () => {
    expect(slotWidth(SIZES, 390)).toBeCloseTo(358.8)
    expect(slotWidth(SIZES, 1280)).toBe(680)
    expect(slotWidth('(max-width: 500px) 100vw, 500px', 390)).toBe(390)
    expect(slotWidth(undefined, 390)).toBe(390)
  })

  it('takes the narrowest candidate that covers the slot at the pixel density, else the widest', () => {
    const candidates = parseSrcset(srcset('avif'))
    expect(pickCandidate(candidates, 1076)?.url).toBe('/assets/images/a-1200.avif')
    expect(pickCandidate(candidates, 3000)?.url).toBe('/assets/images/a-1600.avif')
  })

  it('counts, per picture, the heavier of its AVIF and WebP candidates at 390 px and 3×', () => {
    expect(phoneImageUrls(picture)).toEqual(['/assets/images/a-1200.avif', '/assets/images/a-1200.webp'])
    const sizes: Record<string, number> = { '/assets/images/a-1200.avif': 50_000, '/assets/images/a-1200.webp': 70_000 }
    expect(phoneImageBytes(`<p>x</p>${picture}${picture}`, url => sizes[url] ?? 0)).toBe(140_000)
  })
})
