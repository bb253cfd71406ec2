import { FIXTURE_CONSTANTS } from '../fixture-site/constants'
import { expect, openEnhanced, ROUTES, test } from './fixtures'

// The figures and links of the content the site under test was built from (tests/fixture-site/constants.ts).
const { CONSTANTS, LINKS } = FIXTURE_CONSTANTS

test.describe('every page', () => {
  for (const route of ROUTES) {
    test(`${route} is prerendered in English, has one h1, and loads without errors`, async ({ page, request }) => {
      const response = await request.get(route)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain('<html lang="en"')
      expect(html).not.toContain('href="#"')
      await openEnhanced(page, route)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      // The call to action closes the marketing pages; /official/ is a reference, and ends with its rules.
      const cta = page.getByRole('heading', { name: 'Ready to Turn Watching Into Earning?' })
      if (route === '/official') await expect(cta).toHaveCount(0)
      else await expect(cta).toBeVisible()
    })
  }
})

test('the home page shows the hero, features, steps, token economy, FAQ and call to action', async ({ page }) => {
  await openEnhanced(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web3 Watch-To-Earn on Solana')
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/faq')
  for (const title of ['Create & Share', 'Earn Rewards', 'Own Your Content', 'Community Governance']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
  }
  const steps = page.locator('#how-it-works ol > li')
  await expect(steps).toHaveCount(4)
  await expect(steps.locator('h3')).toHaveText(['Create a Wallet', 'Connect', 'Create Content', 'Watch & Earn'])
  await expect(page.getByRole('link', { name: 'View Tokenomics' })).toHaveAttribute('href', '/how-it-works#tokenomics')
  await expect(page.locator('#token-economy').getByText('Coming soon')).toHaveCount(2)
  await expect(page.locator('#faq details')).not.toHaveCount(0)
})

test('"Get Started Now" scrolls to the steps', async ({ page }) => {
  await openEnhanced(page, '/')
  await page.getByRole('link', { name: 'Get Started Now' }).click()
  await expect(page.getByRole('heading', { name: 'How It Works', level: 2 })).toBeInViewport()
  expect(new URL(page.url()).hash).toBe('#how-it-works')
})

test('the token split chart states every share to screen readers, from the constants', async ({ page }) => {
  await openEnhanced(page, '/')
  const chart = page.getByRole('img', { name: /^Token split:/ })
  const name = await chart.getAttribute('aria-label')
  for (const share of ['60%', '20%']) expect(name).toContain(share)
  expect(
    CONSTANTS.watchToEarnPercent.value + CONSTANTS.presalePercent.value + CONSTANTS.liquidityPoolPercent.value,
  ).toBe(100)
})

test('figures on the pages come from the constants, formatted for English', async ({ page }) => {
  // Literal strings, not formatConstant(): the test must fail if the formatter itself goes wrong.
  await openEnhanced(page, '/faq')
  const faq = page.locator('#faq')
  await faq.getByText('How does a creator coin launch?').click()
  await expect(faq.getByText('$24,000', { exact: false }).first()).toBeVisible()
  await expect(faq.getByText('a 24-hour timer', { exact: false }).first()).toBeVisible()
  await openEnhanced(page, '/')
  for (const figure of ['100K+', '500K+', '$2M+']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible()
  }
  expect(LINKS.solana).toBe('https://solana.com')
})

test('/faq lists at least ten questions, and the contract address is announced as coming', async ({ page }) => {
  await openEnhanced(page, '/faq')
  expect(await page.locator('#faq details').count()).toBeGreaterThanOrEqual(10)
  await page.getByText('What is the token contract address?').click()
  await expect(page.getByText('The contract address will be announced here at launch.', { exact: false })).toBeVisible()
})

test('/how-it-works explains the steps in depth, the presale lifecycle and the tokenomics', async ({ page }) => {
  await openEnhanced(page, '/how-it-works')
  await expect(page.locator('#how-it-works ol > li')).toHaveCount(4)
  await expect(page.getByText('Phantom', { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How a Creator Coin Launches' })).toBeVisible()
  await expect(page.locator('#launch')).toContainText('$24,000')
  await expect(page.locator('#tokenomics').getByRole('img', { name: /^Token split:/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Tokenomics' })).toHaveCount(0)
})

test('no page scrolls sideways from 375 px to 1920 px (320 px: i18n.spec.ts)', async ({ page }) => {
  // 320 px is the width of tests/e2e/i18n.spec.ts's test of every page in every language, English included, loaded
  // as here at 320 × 800: the same four loads again would assert nothing more.
  for (const width of [375, 768, 1280, 1920]) {
    await page.setViewportSize({ width, height: 800 })
    for (const route of ROUTES) {
      await page.goto(route)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${route} at ${width}px`).toBe(0)
    }
  }
})

test(
  'content is prerendered HTML the browser keeps: no section text is in the JavaScript, and the page script ' +
    'leaves it as it is',
  async ({ page }) => {
    const scripts: Promise<string>[] = []
    page.on('response', response => {
      if (response.url().endsWith('.js')) scripts.push(response.text())
    })
    await page.goto('/faq')
    const prerendered = await page.locator('main').innerHTML()
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
    expect(await page.locator('main').innerHTML()).toBe(prerendered)
    const question = (await page.locator('main details summary').first().innerText()).trim()
    const javascript = (await Promise.all(scripts)).join('\n')
    expect(scripts.length).toBeGreaterThan(0)
    expect(question.length).toBeGreaterThan(10)
    expect(javascript).not.toContain(question)
    await expect(page.getByRole('contentinfo')).toContainText('Terms of Service')
    expect(javascript).not.toContain('Terms of Service')
  },
)
