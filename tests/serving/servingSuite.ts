/**
 * The tests every server of the built site passes, driven by tests/serving/expectations.ts: tests/nginx/ and
 * tests/edge/ call servingSuite() with their server's name.
 */
import { expect, test, type APIResponse } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { ADMIN_SECURITY_HEADERS, SECURITY_HEADERS } from '../../scripts/deploy/policy'
import { EXPECTATIONS, SITE, statusOn, type ServerName } from './expectations'

/** Every name a response's Vary headers list, lowercased (a server may send several Vary headers). */
const varyOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'vary')
    .flatMap(({ value }) => value.split(',').map(name => name.trim().toLowerCase()))

const langOf = async (response: APIResponse) => (await response.text()).match(/<html lang="([^"]+)"/)?.[1]

export function expectSecurityHeaders(
  response: APIResponse,
  where: string,
  headers: Record<string, string> = SECURITY_HEADERS,
) {
  for (const [name, value] of Object.entries(headers)) {
    expect(response.headers()[name.toLowerCase()], `${name} on ${where}`).toBe(value)
  }
}

export function servingSuite(server: ServerName) {
  test.describe(`${server}: the serving table (${EXPECTATIONS.length} rows)`, () => {
    test('every row has its status, language, content type, cache rule, bytes and every security header', async ({
      request,
    }) => {
      // About 175 requests one after another: 13 s on a quiet machine, more than the default 30 s on a busy one.
      test.setTimeout(120_000)
      for (const row of EXPECTATIONS) {
        const asked = row.requestHeaders ? ` (${JSON.stringify(row.requestHeaders)})` : ''
        const where = `${row.path.slice(0, 60)}${asked} on ${server}`
        const response = await request.get(row.path, {
          headers: { 'Accept-Encoding': 'identity', ...row.requestHeaders },
          ...(row.location ? { maxRedirects: 0 } : {}),
        })
        expect(response.status(), where).toBe(statusOn(row, server))
        expectSecurityHeaders(response, where, row.headers)
        if (row.location) expect(response.headers().location, where).toBe(row.location)
        const vary = varyOf(response)
        for (const name of row.vary ?? []) expect(vary, `Vary of ${where}`).toContain(name.toLowerCase())
        for (const name of row.notVary ?? []) expect(vary, `Vary of ${where}`).not.toContain(name.toLowerCase())
        if (row.lang) expect(await langOf(response), where).toBe(row.lang)
        if (row.contentType) {
          const type = response.headers()['content-type']
          if (typeof row.contentType === 'string') expect(type, where).toBe(row.contentType)
          else expect(type, where).toMatch(row.contentType)
        }
        if (row.cacheControl) expect(response.headers()['cache-control'], where).toBe(row.cacheControl)
        if (row.file)
          expect((await response.body()).equals(fs.readFileSync(path.join(SITE, row.file))), where).toBe(true)
      }
    })

    test('every page links the Markdown copy that its URL answers with for Accept: text/markdown', async ({
      request,
    }) => {
      const copies = EXPECTATIONS.filter(
        row => row.requestHeaders?.Accept === 'text/markdown' && row.file?.endsWith('.md'),
      )
      expect(copies.length).toBeGreaterThan(0)
      for (const row of copies) {
        const html = await (await request.get(row.path)).text()
        const link = /<link rel="alternate" type="text\/markdown" href="([^"]+)"/.exec(html)?.[1]
        expect(link, `${row.path} on ${server}`).toBe(`/${row.file}`)
      }
      // A list has no copy and links none.
      expect(await (await request.get('/news/')).text()).not.toContain('type="text/markdown"')
    })

    test('HEAD is answered as GET: the root sends the same language, a page the same Vary', async ({ request }) => {
      for (const row of EXPECTATIONS.filter(row => row.vary && row.requestHeaders)) {
        const where = `HEAD ${row.path.slice(0, 40)} (${JSON.stringify(row.requestHeaders).slice(0, 80)}) on ${server}`
        const response = await request.head(row.path, {
          headers: { 'Accept-Encoding': 'identity', ...row.requestHeaders },
          ...(row.location ? { maxRedirects: 0 } : {}),
        })
        expect(response.status(), where).toBe(statusOn(row, server))
        if (row.location) expect(response.headers().location, where).toBe(row.location)
        for (const name of row.vary ?? []) expect(varyOf(response), where).toContain(name.toLowerCase())
        if (row.contentType) expect(response.headers()['content-type'], where).toMatch(row.contentType)
      }
    })

    test("/admin without its slash is redirected to the editor at /admin/, under the editor's headers", async ({
      request,
    }) => {
      const response = await request.get('/admin', { maxRedirects: 0 })
      expect([301, 308], `/admin on ${server}`).toContain(response.status())
      expect(new URL(response.headers().location!, 'http://site').pathname).toBe('/admin/')
      expectSecurityHeaders(response, `/admin (status ${response.status()}) on ${server}`, ADMIN_SECURITY_HEADERS)
    })

    test('a redirect the server answers on its way (a trailing slash) carries every security header too', async ({
      request,
    }) => {
      for (const row of EXPECTATIONS.filter(row => row.status === 200 && row.lang && !row.requestHeaders)) {
        const response = await request.get(row.path, { maxRedirects: 0 })
        expectSecurityHeaders(response, `${row.path} (status ${response.status()}) on ${server}`, row.headers)
      }
    })
  })
}
