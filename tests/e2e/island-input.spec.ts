/**
 * What a visitor types or pastes into an island's field before the island wakes (a slow phone: the field is on
 * screen long before the page script arrives) is kept when it hydrates, and answered. The CPU is slowed down six
 * times (Chromium's own throttling, as Lighthouse's phone), so the field is filled while the island still sleeps:
 * each test asserts that it did.
 */
import type { Page, Route } from '@playwright/test'
import { expect, pageUrl, test } from './fixtures'

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
}

/** The `data-island-state` of the island around `selector`: null while it sleeps, then loading, hydrated. */
const islandState = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate(element => element.closest('[data-island]')?.getAttribute('data-island-state') ?? null)

test.describe('input before an island wakes, at 6x CPU slowdown', () => {
  test.setTimeout(90_000)

  for (const [how, locale, text, verdict] of [
    ['pasted', 'en', 't.me/reelfi_app', /^Official: t\.me\/reelfi_app/],
    ['typed', 'en', 'reelfi-app.com', /^Not ours/],
    ['pasted', 'ja', 'reelfi.app', /^公式です/],
  ] as const) {
    test(`the official checker keeps text ${how} before it woke (${locale}) and judges it`, async ({ page }) => {
      await slowPhone(page)
      await page.goto(pageUrl('/official', locale), { waitUntil: 'domcontentloaded' })
      const box = page.locator('#check input')
      await expect(box).toBeVisible()
      expect(
        await islandState(page, '#check input'),
        'the island must still be asleep when the text arrives',
      ).toBeNull()
      // fill() puts the whole text in at once, with one input event, as a paste does; pressSequentially types it.
      if (how === 'pasted') await box.fill(text)
      else await box.pressSequentially(text, { delay: 0 })
      await expect(page.locator('[data-island="OfficialChecker"]')).toHaveAttribute('data-island-state', 'hydrated', {
        timeout: 60_000,
      })
      await expect(box).toHaveValue(text)
      await expect(page.locator('#check output')).toHaveText(verdict, { timeout: 15_000 })
      await expect(box).toHaveValue(text)
    })
  }

  test('a bare handle pasted before the checker woke gets the platform question, then a verdict', async ({ page }) => {
    await slowPhone(page)
    await page.goto('/official', { waitUntil: 'domcontentloaded' })
    const box = page.locator('#check input')
    await expect(box).toBeVisible()
    expect(await islandState(page, '#check input')).toBeNull()
    await box.fill('@reelfi_app')
    const output = page.locator('#check output')
    await expect(output).toHaveAttribute('data-verdict', 'platform', { timeout: 60_000 })
    await page
      .getByRole('group', { name: 'Where did you find it?' })
      .getByRole('button', { name: 'X', exact: true })
      .click()
    await expect(output).toHaveText(/^Official: x\.com\/reelfi_app/)
    await expect(box).toHaveValue('@reelfi_app')
  })
})

test.describe('input before an island wakes, when the island is rendered anew', () => {
  // React logs the mismatch as an error (src/islands/hydrateIsland.tsx): the test asserts that log itself.
  test.use({ expectProblems: true })
  test.setTimeout(90_000)

  test('text pasted before a mismatching island woke is put back into the field React rendered anew', async ({
    page,
    problems,
  }) => {
    // The checker's props say another label than its HTML: React renders the island again, field and all.
    await page.route(
      url => url.pathname === '/official',
      async (route: Route) => {
        const response = await route.fetch()
        const html = await response.text()
        const edited = html.replace(
          '&quot;label&quot;:&quot;Check an address or link&quot;',
          '&quot;label&quot;:&quot;Check a link or an address&quot;',
        )
        expect(edited, 'the edit must change the page').not.toBe(html)
        await route.fulfill({ response, body: edited })
      },
    )
    await slowPhone(page)
    await page.goto('/official', { waitUntil: 'domcontentloaded' })
    const box = page.locator('#check input')
    await expect(box).toBeVisible()
    expect(await islandState(page, '#check input')).toBeNull()
    await box.fill('discord.gg/reelfi')
    await expect(page.locator('[data-island="OfficialChecker"]')).toHaveAttribute('data-island-state', 'hydrated', {
      timeout: 60_000,
    })
    // Rendered anew (the label of the props)…
    await expect(page.getByRole('textbox', { name: 'Check a link or an address' })).toBeVisible()
    // …with the pasted text in it, judged.
    await expect(box).toHaveValue('discord.gg/reelfi')
    await expect(page.locator('#check output')).toHaveText(/^Official: discord\.gg\/reelfi/, { timeout: 15_000 })
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every(problem => problem.includes('island OfficialChecker: hydration mismatch'))).toBe(true)
  })
})
