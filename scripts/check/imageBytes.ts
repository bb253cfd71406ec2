/**
 * What a phone fetches for the pictures of a page: for each <picture>, the candidate a browser picks from `sizes` and
 * `srcset` at the phone's width and density, in the heaviest modern format offered. Pure functions over the HTML.
 */

/** An iPhone's width in CSS pixels and its device pixel ratio: the phone the budget is measured for. */
export const PHONE = { width: 390, pixelRatio: 3 } as const

export interface Candidate {
  url: string
  width: number
}

export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .split(',')
    .map(part => part.trim())
    .filter(Boolean)
    .map(part => {
      const [url = '', descriptor = ''] = part.split(/\s+/)
      return { url, width: descriptor.endsWith('w') ? Number.parseInt(descriptor, 10) : 0 }
    })
}

/** The width `sizes` gives at a viewport width: `(min-width: 760px) 680px, 92vw` and the like (px and vw lengths). */
export function slotWidth(sizes: string | undefined, viewport: number): number {
  if (!sizes) return viewport
  for (const entry of sizes.split(',').map(part => part.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry)
    if (!match) continue
    const [, kind, bound, value, unit] = match
    if (kind === 'min' && viewport < Number(bound)) continue
    if (kind === 'max' && viewport > Number(bound)) continue
    return unit === 'vw' ? (Number(value) * viewport) / 100 : Number(value)
  }
  return viewport
}

/** The candidate a browser takes for a slot: the narrowest that covers it at the pixel density, else the widest. */
export function pickCandidate(candidates: Candidate[], neededWidth: number): Candidate | undefined {
  const sorted = [...candidates].sort((a, b) => a.width - b.width)
  return sorted.find(candidate => candidate.width >= neededWidth) ?? sorted.at(-1)
}

// Attribute names are case-insensitive in HTML (React writes srcSet).
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

/** The URLs a phone fetches for the pictures of a page, one per picture. */
export function phoneImageUrls(html: string): string[] {
  const urls: string[] = []
  const pictures = html.match(/<picture\b[\s\S]*?<\/picture>/g) ?? []
  for (const picture of pictures) {
    const sources = (picture.match(/<source\b[^>]*>/g) ?? []).filter(tag => /type="image\/(avif|webp)"/.test(tag))
    const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? ''
    const tags = sources.length > 0 ? sources : [img]
    for (const tag of tags) {
      const needed = slotWidth(attribute(tag, 'sizes') ?? attribute(img, 'sizes'), PHONE.width) * PHONE.pixelRatio
      const srcset = attribute(tag, 'srcset')
      const pick = srcset ? pickCandidate(parseSrcset(srcset), needed)?.url : attribute(tag, 'src')
      if (pick) urls.push(pick)
    }
  }
  return urls
}

/** Bytes a phone fetches for a page's pictures: per picture, its heaviest modern candidate. */
export function phoneImageBytes(html: string, sizeOf: (url: string) => number): number {
  const pictures = html.match(/<picture\b[\s\S]*?<\/picture>/g) ?? []
  return pictures.reduce((sum, picture) => sum + Math.max(0, ...phoneImageUrls(picture).map(sizeOf)), 0)
}
