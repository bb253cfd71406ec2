/**
 * `npm run build`: builds the whole site and publishes it only when every step passed. A failure names the step,
 * prints its error first, stops every other step at once and leaves the last good site (dist/client) untouched.
 *
 *   content ─┬─▶ vike build (its own process) ─┬─▶ compression ─────────┬─▶ SEO, deploy, /admin/ ─▶ ** check ─▶ publish
 *            │                                  └─▶ search index (pages) ─┤
 *            ├─▶ Open Graph cards (missing ones: drawing processes) ──────┤
 *            └─▶ images, icons ───────────────────────────────────────────┘
 *
 * The steps are listed below, each with the steps it comes after (runSteps in ./step.ts starts each as soon as those
 * have passed, and prints one line per step with its time); each step's work is a named function or a few lines. The
 * cards, images and icons are made from data (content, catalogs, content/images/), never read back from the pages, so
 * they are made beside the Vike build, into the staging folder's extras/ (Vite empties client/ when it starts), and
 * moved into the site once Vike is done. Vike runs in a plain Node process (scripts/build/vike.ts), started first (its
 * step starts at once): it loads Vite and its plugins while this process runs the content step, and bundles once that
 * step has passed (or takes the bundles from its cache), then prerenders every page. The missing cards are
 * drawn by up to one process per core, at most four and one per ten cards (scripts/build/ogDraw.ts, each given its
 * list by scripts/build/ogImages.ts); everything else is a function imported from this folder.
 * The site is built into dist/builds/<build>/client (the staging folder: the build writes nowhere else but the
 * generated content index, its caches, dist/.build.lock and the link) and published by flipping the symlink
 * dist/client in one rename (scripts/build/publish.ts), with the previous site's assets kept in the new one.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runScript, stopChildren } from './childProcesses.ts'
import { holdBuildLock } from './lock.ts'
import { BUILDS_DIR, carryPreviousAssets, DIST, publish, removeOtherBuilds } from './publish.ts'
import { runSteps, StepFailure } from './step.ts'
// CAREFUL HERE: only light modules above. Vike's process starts before anything else is loaded (its step starts at
// once), so that its own start-up runs beside this process's; the content compiler, sharp and the rest are imported
// inside the steps.

if (process.argv.length > 2) {
  console.error(`build: unknown option ${process.argv.slice(2).join(' ')} — the build takes none`)
  process.exit(2)
}

holdBuildLock(path.join(DIST, '.build.lock'))
const staging = path.join(BUILDS_DIR, `${process.pid}-${Date.now().toString(36)}`)
const site = path.join(staging, 'client')
// The cards, images, icons and search index, made beside Vike (which empties client/ when it starts).
const extras = path.join(staging, 'extras')
fs.mkdirSync(extras, { recursive: true })
let published = false
const discardStaging = () => fs.rmSync(staging, { recursive: true, force: true, maxRetries: 3 })
// Ctrl-C, a CI timeout or `kill`: the helpers stop, the unfinished build goes (once published, the staging folder is
// the site dist/client points to), and the build exits with the signal's usual status.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopChildren()
    if (!published) discardStaging()
    console.error(
      `\nbuild: stopped (${signal}); ${published ? 'the new site was already published' : 'dist/client is untouched'}.`,
    )
    process.exit(128 + os.constants.signals[signal])
  })
}

// Earlier builds but the published one, and folders left by a build that was killed: deleted beside the steps.
const cleaning = removeOtherBuilds(staging)
cleaning.catch(() => {}) // awaited before publishing; this only keeps an early failure from crashing the process
const started = performance.now()

/**
 * The modules of the steps after Vike: their loading starts when Vike's does its work (the content step has
 * passed), so that it runs beside Vike and not beside the content step; the deploy policy imports Vite, a second.
 */
// CAREFUL HERE: loaded early, awaited by later steps. A module that fails to load is reported by the step that awaits
// it; until then its rejection is marked handled, or Node would stop the build with a bare stack and no step named.
let late: ReturnType<typeof loadLateModules> | undefined
const lateModules = () => (late ??= loadLateModules())
function loadLateModules() {
  const modules = {
    compress: import('./compress.ts'),
    deployFiles: import('../deploy/deployFiles.ts'),
    searchIndex: import('../search/searchStep.ts'),
  }
  for (const loading of Object.values(modules)) loading.catch(() => {})
  return modules
}

try {
  await runSteps([
    { name: 'content', run: buildContent },
    // Vike's process starts at once and loads Vite and its plugins while the content step runs; it bundles once that
    // step has passed, having written the modules it bundles (src/content/generated/). Then this process loads the
    // late steps' modules beside it.
    {
      name: 'vike build',
      after: ['content'],
      startsAtOnce: true,
      run: contentPassed => {
        void contentPassed.then(lateModules)
        return runScript(
          'scripts/build/vike.ts',
          { startWhen: contentPassed, quiet: true },
          '--out',
          staging,
          '--after-content',
        )
      },
    },
    // The pages and assets are compressed as soon as Vike has written them, while cards may still be drawn; the
    // search index is read from the same pages beside it, into extras/ (compressed with the other late files).
    {
      name: 'compression',
      after: ['vike build'],
      run: async () => {
        const { compressSite, describeCompression } = await lateModules().compress
        return describeCompression(await compressSite(site))
      },
    },
    {
      name: 'search index',
      after: ['vike build'],
      run: async () => {
        const { writeSearchIndex } = await lateModules().searchIndex
        return writeSearchIndex(site, extras)
      },
    },
    // Drawing a card is the slowest work per page: the missing ones are dealt to drawing processes (satori and resvg
    // run on one thread); cached ones are linked into the site from here.
    {
      name: 'Open Graph cards',
      after: ['content'],
      run: async () => {
        const { drawMissing, placeCards, planCards } = await import('./ogImages.ts')
        const cards = await planCards()
        const { drawn, processes } = await drawMissing(cards)
        placeCards(cards, extras)
        return (
          `${cards.length} cards, ${drawn} drawn` +
          (processes > 0 ? ` by ${processes} process${processes > 1 ? 'es' : ''}` : '') +
          `, ${cards.length - drawn} from the cache`
        )
      },
    },
    {
      name: 'images',
      after: ['content'],
      run: async () => {
        const stats = await (await import('./images.ts')).buildImages(extras)
        return (
          `${stats.renditions} renditions of ${stats.images} images, ${stats.encoded} ` +
          `encoded, ${stats.renditions - stats.encoded} from the cache`
        )
      },
    },
    // The icons name the brand, which the content step writes into src/content/generated/.
    { name: 'icons', after: ['content'], run: async () => (await import('./icons.ts')).writeIcons(extras) },
    {
      name: 'SEO, deploy files',
      after: ['compression', 'search index', 'Open Graph cards', 'images', 'icons'],
      run: writeLateFiles,
    },
    // Read from the finished site: a `**` or `__` a reader would see fails the build (./emphasisCheck.ts).
    {
      name: 'emphasis check',
      after: ['SEO, deploy files'],
      run: async () => {
        const problems = (await import('./emphasisCheck.ts')).literalDelimiters(site)
        if (problems.length > 0) throw new StepFailure(problems.join('\n'))
        return 'no literal ** or __ in pages, feeds, cards or Markdown copies'
      },
    },
    { name: 'publish', after: ['emphasis check'], run: publishSite },
  ])
} catch (error) {
  stopChildren()
  const step = error instanceof StepFailure ? error.step : 'unknown'
  if (!(error instanceof StepFailure)) console.error(error)
  try {
    discardStaging()
  } catch {
    // A step still writing into it (the thread pool): the next build deletes it with the other leftovers.
  }
  const kept = fs.existsSync(path.join(DIST, 'client'))
    ? 'dist/client still holds the last good site'
    : 'dist/client was not created'
  console.error(`\nbuild: failed at step "${step}"; ${kept}.`)
  process.exit(1)
}
console.log(
  `build: every step passed in ${((performance.now() - started) / 1000).toFixed(1)} s; the site is in dist/client.`,
)

/** Compiles the content into src/content/generated/; a problem fails the step with the compiler's messages. */
async function buildContent(): Promise<string> {
  const { defaultContentOptions, describeResult, runContentBuild } = await import('../pipeline/run.ts')
  // A build never shows drafts, whatever REELFI_DRAFTS says (a dev session's variable left in a shell).
  const result = await runContentBuild(defaultContentOptions({ drafts: false }))
  const lines = describeResult(result).split('\n')
  const summary = lines.pop()!
  if (result.problems.length > 0) throw new StepFailure([...lines, summary].join('\n'))
  // The content compiler's own notes (one line per locale for missing translations), as `npm run content` prints them.
  if (lines.length > 0) console.log(lines.join('\n'))
  return summary.replace(/^content: /, '')
}

/**
 * Moves the cards, images, icons and search index into the site, writes the SEO, news and deploy files, compresses
 * them.
 */
async function writeLateFiles(): Promise<string> {
  const { moveInto } = await import('../core/cache.ts')
  const moved = moveInto(extras, site)
  fs.rmSync(extras, { recursive: true, force: true })
  // Imported after the content step wrote them.
  const { ARTICLES } = await import('../../src/content/generated/articles.ts')
  const { UNTRANSLATED } = await import('../../src/content/generated/status.ts')
  const { NEWS } = await import('../../src/content/generated/news.ts')
  const { writeSeoFiles } = await import('./seoFiles.ts')
  const { writeDeployFiles } = await lateModules().deployFiles
  const { writeNewsFeeds } = await import('../news/feeds.ts')
  const feeds = await writeNewsFeeds(site, NEWS)
  // The registry's machine-readable files (security.txt, official.json, tokenlist.json once the address is set), dated
  // the day the content step built the site as (REELFI_NOW, or its date), which the footer's year reads too.
  const { officialRegistryFrom } = await import('../registry/official.ts')
  const { writeOfficialFiles } = await import('../registry/files.ts')
  const { DEFAULT_LOCALE } = await import('../../src/i18n/locales.ts')
  const { today } = (await import('../content/storedIndex.ts')).readStoredIndex(DEFAULT_LOCALE)
  const { siteOrigin } = await import('../../src/seo/site.ts')
  const official = writeOfficialFiles(
    site,
    officialRegistryFrom(await import('../../src/content/generated/constants.ts')),
    siteOrigin(),
    new Date(`${today}T00:00:00Z`),
  )
  const llms = await (await import('../llms/llmsFiles.ts')).writeLlmsFiles(site, ARTICLES, NEWS)
  // The editor at /admin/: written after the search index and the sitemap, which never list it.
  const admin = await (await import('../admin/writeAdmin.ts')).writeAdmin(site)
  const written =
    `${writeSeoFiles(site, ARTICLES, UNTRANSLATED, NEWS)}; ${feeds.length} news ` +
    `feeds; ${writeDeployFiles(site)}; ${official.join(', ')}; ${llms.summary}; the editor at /admin/`
  // CAREFUL HERE: every feed, JSON, XML and Markdown file is read as it is served before anything is published: a
  // feed that does not parse, or a link or domain the content rules could not see, stops the build (servedFacts.ts).
  const { checkServedOutputs } = await import('./servedFacts.ts')
  const { readOfficialRegistry } = await import('../registry/official.ts')
  const served = checkServedOutputs(site, readOfficialRegistry())
  if (served.length > 0) throw new StepFailure(served.join('\n'))
  // The text files written after the compression step (sitemap, robots.txt, feeds, web manifest, the registry's
  // files, llms.txt and the pages' Markdown copies, the editor) are compressed here.
  const late = await (await lateModules().compress).compressSite(site, [
    ...moved,
    'sitemap.xml',
    'robots.txt',
    ...feeds,
    ...official,
    ...llms.files,
    ...admin,
  ])
  return `${written}; ${late.files} more files compressed`
}

async function publishSite(): Promise<string> {
  try {
    await cleaning
  } catch (error) {
    // Old builds left on disk take space, but do not make this build wrong.
    console.warn(
      `build: could not delete every earlier build (${error instanceof Error ? error.message : error}); delete ` +
        `dist/builds/ by hand if space matters`,
    )
  }
  const carried = carryPreviousAssets(site)
  publish(site)
  published = true
  return (
    `dist/client now points to the new ` +
    `site${carried > 0 ? ` (${carried} asset files of the previous one kept for pages loaded before the switch)` : ''}`
  )
}
