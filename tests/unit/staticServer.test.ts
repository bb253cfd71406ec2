import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createStaticServer } from '../../scripts/serve/staticServer'
import { ADMIN_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from '../../scripts/deploy/policy'
import { testTempDir } from './tempDir'

const page = (text: string) => `<!doctype html><html lang="en"><title>${text}</title><p>${text}</p></html>\n`

/** A built site of two pages in a folder of its own, published behind a `client` link as the build publishes it. */
function buildSite(dir: string, name: string, faq: string): string {
  const client = path.join(dir, 'builds', name, 'client')
  fs.mkdirSync(path.join(client, 'faq'), { recursive: true })
  fs.writeFileSync(path.join(client, 'index.html'), page('home'))
  fs.writeFileSync(path.join(client, 'faq/index.html'), faq)
  fs.writeFileSync(path.join(client, '404.html'), page('not found'))
  return client
}

/** Publishes a build: a new link renamed over the old one, in one step (scripts/build/, "publish"). */
function publish(dir: string, name: string) {
  fs.symlinkSync(`builds/${name}/client`, path.join(dir, 'client.next'))
  fs.renameSync(path.join(dir, 'client.next'), path.join(dir, 'client'))
}

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

async function serve(root: string): Promise<string> {
  const server = createStaticServer(root)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  stop = () => new Promise(resolve => server.close(() => resolve()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('npm run serve after a rebuild (issue 46)', () => {
  it('serves the whole new file when a page is rewritten with another size while serving', async () => {
    const dir = testTempDir('serve-fresh-')
    const root = buildSite(dir, 'a', page('short'))
    const url = await serve(root)
    expect(await (await fetch(`${url}/faq/`, { headers: { 'Accept-Encoding': 'identity' } })).text()).toBe(
      page('short'),
    )

    const longer = page(`a much longer answer ${'that goes on '.repeat(200)}`)
    fs.writeFileSync(path.join(root, 'faq/index.html'), longer)
    const response = await fetch(`${url}/faq/`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(longer)))
    expect(await response.text()).toBe(longer)
  })

  it(
    'serves the new build when the dist/client link is swapped to another folder, shorter ' + 'files included',
    async () => {
      const dir = testTempDir('serve-fresh-')
      buildSite(dir, 'a', page(`the old answer ${'was long '.repeat(300)}`))
      fs.mkdirSync(path.join(dir, 'builds/a/client/old'))
      fs.writeFileSync(path.join(dir, 'builds/a/client/old/index.html'), page('old'))
      publish(dir, 'a')
      const url = await serve(path.join(dir, 'client'))
      await (await fetch(`${url}/faq/`)).text()
      expect((await fetch(`${url}/old/`)).status).toBe(200)

      buildSite(dir, 'b', page('new'))
      publish(dir, 'b')
      fs.rmSync(path.join(dir, 'builds/a'), { recursive: true })
      const response = await fetch(`${url}/faq/`, { headers: { 'Accept-Encoding': 'identity' } })
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(page('new'))
      // A page the new build no longer has is the 404 page, not the old build's copy.
      expect((await fetch(`${url}/old/`)).status).toBe(404)
    },
  )
})

describe("npm run serve answers the editor's paths with the editor's headers (issue 48)", () => {
  it('in every spelling of /admin/, and for a missing file under it, with the editor 404 page', async () => {
    const dir = testTempDir('serve-admin-')
    const client = buildSite(dir, 'one', page('faq'))
    fs.mkdirSync(path.join(client, 'admin'))
    fs.writeFileSync(path.join(client, 'admin/index.html'), page('editor'))
    fs.writeFileSync(path.join(client, 'admin/404.html'), page('not part of the editor'))
    const site = await serve(client)
    const get = (url: string) => fetch(`${site}${url}`, { redirect: 'manual' })
    for (const spelling of ['/admin/', '/%61dmin/', '/%61dmin/index.html', '//admin/']) {
      const response = await get(spelling)
      expect(response.status, spelling).toBe(200)
      expect(response.headers.get('content-security-policy'), spelling).toBe(ADMIN_CONTENT_SECURITY_POLICY)
      expect(await response.text()).toContain('editor')
    }
    for (const missing of ['/admin/nope', '/%61dmin/nope.js']) {
      const response = await get(missing)
      expect(response.status, missing).toBe(404)
      expect(response.headers.get('content-security-policy'), missing).toBe(ADMIN_CONTENT_SECURITY_POLICY)
      expect(await response.text()).toContain('not part of the editor')
    }
    const redirect = await get('/%61dmin')
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/admin/'])
    for (const visitor of ['/faq/', '/nope']) {
      const response = await get(visitor)
      expect(response.headers.get('content-security-policy'), visitor).toBe(CONTENT_SECURITY_POLICY)
      expect(await response.text()).not.toContain('editor')
    }
  })
})
