import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyRepository } from '../../scripts/bench/repositoryCopy'

/** Every file of a built site with the hash of its bytes, by path. */
function snapshot(site: string): Record<string, string> {
  const files = fs.readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(site, file)).isFile())
  return Object.fromEntries(files.sort().map((file) => [file, crypto.createHash('sha256').update(fs.readFileSync(path.join(site, file))).digest('hex')]))
}

function build(copy: string): string {
  const run = spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build/main.ts'], { cwd: copy, encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

/** The summary line a build printed for one step. */
const stepLine = (output: string, step: string) => output.split('\n').find((line) => line.trimStart().startsWith(`${step} `)) ?? ''

describe('the build cache', () => {
  // A copy of the repository with a node_modules of its own, so that its cache starts empty.
  const copy = copyRepository('reelfi-build-cache-')
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

  it('a second build reuses the cache and publishes byte-identical files, through a dist/client that is a link', () => {
    // The nginx configuration is rendered by `npm run deploy:nginx`, never by the build.
    const nginxConf = path.join(copy, 'deploy/nginx/reelfi.conf')
    fs.writeFileSync(nginxConf, 'left as it was\n')
    const first = build(copy)
    const site = path.join(copy, 'dist/client')
    expect(fs.lstatSync(site).isSymbolicLink()).toBe(true)
    const firstTarget = fs.readlinkSync(site)
    const before = snapshot(site)
    expect(Object.keys(before)).toContain('index.html.br')
    expect(stepLine(first, 'icons')).toContain('(drawn)')

    const second = build(copy)
    // A new build folder was published by flipping the link; the one before is kept until the next build.
    expect(fs.readlinkSync(site)).not.toBe(firstTarget)
    const buildFolder = (target: string) => path.basename(path.dirname(target))
    expect(fs.readdirSync(path.join(copy, 'dist/builds')).sort()).toEqual([firstTarget, fs.readlinkSync(site)].map(buildFolder).sort())
    expect(snapshot(site)).toEqual(before)
    expect(stepLine(second, 'compression')).toMatch(/; 0 compressed, \d+ from the cache$/)
    expect(stepLine(second, 'icons')).toContain('(from the cache)')
    expect(stepLine(second, 'search index')).toMatch(/, from the cache$/)
    expect(stepLine(second, 'Open Graph cards')).toMatch(/ 0 drawn, \d+ from the cache$/)
    expect(stepLine(first, 'vike build')).toMatch(/; bundled in [\d.]+ s$/)
    expect(stepLine(second, 'vike build')).toMatch(/; bundles from the cache$/)
    expect(fs.readFileSync(nginxConf, 'utf8')).toBe('left as it was\n')

    // A writer's one-word edit: the pages are prerendered again from the cached bundles and show it.
    const home = path.join(copy, 'content/en/pages/home.mdx')
    const text = fs.readFileSync(home, 'utf8')
    const bodyStart = text.indexOf('\n---', 3) + 4
    const word = /\b[A-Za-z]{5,}\b/.exec(text.slice(bodyStart))![0]
    fs.writeFileSync(home, text.slice(0, bodyStart) + text.slice(bodyStart).replace(word, 'Quokkaworthy'))
    try {
      const third = build(copy)
      expect(stepLine(third, 'vike build')).toMatch(/; bundles from the cache$/)
      expect(fs.readFileSync(path.join(site, 'index.html'), 'utf8')).toContain('Quokkaworthy')
      expect(fs.readFileSync(path.join(site, 'de/index.html'), 'utf8')).not.toContain('Quokkaworthy')
      // Only the English home page and its compressed forms changed, and the English search index that reads it.
      const after = snapshot(site)
      const changed = Object.keys(after).filter((file) => after[file] !== before[file])
      expect(changed.filter((file) => !file.startsWith('search-index/')).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz'])
      const searchIndex = changed.filter((file) => file.startsWith('search-index/'))
      expect(searchIndex).toContain('search-index/en/manifest.json')
      expect(searchIndex.filter((file) => !file.startsWith('search-index/en/'))).toEqual([])
    } finally {
      fs.writeFileSync(home, text)
    }
  }, 900_000)

  it('draws every missing card exactly once, whichever drawing process lists them first', () => {
    // Needs the content index the build above wrote. The second of two shards runs first and fills part of the
    // cache; the first, listing the missing cards after it, must still draw its whole share.
    const cache = path.join(copy, 'node_modules/.cache/reelfi/og')
    fs.rmSync(cache, { recursive: true, force: true })
    const drawn = (shard: string) => {
      const run = spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build/ogImages.ts', '--shard', shard], { cwd: copy, encoding: 'utf8' })
      expect(run.status, run.stderr).toBe(0)
      return Number(/build-og: (\d+) cards drawn/.exec(run.stdout)?.[1])
    }
    const second = drawn('2/2')
    const first = drawn('1/2')
    // Each card in the cache was drawn by one of the two, and none is missing: a third process finds nothing to draw,
    // and the whole step then takes every card from the cache.
    const cards = fs.readdirSync(cache).filter((file) => file.endsWith('.png')).length
    expect(cards).toBeGreaterThan(0)
    expect(first + second).toBe(cards)
    expect(drawn('1/1')).toBe(0)
    const all = spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build/ogImages.ts', '--dir', path.join(copy, 'dist/cards')], { cwd: copy, encoding: 'utf8' })
    expect(all.stdout).toMatch(/ \(0 drawn, \d+ from the cache\)/)
  }, 300_000)

  it('runs one build at a time: a second one stops at once and leaves the lock of the first', () => {
    const lock = path.join(copy, 'dist/.build.lock')
    // Bounded: a build that ignored the lock would run in full (and fail the test) instead of stopping at once.
    const tryBuild = () => spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build/main.ts'], { cwd: copy, encoding: 'utf8', timeout: 20_000 })
    fs.mkdirSync(path.dirname(lock), { recursive: true })
    try {
      // This test's own process stands for a build that is running.
      fs.writeFileSync(lock, String(process.pid))
      const running = tryBuild()
      expect(running.status).toBe(1)
      expect(running.stderr).toContain(`build: another build (process ${process.pid}) is running`)
      expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid))
      // A lock just made, its number not written yet: another build is starting.
      fs.writeFileSync(lock, '')
      const starting = tryBuild()
      expect(starting.status).toBe(1)
      expect(starting.stderr).toContain('build: another build is starting')
      expect(fs.existsSync(lock)).toBe(true)
    } finally {
      fs.rmSync(lock, { force: true })
    }
  })

  it('a failing step is named, stops the build, leaves the published site and removes its own folder', () => {
    const site = path.join(copy, 'dist/client')
    const published = fs.readlinkSync(site)
    const before = fs.readdirSync(path.join(copy, 'dist/builds'))
    const fail = (file: string, text: string, step: string) => {
      const original = fs.readFileSync(path.join(copy, file), 'utf8')
      fs.writeFileSync(path.join(copy, file), text)
      try {
        const run = spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build/main.ts'], { cwd: copy, encoding: 'utf8' })
        expect(run.status).toBe(1)
        expect(run.stderr).toContain(`build: failed at step "${step}"; dist/client still holds the last good site.`)
        expect(fs.readlinkSync(site)).toBe(published)
        // The failed build's folder is gone and the published one is there (an older one may have been deleted:
        // every build, failed or not, clears what is not published).
        const after = fs.readdirSync(path.join(copy, 'dist/builds'))
        expect(after).toContain(path.basename(path.dirname(published)))
        expect(after.filter((folder) => !before.includes(folder))).toEqual([])
        expect(fs.existsSync(path.join(copy, 'dist/.build.lock'))).toBe(false)
        return run
      } finally {
        fs.writeFileSync(path.join(copy, file), original)
      }
    }
    // A writer's mistake: the content step fails with the file and line, before anything else runs.
    const content = fail('content/en/faq/governance.mdx', '---\nquestion: "unclosed\n---\nText.\n', 'content')
    expect(content.stderr).toMatch(/content\/en\/faq\/governance\.mdx:2: frontmatter/)
    // Code that does not compile: Vike's process fails, and its error is printed before the build's verdict.
    const vike = fail('pages/+Head.tsx', 'export default function Head( {\n', 'vike build')
    expect(vike.stderr.indexOf('scripts/build/vike.ts exited with 1')).toBeLessThan(vike.stderr.indexOf('build: failed at step'))
    // A folder the bundles are made from, left out of the bundle cache's key: the bundling stops and names a file.
    const keyFile = 'scripts/build/bundleKey.ts'
    const keyCode = fs.readFileSync(path.join(copy, keyFile), 'utf8')
    expect(keyCode).toContain(`'.nginx', '.cache',`)
    const unkeyed = fail(keyFile, keyCode.replace(`'.nginx', '.cache',`, `'.nginx', '.cache', 'locales',`), 'vike build')
    expect(unkeyed.stderr).toMatch(/locales\/[\w-]+\/messages\.po is bundled, but scripts\/build\/bundleKey\.ts leaves it out of the key/)
  }, 300_000)
})
