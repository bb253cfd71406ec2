import { expect, pageUrl, test } from './fixtures'

/**
 * No word of the footer is cut in two across lines (a visitor's audit found "Bientô|t", "Prest|o" and
 * "конфиденциальност|и" at 1280 px): a word wraps whole and a badge stays on one line. Read from the layout itself:
 * a word drawn on two lines has two boxes.
 */
const cutWords = (root: Element, selector: string) => {
  const cut: string[] = []
  for (const element of root.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].filter(rect => rect.width > 0).map(rect => rect.top))
        if (lines.size > 1) cut.push(match[0])
      }
    }
  }
  return cut
}

for (const [width, height] of [
  [1280, 800],
  [320, 640],
] as const) {
  test(`at ${width} px no word of the footer is cut in two`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    const cut: Record<string, string[]> = {}
    const none: Record<string, string[]> = {}
    for (const locale of ['de', 'es', 'fr', 'it', 'ru', 'en']) {
      await page.goto(pageUrl('/', locale))
      cut[locale] = await page.locator('body').evaluate(cutWords, 'footer a, footer button')
      none[locale] = []
    }
    expect(cut).toEqual(none)
  })
}
