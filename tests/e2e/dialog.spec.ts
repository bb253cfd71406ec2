import { expect, openEnhanced, test } from './fixtures'

test.describe('the coming-soon dialog', () => {
  test('Launch App opens it modally; Close closes it and focus returns to the button', async ({ page }) => {
    await openEnhanced(page, '/')
    const launch = page.getByRole('main').getByRole('button', { name: 'Launch App' }).first()
    await launch.click()
    const dialog = page.getByRole('dialog', { name: 'Coming Soon' })
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate(element => element.matches(':modal'))).toBe(true)
    await expect(dialog).toContainText('Join our community')
    await expect(dialog.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /^https:\/\//)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(launch).toBeFocused()
  })

  test('Escape closes it and focus returns to the button that opened it', async ({ page }) => {
    await openEnhanced(page, '/')
    const opener = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Launch App' })
    await opener.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('Stay Tuned closes it', async ({ page }) => {
    await openEnhanced(page, '/faq')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Launch App' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Stay Tuned' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('Trade opens it titled "Coming soon on pump.fun"', async ({ page }) => {
    await openEnhanced(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trade' }).click()
    await expect(page.getByRole('dialog', { name: 'Coming soon on pump.fun' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Coming Soon', exact: true })).toBeHidden()
  })

  test('Trade on GMGN opens it', async ({ page }) => {
    await openEnhanced(page, '/')
    await page.getByRole('button', { name: 'Trade on GMGN' }).click()
    await expect(page.getByRole('dialog', { name: 'Coming Soon' })).toBeVisible()
  })

  test('browsers without invoker commands get the same dialog, opened by the fallback listener', async ({ page }) => {
    // Hide the feature from the page's scripts, as in a browser that lacks it; the dialog must still open once.
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { command?: unknown }).command
    })
    await openEnhanced(page, '/how-it-works')
    expect(await page.evaluate(() => 'command' in HTMLButtonElement.prototype)).toBe(false)
    await page.getByRole('main').getByRole('button', { name: 'Launch App' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Coming Soon' })).toBeVisible()
  })

  test('works with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('main').getByRole('button', { name: 'Launch App' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Coming Soon' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Stay Tuned' }).click()
    await expect(dialog).toBeHidden()
    await context.close()
  })
})
