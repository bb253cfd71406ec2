/**
 * /official/ and the registry's files, against the built site the way visitors get it: the checker with a table of
 * genuine entries and look-alikes (each class the issue names), with and without JavaScript; security.txt;
 * official.json; no token list while the address is not set. The fixture site (tests/fixture-site/build.ts) has
 * the address set and its Telegram link changed: its token list, and a changed link reaching every page.
 */
import { isTag, isText } from 'domhandler'
import { findAll, findOne, textContent } from 'domutils'
import { LOCALES } from '../../src/i18n/locales'
import { SECURITY_TXT_VALIDITY_DAYS } from '../../scripts/registry/files'
import { FIXTURE_CONTRACT_ADDRESS, FIXTURE_TELEGRAM_LINK } from '../fixture-site/build'
import { FIXTURE_TODAY } from '../fixture-site/content'
import { expect, openEnhanced, pageUrl, ROUTES, test } from './fixtures'
import { FIXTURE_PORT } from './playwright.config'
import { pageFooter, servedPage } from './served'

const FIXTURE_SITE = `http://localhost:${FIXTURE_PORT}`

/** What a visitor pastes → the verdict. Written out, never computed from the registry the site uses. */
const CHECKS: [string, 'official' | 'unknown'][] = [
  ['https://reelfi.app', 'official'],
  ['  www.Reelfi.app/faq/  ', 'official'],
  ['https://x.com/reelfi_app', 'official'],
  ['twitter.com/Reelfi_App/', 'official'],
  ['t.me/reelfi_app', 'official'],
  ['http://pump.fun/', 'official'],
  ['discord.gg/reelfi', 'official'],
  // One changed character, mixed scripts, punycode, a user name, a longer handle, a subdomain of a look-alike,
  // a path to another account.
  ['reelfl.app', 'unknown'],
  ['t.me/reelfi_ap', 'unknown'],
  ['https://\u0440ump.fun', 'unknown'],
  ['reelfi.\u0430pp', 'unknown'],
  ['https://xn--ump-xxa.fun', 'unknown'],
  ['pump.fun@evil.example', 'unknown'],
  ['reelfi_app_support', 'unknown'],
  ['t.me/reelfi_app_support', 'unknown'],
  ['reelfi.app.evil.example', 'unknown'],
  ['x.com/someone_else', 'unknown'],
  ['https://pump.fun/coin/9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', 'unknown'],
]

test.describe('/official/', () => {
  // These read each page as served: a link in the footer and a status are markup and an answer, which no script
  // changes, and a tab's page load (about 1 s of CPU) would add nothing to them.
  test('every page links to /official/ from its footer, in its language', async ({ request }) => {
    for (const locale of ['en', 'ja', 'de'] as const) {
      for (const route of ROUTES) {
        const url = pageUrl(route, locale)
        const href = pageUrl('/official', locale)
        const footer = pageFooter((await servedPage(request, url)).document)
        expect.soft(footer, `${url}: no footer`).toBeTruthy()
        if (footer)
          expect
            .soft(
              findAll(a => a.name === 'a' && a.attribs.href === href, footer),
              `${url}: ${href}`,
            )
            .toHaveLength(1)
      }
    }
  })

  // The slash-less URL's page is the one no-js.spec.ts sees with its <h1> visible in every language: the URL with the
  // slash must answer with that very page.
  test('answers with and without the trailing slash, in every locale', async ({ request }) => {
    for (const locale of LOCALES) {
      const url = pageUrl('/official', locale)
      const { text, document } = await servedPage(request, url)
      const html = findOne(element => element.name === 'html', document.children)
      expect.soft(html?.attribs.lang, url).toBe(locale)
      const h1 = findOne(element => element.name === 'h1', document.children)
      expect.soft(h1 && textContent(h1).trim(), `${url}: <h1>`).toBeTruthy()
      expect.soft((await servedPage(request, `${url}/`)).text, `${url}/`).toBe(text)
    }
  })

  // The entries are grid items, which CSS sets apart: without CSS (a reader view, a text browser) and in the search
  // index's text, each purpose and its address must still be two words ("This websitereelfi.app" before).
  test('each official entry is its purpose, a space and its address, as served', async ({ request }) => {
    for (const locale of LOCALES) {
      const url = pageUrl('/official', locale)
      const { document } = await servedPage(request, url)
      const entries = findAll(element => element.name === 'li' && 'data-official' in element.attribs, document.children)
      expect.soft(entries, url).toHaveLength(8)
      for (const entry of entries) {
        const [purpose, gap, address] = entry.children
        const where = `${url}: ${entry.attribs['data-official']}`
        const named = purpose !== undefined && isTag(purpose) && purpose.name === 'span'
        expect.soft(named && textContent(purpose).trim() !== '', `${where}: the purpose`).toBe(true)
        // Collapsible white space only: a no-break space would be a grid item of its own.
        expect
          .soft(gap !== undefined && isText(gap) && /^[ \t\n\r\f]+$/.test(gap.data), `${where}: the space`)
          .toBe(true)
        expect.soft(address !== undefined && isTag(address) && address.name === 'a', `${where}: the address`).toBe(true)
      }
    }
  })

  test('lists the contract address notice, every official link with its purpose, and the rules', async ({ page }) => {
    await page.goto('/official')
    await expect(page.locator('#contract-address')).toContainText('will be announced here')
    const links = page.locator('#links li')
    for (const address of [
      'reelfi.app',
      'x.com/reelfi_app',
      't.me/reelfi_app',
      'discord.gg/reelfi',
      'pump.fun',
      'gmgn.ai',
    ]) {
      await expect(
        links.filter({ has: page.locator('code', { hasText: new RegExp(`^${address.replace(/\./g, '\\.')}$`) }) }),
      ).toHaveCount(1)
    }
    await expect(links.filter({ hasText: 't.me/reelfi_app' })).toContainText('Community chat')
    await expect(page.locator('#rules li')).toHaveCount(3)
    await expect(page.locator('#rules')).toContainText('recovery phrase')
  })

  test('the checker tells ours from look-alikes, and the verdict is a live region', async ({ page }) => {
    await openEnhanced(page, '/official')
    const box = page.getByRole('textbox', { name: 'Check an address or link' })
    const output = page.locator('#check output')
    await expect(output).toHaveAttribute('aria-live', 'polite')
    await box.scrollIntoViewIfNeeded()
    for (const [input, verdict] of CHECKS) {
      await box.fill(input)
      await expect(output, input).toHaveAttribute('data-verdict', verdict)
      await expect(output, input).toContainText(verdict === 'official' ? /^Official: / : /^Not ours|^Not on our list/)
    }
    await expect(page.getByRole('status').filter({ hasText: 'Not ours' })).toHaveCount(1)
    await box.fill('')
    await expect(output).not.toHaveAttribute('data-verdict')
    await expect(output).toHaveText('')
  })

  test('typing a longer handle never passes through an "Official" verdict', async ({ page }) => {
    await openEnhanced(page, '/official')
    const box = page.getByRole('textbox', { name: 'Check an address or link' })
    const output = page.locator('#check output')
    await box.scrollIntoViewIfNeeded()
    await box.fill('x')
    await expect(output).toHaveAttribute('data-verdict', 'unknown')
    await box.fill('')
    // Every verdict the live region shows while the visitor types, recorded in the page.
    await output.evaluate(element => {
      const seen: string[] = []
      ;(window as unknown as { seen: string[] }).seen = seen
      new MutationObserver(() => seen.push(element.getAttribute('data-verdict') ?? '')).observe(element, {
        attributes: true,
        childList: true,
        subtree: true,
        characterData: true,
      })
    })
    await box.pressSequentially('reelfi_app_support')
    await expect(output).toHaveAttribute('data-verdict', 'unknown')
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).not.toContain('official')
    // Enter gives the verdict of what is in the box.
    await box.fill('')
    await box.pressSequentially('@reelfi_app')
    await box.press('Enter')
    // A bare handle is ours only on the platforms we are on: the checker asks where it was found.
    await expect(output).toHaveAttribute('data-verdict', 'platform')
    await expect(output).toContainText('X and Telegram')
    const platforms = page.getByRole('group', { name: 'Where did you find it?' })
    await platforms.getByRole('button', { name: 'Telegram' }).click()
    await expect(output).toHaveAttribute('data-verdict', 'official')
    await expect(output).toContainText('t.me/reelfi_app')
    await expect(output).not.toContainText('x.com/reelfi_app')
    await platforms.getByRole('button', { name: 'Another platform' }).click()
    await expect(output).toHaveAttribute('data-verdict', 'unknown')
    await expect(output).toContainText(/^Not ours\. @reelfi_app is our account only on X and Telegram/)
  })

  test("the checker speaks the page's language", async ({ page }) => {
    const expected: Record<string, [string, string]> = {
      ja: ['アドレスやリンクを確認', '公式です'],
      de: ['Adresse oder Link prüfen', 'Offiziell'],
      'zh-TW': ['檢查地址或連結', '官方'],
    }
    for (const [locale, [label, official]] of Object.entries(expected)) {
      await openEnhanced(page, pageUrl('/official', locale))
      const box = page.getByRole('textbox', { name: label })
      await box.fill('@reelfi_app')
      await expect(page.locator('#check output')).toHaveAttribute('data-verdict', 'platform')
      await expect(page.locator('#check output')).not.toContainText(official)
      await box.fill('x.com/reelfi_app')
      await expect(page.locator('#check output')).toHaveAttribute('data-verdict', 'official')
      await expect(page.locator('#check output')).toContainText(official)
      await box.fill('t.me/reelfi_app_support')
      await expect(page.locator('#check output')).toHaveAttribute('data-verdict', 'unknown')
    }
  })

  test('a verdict typed before the island woke up is given once it wakes', async ({ page }) => {
    await page.goto('/official')
    const box = page.getByRole('textbox', { name: 'Check an address or link' })
    // Focusing wakes the island (src/islands/heldEvents.ts); typing at once races its hydration.
    await box.pressSequentially('reelfi.app', { delay: 0 })
    await expect(page.locator('#check output')).toHaveAttribute('data-verdict', 'official', { timeout: 15_000 })
  })

  test('without a clipboard, the Copy button says that copying failed', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }))
    await openEnhanced(page, '/official')
    const row = page.locator('#links li', { hasText: 't.me/reelfi_app' })
    await row.getByRole('button', { name: 'Copy t.me/reelfi_app' }).click()
    await expect(row.getByRole('status')).toHaveText('Could not copy: select the address and copy it yourself')
  })

  test('the Copy button puts the link on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openEnhanced(page, '/official')
    const row = page.locator('#links li', { hasText: 't.me/reelfi_app' })
    const button = row.getByRole('button', { name: 'Copy t.me/reelfi_app' })
    await button.click()
    await expect(button).toHaveText('Copied')
    await expect(row.getByRole('status')).toHaveText('Copied to the clipboard')
    // The label comes back; the clipboard keeps the link.
    await expect(button).toHaveText('Copy')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://t.me/reelfi_app')
  })
})

test.describe('/official/ without JavaScript', () => {
  test.use({ javaScriptEnabled: false, expectProblems: true })

  test('the list is there to read and select; the checker does not pretend to work and says why', async ({ page }) => {
    for (const locale of ['en', 'ko'] as const) {
      await page.goto(pageUrl('/official', locale))
      await expect(page.locator('#links code', { hasText: /^t\.me\/reelfi_app$/ })).toBeVisible()
      await expect(page.locator('#links button')).toHaveCount(8)
      for (const button of await page.locator('#links button').all()) await expect(button).toBeHidden()
      await expect(page.locator('#check input')).toBeHidden()
      await expect(page.locator('#check output')).toBeHidden()
      await expect(page.locator('#check p').last()).toBeVisible()
    }
    await expect(page.locator('#check p').last()).toContainText('JavaScript')
  })
})

test.describe('machine-readable files', () => {
  test('/.well-known/security.txt follows RFC 9116 and expires within a year of the day it is built as', async ({
    request,
  }) => {
    const response = await request.get('/.well-known/security.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const text = await response.text()
    const field = (name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1]
    expect(field('Contact')).toMatch(/^(mailto:|https:\/\/)/)
    expect(field('Canonical')).toMatch(/^https:\/\/.+\/\.well-known\/security\.txt$/)
    expect(field('Preferred-Languages')).toMatch(/^[a-z]{2}/)
    // The site is built as on FIXTURE_TODAY (REELFI_NOW), not on the day the tests run.
    const built = Date.parse(`${FIXTURE_TODAY}T00:00:00Z`)
    expect(field('Expires')).toBe(
      new Date(built + SECURITY_TXT_VALIDITY_DAYS * 86_400_000).toISOString().replace('.000Z', 'Z'),
    )
  })

  test('/official.json lists the registry; there is no /tokenlist.json while the address is not set', async ({
    request,
  }) => {
    const registry = await (await request.get('/official.json')).json()
    expect(registry.tokenContractAddress).toBeNull()
    expect(registry.entries.map((entry: { value: string }) => entry.value)).toEqual(
      expect.arrayContaining(['https://t.me/reelfi_app', 'https://x.com/reelfi_app', 'https://reelfi.app']),
    )
    expect((await request.get('/tokenlist.json')).status()).toBe(404)
  })
})

test.describe('the fixture site: contract address set, Telegram link changed', () => {
  test.use({ baseURL: FIXTURE_SITE })

  test('a changed link reaches /official/, official.json and every page that links there; the old one is gone', async ({
    page,
    request,
  }) => {
    const oldLink = 'https://t.me/reelfi_app'
    for (const locale of ['en', 'fr'] as const) {
      for (const route of ROUTES) {
        await page.goto(pageUrl(route, locale))
        const html = await page.content()
        expect(html, pageUrl(route, locale)).not.toContain(oldLink)
        // The footer's community links are on every page.
        await expect(page.getByRole('contentinfo').locator(`a[href="${FIXTURE_TELEGRAM_LINK}"]`)).toHaveCount(1)
      }
    }
    await page.goto('/faq')
    await expect(page.locator('main').locator(`a[href="${FIXTURE_TELEGRAM_LINK}"]`).first()).toBeVisible()
    await page.goto('/official')
    await expect(page.locator('#links code', { hasText: 't.me/reelfi_fixture_chat' })).toBeVisible()
    const registry = await (await request.get('/official.json')).json()
    expect(JSON.stringify(registry)).not.toContain(oldLink)
    expect(registry.entries.map((entry: { value: string }) => entry.value)).toContain(FIXTURE_TELEGRAM_LINK)
  })

  test('the checker knows the contract address and the new link, and no longer the old one', async ({ page }) => {
    await openEnhanced(page, '/official')
    await expect(page.locator('#contract-address code')).toHaveText(FIXTURE_CONTRACT_ADDRESS)
    const box = page.getByRole('textbox', { name: 'Check an address or link' })
    const output = page.locator('#check output')
    for (const [input, verdict] of [
      [FIXTURE_CONTRACT_ADDRESS, 'official'],
      [` ${FIXTURE_CONTRACT_ADDRESS}\n`, 'official'],
      // Split by a space: two things pasted, never glued into one address.
      [`${FIXTURE_CONTRACT_ADDRESS.slice(0, 16)} ${FIXTURE_CONTRACT_ADDRESS.slice(16)}`, 'unknown'],
      [`${FIXTURE_CONTRACT_ADDRESS.slice(0, -1)}2`, 'unknown'],
      [FIXTURE_CONTRACT_ADDRESS.slice(1), 'unknown'],
      ['t.me/reelfi_fixture_chat', 'official'],
      // Ours on Telegram only: which platform it was found on decides.
      ['@reelfi_fixture_chat', 'platform'],
      ['t.me/reelfi_app', 'unknown'],
    ] as const) {
      await box.fill(input)
      await expect(output, input).toHaveAttribute('data-verdict', verdict)
    }
  })

  test('/tokenlist.json carries the token once the address is set', async ({ request }) => {
    const response = await request.get('/tokenlist.json')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/json/)
    const list = await response.json()
    expect(list.tokens).toEqual([
      expect.objectContaining({ address: FIXTURE_CONTRACT_ADDRESS, chainId: 101, symbol: 'REEL', decimals: 6 }),
    ])
    expect((await request.get(new URL(list.tokens[0].logoURI).pathname)).status()).toBe(200)
  })
})
