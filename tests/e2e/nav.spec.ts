import { expect, openEnhanced, test } from './fixtures'

test.describe('the navigation', () => {
  test('turns compact and glassy when scrolled past 10 px, and back at the top', async ({ page }) => {
    await openEnhanced(page, '/')
    const header = page.locator('header[data-scrolled]')
    const style = () =>
      header.evaluate(element => {
        const computed = getComputedStyle(element)
        return { blur: computed.backdropFilter, padding: parseFloat(computed.paddingTop) }
      })
    const top = await style()
    // Resolved by the scroll event itself, after the page's own scroll listener has seen it; 'instant' because the
    // page scrolls smoothly (one smooth scroll fires several events on the way).
    await page.evaluate(
      () =>
        new Promise<void>(resolve => {
          addEventListener('scroll', () => resolve(), { once: true })
          window.scrollTo({ top: 10, behavior: 'instant' })
        }),
    )
    expect(await page.evaluate(() => window.scrollY)).toBe(10)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo({ top: 11, behavior: 'instant' }))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect.poll(async () => (await style()).blur).toContain('blur')
    await expect.poll(async () => (await style()).padding).toBeLessThan(top.padding)
    expect(top.blur).toBe('none')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('marks the current page', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [path, name] of [
      ['/', 'Home'],
      ['/faq', 'FAQ'],
      ['/how-it-works', 'How It Works'],
    ] as const) {
      await openEnhanced(page, path)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    }
  })

  test('below 768 px a menu button reveals the links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openEnhanced(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const faqLink = nav.getByRole('link', { name: 'FAQ', exact: true })
    await expect(faqLink).toBeHidden()
    const menuButton = nav.getByRole('button', { name: 'Menu' })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(faqLink).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Launch App' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(faqLink).toBeHidden()
    await menuButton.click()
    await faqLink.click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
    await expect(faqLink).toBeHidden()
  })

  for (const [width, height] of [
    [320, 640],
    [568, 320],
  ] as const) {
    test(`at ${width}×${height} every link of the menu and of its language list can be reached`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await openEnhanced(page, '/')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('button', { name: 'Menu' }).click()
      // The menu's last action, under its links: scrolled to within the screen.
      const launch = nav.getByRole('button', { name: 'Launch App' })
      await launch.scrollIntoViewIfNeeded()
      await expect(launch).toBeInViewport({ ratio: 1 })
      const language = nav.getByRole('button', { name: 'Language: English' })
      await language.scrollIntoViewIfNeeded()
      await language.click()
      const links = page.locator('#language-menu').getByRole('link')
      await expect(links).toHaveCount(9)
      for (const link of await links.all()) {
        await link.scrollIntoViewIfNeeded()
        await expect(link).toBeInViewport({ ratio: 1 })
      }
      // Escape closes the list, gives the focus back to its button, and leaves the menu open.
      await page.keyboard.press('Escape')
      await expect(page.locator('#language-menu')).toBeHidden()
      await expect(language).toBeFocused()
      await expect(launch).toBeVisible()
    })
  }

  test('at 320 px Escape in the language list gives the focus back before its island wakes too', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await openEnhanced(page, '/')
    // Every script asked for from now on (the language menu's island, which the click wakes) is held until the list
    // is closed: the popover is native, and the focus is the page script's.
    let release = () => {}
    let held = false
    const released = new Promise<void>(resolve => (release = resolve))
    await page.route('**/*.js', async route => {
      held = true
      await released
      await route.continue()
    })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Menu' }).click()
    const language = nav.getByRole('button', { name: 'Language: English' })
    await language.click()
    await expect(page.locator('#language-menu')).toBeVisible()
    // The click woke the island, whose script is held.
    await expect.poll(() => held).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.locator('#language-menu')).toBeHidden()
    await expect(language).toBeFocused()
    release()
  })

  test('at 1280 px the links are shown without a menu button', async ({ page }) => {
    await openEnhanced(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(nav.getByRole('link', { name: 'How It Works' })).toBeVisible()
  })

  test('the language menu lists English as the current language and links to the same page', async ({ page }) => {
    await openEnhanced(page, '/faq')
    const button = page.getByRole('button', { name: 'Language: English' })
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const english = page.getByRole('link', { name: 'English', exact: true })
    await expect(english).toHaveAttribute('href', '/faq')
    await expect(english).toHaveAttribute('hreflang', 'en')
    await expect(english).toHaveAttribute('aria-current', 'true')
    await expect(english).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
  })
})
