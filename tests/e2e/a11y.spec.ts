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
    test.setTimeout(300_000) // about 120 screenshots
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
        const links = page.locator('#nav-menu > ul > li > a')
        for (let link = 0; link < (await links.count()); link++) {
          const target = links.nth(link)
          const color = await target.evaluate(element => {
            const value = getComputedStyle(element).color
            ;(element as HTMLElement).style.color = 'transparent'
            return value
              .match(/\d+(\.\d+)?/g)!
              .slice(0, 3)
              .map(Number)
          })
          const box = (await target.boundingBox())!
          const shot = await page.screenshot({ clip: box, animations: 'disabled' })
          await target.evaluate(element => (element as HTMLElement).style.removeProperty('color'))
          // The pixels are read in Node: no second page beside the one under test.
          const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true })
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
