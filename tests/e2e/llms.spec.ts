import { LOCALES } from '../../src/i18n/locales'
import { FIXTURE_CONTRACT_ADDRESS, FIXTURE_HIDDEN_NEWS, FIXTURE_TELEGRAM_LINK } from '../fixture-site/build'
import { expect, test } from './fixtures'
import { FIXTURE_PORT } from './playwright.config'

const FIXTURE_SITE = `http://localhost:${FIXTURE_PORT}`

test.describe('llms.txt and the pages in Markdown', () => {
  test('every language has its llms.txt, as plain text, linking to Markdown copies served as text/markdown', async ({
    request,
  }) => {
    for (const locale of LOCALES) {
      const prefix = locale === 'en' ? '' : `/${locale}`
      const index = await request.get(`${prefix}/llms.txt`)
      expect(index.status(), locale).toBe(200)
      expect(index.headers()['content-type'], locale).toMatch(/^text\/plain\b/)
      const text = await index.text()
      expect(text.startsWith('# Reelfi\n\n> '), locale).toBe(true)
      const copies = [...text.matchAll(/\]\((https?:\/\/[^)]+\/index\.md)\)/g)].map(
        match => new URL(match[1]!).pathname,
      )
      expect(copies, locale).toContain(`${prefix}/faq/index.md`)
      for (const copy of copies) {
        const response = await request.get(copy)
        expect(response.status(), copy).toBe(200)
        expect(response.headers()['content-type'], copy).toBe('text/markdown; charset=utf-8')
        // The link to its language's llms.txt first (issue 50), then the page's heading.
        expect(await response.text(), copy).toMatch(
          new RegExp(`^\\[llms\\.txt\\]\\(https?://[^)]+${prefix}/llms\\.txt\\)\n\n# \\S`),
        )
      }
    }
  })

  test("the Japanese FAQ in Markdown is the page's text: the same questions, in Japanese", async ({
    page,
    request,
  }) => {
    await page.goto('/ja/faq')
    const questions = await page.locator('main summary > span > span:first-child').allInnerTexts()
    expect(questions.length).toBeGreaterThan(5)
    const copy = await (await request.get('/ja/faq/index.md')).text()
    expect(copy.match(/^### .+$/gm)).toEqual(questions.map(question => `### ${question.trim()}`))
    expect(copy.trim().endsWith('/ja/faq>')).toBe(true)
  })
})

test.describe('llms.txt on launch day (the fixture site, with the contract address set)', () => {
  test.use({ baseURL: FIXTURE_SITE })

  test('states the address and the changed link in every language, and never a draft or a scheduled post', async ({
    request,
  }) => {
    for (const locale of LOCALES) {
      const text = await (await request.get(`${locale === 'en' ? '' : `/${locale}`}/llms.txt`)).text()
      expect(text, locale).toContain(`\`${FIXTURE_CONTRACT_ADDRESS}\``)
      expect(text, locale).toContain(`](${FIXTURE_TELEGRAM_LINK})`)
      expect(text, locale).not.toContain('https://t.me/reelfi_app')
      for (const hidden of [...Object.values(FIXTURE_HIDDEN_NEWS), '/tokenomics/'])
        expect(text, `${locale}: ${hidden}`).not.toContain(hidden)
    }
    expect((await request.get('/tokenomics/index.md')).status()).toBe(404)
    expect((await request.get(`/news/${FIXTURE_HIDDEN_NEWS.draft}/index.md`)).status()).toBe(404)
  })
})
