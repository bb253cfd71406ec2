import { expect, test } from './fixtures'

test.use({ expectProblems: true })

test.describe('an unknown path', () => {
  test('is answered with the 404 page and status 404, and the path is logged', async ({ page }) => {
    const errors: string[] = []
    page.on('console', message => message.type() === 'error' && errors.push(message.text()))
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await expect.poll(() => errors.some(text => text.includes('/no/such/page'))).toBe(true)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web3 Watch-To-Earn on Solana')
  })

  test('404.html is prerendered', async ({ request }) => {
    const response = await request.get('/404.html')
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('Oops! Page not found')
  })
})
