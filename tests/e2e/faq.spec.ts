import { expect, openEnhanced, test } from './fixtures'

test.describe('the FAQ accordion', () => {
  test('opens one item at a time, and an open item closes again', async ({ page }) => {
    await openEnhanced(page, '/faq')
    const items = page.locator('#faq details')
    await items.nth(0).locator('summary').click()
    await expect(items.nth(0)).toHaveAttribute('open', '')
    await items.nth(1).locator('summary').click()
    await expect(items.nth(1)).toHaveAttribute('open', '')
    await expect(items.nth(0)).not.toHaveAttribute('open')
    await expect(page.locator('#faq details[open]')).toHaveCount(1)
    await items.nth(1).locator('summary').click()
    await expect(page.locator('#faq details[open]')).toHaveCount(0)
  })

  test('is operable with the keyboard', async ({ page }) => {
    await openEnhanced(page, '/faq')
    const first = page.locator('#faq details').first()
    await first.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('open', '')
    await page.keyboard.press('Space')
    await expect(first).not.toHaveAttribute('open')
  })
})
