/**
 * What a visitor types or pastes into an island's field before the island wakes (a slow phone: the field is on
 * screen long before the page script arrives) is kept when it hydrates, and answered; so is Enter pressed before
 * it woke. The CPU is slowed down six times (Chromium's own throttling, as Lighthouse's phone), so the field is
 * filled while the island still sleeps: each of those tests asserts that it did. A visitor's own pace (paste, then
 * Enter at once, right after load) is tried on a quiet machine and beside busy processes.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page, Route } from '@playwright/test'
import { builtPageScriptUrl } from '../../scripts/pageScript/pageScriptPlugin'
import { fixtureSiteDir } from '../fixture-site/build'
import { expect, pageUrl, test } from './fixtures'

/** The plain fixture site the tests are served (playwright.config.ts), never the live build. */
const SITE = path.join(fixtureSiteDir('plain'), 'dist/client')
/** Read when a test runs: Playwright may list the tests before its web server has built the fixture site. */
let pageScriptUrl: string | undefined
const pageScript = () => (pageScriptUrl ??= builtPageScriptUrl(SITE))

/** The page script and the modules it imports statically: what runs before any island wakes. */
function pageScriptModules(url = pageScript(), found = new Set<string>()): Set<string> {
  found.add(url)
  const code = fs.readFileSync(path.join(SITE, url), 'utf8')
  for (const [, imported] of code.matchAll(/(?:from|import)\s*"(\.[^"]+\.js)"/g))
    pageScriptModules(path.posix.join(path.posix.dirname(url), imported!), found)
  return found
}

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

/** Records the checker's state when Enter is first pressed (asleep, loading or hydrated), for islandAtEnter(). */
const recordIslandAtEnter = (page: Page) =>
  page.addInitScript(() =>
    addEventListener(
      'keydown',
      event => {
        if (event.key !== 'Enter' || document.documentElement.dataset.enterWhen) return
        const island = document.querySelector<HTMLElement>('[data-island="OfficialChecker"]')
        document.documentElement.dataset.enterWhen = island?.dataset.islandState ?? 'asleep'
      },
      true,
    ),
  )
const islandAtEnter = async (page: Page) => (await page.locator('html').getAttribute('data-enter-when')) ?? 'no Enter'

/**
 * Processes that keep every core busy beside the browser, as other programs on a visitor's computer do: the
 * browser's own threads then wait for the CPU too, which CDP throttling does not do. Each stops by itself after a
 * minute at the latest.
 */
function busyProcesses(count: number) {
  const loops = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', timeout: 60_000 }),
  )
  return () => {
    for (const loop of loops) loop.kill()
  }
}

test.describe('a paste and Enter right after the page loads, as visitors do', () => {
  test.setTimeout(90_000)

  for (const busy of [0, 2]) {
    test(`the official checker answers text pasted and submitted at once (${busy} busy processes)`, async ({
      page,
      context,
    }) => {
      const stop = busyProcesses(busy)
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'])
        await recordIslandAtEnter(page)
        // The text is on the clipboard before the visitor opens the page (copied from a message elsewhere).
        await page.goto('/robots.txt')
        await page.evaluate(() => navigator.clipboard.writeText('t.me/reelfi_app'))
        await page.goto('/official', { waitUntil: 'domcontentloaded' })
        const url = page.url()
        const box = page.locator('#check input')
        await box.click()
        await page.keyboard.press('ControlOrMeta+V')
        await page.keyboard.press('Enter')
        await expect(page.locator('#check output')).toHaveText(/^Official: t\.me\/reelfi_app/, { timeout: 60_000 })
        await expect(box).toHaveValue('t.me/reelfi_app')
        // Enter did not submit the form natively (a reload of the page without the text).
        expect(page.url()).toBe(url)
        // The race goes either way on a quiet machine: reported, not asserted.
        test
          .info()
          .annotations.push({ type: 'the checker when Enter was pressed', description: await islandAtEnter(page) })
      } finally {
        stop()
      }
    })
  }

  /** Holds the requests `which` matches until `release()`: the island cannot wake (or hydrate) before. */
  async function holdScripts(page: Page, which: (pathname: string) => boolean) {
    let release = () => {}
    const released = new Promise<void>(resolve => (release = resolve))
    await page.route(
      url => which(url.pathname),
      async route => {
        await released
        await route.continue()
      },
    )
    return release
  }

  test('text typed and submitted before the page script arrived is answered once the checker wakes', async ({
    page,
  }) => {
    const release = await holdScripts(page, pathname => pathname === pageScript())
    await page.goto('/official')
    const url = page.url()
    const box = page.locator('#check input')
    await box.pressSequentially('reelfl.app', { delay: 0 })
    await box.press('Enter')
    await expect(page.locator('html')).not.toHaveAttribute('data-enhanced')
    release()
    await expect(page.locator('#check output')).toHaveAttribute('data-verdict', 'unknown', { timeout: 30_000 })
    await expect(page.locator('#check output')).toHaveText(/^Not ours/)
    await expect(box).toHaveValue('reelfl.app')
    expect(page.url()).toBe(url)
  })

  test('text pasted and submitted while the checker hydrates is answered once it has', async ({ page }) => {
    // The page script arrives; the island's module and React wait until Enter has been pressed.
    const beforeIslands = pageScriptModules()
    expect(beforeIslands.size).toBeGreaterThan(1)
    const release = await holdScripts(page, pathname => pathname.endsWith('.js') && !beforeIslands.has(pathname))
    await page.goto('/official')
    const url = page.url()
    const box = page.locator('#check input')
    await box.focus()
    await expect(page.locator('[data-island="OfficialChecker"]')).toHaveAttribute('data-island-state', 'loading', {
      timeout: 30_000,
    })
    await box.fill('t.me/reelfi_app')
    await box.press('Enter')
    release()
    await expect(page.locator('[data-island="OfficialChecker"]')).toHaveAttribute('data-island-state', 'hydrated')
    await expect(page.locator('#check output')).toHaveText(/^Official: t\.me\/reelfi_app/)
    await expect(box).toHaveValue('t.me/reelfi_app')
    expect(page.url()).toBe(url)
  })
})

test.describe('Enter before the checker wakes, when it never can', () => {
  test.use({ expectProblems: true })

  /**
   * The held Enter cannot be answered: the form goes, as it does without JavaScript (a box that cannot answer must
   * not look like it can), and the page stays where it was, with the list of official links to compare with.
   * `which` matches the scripts that fail, once Enter has been pressed.
   */
  async function submitThenFail(page: Page, which: (pathname: string) => boolean) {
    let fail = () => {}
    const failing = new Promise<void>(resolve => (fail = resolve))
    await page.route(
      url => which(url.pathname),
      async route => {
        await failing
        await route.abort()
      },
    )
    await page.goto('/official')
    const url = page.url()
    const box = page.locator('#check input')
    await box.fill('reelfl.app')
    await box.press('Enter')
    await expect(page.locator('[data-island="OfficialChecker"]')).not.toHaveAttribute('data-island-state', 'failed')
    fail()
    await expect(page.locator('[data-island="OfficialChecker"]')).toHaveAttribute('data-island-state', 'failed')
    await expect(page.locator('#check form')).toBeHidden()
    expect(page.url()).toBe(url)
  }

  test('the page script does not load', async ({ page }) => {
    await submitThenFail(page, pathname => pathname === pageScript())
  })

  test("the checker's own modules do not load", async ({ page }) => {
    const beforeIslands = pageScriptModules()
    await submitThenFail(page, pathname => pathname.endsWith('.js') && !beforeIslands.has(pathname))
  })
})
