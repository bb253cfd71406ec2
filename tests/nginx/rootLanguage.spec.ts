import { expect, test } from '@playwright/test'
import { LANGUAGE_COOKIE } from '../../src/i18n/languageCookie'

/**
 * The root in the visitor's language, in a real browser against nginx (the plain static server of the other browser
 * tests does not negotiate): a Japanese browser is sent to /ja/; choosing English in the language menu is kept, so
 * that `/` opens in English on the next visit (issue 50).
 */
test.use({ locale: 'ja' })

test('on a Japanese browser, choosing English in the language menu makes / open in English afterwards', async ({
  page,
  context,
}) => {
  const first = await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/ja/')
  expect(first?.request().redirectedFrom()?.url()).toMatch(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  // The page script remembers the choice (src/enhance/languageChange.ts): wait until it runs, as a visitor's does.
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')

  await page.locator('button[popovertarget="language-menu"]').click()
  await page.locator('#language-menu a[hreflang="en"]').click()
  // /ja/ ends with a slash too: the path itself, or the click would pass before it lands.
  await expect(page).toHaveURL(url => url.pathname === '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  const [cookie] = (await context.cookies()).filter(({ name }) => name === LANGUAGE_COOKIE)
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: true })

  // A later visit to the bare domain, in a new tab: English, not sent back to Japanese.
  const later = await context.newPage()
  const response = await later.goto('/')
  expect(response?.status()).toBe(200)
  expect(response?.request().redirectedFrom()).toBeNull()
  expect(new URL(later.url()).pathname).toBe('/')
  await expect(later.locator('html')).toHaveAttribute('lang', 'en')
  // Without the choice, the same browser is still sent to Japanese.
  await context.clearCookies()
  await later.goto('/')
  expect(new URL(later.url()).pathname).toBe('/ja/')
})
