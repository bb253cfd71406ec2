import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyRepository } from '../../scripts/core/repositoryCopy'
import { userEnvironment, withFixtureContent } from '../fixture-site/copy'
import { FIXTURE_TODAY } from '../fixture-site/content'
import { CLOCK_VARIABLE } from '../../scripts/core/clock'
import { COMPRESSIBLE } from '../../scripts/build/compress'
import { indexFileOf, MANIFEST_FILE } from '../../src/search/searchIndexFormat'

/** Every file of a built site with the hash of its bytes, by path. */
function snapshot(site: string): Record<string, string> {
  const files = fs
    .readdirSync(site, { recursive: true, encoding: 'utf8' })
    .filter(file => fs.statSync(path.join(site, file)).isFile())
  return Object.fromEntries(
    files.sort().map(file => [
      file,
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(site, file)))
        .digest('hex'),
    ]),
  )
}

/**
 * Runs one of the copy's scripts under its own tsx, as a person runs it, as on the tests' content's own day
 * (tests/fixture-site/content.ts), whatever today is.
 */
const runScript = (copy: string, ...args: string[]) =>
  spawnSync(path.join(copy, 'node_modules/.bin/tsx'), args, {
    cwd: copy,
    env: { ...userEnvironment(), [CLOCK_VARIABLE]: FIXTURE_TODAY },
    encoding: 'utf8',
  })

function build(copy: string): string {
  const run = runScript(copy, 'scripts/build/main.ts')
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

/** The summary line a build printed for one step. */
const stepLine = (output: string, step: string) =>
  output.split('\n').find(line => line.trimStart().startsWith(`${step} `)) ?? ''

/** The files a build carried from the previous deploy (publish.ts): its assets/ that are not its own. */
function carriedAssets(site: string): string[] {
  const own = new Set(
    JSON.parse(fs.readFileSync(path.join(fs.realpathSync(site), '../own-assets.json'), 'utf8')) as string[],
  )
  return fs
    .readdirSync(path.join(site, 'assets'), { recursive: true, encoding: 'utf8' })
    .map(file => file.split(path.sep).join('/'))
    .filter(file => fs.statSync(path.join(site, 'assets', file)).isFile() && !own.has(file))
    .map(file => `assets/${file}`)
}

/** The files whose bytes differ between two snapshots, or that only one has. */
const differing = (a: Record<string, string>, b: Record<string, string>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(file => a[file] !== b[file]).sort()

/** The HTML pages of a site that contain `text`. */
const pagesShowing = (site: string, text: string) =>
  fs
    .readdirSync(site, { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.html') && fs.readFileSync(path.join(site, file), 'utf8').includes(text))
    .sort()

/**
 * One copy of the repository and three builds, shared by the tests in order: a cold build of state A, a build of
 * state B (edits of every kind of input) on top of it, which takes the bundles from the cache and prerenders every
 * page, the card step drawing the cards taken out of the cache, and a build of B with the bundle cache deleted, which
 * must give the same bytes and draw nothing: the bundles hold no prose, so a cached bundle never shows an old text.
 * Then the lock and two failures, which stop before or while bundling.
 */
describe('the build cache', () => {
  // A copy of the repository with a node_modules of its own, so that its cache starts empty (but SWC's, which holds
  // no build's output), and the tests' own content, never the live one.
  const copy = withFixtureContent(copyRepository('reelfi-build-cache-', { sharedSwcCache: true }))
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))
  const site = path.join(copy, 'dist/client')

  const file = (relative: string) => path.join(copy, 'content', relative)
  /** `text` with the first word of five letters or more of its body (after the frontmatter) replaced by `word`. */
  const withBodyWord = (text: string, word: string) => {
    const bodyStart = text.indexOf('\n---', 3) + 4
    return (
      text.slice(0, bodyStart) + text.slice(bodyStart).replace(/(?<![<{/\w])\b[A-Za-zÀ-ÿ’]{5,}\b(?![\s\w]*\/?>)/, word)
    )
  }
  const OLD_TITLE = 'Presale opens soon: how the gate works'
  const NEW_TITLE = 'Presale opens soon: how the Quokka gate works'
  // State A: the tests' content, with one translation missing, so that a Korean page shows an English entry.
  const FALLBACK = 'features/own-your-content.mdx'
  fs.rmSync(file(`ko/${FALLBACK}`))
  /**
   * State B, each edit of a different kind of input: a word of the Japanese home page's body (a page's own entry),
   * a news post's title (an entry other pages list), a FAQ answer (an array item), a section (the Spanish rules),
   * a translation alone (the French "how it works" page), and the English entry the Korean pages show in fallback.
   */
  const EDITS: [string, (text: string) => string][] = [
    ['ja/pages/home.mdx', text => withBodyWord(text, 'クオッカ')],
    [
      'en/news/presale-opens-soon.mdx',
      text => {
        expect(text).toContain(`title: "${OLD_TITLE}"`)
        return text.replace(`title: "${OLD_TITLE}"`, `title: "${NEW_TITLE}"`)
      },
    ],
    ['en/faq/platform-fee.mdx', text => withBodyWord(text, 'Quokkafee')],
    ['es/sections/official-rules.mdx', text => withBodyWord(text, 'Quokkarregla')],
    ['fr/pages/how-it-works.mdx', text => withBodyWord(text, 'Quokkafrançais')],
    [`en/${FALLBACK}`, text => withBodyWord(text, 'Quokkaowned')],
  ]
  const editB = () => {
    for (const [relative, edit] of EDITS) {
      const before = fs.readFileSync(file(relative), 'utf8')
      const after = edit(before)
      expect(after, relative).not.toBe(before)
      fs.writeFileSync(file(relative), after)
    }
  }

  let siteA: Record<string, string>
  it('a cold build bundles, draws and renders every page, and publishes through a dist/client that is a link', () => {
    // The nginx configuration is rendered by `npm run deploy:nginx`, never by the build.
    const nginxConf = path.join(copy, 'deploy/nginx/reelfi.conf')
    fs.writeFileSync(nginxConf, 'left as it was\n')
    const output = build(copy)
    expect(fs.lstatSync(site).isSymbolicLink()).toBe(true)
    siteA = snapshot(site)
    expect(Object.keys(siteA)).toContain('index.html.br')
    expect(stepLine(output, 'icons')).toContain('(drawn)')
    expect(stepLine(output, 'Lingui SWC plugin')).toMatch(/ ready in node_modules\/\.cache\/swc\/$/)
    expect(stepLine(output, 'vike build')).toMatch(/ \d+ pages; bundled in [\d.]+ s$/)
    // The SEO step's files are written beside the cards, then the extras are moved in, then the last check reads all.
    const ends = ['SEO, deploy files', 'extras in', 'emphasis check'].map(step =>
      output.indexOf(stepLine(output, step)),
    )
    expect(ends).toEqual([...ends].sort((a, b) => a - b))
    // Every file of the nine languages' search index is read as served (not their compressed copies); the Markdown
    // copies are not read again.
    const index = Object.keys(siteA).filter(file => indexFileOf(file))
    expect(index.filter(file => file.endsWith(`/${MANIFEST_FILE}`))).toHaveLength(9)
    expect(stepLine(output, 'extras in')).toMatch(
      new RegExp(` \\d+ files moved into the site, ${index.length} more read as served; `),
    )
    // Every text file is served compressed, whichever step wrote it (the edge worker's own files are not served).
    const uncompressed = Object.keys(siteA).filter(
      file => COMPRESSIBLE.test(file) && !(`${file}.br` in siteA && `${file}.gz` in siteA),
    )
    expect(uncompressed.sort()).toEqual(['_routes.json', '_worker.js'])
    expect(fs.readFileSync(nginxConf, 'utf8')).toBe('left as it was\n')
    // The Korean pages that list the features show the English one, marked.
    expect(pagesShowing(site, 'Own Your Content').filter(page => page.startsWith('ko/'))).not.toEqual([])
  })

  let warmB: Record<string, string>
  it('on top of it, the edits show on every page that shows them, with the bundles from the cache', () => {
    const showingTitle = pagesShowing(site, OLD_TITLE)
    // The post itself and the news lists that show its title.
    expect(showingTitle).toEqual(expect.arrayContaining(['news/presale-opens-soon/index.html', 'news/index.html']))
    editB()
    const output = build(copy)
    expect(stepLine(output, 'vike build')).toMatch(/ \d+ pages; bundles from the cache$/)
    warmB = snapshot(site)
    expect(pagesShowing(site, OLD_TITLE)).toEqual([])
    expect(pagesShowing(site, NEW_TITLE)).toEqual(showingTitle)
    // The page of each edit changed (BudouX may break the Japanese word: its bytes are compared, not its text).
    const changed = differing(warmB, siteA)
    for (const page of [
      'ja/index.html',
      'faq/index.html',
      'es/official/index.html',
      'fr/how-it-works/index.html',
      'ko/index.html',
    ])
      expect(changed).toContain(page)
    // Besides the pages and their compressed forms: the post's social card and the English news feeds, which show
    // the title too, the search indexes and the plain-text copies (llms.txt, the pages' index.md).
    const others = changed.filter(
      file =>
        !file.startsWith('search-index/') &&
        !/\.html(\.br|\.gz)?$/.test(file) &&
        !/(^|\/)(llms\.txt|index\.md)(\.br|\.gz)?$/.test(file),
    )
    expect(others).toContain('og/en/news/presale-opens-soon.png')
    expect(
      others.filter(
        file =>
          file !== 'og/en/news/presale-opens-soon.png' &&
          !/^news\/(tags\/[\w-]+\/)?[\w-]+\.(xml|json)(\.br|\.gz)?$/.test(file),
      ),
    ).toEqual([])
    // en, es, fr, ja and ko changed
    expect(stepLine(output, 'search index')).toMatch(/; \d+ pages read, 4 of 9 languages from the cache$/)
  })

  it('draws every missing card exactly once, dealt to drawing processes that plan nothing themselves', () => {
    // Needs the content index and the cards the builds above made. A few cards leave the cache; the step plans the
    // cards once and gives each drawing process (scripts/build/ogDraw.ts) its list: every missing card is drawn
    // once, and the next run (the build of the test below) draws none and publishes the same bytes.
    const cache = path.join(copy, 'node_modules/.cache/reelfi/og')
    // Cards of the published site (linked from the cache), not those of earlier sources the cache also holds.
    const published = new Set(
      fs.readdirSync(site, { recursive: true, encoding: 'utf8' }).map(file => fs.statSync(path.join(site, file)).ino),
    )
    const removed = fs
      .readdirSync(cache)
      .filter(file => file.endsWith('.png') && published.has(fs.statSync(path.join(cache, file)).ino))
      .sort()
      .slice(0, 6)
    expect(removed.length).toBe(6)
    for (const file of removed) fs.rmSync(path.join(cache, file))
    const run = runScript(copy, 'scripts/build/ogImages.ts', '--dir', path.join(copy, 'dist/cards'))
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/ \(6 drawn, \d+ from the cache\)/)
    for (const file of removed) expect(fs.existsSync(path.join(cache, file))).toBe(true)
  })

  it('the same sources bundled again (the bundle cache deleted) give the same bytes, every other cache reused', () => {
    fs.rmSync(path.join(copy, 'node_modules/.cache/reelfi/vike-bundles'), { recursive: true })
    const before = fs.readlinkSync(site)
    const output = build(copy)
    // A new build folder was published by flipping the link; the one before is kept until the next build.
    expect(fs.readlinkSync(site)).not.toBe(before)
    const buildFolder = (target: string) => path.basename(path.dirname(target))
    expect(fs.readdirSync(path.join(copy, 'dist/builds')).sort()).toEqual(
      [before, fs.readlinkSync(site)].map(buildFolder).sort(),
    )
    expect(stepLine(output, 'vike build')).toMatch(/ \d+ pages; bundled in [\d.]+ s$/)
    // What may differ, and only that: the assets a build carries from the previous deploy, for pages loaded before
    // the switch (publish.ts). With the same code there are none.
    const carried = carriedAssets(site)
    expect(differing(snapshot(site), warmB).filter(file => !carried.includes(file))).toEqual([])
    // The compressed forms, the cards (the six drawn again above among them) and the search index are all in the
    // caches already.
    expect(stepLine(output, 'compression')).toMatch(/; 0 compressed, \d+ from the cache$/)
    expect(stepLine(output, 'SEO, deploy files')).toMatch(/, 0 compressed, \d+ from the cache$/)
    expect(stepLine(output, 'extras in')).toMatch(/; 0 compressed, \d+ from the cache$/)
    expect(stepLine(output, 'icons')).toContain('(from the cache)')
    expect(stepLine(output, 'search index')).toMatch(/, from the cache$/)
    expect(stepLine(output, 'Open Graph cards')).toMatch(/ 0 drawn, \d+ from the cache$/)
  })

  it('runs one build at a time: a second one stops at once and leaves the lock of the first', () => {
    const lock = path.join(copy, 'dist/.build.lock')
    // A build that ignored the lock would run in full and pass, which fails the test below.
    const tryBuild = () => runScript(copy, 'scripts/build/main.ts')
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
        const run = runScript(copy, 'scripts/build/main.ts')
        expect(run.status).toBe(1)
        expect(run.stderr).toContain(`build: failed at step "${step}"; dist/client still holds the last good site.`)
        expect(fs.readlinkSync(site)).toBe(published)
        // The failed build's folder is gone and the published one is there (an older one may have been deleted:
        // every build, failed or not, clears what is not published).
        const after = fs.readdirSync(path.join(copy, 'dist/builds'))
        expect(after).toContain(path.basename(path.dirname(published)))
        expect(after.filter(folder => !before.includes(folder))).toEqual([])
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
    expect(vike.stderr.indexOf('scripts/build/vike.ts exited with 1')).toBeLessThan(
      vike.stderr.indexOf('build: failed at step'),
    )
    // A step of the build's own thread that runs beside Vike's process (its module broken here: the content rules
    // leave nothing for its read as served to refuse): named, and the last good site kept, like any other.
    const copies = fail('scripts/llms/llmsFiles.ts', 'export const broken = (\n', 'Markdown copies')
    expect(copies.stderr).toMatch(/^Markdown copies: /m)
    // The copies' emphasis is checked by their own step (the last step skips a copy that step checked): a serialiser
    // that leaves a literal ** in every copy is refused there, before anything is published.
    const serializer = fs.readFileSync(path.join(copy, 'scripts/llms/markdown.ts'), 'utf8')
    const loud = "'\\\\*\\\\*loud\\\\*\\\\*\\n\\n' + "
    const literal = serializer.replace('return toMarkdown(tree, {', `return ${loud}toMarkdown(tree, {`)
    expect(literal).not.toBe(serializer)
    const emphasis = fail('scripts/llms/markdown.ts', literal, 'Markdown copies')
    const llmsLine = /^(?:Markdown copies: )?(?:[\w-]+\/)?llms\.txt: ".*\*\*loud\*\*.*" shows a literal \*\* /m
    expect(emphasis.stderr).toMatch(llmsLine)
    // A Markdown file that step did not write (here from public/) is read by the last step.
    fs.writeFileSync(path.join(copy, 'public/loud.md'), '# Loud\n\nA placeholder.\n')
    const other = fail('public/loud.md', '# Loud\n\n\\*\\*loud\\*\\*\n', 'emphasis check')
    fs.rmSync(path.join(copy, 'public/loud.md'))
    expect(other.stderr).toMatch(/^(?:emphasis check: )?loud\.md: ".*\*\*loud\*\*.*" shows a literal \*\* — /m)
    // A served file already in the site when the SEO step runs is read by it; one that clashes with a file made beside
    // Vike is refused when the extras are moved in.
    fs.writeFileSync(path.join(copy, 'public/broken.json'), '{}\n')
    const json = fail('public/broken.json', '{\n', 'SEO, deploy files')
    fs.rmSync(path.join(copy, 'public/broken.json'))
    expect(json.stderr).toMatch(/^(?:SEO, deploy files: )?broken\.json: does not parse/m)
    fs.writeFileSync(path.join(copy, 'public/site.webmanifest'), '{}\n')
    const clash = fail('public/site.webmanifest', '{"name": "x"}\n', 'extras in')
    fs.rmSync(path.join(copy, 'public/site.webmanifest'))
    expect(clash.stderr).toMatch(/^(?:extras in: )?site\.webmanifest is written by two steps: /m)
  })
})
