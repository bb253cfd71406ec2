import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  finishRenderSession,
  globalRenderKey,
  readRenderRecord,
  recordCompressed,
  startRenderSession,
  writeRenderRecord,
} from '../../scripts/core/renderRecord'

/** A checkout whose dist/client links to a published build of two pages with their record. */
let root: string
const sha256 = (text: string) => crypto.createHash('sha256').update(text).update('\0').digest('hex')
const PAGES: {
  url: string
  file: string
  locale: 'en'
  inputs: Record<string, string>
  html: string
  br?: string
  gz?: string
}[] = [
  { url: '/', file: 'index.html', locale: 'en', inputs: { 'pages/home': 'h1' }, html: sha256('<p>home</p>') },
  {
    url: '/faq',
    file: 'faq/index.html',
    locale: 'en',
    inputs: { faq: 'f1' },
    html: sha256('<p>faq</p>'),
    br: sha256('br'),
    gz: sha256('gz'),
  },
]

function publishedBuild(global: string) {
  const build = path.join(root, 'dist/builds/one')
  fs.mkdirSync(path.join(build, 'client/faq'), { recursive: true })
  fs.writeFileSync(path.join(build, 'client/index.html'), '<p>home</p>')
  fs.writeFileSync(path.join(build, 'client/faq/index.html'), '<p>faq</p>')
  fs.writeFileSync(path.join(build, 'client/faq/index.html.br'), 'br')
  fs.writeFileSync(path.join(build, 'client/faq/index.html.gz'), 'gz')
  writeRenderRecord(build, global, { pages: PAGES, reused: [] })
  fs.symlinkSync('builds/one/client', path.join(root, 'dist/client'))
  return build
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-render-record-'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('the render record of the published build', () => {
  const key = globalRenderKey('bundles-a', {})

  it('is handed to the pages when it was made under the same global key', () => {
    publishedBuild(key)
    const { session, previousSite } = startRenderSession(root, key)
    expect([...session.previous!.keys()]).toEqual(['/', '/faq'])
    expect(previousSite).toBe(path.join(fs.realpathSync(root), 'dist/builds/one/client'))
  })

  it('is ignored, so every page renders, by a production build (--render-all), and says why', () => {
    publishedBuild(key)
    const { session, previousSite } = startRenderSession(root, key, {
      renderAllBecause: 'a production build renders every page',
    })
    expect(session.previous).toBeNull()
    expect(previousSite).toBeNull()
    expect(session.renderAllBecause).toBe('a production build renders every page')
  })

  it('is ignored, so every page renders, after a change to the code, catalogs, constants or packages (the bundle key)', () => {
    publishedBuild(key)
    expect(startRenderSession(root, globalRenderKey('bundles-b', {})).session.previous).toBeNull()
  })

  it('is ignored when the site origin changes', () => {
    publishedBuild(key)
    expect(
      startRenderSession(root, globalRenderKey('bundles-a', { SITE_ORIGIN: 'https://example.org' })).session.previous,
    ).toBeNull()
  })

  it('is ignored when a page of the published site is not what the record says (edited or damaged by hand)', () => {
    const build = publishedBuild(key)
    fs.writeFileSync(path.join(build, 'client/faq/index.html'), '<p>faq, edited</p>')
    expect(startRenderSession(root, key).session.previous).toBeNull()
  })

  it('places the reused pages in the new site with their compressed forms, and fails when a page of the list is missing or unaccounted for', () => {
    publishedBuild(key)
    const incremental = startRenderSession(root, key)
    const site = path.join(root, 'dist/builds/two/client')
    fs.mkdirSync(site, { recursive: true })
    // The home page rendered again; the FAQ reused.
    fs.writeFileSync(path.join(site, 'index.html'), '<p>home, edited</p>')
    incremental.session.rendered.set('/', { ...PAGES[0]!, inputs: { 'pages/home': 'h2' } })
    incremental.session.reused.push(incremental.session.previous!.get('/faq')!)
    const { pages, reused } = finishRenderSession(incremental, site)
    expect(fs.readFileSync(path.join(site, 'faq/index.html'), 'utf8')).toBe('<p>faq</p>')
    expect(fs.readFileSync(path.join(site, 'faq/index.html.br'), 'utf8')).toBe('br')
    expect(reused).toEqual(['faq/index.html'])
    expect(pages.map(page => [page.url, page.html])).toEqual([
      ['/', sha256('<p>home, edited</p>')],
      ['/faq', PAGES[1]!.html],
    ])
    // What the later steps read back: every page's hash, and the pages that need no compression.
    writeRenderRecord(path.dirname(site), key, { pages, reused })
    expect(readRenderRecord(path.dirname(site))).toEqual({
      htmlHashes: new Map(pages.map(page => [page.file, page.html])),
      reused,
    })

    // The compression step's hashes of what it wrote join the record.
    recordCompressed(path.dirname(site), new Map([['index.html', { br: 'b2', gz: 'g2' }]]))
    const stored = JSON.parse(fs.readFileSync(path.join(path.dirname(site), 'render-record.json'), 'utf8')) as {
      pages: typeof PAGES
    }
    expect(stored.pages.map(page => [page.file, page.br, page.gz])).toEqual([
      ['index.html', 'b2', 'g2'],
      ['faq/index.html', sha256('br'), sha256('gz')],
    ])

    fs.writeFileSync(path.join(site, 'stray.html'), '')
    expect(() =>
      finishRenderSession({ ...incremental, session: { ...incremental.session, reused: [] } }, site),
    ).toThrow(/stray\.html/)
    fs.rmSync(path.join(site, 'index.html'))
    expect(() =>
      finishRenderSession({ ...incremental, session: { ...incremental.session, reused: [] } }, site),
    ).toThrow(/the page \/ was rendered, but index\.html is not in the site/)
  })
  it('reuses a page without its compressed forms when they are not the bytes recorded (a .br edited by hand)', () => {
    const build = publishedBuild(key)
    fs.writeFileSync(path.join(build, 'client/faq/index.html.br'), 'corrupt')
    const incremental = startRenderSession(root, key)
    const site = path.join(root, 'dist/builds/two/client')
    fs.mkdirSync(site, { recursive: true })
    fs.writeFileSync(path.join(site, 'index.html'), '<p>home</p>')
    incremental.session.rendered.set('/', PAGES[0]!)
    incremental.session.reused.push(incremental.session.previous!.get('/faq')!)
    const { pages, reused } = finishRenderSession(incremental, site)
    // The page is reused; its .br and .gz are left to the compression step, and the record forgets their hashes.
    expect(fs.readFileSync(path.join(site, 'faq/index.html'), 'utf8')).toBe('<p>faq</p>')
    expect(fs.existsSync(path.join(site, 'faq/index.html.br'))).toBe(false)
    expect(fs.existsSync(path.join(site, 'faq/index.html.gz'))).toBe(false)
    expect(reused).toEqual([])
    expect(pages.find(page => page.file === 'faq/index.html')).not.toHaveProperty('br')
  })
})
