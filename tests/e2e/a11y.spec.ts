import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { localizedUrl } from '../../src/i18n/localizedUrl'
import { LOCALES } from '../../src/i18n/locales'
import { expect, openHydrated, ROUTES, test } from './fixtures'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test.describe('axe-core', () => {
  for (const locale of LOCALES) {
    test(`finds no violation on any page in ${locale}`, async ({ page }) => {
      for (const route of ROUTES) {
        await openHydrated(page, localizedUrl(route, locale))
        expect(await violations(page), localizedUrl(route, locale)).toEqual([])
      }
    })
  }

  test('finds no violation with the dialog open, the language menu open, or the mobile menu open', async ({ page }) => {
    await openHydrated(page, '/')
    await page.getByRole('main').getByRole('button', { name: 'Launch App' }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page), 'dialog').toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /English/ }).click()
    await expect(page.locator('#language-menu')).toBeVisible()
    expect(await violations(page), 'language menu').toEqual([])
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.locator('#nav-menu')).toBeVisible()
    expect(await violations(page), 'mobile menu').toEqual([])
  })
})

test.describe('axe-core on the 404 page', () => {
  // The 404 page logs its path and its response is a 404: both expected.
  test.use({ expectProblems: true })

  test('finds no violation', async ({ page }) => {
    await page.goto('/ja/no-such-page')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(await violations(page)).toEqual([])
  })
})
