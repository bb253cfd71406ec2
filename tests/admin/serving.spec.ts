import fs from 'node:fs'
import path from 'node:path'
import { fixtureSiteDir } from '../fixture-site/build'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { expect, test } from '@playwright/test'
import { ADMIN_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from '../../scripts/deploy/policy'

/** How /admin/ is served beside the site: its own policy, never indexed, and nothing of it on a visitor page. */

test("visitor pages load 0 bytes of the editor and keep the site's policy", async ({ page }) => {
  const editorRequests: string[] = []
  page.on('request', request => {
    if (new URL(request.url()).pathname.startsWith('/admin')) editorRequests.push(request.url())
  })
  for (const url of ['/', '/faq', '/news/', '/de/', '/ja/how-it-works']) {
    const response = await page.goto(url)
    expect(response!.headers()['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY)
    expect(response!.headers()['x-robots-tag'], url).toBeUndefined()
    // Every island woken, as a visitor who uses the page would: the menu, the search, the FAQ.
    await page.mouse.move(10, 10)
    await page.keyboard.press('Tab')
    await expect(page.locator('main')).toBeVisible()
    expect(await page.content(), url).not.toContain('/admin/')
  }
  expect(editorRequests).toEqual([])
})

/** What the two calls of the editor's start answer (EDITOR_START_CALLS): the tests' own, no network. */
const START_ANSWERS = {
  // The pinned version: a newer one would be a warning to update, which is no error either.
  'https://unpkg.com/@sveltia/cms/package.json': {
    version: JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'node_modules/@sveltia/cms/package.json'), 'utf8')).version,
  },
  'https://www.githubstatus.com/api/v2/status.json': { status: { indicator: 'none' } },
}

test('/admin/ runs the editor from this origin under its own policy, and is never indexed', async ({
  page,
  baseURL,
}) => {
  const calls: string[] = []
  for (const [url, answer] of Object.entries(START_ANSWERS))
    await page.route(url, route => {
      calls.push(url)
      return route.fulfill({ json: answer, headers: { 'Access-Control-Allow-Origin': '*' } })
    })
  const errors: string[] = []
  page.on('console', message => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const foreign: string[] = []
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { policyViolations: seen })
    document.addEventListener('securitypolicyviolation', event =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  page.on('request', request => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin && !request.url().startsWith('data:'))
      foreign.push(request.url())
  })
  const response = await page.goto('/admin/')
  expect(response!.headers()['content-security-policy']).toBe(ADMIN_CONTENT_SECURITY_POLICY)
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(await response!.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  // The editor started (its own script and the generated configuration ran under the policy): it offers the sign-in.
  await expect(page.getByRole('button', { name: /Sign In with .?GitHub/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible()
  const scripts = await page
    .locator('script[src]')
    .evaluateAll(elements => elements.map(element => (element as HTMLScriptElement).src))
  expect(scripts.length).toBe(2)
  for (const script of scripts)
    expect(new URL(script).pathname).toMatch(/^\/admin\/(sveltia-cms|editor)\.[0-9a-f]{10}\.js$/)
  // Its start makes its two calls (its version check, GitHub's status), which the policy allows by their exact
  // address: nothing is blocked, and the console has no error (issue 48: two policy errors at every start).
  await expect.poll(() => calls.sort()).toEqual(Object.keys(START_ANSWERS).sort())
  const violations = await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)
  expect(violations).toEqual([])
  expect(errors).toEqual([])
  // Its fonts (text and icons) come from this origin: it reaches no other before sign-in (then only the Git host's
  // API).
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].map(font => `${font.family.replace(/["']/g, '')} ${font.status}`)
  })
  expect(fonts).toContain('Source Sans 3 loaded')
  expect(fonts.filter(font => font.endsWith(' error'))).toEqual([])
  const allowed = ['https://api.github.com', ...Object.keys(START_ANSWERS).map(url => new URL(url).origin)]
  expect(foreign.filter(url => !allowed.includes(new URL(url).origin))).toEqual([])
})

test("/admin without its slash is sent to /admin/ with the editor's policy, and the editor starts there", async ({
  page,
  request,
}) => {
  const redirect = await request.get('/admin?x=1', { maxRedirects: 0 })
  expect(redirect.status()).toBe(301)
  expect(redirect.headers().location).toBe('/admin/?x=1')
  expect(redirect.headers()['content-security-policy']).toBe(ADMIN_CONTENT_SECURITY_POLICY)
  const response = await page.goto('/admin')
  expect(new URL(page.url()).pathname).toBe('/admin/')
  expect(response!.headers()['content-security-policy']).toBe(ADMIN_CONTENT_SECURITY_POLICY)
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible()
})

test('/admin/ is in no sitemap, feed or search index', () => {
  const site = path.join(fixtureSiteDir('plain'), 'dist/client')
  const files = fs
    .readdirSync(site, { recursive: true, encoding: 'utf8' })
    .filter(file => /\.(xml|json|txt|md)$/.test(file) && !file.startsWith('admin'))
  expect(files.length).toBeGreaterThan(10)
  for (const file of files) expect(fs.readFileSync(path.join(site, file), 'utf8'), file).not.toContain('/admin')
})
