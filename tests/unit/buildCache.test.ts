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

/** The files a build carried from the previous deploy (publish.ts): its assets/ that are not its own. */
function carriedAssets(site: string): string[] {
  const own = new Set(JSON.parse(fs.readFileSync(path.join(fs.realpathSync(site), '../own-assets.json'), 'utf8')) as string[])
  return fs.readdirSync(path.join(site, 'assets'), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(site, 'assets', file)).isFile() && !own.has(file))
    .map((file) => `assets/${file}`)
}

/** The files whose bytes differ between two snapshots, or that only one has. */
const differing = (a: Record<string, string>, b: Record<string, string>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((file) => a[file] !== b[file]).sort()

/** The HTML pages of a site that contain `text`. */
const pagesShowing = (site: string, text: string) =>
  fs.readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && fs.readFileSync(path.join(site, file), 'utf8').includes(text)).sort()

/**
 * One copy of the repository and three builds, shared by the tests in order: a cold build of edited sources (a word
 * of the home page, a news post's title), the same sources without the edits (an incremental build), and the edits
 * again, incrementally, which must take everything from the caches and give the cold build's bytes. Then the card
 * drawing, the lock and two failures, which stop before or while bundling. That a build with nothing changed
 * renders nothing is tested on fixtures (renderInputs.test.ts).
 */
describe('the build cache', () => {
  // A copy of the repository with a node_modules of its own, so that its cache starts empty.
  const copy = copyRepository('reelfi-build-cache-')
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))
  const site = path.join(copy, 'dist/client')

  // A writer's one-word edit of the home page's body, and a news post's new title.
  const home = path.join(copy, 'content/en/pages/home.mdx')
  const homeText = fs.readFileSync(home, 'utf8')
  const bodyStart = homeText.indexOf('\n---', 3) + 4
  const word = /\b[A-Za-z]{5,}\b/.exec(homeText.slice(bodyStart))![0]
  const post = path.join(copy, 'content/en/news/presale-opens-soon.mdx')
  const postText = fs.readFileSync(post, 'utf8')
  const OLD_TITLE = 'Presale opens soon: how the gate works'
  const NEW_TITLE = 'Presale opens soon: how the Quokka gate works'
  const edit = () => {
    fs.writeFileSync(home, homeText.slice(0, bodyStart) + homeText.slice(bodyStart).replace(word, 'Quokkaworthy'))
    expect(postText).toContain(`title: "${OLD_TITLE}"`)
    fs.writeFileSync(post, postText.replace(`title: "${OLD_TITLE}"`, `title: "${NEW_TITLE}"`))
  }
  const revert = () => {
    fs.writeFileSync(home, homeText)
    fs.writeFileSync(post, postText)
  }

  let cold: Record<string, string>
  let coldTarget: string
  it('a cold build bundles, draws and renders every page, and publishes through a dist/client that is a link', () => {
    // The nginx configuration is rendered by `npm run deploy:nginx`, never by the build.
    const nginxConf = path.join(copy, 'deploy/nginx/reelfi.conf')
    fs.writeFileSync(nginxConf, 'left as it was\n')
    edit()
    const output = build(copy)
    expect(fs.lstatSync(site).isSymbolicLink()).toBe(true)
    coldTarget = fs.readlinkSync(site)
    cold = snapshot(site)
    expect(Object.keys(cold)).toContain('index.html.br')
    expect(stepLine(output, 'icons')).toContain('(drawn)')
    expect(stepLine(output, 'vike build')).toMatch(/ pages, all rendered \(no earlier build of the same code\); bundled in [\d.]+ s$/)
    expect(fs.readFileSync(nginxConf, 'utf8')).toBe('left as it was\n')
  })

  it('an edit renders again only the pages that read what changed, and changes only the pages that show it', () => {
    const showingTitle = pagesShowing(site, NEW_TITLE)
    // The post itself and the news lists that show its title.
    expect(showingTitle).toEqual(expect.arrayContaining(['news/presale-opens-soon/index.html', 'news/index.html']))
    revert()
    const output = build(copy)
    const [, rendered, reused] = /, (\d+) rendered, (\d+) reused; bundles from the cache$/.exec(stepLine(output, 'vike build')) ?? []
    expect(Number(rendered)).toBeGreaterThan(0)
    expect(Number(reused)).toBeGreaterThan(Number(rendered) * 4)
    expect(fs.readFileSync(path.join(site, 'index.html'), 'utf8')).not.toContain('Quokkaworthy')
    // Every page that showed the title shows the new one, and no page the old one.
    expect(pagesShowing(site, NEW_TITLE)).toEqual([])
    expect(pagesShowing(site, OLD_TITLE)).toEqual(showingTitle)
    // Only those pages and the English home page changed, with their compressed forms; besides them, the English
    // search index, and the post's social card and the English news feeds, which show the title too.
    const changed = differing(snapshot(site), cold)
    const pages = ['index.html', ...showingTitle].flatMap((file) => [file, `${file}.br`, `${file}.gz`])
    const others = changed.filter((file) => !file.startsWith('search-index/') && !pages.includes(file))
    expect(changed).toEqual(expect.arrayContaining(pages))
    expect(others).toContain('og/en/news/presale-opens-soon.png')
    expect(others.filter((file) => file !== 'og/en/news/presale-opens-soon.png' && !/^news\/(tags\/[\w-]+\/)?[\w-]+\.(xml|json)(\.br|\.gz)?$/.test(file))).toEqual([])
    const searchIndex = changed.filter((file) => file.startsWith('search-index/'))
    expect(searchIndex).toContain('search-index/en/manifest.json')
    expect(searchIndex.filter((file) => !file.startsWith('search-index/en/'))).toEqual([])
    expect(stepLine(output, 'search index')).toMatch(/; \d+ pages read, 8 of 9 languages from the cache$/)
  })

  it('the edits again: every cache is reused (nothing bundled, compressed or drawn) and the site is byte-identical to the cold build', () => {
    const before = fs.readlinkSync(site)
    edit()
    const output = build(copy)
    // A new build folder was published by flipping the link; the one before is kept until the next build.
    expect(fs.readlinkSync(site)).not.toBe(before)
    const buildFolder = (target: string) => path.basename(path.dirname(target))
    expect(fs.readdirSync(path.join(copy, 'dist/builds')).sort()).toEqual([before, fs.readlinkSync(site)].map(buildFolder).sort())
    expect(stepLine(output, 'vike build')).toMatch(/, \d+ rendered, \d+ reused; bundles from the cache$/)
    // The pages rendered again are the cold build's bytes: their compressed forms, the cards and the search index
    // are all in the caches already.
    expect(stepLine(output, 'compression')).toMatch(/; 0 compressed, \d+ from the cache; \d+ reused pages came with theirs$/)
    expect(stepLine(output, 'icons')).toContain('(from the cache)')
    expect(stepLine(output, 'search index')).toMatch(/, from the cache$/)
    expect(stepLine(output, 'Open Graph cards')).toMatch(/ 0 drawn, \d+ from the cache$/)
    // What may differ, and only that: the assets a build carries from the previous deploy, for pages loaded before
    // the switch (publish.ts). With the same code there are none.
    const carried = carriedAssets(site)
    expect(differing(snapshot(site), cold).filter((file) => !carried.includes(file))).toEqual([])
    expect(coldTarget).not.toBe(fs.readlinkSync(site))
  })

  it('draws every missing card exactly once, whichever drawing process lists them first', () => {
    // Needs the content index and the cards the builds above made. A few cards leave the cache; the second of two
    // shards runs first and fills part of it; the first, listing the missing cards after it, must still draw its
    // whole share.
    const cache = path.join(copy, 'node_modules/.cache/reelfi/og')
    // Cards of the published site (linked from the cache), not those of earlier sources the cache also holds.
    const published = new Set(fs.readdirSync(site, { recursive: true, encoding: 'utf8' }).map((file) => fs.statSync(path.join(site, file)).ino))
    const removed = fs.readdirSync(cache).filter((file) => file.endsWith('.png') && published.has(fs.statSync(path.join(cache, file)).ino)).sort().slice(0, 6)
    expect(removed.length).toBeGreaterThan(3)
    for (const file of removed) fs.rmSync(path.join(cache, file))
    const drawn = (shard: string) => {
      const run = spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build/ogImages.ts', '--shard', shard], { cwd: copy, encoding: 'utf8' })
      expect(run.status, run.stderr).toBe(0)
      return Number(/build-og: (\d+) cards drawn/.exec(run.stdout)?.[1])
    }
    const second = drawn('2/2')
    const first = drawn('1/2')
    // Each missing card was drawn by one of the two, and none is missing: a third process finds nothing to draw,
    // and the whole step then takes every card from the cache.
    expect(second).toBeGreaterThan(0)
    expect(first).toBeGreaterThan(0)
    expect(first + second).toBe(removed.length)
    for (const file of removed) expect(fs.existsSync(path.join(cache, file))).toBe(true)
    expect(drawn('1/1')).toBe(0)
    const all = spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build/ogImages.ts', '--dir', path.join(copy, 'dist/cards')], { cwd: copy, encoding: 'utf8' })
    expect(all.stdout).toMatch(/ \(0 drawn, \d+ from the cache\)/)
  })

  it('runs one build at a time: a second one stops at once and leaves the lock of the first', () => {
    const lock = path.join(copy, 'dist/.build.lock')
    // A build that ignored the lock would run in full and pass, which fails the test below.
    const tryBuild = () => spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build/main.ts'], { cwd: copy, encoding: 'utf8' })
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
    // The bundle cache's key guard is tested on a small fixture (bundleKeyGuard.test.ts), not a third failing build.
  })
})
