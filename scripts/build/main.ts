/**
 * `npm run build`: builds the whole site and publishes it only when every step passed. A failure names the step,
 * prints its error first, stops every other step at once and leaves the last good site (dist/client) untouched.
 *
 *   content ─┬─▶ vike build (a process) ─┬─▶ compression ──────────┬▶ SEO, deploy ─┬▶ extras in ─┬▶ ** check ▶ publish
 *            │                           ├─▶ search index (pages) ─┘               │             │
 *            │                           └─▶ ** in pages ──────────────────────────┼─────────────┘
 *            ├─▶ Open Graph cards (missing ones: processes, nicer) ────────────────┤
 *            ├─▶ Markdown copies (llms, .md: written, checked, packed) ────────────┤
 *            └─▶ images, icons ────────────────────────────────────────────────────┘
 *   Lingui SWC plugin (beside content) ─▶ vike build, Open Graph cards, Markdown copies
 *
 * Each step below names the steps it comes after (runSteps, ./step.ts). The cards, images, icons and Markdown copies
 * are made from data beside Vike, into the staging folder's extras/ (Vite empties client/), and moved into the site
 * by `extras in`, after the SEO step, so that a file both write is refused.
 * The site is built into dist/builds/<build>/client and published by one rename of the dist/client link
 * (./publish.ts). Each step is described in docs/build.md.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runScript, stopChildren } from './childProcesses.ts'
import { holdBuildLock } from './lock.ts'
import { BUILDS_DIR, carryPreviousAssets, DIST, publish, removeOtherBuilds } from './publish.ts'
import { runSteps, StepFailure } from './step.ts'
import { sha256 } from '../core/hash.ts'
import { SWC_CACHE_DIR } from '../core/rootDir.ts'
import { exitWhenWritten } from '../core/problems.ts'
// CAREFUL HERE: only light modules above, so that Vike's process starts first and loads beside this one; the content
// compiler, sharp and the rest are imported inside the steps.

if (process.argv.length > 2) {
  console.error(`build: unknown option ${process.argv.slice(2).join(' ')} — the build takes none`)
  process.exit(2)
}

holdBuildLock(path.join(DIST, '.build.lock'))
const staging = path.join(BUILDS_DIR, `${process.pid}-${Date.now().toString(36)}`)
const site = path.join(staging, 'client')
// The cards, images, icons, Markdown copies and search index, made beside Vike (which empties client/ when it starts).
const extras = path.join(staging, 'extras')
fs.mkdirSync(extras, { recursive: true })
// The files the Markdown copies' step read, checked and compressed, by the hash of their bytes: `extras in` and the
// emphasis check neither read nor compress them again while their bytes are the same.
const markdownCopies = new Map<string, string>()
// Those whose bytes `extras in` found unchanged once in the site; nothing writes into the site after that step.
let checked = new Set<string>()
// The pages the emphasis check read as Vike wrote them (its last step reads every other file).
const pagesRead = new Set<string>()
let published = false
const discardStaging = () => fs.rmSync(staging, { recursive: true, force: true, maxRetries: 3 })
// Ctrl-C, a CI timeout or `kill`: the helpers stop and the unfinished build goes (once published, it is the site).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopChildren()
    try {
      if (!published) discardStaging()
    } catch {
      // A step still writing into it (the thread pool): the next build deletes it with the other leftovers.
    }
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

/** The modules of the steps after Vike, loaded beside Vike's work rather than beside the content step. */
// CAREFUL HERE: a module that fails to load is reported by the step that awaits it; until then its rejection is marked
// handled, or Node would stop the build with a bare stack and no step named.
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
    // Compiled once, beside the content step, before what uses it: Vike's bundling and this process's Lingui (cards,
    // llms.txt, feeds) each compiled it at the same time, on a cold cache (about 1.7 s of CPU each).
    { name: 'Lingui SWC plugin', run: compileSwcPlugin },
    { name: 'content', run: buildContent },
    // Vike's process loads Vite while the content step runs, and bundles once it and the SWC plugin's step have passed.
    {
      name: 'vike build',
      after: ['content', 'Lingui SWC plugin'],
      startsAtOnce: true,
      run: ready => {
        void ready.then(lateModules)
        return runScript(
          'scripts/build/vike.ts',
          { startWhen: ready, quiet: true },
          '--out',
          staging,
          '--after-content',
        )
      },
    },
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
    {
      name: 'Open Graph cards',
      after: ['content', 'Lingui SWC plugin'],
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
    // Made from the content alone, read as served and compressed beside Vike's prerender, which leaves a core idle.
    { name: 'Markdown copies', after: ['content', 'Lingui SWC plugin'], run: writeMarkdownCopies },
    // Beside the cards, which are the last to end on a small site: nothing here reads what is made into extras/.
    { name: 'SEO, deploy files', after: ['compression', 'search index'], run: writeLateFiles },
    // CAREFUL HERE: after the SEO step, which reads every served file then in the site and lists none of extras/, and
    // whose files a clash then refuses (moveInto); after every step that writes into extras/.
    {
      name: 'extras in',
      after: ['SEO, deploy files', 'Open Graph cards', 'images', 'icons', 'Markdown copies'],
      run: moveExtrasIn,
    },
    // The pages as Vike wrote them, listed before this step's first await, so before any later step writes a file; read
    // beside compression and the search index, each handing the event loop back between files. No step writes over a
    // page: moving the extras in refuses a file Vike wrote, and the editor's pages are written with `wx` under a slug
    // no content may take.
    {
      name: 'emphasis in pages',
      after: ['vike build'],
      run: async () => {
        for (const file of fs.readdirSync(site, { recursive: true, encoding: 'utf8' }))
          if (file.endsWith('.html')) pagesRead.add(file.split(path.sep).join('/'))
        const { literalDelimiters } = await import('./emphasisCheck.ts')
        const problems = await literalDelimiters(site, undefined, [...pagesRead].sort())
        if (problems.length > 0) throw new StepFailure(problems.join('\n'))
        return `no literal ** or __ in ${pagesRead.size} pages`
      },
    },
    {
      name: 'emphasis check',
      after: ['extras in', 'emphasis in pages'],
      run: async () => {
        const { literalDelimiters, readFiles } = await import('./emphasisCheck.ts')
        // The Markdown copies' step checked its copies; one whose bytes changed since is read again here.
        const rest = readFiles(site).filter(file => !pagesRead.has(file) && !checked.has(file))
        const problems = await literalDelimiters(site, undefined, rest)
        if (problems.length > 0) throw new StepFailure(problems.join('\n'))
        return `nor in ${checked.size} Markdown copies (checked as written) and ${rest.length} feeds and other files`
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
  await exitWhenWritten(1)
}
console.log(
  `build: every step passed in ${((performance.now() - started) / 1000).toFixed(1)} s; the site is in dist/client.`,
)

/** Lingui's SWC plugin, compiled for this machine into node_modules/.cache/swc/ unless it is there. */
async function compileSwcPlugin(): Promise<string> {
  const { compileLinguiSwcPlugin } = await import('../translation/linguiSwc.ts')
  await compileLinguiSwcPlugin().catch((error: Error) => {
    throw new StepFailure(error.message)
  })
  return `ready in ${SWC_CACHE_DIR}/`
}

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

/** llms.txt and the pages' Markdown copies (scripts/llms/), written into extras/, read as served, compressed. */
async function writeMarkdownCopies(): Promise<string> {
  // Imported after the content step wrote them.
  const { ARTICLES } = await import('../../src/content/generated/articles.ts')
  const { NEWS } = await import('../../src/content/generated/news.ts')
  const llms = await (await import('../llms/llmsFiles.ts')).writeLlmsFiles(extras, ARTICLES, NEWS)
  // CAREFUL HERE: read as served before anything is published: a copy that does not parse, or a link the content
  // rules could not see, stops the build (servedFacts.ts). The SEO step and `extras in` read every other served file.
  const served = await checkServed(extras, llms.files)
  if (served.length > 0) throw new StepFailure(served.join('\n'))
  // Their emphasis too, here beside Vike's prerender rather than in the build's last step, which every step waits for.
  const { literalDelimiters } = await import('./emphasisCheck.ts')
  const delimiters = await literalDelimiters(extras, undefined, llms.files)
  if (delimiters.length > 0) throw new StepFailure(delimiters.join('\n'))
  for (const file of llms.files) markdownCopies.set(file, sha256(fs.readFileSync(path.join(extras, file))))
  await (await lateModules().compress).compressSite(extras, llms.files)
  return llms.summary
}

/** The Markdown copies of the site whose bytes are still those that step read and compressed. */
function checkedCopies(): Set<string> {
  const same = [...markdownCopies].filter(([file, hash]) => sha256(fs.readFileSync(path.join(site, file))) === hash)
  return new Set(same.map(([file]) => file))
}

/** Writes the SEO, news, registry and deploy files and the editor into the site, checks them, compresses them. */
async function writeLateFiles(): Promise<string> {
  // Imported after the content step wrote them.
  const { ARTICLES } = await import('../../src/content/generated/articles.ts')
  const { UNTRANSLATED } = await import('../../src/content/generated/status.ts')
  const { NEWS } = await import('../../src/content/generated/news.ts')
  const { writeSeoFiles } = await import('./seoFiles.ts')
  const { writeDeployFiles } = await lateModules().deployFiles
  const { writeNewsFeeds } = await import('../news/feeds.ts')
  const feeds = await writeNewsFeeds(site, NEWS)
  // The registry's files, dated the day the content step built the site as (REELFI_NOW, or its date).
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
  // The editor at /admin/: written after the search index and the sitemap, which never list it.
  const admin = await (await import('../admin/writeAdmin.ts')).writeAdmin(site)
  const written =
    `${writeSeoFiles(site, ARTICLES, UNTRANSLATED, NEWS)}; ${feeds.length} news ` +
    `feeds; ${writeDeployFiles(site)}; ${official.join(', ')}; the editor at /admin/`
  // CAREFUL HERE: every served feed, JSON, XML and Markdown file is read as served before anything is published: one
  // that does not parse, or a link the content rules could not see, stops the build (servedFacts.ts). The files made
  // into extras/ are not in the site yet: the next step reads those.
  const served = await checkServed(site, (await import('./servedFacts.ts')).servedFiles(site))
  if (served.length > 0) throw new StepFailure(served.join('\n'))
  // The text files written after the compression step.
  const late = await (await lateModules().compress).compressSite(site, [
    'sitemap.xml',
    'robots.txt',
    ...feeds,
    ...official,
    ...admin,
  ])
  const cached = late.files - late.compressed
  return `${written}; ${late.files} more files, ${late.compressed} compressed, ${cached} from the cache`
}

/** Moves the cards, images, icons, Markdown copies and search index into the site, checks and compresses them. */
async function moveExtrasIn(): Promise<string> {
  const { MoveClash, moveInto } = await import('../core/cache.ts')
  let moved: string[]
  try {
    moved = moveInto(extras, site).map(file => file.split(path.sep).join('/'))
  } catch (error) {
    if (!(error instanceof MoveClash)) throw error
    throw new StepFailure(
      `${error.file} is written by two steps: by Vike (from public/ or a page) or the SEO step, and by a step that ` +
        'makes files beside Vike (cards, images, icons, Markdown copies, search index) — remove or rename the one ' +
        'in public/, or give the new output another name',
    )
  }
  fs.rmSync(extras, { recursive: true, force: true })
  // The copies the Markdown step wrote and read are not read twice; any other served file (the search index, a new
  // step's) is read here, as the SEO step read those already in the site.
  checked = checkedCopies()
  const { isServed } = await import('./servedFacts.ts')
  const toRead = moved.filter(file => isServed(file) && !checked.has(file))
  const served = await checkServed(site, toRead)
  if (served.length > 0) throw new StepFailure(served.join('\n'))
  // The text files among them; the Markdown copies come compressed.
  const { compressSite, describeCompression } = await lateModules().compress
  const compressed = await compressSite(
    site,
    moved.filter(file => !checked.has(file)),
  )
  const read = `${toRead.length} more read as served`
  return `${moved.length} files moved into the site, ${read}; ${describeCompression(compressed)}`
}

/** The problems of `files` of `root` read as served (servedFacts.ts). */
async function checkServed(root: string, files: readonly string[]): Promise<string[]> {
  const { checkServedOutputs } = await import('./servedFacts.ts')
  const { readOfficialRegistry } = await import('../registry/official.ts')
  return checkServedOutputs(root, readOfficialRegistry(), { files })
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
