import type { Page, Request } from '@playwright/test'
import { axeViolations } from './axe'
import { allowTimeForPages, expect, openEnhanced, test } from './fixtures'

/** The search box's label, as each language writes it (literal: a wrong catalog entry must fail here). */
const LABELS: Record<string, { home: string; label: string; searchPage: string }> = {
  en: { home: '/', label: 'Search the site', searchPage: '/search/' },
  'zh-TW': { home: '/zh-TW/', label: '搜尋網站', searchPage: '/zh-TW/search/' },
  ja: { home: '/ja/', label: 'サイト内を検索', searchPage: '/ja/search/' },
  ko: { home: '/ko/', label: '사이트 검색', searchPage: '/ko/search/' },
  es: { home: '/es/', label: 'Buscar en el sitio', searchPage: '/es/search/' },
  it: { home: '/it/', label: 'Cerca nel sito', searchPage: '/it/search/' },
  ru: { home: '/ru/', label: 'Поиск по сайту', searchPage: '/ru/search/' },
  fr: { home: '/fr/', label: 'Rechercher sur le site', searchPage: '/fr/search/' },
  de: { home: '/de/', label: 'Website durchsuchen', searchPage: '/de/search/' },
}

/**
 * What natives type, on the site's real text: [locale, query, the exact link (path and anchor) of the section that
 * must be among the results, a marked word].
 * Korean particles, parts of CJK compounds, е for ё, German compound parts, accents and case, English stems.
 */
const CASES: [string, string, string, string][] = [
  ['ko', '지갑', '/ko/faq#faq-which-wallet', '지갑'],
  ['ko', '수수료', '/ko/faq#faq-platform-fee', '수수료'],
  ['ko', '지갑을', '/ko/faq#faq-which-wallet', '지갑'],
  ['ja', '手数料', '/ja/faq#faq-platform-fee', '手数料'],
  ['ja', 'プール', '/ja/#token-economy-heading', 'プール'],
  ['ja', '流動性', '/ja/how-it-works#tokenomics-heading', '流動性'],
  ['zh-TW', '手續費', '/zh-TW/faq#faq-platform-fee', '手續費'],
  ['zh-TW', '錢包', '/zh-TW/faq#faq-which-wallet', '錢包'],
  ['zh-TW', '流動性', '/zh-TW/#token-economy-heading', '流動性'],
  ['ru', 'кошелек', '/ru/faq#faq-which-wallet', 'кошелёк'],
  ['de', 'Pool', '/de/#token-economy-heading', 'Liquiditätspool'],
  ['de', 'Gebühr', '/de/faq#faq-platform-fee', 'Plattformgebühr'],
  ['de', 'liquiditatspool', '/de/faq#faq-token-split', 'Liquiditätspool'],
  ['fr', 'createurs', '/fr/faq#faq-how-do-creators-earn', 'créateurs'],
  ['es', 'RECUPERACION', '/es/faq#faq-which-wallet', 'recuperación'],
  ['it', 'liquidita', '/it/#token-economy-heading', 'liquidità'],
  ['en', 'wallets', '/faq#faq-which-wallet', 'wallet'],
  ['en', 'EARNING', '/faq#faq-how-do-viewers-earn', 'earn'],
]

const searchForm = (page: Page) => page.getByRole('search')
const searchBox = (page: Page) => searchForm(page).getByRole('searchbox')
const status = (page: Page) => searchForm(page).getByRole('status')
const resultLinks = (page: Page) => searchForm(page).getByRole('list').getByRole('link')

/** Presses `/` and types the query as one input (as a paste or an input method does). */
async function search(page: Page, query: string) {
  await page.keyboard.press('/')
  await expect(searchBox(page)).toBeFocused()
  await page.keyboard.insertText(query)
}

const isSearchRequest = (url: string) => /search-index|searchClient|\.wasm|pagefind/i.test(url)

test.describe('site search', () => {
  // The nine home pages in one tab (a tab each cost more than the page); each failure names its page.
  test('the header of every home page has a search box labelled in its language, in a search landmark', async ({
    page,
  }) => {
    allowTimeForPages(Object.keys(LABELS).length)
    for (const { home, label, searchPage } of Object.values(LABELS)) {
      await page.goto(home)
      const box = page.getByRole('banner').getByRole('search').getByRole('searchbox', { name: label, exact: true })
      await expect.soft(box, home).toBeVisible()
      await expect.soft(box, home).toHaveAttribute('type', 'search')
      await expect
        .soft(page.getByRole('banner').locator('form[role="search"]'), home)
        .toHaveAttribute('action', searchPage)
    }
  })

  // A locale's queries in one tab, one after another (a tab each cost more than its query): each starts from an
  // emptied box with no result left on screen, so no result of the query before can answer for it.
  for (const locale of new Set(CASES.map(([locale]) => locale))) {
    const cases = CASES.filter(([caseLocale]) => caseLocale === locale)
    const names = cases.map(([, query, , marked]) => `“${query}” finds “${marked}”`).join(', ')
    test(`${locale}: ${names}, linked to its section, in ${locale} only`, async ({ page }) => {
      await openEnhanced(page, LABELS[locale]!.home)
      for (const [index, [, query, href, marked]] of cases.entries()) {
        if (index > 0) {
          await searchBox(page).fill('')
          // Not a list item left in the panel, hidden or not.
          await expect(searchForm(page).locator('[data-search-results] li'), query).toHaveCount(0)
          await searchBox(page).blur()
        }
        await search(page, query)
        await expect(resultLinks(page).first(), query).toBeVisible()
        await expect
          .poll(() => resultLinks(page).evaluateAll(links => links.map(link => link.getAttribute('href'))), query)
          .toContain(href)
        const marks = await searchForm(page).locator('mark').allTextContents()
        expect(
          marks.map(mark => mark.toLowerCase()),
          query,
        ).toContain(marked.toLowerCase())
        const links = await resultLinks(page).evaluateAll(links => links.map(link => link.getAttribute('href')!))
        for (const link of links) {
          if (locale === 'en') expect(link, query).not.toMatch(/^\/(zh-TW|ja|ko|es|it|ru|fr|de)\//)
          else expect(link.startsWith(`/${locale}/`), `${query}: ${link}`).toBe(true)
        }
        // Each result names its page (the title) and, for a section, its heading.
        await expect(resultLinks(page).first(), query).toContainText('Reelfi')
      }
    })
  }

  test('requests nothing of the search before the box is used, then loads it on hover', async ({ page }) => {
    const requests: string[] = []
    page.on('request', request => requests.push(request.url()))
    await openEnhanced(page, '/ko/faq')
    await page.waitForLoadState('networkidle')
    expect(requests.filter(isSearchRequest)).toEqual([])
    const manifest = page.waitForRequest(/search-index\/ko\/manifest\.json$/)
    await searchBox(page).hover()
    await manifest
    expect(requests.filter(isSearchRequest).length).toBeGreaterThan(0)
  })

  // The 300 ms are the search's own answer to a typist: the small index it fetches when the box is focused arrives
  // (a condition, waited for) before the keys, as it does before a person's sixth key. What the network adds under
  // load is not the search's answer time; the bytes it loads are counted all the same.
  test('loads at most 150 KiB before the first result, which comes within 300 ms of the last key', async ({ page }) => {
    await openEnhanced(page, '/de/')
    await page.waitForLoadState('networkidle')
    const afterUse: Request[] = []
    page.on('requestfinished', request => afterUse.push(request))
    await searchBox(page).focus()
    await expect(searchForm(page)).toHaveAttribute('data-search-ready', 'true')
    const base = await searchForm(page).getAttribute('data-search-index')
    const manifest = (await (await page.request.get(`${base}manifest.json`)).json()) as {
      chunkFiles: string[]
      pageFiles: string[]
    }
    const indexFiles = [...manifest.chunkFiles, ...manifest.pageFiles]
    expect(manifest.chunkFiles.length, 'a small index, fetched whole when the box is focused').toBeLessThanOrEqual(2)
    expect(manifest.pageFiles.length, 'a small index, fetched whole when the box is focused').toBeLessThanOrEqual(12)
    await expect
      .poll(() => indexFiles.filter(file => afterUse.some(request => request.url().endsWith(`/${file}`))).length)
      .toBe(indexFiles.length)
    await page.evaluate(() => {
      const list = document.querySelector('[role="search"] ul')!
      const times = { lastKey: 0, result: 0 }
      Object.assign(window, { searchTimes: times })
      document.addEventListener(
        'keydown',
        () => {
          times.lastKey = performance.now()
          times.result = 0
        },
        true,
      )
      new MutationObserver(() => {
        if (!times.result && list.querySelector('a')) times.result = performance.now()
      }).observe(list, { childList: true })
    })
    await page.keyboard.type('Gebühr')
    await expect(resultLinks(page).first()).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { searchTimes: { result: number } }).searchTimes.result))
      .toBeGreaterThan(0)
    const { lastKey, result } = await page.evaluate(
      () => (window as unknown as { searchTimes: { lastKey: number; result: number } }).searchTimes,
    )
    expect(result - lastKey).toBeLessThan(300)
    let bytes = 0
    for (const request of afterUse) bytes += (await request.sizes()).responseBodySize
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual(150 * 1024)
  })

  // Keys typed one by one (not filled in): a character outside ASCII once sent the caret back to the start of a box the
  // crowded German, French and Russian headers had squeezed to 24 px of text room ("Gebühr" became "hrGebü").
  for (const [home, typed] of [
    ['/de/', 'Gebühr'],
    ['/fr/', 'Café crème'],
    ['/ru/', 'ещё кошелёк'],
  ] as const) {
    test(`${home}: typing “${typed}” key by key leaves exactly that in the box`, async ({ page }) => {
      await openEnhanced(page, home)
      await searchBox(page).click()
      await page.keyboard.type(typed)
      await expect(searchBox(page)).toHaveValue(typed)
      expect(await searchBox(page).evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(typed.length)
    })
  }

  test(
    '`/` focuses the box, but not while typing in another field; Tab and the arrows reach the results; Escape ' +
      'closes them',
    async ({ page }) => {
      await openEnhanced(page, '/')
      await page.evaluate(() => {
        const field = document.createElement('input')
        field.id = 'other-field'
        field.setAttribute('aria-label', 'Other field')
        document.querySelector('main')!.prepend(field)
      })
      await page.locator('#other-field').focus()
      await page.keyboard.press('/')
      await expect(page.locator('#other-field')).toHaveValue('/')
      await expect(page.locator('#other-field')).toBeFocused()
      await page.locator('#other-field').blur()
      await page.keyboard.press('/')
      await expect(searchBox(page)).toBeFocused()
      await expect(searchBox(page)).toHaveValue('')
      await page.keyboard.type('wallet')
      await expect(resultLinks(page).first()).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(resultLinks(page).first()).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(resultLinks(page).nth(1)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(searchBox(page)).toBeFocused()
      await expect(resultLinks(page).first()).toBeHidden()
      await expect(searchBox(page)).toHaveValue('wallet')
      await page.keyboard.press('ArrowDown')
      await expect(resultLinks(page).first()).toBeHidden()
      // Typing again opens them; Enter follows the first one.
      await page.evaluate(() => Object.assign(window, { staleResult: document.querySelector('[role="search"] ul a') }))
      await page.keyboard.type('s')
      // The results for "wallets" replace those for "wallet": wait for the replacement, not for time.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { staleResult: Element }).staleResult.isConnected))
        .toBe(false)
      await expect(resultLinks(page).first()).toBeVisible()
      const first = await resultLinks(page).first().getAttribute('href')
      await page.keyboard.press('Enter')
      // The FAQ's script rewrites a details' own id (#faq-<id>) to the answer's (#<id>), the address it shares.
      await expect(page).toHaveURL(url => [first, first!.replace('#faq-', '#')].includes(`${url.pathname}${url.hash}`))
    },
  )

  test('`/` focuses the box as soon as the page has loaded, before the page script has run', async ({ page }) => {
    await page.goto('/fr/')
    await page.keyboard.press('/')
    await expect(searchBox(page)).toBeFocused()
    await page.keyboard.insertText('createurs')
    await expect(resultLinks(page).first()).toBeVisible()
    await expect(status(page)).toHaveText(/^Pages trouvées\u00a0: \d+$/)
  })

  test('announces loading, the number of pages found, and no results, in the live region', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>(resolve => (release = resolve))
    await page.route('**/search-index/ru/manifest.json', async route => {
      await held
      await route.continue()
    })
    await openEnhanced(page, '/ru/')
    // No second status region on the page before the search is used (the language announcer has one).
    await expect(status(page)).toHaveCount(0)
    await search(page, 'кошелек')
    await expect(status(page)).toHaveText('Загружаем поиск…')
    release()
    await expect(status(page)).toHaveText(/^Найдено страниц: \d+$/)
    await searchBox(page).fill('ззззз')
    await expect(status(page)).toHaveText('По запросу «ззззз» ничего не найдено')
    await expect(
      searchForm(page).getByText('По запросу «ззззз» ничего не найдено', { exact: true }).first(),
    ).toBeVisible()
    await expect(resultLinks(page)).toHaveCount(0)
  })

  test('waits for an input method to finish a word before searching', async ({ page }) => {
    await openEnhanced(page, '/ja/')
    await searchBox(page).focus()
    await expect(searchForm(page)).toHaveAttribute('data-search-ready', 'true')
    await page.waitForLoadState('networkidle')
    // Every search the box starts shows in the panel's state; recorded from here on.
    await page.evaluate(() => {
      const panel = document.querySelector<HTMLElement>('[data-search-results]')!
      const states: string[] = []
      Object.assign(window, { searchStates: states })
      new MutationObserver(() =>
        states.push(`${panel.dataset.state}:${panel.querySelector('a')?.getAttribute('href') ?? ''}`),
      ).observe(panel, { attributes: true, attributeFilter: ['data-state'], subtree: true, childList: true })
    })
    // What Chromium sends while 手数料 is composed (て, てす, 手数料 as candidates), then compositionend.
    await searchBox(page).evaluate((input: HTMLInputElement) => {
      input.dispatchEvent(new CompositionEvent('compositionstart', { data: '' }))
      for (const text of ['ｚ', 'ｚｚ', '手数料']) {
        input.value = text
        input.dispatchEvent(
          new InputEvent('input', { isComposing: true, data: text, inputType: 'insertCompositionText' }),
        )
      }
    })
    // A search started by those would answer in the same tasks as this one: ask the page after a round trip.
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => (window as unknown as { searchStates: string[] }).searchStates)).toEqual([])
    await searchBox(page).evaluate((input: HTMLInputElement) =>
      input.dispatchEvent(new CompositionEvent('compositionend', { data: '手数料' })),
    )
    await expect
      .poll(() => resultLinks(page).evaluateAll(links => links.map(link => link.getAttribute('href'))))
      .toContain('/ja/faq#faq-platform-fee')
  })

  test('the search page reached with ?q= puts the query back in the box and shows its results', async ({ page }) => {
    await openEnhanced(page, `/de/search/?q=${encodeURIComponent('Gebühr')}`)
    await expect(searchBox(page)).toHaveValue('Gebühr')
    await expect
      .poll(() => resultLinks(page).evaluateAll(links => links.map(link => link.getAttribute('href'))))
      .toContain('/de/faq#faq-platform-fee')
    await expect(resultLinks(page).first()).toBeVisible()
  })

  test('fits a 320 px screen, results included, and axe finds no violation with results open', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await openEnhanced(page, '/ja/')
    const box = await searchBox(page).boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(320)
    expect(box!.width).toBeGreaterThanOrEqual(80)
    await search(page, '報酬')
    await expect(resultLinks(page).first()).toBeVisible()
    const panel = await searchForm(page).getByRole('list').boundingBox()
    expect(panel!.x).toBeGreaterThanOrEqual(0)
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(320)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [locale, home, query] of [
    ['en', '/', 'wallet'],
    ['ko', '/ko/', '지갑'],
  ] as const) {
    test(
      `${locale}: the search form goes to ${LABELS[locale]!.searchPage}, which lists every page with its title ` +
        `and description`,
      async ({ page }) => {
        // Every page of the language the sitemap names (the search page aside) must be listed: a new kind of page
        // (news, the official registry) that the search page forgets fails here.
        const sitemap = await (await page.request.get('/sitemap.xml')).text()
        const others = Object.keys(LABELS).filter(code => code !== 'en')
        const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
          .map(([, loc]) => new URL(loc!).pathname)
          .filter(path =>
            locale === 'en' ? !others.some(code => path.startsWith(`/${code}/`)) : path.startsWith(`/${locale}/`),
          )
          // The search page itself, and the news lists' further pages and tags (reached from /news/, which is listed).
          .filter(path => !/\/search\/?$/.test(path) && !/\/news\/(?:page|tags)\//.test(path))
        expect(pages.length).toBeGreaterThanOrEqual(3)
        await page.goto(home)
        await searchBox(page).fill(query)
        await searchBox(page).press('Enter')
        await expect(page).toHaveURL(
          url => url.pathname === LABELS[locale]!.searchPage && url.searchParams.get('q') === query,
        )
        const items = page.getByRole('main').getByRole('listitem')
        expect(await items.count()).toBeGreaterThanOrEqual(pages.length)
        for (const href of pages) {
          const item = items.filter({ has: page.locator(`a[href="${href}"]`) })
          await expect(item).toHaveCount(1)
          await expect(item.getByRole('link')).not.toHaveText('')
          await expect(item.getByRole('paragraph')).not.toHaveText('')
        }
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
      },
    )
  }
})
