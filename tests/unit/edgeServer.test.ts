import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { headerRuleCount, renderHeadersFile } from '../../scripts/deploy/staticHost'
import { hostRefusals, startEdgeServer } from '../../scripts/serve/edge'
import { freePort, portIsFree } from '../../scripts/serve/freePort'

describe("the edge runtime's port (npm run test:edge)", () => {
  it(
    "refuses a port another server listens on, before starting wrangler: that server's answers would be tested " +
      "as the edge's",
    async () => {
      const other = net.createServer(socket => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n'))
      await new Promise<void>(resolve => other.listen(0, '127.0.0.1', resolve))
      const { port } = other.address() as net.AddressInfo
      try {
        expect(await portIsFree(port)).toBe(false)
        await expect(startEdgeServer('dist/client', port)).rejects.toThrow(
          `edge runtime: 127.0.0.1:${port} is taken by another server — `,
        )
      } finally {
        await new Promise(resolve => other.close(resolve))
      }
      expect(await portIsFree(port)).toBe(true)
      expect(await portIsFree(await freePort())).toBe(true)
    },
  )
})

describe("the host's verdict on the site's _headers and _redirects (hostRefusals)", () => {
  const headers = renderHeadersFile()
  const rules = headerRuleCount(headers)
  // What wrangler 4 prints on starting `pages dev` (scripts/serve/edge.ts), and what it prints of a refused rule.
  const started = (lines: string) =>
    ` ⛅️ wrangler 4\nNo Functions. Shimming...\n${lines}\n⎔ Starting local server...\n[wrangler:info] Ready on ` +
    `http://127.0.0.1:8788\n`

  it("accepts wrangler's word that it read every rule of the files", () => {
    expect(hostRefusals(started(`✨ Parsed ${rules} valid header rules.`), { headers, redirects: null })).toEqual([])
    expect(
      hostRefusals(started(`✨ Parsed ${rules} valid header rules.\n✨ Parsed 1 valid redirect rule.`), {
        headers,
        redirects: '# a note\n/old /new 301\n',
      }),
    ).toEqual([])
    // The bindings table names the branch: its words are no verdict.
    expect(
      hostRefusals(
        started(
          `✨ Parsed ${rules} valid header rules.\nenv.CF_PAGES_BRANCH ("fix-invalid-links-ignored")  Environment ` +
            `Variable  local`,
        ),
        { headers, redirects: null },
      ),
    ).toEqual([])
  })

  it(
    'fails on a rule called invalid, on fewer rules read than written, and when wrangler no longer says how ' +
      'many it read',
    () => {
      const invalid = started(
        `✨ Parsed 0 valid redirect rules.\nFound 9 invalid redirect rules:\n▶︎ Valid status codes are 200, 301, 302 ` +
          `(default), 303, 307, or 308. Got 404.\n    at _redirects:1 | /ja/* /ja/404.html 404\n✨ Parsed ${rules} ` +
          `valid header rules.`,
      )
      expect(hostRefusals(invalid, { headers, redirects: '/ja/* /ja/404.html 404\n'.repeat(9) })).toEqual([
        'Found 9 invalid redirect rules:',
        'wrangler read 0 of the 9 rules of _redirects — find the rule it drops in its output',
      ])
      expect(hostRefusals(started(`✨ Parsed ${rules - 1} valid header rules.`), { headers, redirects: null })).toEqual(
        [`wrangler read ${rules - 1} of the ${rules} rules of _headers — find the rule it drops in its output`],
      )
      expect(
        hostRefusals(started(`✨ Read ${rules} header rules, all good.`), { headers, redirects: null })[0],
      ).toMatch(/^wrangler did not say how many header rules it read \("Parsed N valid header rules\."\) — /)
    },
  )
})
