import type { Page, Route } from '@playwright/test'
import path from 'node:path'
import { FIXTURE_CONTRACT_ADDRESS, fixtureSiteDir } from '../fixture-site/build'
import { builtPageScriptUrl } from '../../scripts/pageScript/pageScriptPlugin'
import { expect, openEnhanced, test } from './fixtures'
import { FIXTURE_PORT } from './playwright.config'

/** A string found in React DOM's production build and in no other script of the site. */
const REACT_DOM_MARKER = 'react.dev/errors/'
const FIXTURE_SITE = `http://localhost:${FIXTURE_PORT}`
/**
 * The page script's address, read from the plain fixture site the tests are served (playwright.config.ts), never the
 * live build; when a test runs, since Playwright may list the tests before its web server has built the site.
 */
let pageScriptUrl: string | undefined
const pageScript = () => (pageScriptUrl ??= builtPageScriptUrl(path.join(fixtureSiteDir('plain'), 'dist/client')))

/**
 * Records every script the page requests, in order: `texts()` waits for the responses of all requested so far.
 * Requests are recorded as they are made (synchronously), so none can be missed by asking too early.
 */
function recordScripts(page: Page) {
  const responses: Promise<string>[] = []
  page.on('request', request => {
    if (request.resourceType() === 'script') responses.push(request.response().then(response => response?.text() ?? ''))
  })
  return { texts: () => Promise.all(responses) }
}

/** Serves `path` with its HTML changed by `edit`, as a hostile or buggy build might produce it. */
async function serveEdited(page: Page, path: string, edit: (html: string) => string) {
  await page.route(
    url => url.pathname === path,
    async (route: Route) => {
      const response = await route.fetch()
      const html = await response.text()
      const edited = edit(html)
      expect(edited, 'the edit must change the page').not.toBe(html)
      await route.fulfill({ response, body: edited })
    },
  )
}

/** The island's props as the page carries them (HTML-escaped JSON in data-props). */
const propsPattern = (island: string) =>
  new RegExp(`(data-island="${island}" data-when="[a-z]+" data-props=")([^"]*)(")`)

test.describe('islands', () => {
  test("an island whose ids come from React's useId (the official checker) hydrates with no mismatch", async ({
    page,
    problems,
  }) => {
    // A mismatch makes React throw the prerendered elements away and render new ones: this mark, set before any
    // script of the page can run, would go with them.
    await page.addInitScript(() =>
      addEventListener('DOMContentLoaded', () =>
        document.querySelector('#check input')?.setAttribute('data-prerendered', ''),
      ),
    )
    await openEnhanced(page, '/official')
    const island = page.locator('[data-island="OfficialChecker"]')
    const box = page.getByRole('textbox', { name: 'Check an address or link' })
    await box.focus()
    await expect(island).toHaveAttribute('data-island-state', 'hydrated')
    await expect(box).toHaveAttribute('data-prerendered', '')
    // The label, the hint and the output still point at the field by the ids React gave them on the server.
    const id = (await box.getAttribute('id'))!
    expect(id).toContain((await island.getAttribute('data-id-prefix'))!)
    await expect(box).toHaveAccessibleDescription(/^Paste a contract address/)
    await box.fill('reelfi.app')
    await expect(page.locator('#check output')).toHaveAttribute('data-verdict', 'official')
    expect(problems, 'no hydration error in the console').toEqual([])
  })

  test('no React is fetched before an interaction; hovering the language menu brings it', async ({ page }) => {
    const scripts = recordScripts(page)
    await openEnhanced(page, '/')
    // The only island of the page wakes on interaction: nothing is due until the visitor acts.
    await expect(page.locator('[data-island]')).toHaveAttribute('data-when', 'interaction')
    // Whatever the page script would fetch without an interaction, it has asked for by the time the browser is
    // idle again.
    await page.evaluate(() => new Promise(resolve => requestIdleCallback(resolve)))
    const before = await scripts.texts()
    expect(before.length).toBeGreaterThan(0)
    expect(before.some(script => script.includes(REACT_DOM_MARKER))).toBe(false)
    await expect(page.locator('[data-island]')).toHaveCount(1)
    await expect(page.locator('[data-island="LanguageMenu"]')).not.toHaveAttribute('data-island-state')

    await page.getByRole('button', { name: 'Language: English' }).hover()
    await expect(page.locator('[data-island="LanguageMenu"]')).toHaveAttribute('data-island-state', 'hydrated')
    expect((await scripts.texts()).some(script => script.includes(REACT_DOM_MARKER))).toBe(true)
  })

  test('the arrow keys work on the very first key press after load, even while the island is still loading', async ({
    page,
  }) => {
    // The island's scripts (every script asked for once the page script has run) arrive only once the keys have
    // been pressed: it cannot have hydrated before.
    let arrive = () => {}
    const pressed = new Promise<void>(resolve => (arrive = resolve))
    let enhanced = false
    await page.route('**/assets/chunks/*.js', async route => {
      if (enhanced) await pressed
      await route.continue()
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
    enhanced = true
    const island = page.locator('[data-island="LanguageMenu"]')
    await page.getByRole('button', { name: 'Language: English' }).focus()
    await expect(island).toHaveAttribute('data-island-state', 'loading')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await expect(island).toHaveAttribute('data-island-state', 'loading')
    arrive()
    await expect(page.getByRole('link', { name: '繁體中文' })).toBeFocused()
    await expect(island).toHaveAttribute('data-island-state', 'hydrated')
    await expect(page.getByRole('button', { name: 'Language: English' })).toHaveAttribute('aria-expanded', 'true')
  })

  test('a key pressed just as the island hydrates moves the focus once, not twice', async ({ page }) => {
    // The window between React taking over the island and the island no longer holding keys (one frame): a key
    // pressed there is the island's alone. The key is sent from the page, at the moment the island focuses the
    // current language on opening, so that it lands in that window every run. The island's scripts arrive only
    // once the menu is open, so that it opens before the island hydrates and the focus moves in that commit.
    let arrive = () => {}
    const opened = new Promise<void>(resolve => (arrive = resolve))
    let enhanced = false
    await page.route('**/assets/chunks/*.js', async route => {
      if (enhanced) await opened
      await route.continue()
    })
    await openEnhanced(page, '/')
    enhanced = true
    await page.evaluate(() => {
      document.getElementById('language-menu')!.addEventListener(
        'focusin',
        event => {
          // A microtask: right after the commit that hydrated the island, before it stops holding keys.
          queueMicrotask(() =>
            (event.target as Element).dispatchEvent(
              new KeyboardEvent('keydown', { key: 'ArrowDown', code: 'ArrowDown', bubbles: true, cancelable: true }),
            ),
          )
        },
        { once: true },
      )
    })
    await page.getByRole('button', { name: 'Language: English' }).click()
    await expect(page.locator('#language-menu')).toBeVisible()
    arrive()
    await expect(page.locator('[data-island="LanguageMenu"]')).toHaveAttribute('data-island-state', 'hydrated')
    // Held keys are replayed one frame after hydration: two frames later, any second move has happened.
    const focused = await page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
      return document.activeElement?.getAttribute('lang')
    })
    expect(focused, 'the language the focus is on').toBe('zh-TW')
  })

  test('keys pressed before the page script has even arrived are held and replayed', async ({ page }) => {
    // The page script waits until the keys have been pressed (it is fetched after the first paint anyway).
    let arrive = () => {}
    const pressed = new Promise<void>(resolve => (arrive = resolve))
    await page.route(
      url => url.pathname === pageScript(),
      async route => {
        await pressed
        await route.continue()
      },
    )
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Language: English' }).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await expect(page.locator('html')).not.toHaveAttribute('data-enhanced')
    arrive()
    await expect(page.getByRole('link', { name: '繁體中文' })).toBeFocused()
    await expect(page.locator('[data-island="LanguageMenu"]')).toHaveAttribute('data-island-state', 'hydrated')
  })

  test.describe('when the page script cannot load', () => {
    test.use({ expectProblems: true })

    test('nothing stays held: the page is its HTML, keys scroll and the menu works natively', async ({ page }) => {
      await page.route(
        url => url.pathname === pageScript(),
        route => route.abort(),
      )
      await page.goto('/')
      await expect.poll(() => page.evaluate(() => 'heldIslandEvents' in window)).toBe(false)
      const button = page.getByRole('button', { name: 'Language: English' })
      await button.focus()
      await page.keyboard.press('End')
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await button.click()
      await expect(page.locator('#language-menu').getByRole('link', { name: 'Deutsch' })).toBeVisible()
    })
  })

  test('the page script is fetched after the first paint, by the one inline script the policy allows', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
    const { paint, contentfulPaint, fetched } = await page.evaluate(
      script => ({
        paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
        contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        fetched:
          performance.getEntriesByType('resource').find(entry => new URL(entry.name).pathname === script)?.startTime ??
          Number.NaN,
      }),
      pageScript(),
    )
    expect(fetched).toBeGreaterThan(paint)
    expect(fetched).toBeGreaterThan(contentfulPaint)
    await expect(page.locator('script[src]')).toHaveCount(0)
    await expect(page.locator('script[data-page-script]')).toHaveCount(1)
    await expect(page.locator('script[data-page-script]')).toHaveAttribute('data-page-script', pageScript())
  })

  test.describe("with the page's clock stopped (no idle callback, no timer fires)", () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: new Date('2026-11-24T12:00:00Z') })
      await page.clock.pauseAt(new Date('2026-11-24T12:00:01Z'))
    })

    test(
      'a visitor who reaches an island gets the page script at once, without waiting for the ' + 'browser to idle',
      async ({ page }) => {
        await page.goto('/')
        // Waiting for the paint, then for an idle callback that the stopped clock never runs: nothing is fetched.
        await page.evaluate(
          () =>
            new Promise(resolve =>
              new PerformanceObserver((entries, observer) => {
                observer.disconnect()
                resolve(entries.getEntries().length)
              }).observe({ type: 'paint', buffered: true }),
            ),
        )
        expect(
          await page.evaluate(
            script => performance.getEntriesByType('resource').some(entry => new URL(entry.name).pathname === script),
            pageScript(),
          ),
        ).toBe(false)
        await page.getByRole('button', { name: 'Language: English' }).hover()
        await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
      },
    )

    test('a page whose paint is never recorded is enhanced all the same, 5 seconds after it loaded', async ({
      page,
    }) => {
      // A browser that records no paint entry: the observer the loader registers is never called.
      await page.addInitScript(() => {
        window.PerformanceObserver = class {
          static supportedEntryTypes = ['paint']
          observe() {}
          disconnect() {}
          takeRecords() {
            return []
          }
        } as unknown as typeof PerformanceObserver
      })
      await page.goto('/')
      await page.clock.runFor(4900)
      expect(
        await page.evaluate(
          script => performance.getEntriesByType('resource').some(entry => new URL(entry.name).pathname === script),
          pageScript(),
        ),
      ).toBe(false)
      await page.clock.runFor(200)
      await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
    })
  })

  test.describe('a failing island stays in its island', () => {
    test.use({ baseURL: FIXTURE_SITE, expectProblems: true })

    /**
     * What must not change whatever an island does: the page's content and footer as prerendered, less the
     * islands themselves and the open state of the FAQ items (which the test opens).
     */
    async function staticText(page: Page) {
      const withoutIslands = (element: Element) => {
        const copy = element.cloneNode(true) as Element
        for (const island of copy.querySelectorAll('[data-island]')) {
          island.replaceChildren()
          island.removeAttribute('data-island-state')
        }
        for (const details of copy.querySelectorAll('details')) details.removeAttribute('open')
        return copy.innerHTML
      }
      return {
        main: await page.locator('main').evaluate(withoutIslands),
        footer: await page.locator('footer').evaluate(withoutIslands),
      }
    }

    test('a hydration mismatch in the language menu: the page is untouched and the Copy island still works', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: FIXTURE_SITE })
      await serveEdited(page, '/faq', html =>
        html.replace(
          propsPattern('LanguageMenu'),
          (_, start, props: string, end) =>
            start +
            props.replace(
              '&quot;currentName&quot;:&quot;English&quot;',
              '&quot;currentName&quot;:&quot;Mismatch&quot;',
            ) +
            end,
        ),
      )
      await openEnhanced(page, '/faq')
      const before = await staticText(page)
      await page.getByRole('button', { name: 'Language: English' }).hover()
      const menu = page.locator('[data-island="LanguageMenu"]')
      await expect(menu).toHaveAttribute('data-island-state', 'hydrated')
      // React rendered this island again in the browser, from its props (hence the changed name)…
      await expect(menu.getByRole('button')).toContainText('Mismatch')
      // …and nothing else.
      expect(await staticText(page)).toEqual(before)
      await copyTheAddress(page)
      expect(await staticText(page)).toEqual(before)
    })

    test('an island that throws keeps its prerendered HTML, and the rest of the page works', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: FIXTURE_SITE })
      await serveEdited(page, '/faq', html =>
        html.replace(
          propsPattern('LanguageMenu'),
          (_, start, props: string, end) =>
            start + props.replace(/&quot;languages&quot;:\[.*\]/, '&quot;languages&quot;:null') + end,
        ),
      )
      await openEnhanced(page, '/faq')
      const before = await staticText(page)
      const menu = page.locator('[data-island="LanguageMenu"]')
      const prerendered = await menu.innerHTML()
      await page.getByRole('button', { name: 'Language: English' }).hover()
      await expect(menu).toHaveAttribute('data-island-state', 'failed')
      expect(await menu.innerHTML()).toBe(prerendered)
      expect(await staticText(page)).toEqual(before)
      // The menu still works as HTML: a native popover of links.
      await page.getByRole('button', { name: 'Language: English' }).click()
      await expect(page.locator('#language-menu').getByRole('link', { name: 'Deutsch' })).toBeVisible()
      await page.keyboard.press('Escape')
      await copyTheAddress(page)
      // The dialogs, which need no island, open as before.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Launch App' }).click()
      await expect(page.getByRole('dialog', { name: 'Coming Soon' })).toBeVisible()
    })
  })

  test.describe('the contract address on launch day (fixture site)', () => {
    test.use({ baseURL: FIXTURE_SITE })

    test('Copy puts the address on the clipboard and says so', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: FIXTURE_SITE })
      await openEnhanced(page, '/faq')
      await copyTheAddress(page)
    })

    test('with JavaScript off the address is selectable text and no dead Copy button is shown', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: FIXTURE_SITE })
      const page = await context.newPage()
      await page.goto('/faq')
      const address = page.locator('main code', { hasText: FIXTURE_CONTRACT_ADDRESS })
      await page
        .locator('main details', { has: page.locator('code', { hasText: FIXTURE_CONTRACT_ADDRESS }) })
        .locator('summary')
        .click()
      await expect(address).toBeVisible()
      await expect(page.getByRole('button', { name: 'Copy address' })).toBeHidden()
      await address.selectText()
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(FIXTURE_CONTRACT_ADDRESS)
      await context.close()
    })
  })
})

/** Opens the FAQ answer with the address, clicks Copy, and checks the clipboard and what the visitor is told. */
async function copyTheAddress(page: Page) {
  await page
    .locator('main details', { has: page.locator('code', { hasText: FIXTURE_CONTRACT_ADDRESS }) })
    .locator('summary')
    .click()
  const island = page.locator('[data-island="CopyAddress"]')
  // It wakes up when it scrolls into view.
  await expect(island).toHaveAttribute('data-island-state', 'hydrated')
  await island.getByRole('button', { name: 'Copy address' }).click()
  await expect(island.getByRole('button')).toHaveText('Copied')
  await expect(island.getByRole('status')).toHaveText('Address copied to the clipboard')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FIXTURE_CONTRACT_ADDRESS)
}
