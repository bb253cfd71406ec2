import sharp from 'sharp'
import { LOCALES } from '../../src/i18n/locales'
import { axeViolations } from './axe'
import { expect, openEnhanced, pageUrl, ROUTES, test } from './fixtures'

test.describe('axe-core', () => {
  // Each test runs axe in full (every rule, experimental ones included) several times: a slow machine needs more
  // than the default 30 s.
  test.describe.configure({ timeout: 90_000 })
  for (const locale of LOCALES) {
    test(`finds no violation on any page in ${locale}`, async ({ page }) => {
      for (const route of ROUTES) {
        await openEnhanced(page, pageUrl(route, locale))
        expect(await axeViolations(page), pageUrl(route, locale)).toEqual([])
      }
    })
  }

  test('finds no violation with the dialog open, the language menu open, or the mobile menu open', async ({ page }) => {
    await openEnhanced(page, '/')
    await page.getByRole('main').getByRole('button', { name: 'Launch App' }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axeViolations(page), 'dialog').toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /English/ }).click()
    await expect(page.locator('#language-menu')).toBeVisible()
    expect(await axeViolations(page), 'language menu').toEqual([])
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.locator('#nav-menu')).toBeVisible()
    expect(await axeViolations(page), 'mobile menu').toEqual([])
  })
})

test('the brand link is named by its visible text (WCAG 2.5.3, label in name)', async ({ page }) => {
  await openEnhanced(page, '/ja/faq')
  const brand = page.getByRole('navigation', { name: 'メイン' }).getByRole('link').first()
  await expect(brand).toHaveAccessibleName('Reelfi')
  await expect(brand).toHaveAttribute('href', '/ja/')
})

test.describe('axe-core on the 404 page', () => {
  test.describe.configure({ timeout: 90_000 })
  // The 404 page logs its path and its response is a 404: both expected.
  test.use({ expectProblems: true })

  test('finds no violation', async ({ page }) => {
    await page.goto('/ja/no-such-page')
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('the glass navigation', () => {
  // axe cannot judge text over a translucent, blurred background (it reports it as incomplete), so the test
  // measures it: each nav link's text is hidden, the pixels behind it are captured, and the brightest of them is
  // the worst background the text has. Its contrast with the text colour must meet AA (4.5:1).
  test('keeps AA contrast over every section of every page it scrolls over', async ({ page }) => {
    test.setTimeout(300_000) // about 20 screenshots, 120 links measured
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map(value => {
        const channel = value / 255
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const route of ROUTES) {
      await openEnhanced(page, route)
      const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
      expect(height, route).toBeGreaterThan(1000)
      // Every 600 px (less than the height of any section) from the top to the bottom: every section passes under
      // the navigation.
      for (let top = 40; top < height + 600; top += 600) {
        await page.evaluate(y => window.scrollTo({ top: y, behavior: 'instant' }), Math.min(top, height))
        await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true')
        // The header's style transitions have run to their end. Only the header's, and only finite ones: an endless
        // animation elsewhere on the page never finishes.
        await page.getByRole('banner').evaluate(header =>
          Promise.all(
            header
              .getAnimations({ subtree: true })
              .filter(animation => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map(animation => animation.finished),
          ),
        )
        // Every link's text hidden at once and one screenshot of the row, cut per link: the pixels behind each link
        // are those of a screenshot clipped to it (the same whole-pixel rectangle around its box, device scale 1), at
        // one screenshot a scroll position instead of one a link.
        const links = await page.locator('#nav-menu > ul > li > a').evaluateAll(elements =>
          elements.map(element => {
            const value = getComputedStyle(element).color
            ;(element as HTMLElement).style.color = 'transparent'
            const { x, y, width, height } = element.getBoundingClientRect()
            const color = value
              .match(/\d+(\.\d+)?/g)!
              .slice(0, 3)
              .map(Number)
            return { color, x, y, width, height }
          }),
        )
        expect(links.length, route).toBeGreaterThan(0)
        expect(await page.evaluate(() => devicePixelRatio)).toBe(1)
        // The whole-pixel rectangle around a box, as Playwright clips a screenshot to it.
        const pixels = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) => {
          const left = Math.floor(x + 1e-3)
          const top = Math.floor(y + 1e-3)
          return { left, top, width: Math.ceil(x + width - 1e-3) - left, height: Math.ceil(y + height - 1e-3) - top }
        }
        const row = {
          left: Math.min(...links.map(link => pixels(link).left)),
          top: Math.min(...links.map(link => pixels(link).top)),
          right: Math.max(...links.map(link => pixels(link).left + pixels(link).width)),
          bottom: Math.max(...links.map(link => pixels(link).top + pixels(link).height)),
        }
        const shot = await page.screenshot({
          clip: { x: row.left, y: row.top, width: row.right - row.left, height: row.bottom - row.top },
          animations: 'disabled',
        })
        await page
          .locator('#nav-menu > ul > li > a')
          .evaluateAll(elements => elements.forEach(element => (element as HTMLElement).style.removeProperty('color')))
        for (const [link, { color, ...box }] of links.entries()) {
          const area = pixels(box)
          // The pixels are read in Node: no second page beside the one under test.
          const { data, info } = await sharp(shot)
            .extract({ left: area.left - row.left, top: area.top - row.top, width: area.width, height: area.height })
            .raw()
            .toBuffer({ resolveWithObject: true })
          let brightest = [0, 0, 0]
          let brightestLuma = -1
          for (let i = 0; i < data.length; i += info.channels) {
            const luma = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!
            if (luma > brightestLuma) [brightest, brightestLuma] = [[data[i]!, data[i + 1]!, data[i + 2]!], luma]
          }
          const [light, dark] = [luminance(color), luminance(brightest)].sort((a, b) => b - a)
          const ratio = (light! + 0.05) / (dark! + 0.05)
          expect(
            ratio,
            `${route} at ${top} px, link ${link + 1}: rgb(${color}) on rgb(${brightest})`,
          ).toBeGreaterThanOrEqual(4.5)
        }
      }
    }
  })
})
