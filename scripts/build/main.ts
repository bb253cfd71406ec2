/**
 * `npm run build`: builds the whole site and publishes it only when every step passed. A failure names the step,
 * prints its error first, stops every other step at once and leaves the last good site (dist/client) untouched.
 *
 *   content ─┬─▶ vike build (its own process) ─┬─▶ compression ─────────┬─▶ SEO and deploy files ─▶ publish
 *            │                                  └─▶ search index (pages) ─┤
 *            ├─▶ Open Graph cards (missing ones: drawing processes) ──────┤
 *            └─▶ images, icons ───────────────────────────────────────────┘
 *
 * The cards, images and icons are made from data (content, catalogs, content/images/), never read back from the
 * pages, so they are made beside the Vike build, into the staging folder's extras/ (Vite empties client/ when it
 * starts), and moved into the site once Vike is done. Vike runs in a plain Node process (scripts/build/vike.ts),
 * started first: it loads Vite and its plugins while this process runs the content step, and bundles once told the
 * content is written. The missing cards are drawn by up to one process per core, at most four and one per ten
 * cards (scripts/build/ogImages.ts --shard); everything else is a function imported from this folder. Each step
 * prints one line with its time.
 * The site is built into dist/builds/<build>/client (the staging folder: the build writes nowhere else but the
 * generated content index, its caches, dist/.build.lock and the link) and published by flipping the symlink
 * dist/client in one rename (scripts/build/publish.ts), with the previous site's assets kept in the new one.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT_DIR } from '../rootDir.ts'
import { BUILDS_DIR, carryPreviousAssets, DIST, publish, removeOtherBuilds } from './publish.ts'
import { runStep, StepFailure } from './step.ts'
// CAREFUL HERE: only light modules above. Vike's process starts before anything else is loaded (below), so that its
// own start-up runs beside this process's; the content compiler, sharp and the rest are imported after that.

/** At most this many card-drawing processes, whatever the number of cores: each loads satori, resvg and the fonts. */
const MAX_DRAWING_PROCESSES = 4

// One build at a time: a second one started meanwhile stops at once instead of deleting the first one's work.
const LOCK = path.join(DIST, '.build.lock')
fs.mkdirSync(DIST, { recursive: true })
takeLock()
process.on('exit', () => fs.rmSync(LOCK, { force: true }))

function takeLock() {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' })
      return
    } catch {
      let holder: number
      let age: number
      try {
        holder = Number(fs.readFileSync(LOCK, 'utf8'))
        age = Date.now() - fs.statSync(LOCK).mtimeMs
      } catch {
        continue // the other build just finished: try again
      }
      // CAREFUL HERE: no number is a build that has just made the file and not written its number yet, unless the
      // file is old (a build killed between the two): process.kill(0) would signal this process's own group.
      const numbered = Number.isInteger(holder) && holder > 0
      if (!numbered && age < 10_000) {
        console.error('build: another build is starting; wait for it, or stop it.')
        process.exit(1)
      }
      if (numbered && holder !== process.pid && isRunning(holder)) {
        console.error(`build: another build (process ${holder}) is running; wait for it, or stop it.`)
        process.exit(1)
      }
      fs.rmSync(LOCK, { force: true }) // left by a build that was killed; taken with `wx` above
    }
  }
  console.error(`build: could not take ${path.relative(ROOT_DIR, LOCK)}; delete it if no build is running.`)
  process.exit(1)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The processes the build started (Vike, the card drawing): stopped when the build fails or is stopped. */
const children = new Set<ChildProcess>()
const stopChildren = () => {
  for (const child of children) child.kill()
}
process.on('exit', stopChildren)

const staging = path.join(BUILDS_DIR, `${process.pid}-${Date.now().toString(36)}`)
const site = path.join(staging, 'client')
const extras = path.join(staging, 'extras')

// Ctrl-C, a CI timeout or `kill`: stop the helpers and remove the unfinished build (the published one stays).
let published = false
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
  process.on(signal, () => {
    stopChildren()
    // Once published, the staging folder is the site dist/client points to.
    if (!published) fs.rmSync(staging, { recursive: true, force: true, maxRetries: 3 })
    console.error(`\nbuild: stopped (${signal}); ${published ? 'the new site was already published' : 'dist/client is untouched'}.`)
    process.exit(code)
  })
}

// Earlier builds but the published one, and folders left by a build that was killed: deleted beside the steps.
const cleaning = removeOtherBuilds(staging)
cleaning.catch(() => {}) // awaited before publishing; this only keeps an early failure from crashing the process
const started = performance.now()

// Vike's process starts now and loads Vite and its plugins while this one loads the content compiler and runs the
// content step; it bundles once told the content step has written the modules it bundles (src/content/generated/).
let contentWritten = () => {}
const vike = runScript('scripts/build/vike.ts', { plainNode: true, startWhen: new Promise<void>((resolve) => (contentWritten = resolve)) }, '--out', staging, '--after-content')
vike.catch(() => {}) // awaited in its step; a failure before then must not crash the process unheard

try {
  const { defaultContentOptions, describeResult, runContentBuild } = await import('../content/run.ts')
  await runStep('content', async () => {
    const result = await runContentBuild(defaultContentOptions())
    const lines = describeResult(result).split('\n')
    const summary = lines.pop()!
    if (result.problems.length > 0) throw new StepFailure([...lines, summary].join('\n'))
    // The content compiler's own notes (one line per locale for missing translations), as `npm run content` prints them.
    if (lines.length > 0) console.log(lines.join('\n'))
    return summary.replace(/^content: /, '')
  })

  contentWritten()
  // Loaded while Vike bundles: the content step is the only one before it, and the one to wait for.
  const compress = import('./compress.ts')
  const searchIndex = import('../search/searchStep.ts')
  const vikeThenCompression = (async () => {
    await runStep('vike build', () => vike)
    // The pages and assets are compressed as soon as Vike has written them, while cards may still be drawn; the
    // search index is read from the same pages beside it, into extras/ (compressed with the other late files).
    const { compressSite, describeCompression } = await compress
    await Promise.all([
      runStep('compression', async () => describeCompression(await compressSite(site))),
      runStep('search index', async () => {
        const { describeSearchIndex, writeSearchIndex } = await searchIndex
        return describeSearchIndex(writeSearchIndex(site, extras))
      }),
    ])
  })()
  // The icons name the brand, which the content step writes into src/content/generated/ (on a fresh clone it does
  // not exist before).
  const [{ moveInto }, { buildImages }, { writeSeoFiles }, { writeIcons }] =
    await Promise.all([import('./cache.ts'), import('./images.ts'), import('./seoFiles.ts'), import('./icons.ts')])
  fs.mkdirSync(extras, { recursive: true })
  // Loaded while Vike runs in its own process: the policy it renders imports Vite (a second of loading).
  const deployFiles = import('./deployFiles.ts')
  const beside = [
    // Drawing a card is the slowest work per page: the missing ones are dealt to drawing processes (satori and
    // resvg run on one thread); cached ones are linked into the site from here.
    runStep('Open Graph cards', async () => {
      const { missingCards, placeCards, planCards } = await import('./ogImages.ts')
      const cards = await planCards()
      const missing = missingCards(cards).length
      const shards = Math.min(os.availableParallelism(), MAX_DRAWING_PROCESSES, Math.ceil(missing / 10))
      await Promise.all(Array.from({ length: shards }, (_, index) =>
        runScript('scripts/build/ogImages.ts', {}, '--shard', `${index + 1}/${shards}`)))
      placeCards(cards, extras)
      return `${cards.length} cards, ${missing} drawn${shards > 0 ? ` by ${shards} process${shards > 1 ? 'es' : ''}` : ''}, ${cards.length - missing} from the cache`
    }),
    runStep('images', async () => {
      const stats = await buildImages(extras)
      return `${stats.renditions} renditions of ${stats.images} images, ${stats.encoded} encoded, ${stats.renditions - stats.encoded} from the cache`
    }),
    runStep('icons', async () => writeIcons(extras)),
  ]
  // The first failure stops the build: the other steps are not waited for (their processes are stopped below).
  await Promise.all([vikeThenCompression, deployFiles, ...beside])

  await runStep('SEO, deploy files', async () => {
    const moved = moveInto(extras, site)
    fs.rmSync(extras, { recursive: true, force: true })
    // Imported after the content step wrote them.
    const { ARTICLES } = await import('../../src/content/generated/articles.ts')
    const { UNTRANSLATED } = await import('../../src/content/generated/status.ts')
    const { writeDeployFiles } = await deployFiles
    const official = await (await import('./officialFiles.ts')).writeOfficial(site)
    const written = `${writeSeoFiles(site, ARTICLES, UNTRANSLATED)}; ${writeDeployFiles(site)}; ${official.join(', ')}`
    // The text files written after the compression step (sitemap, robots.txt, web manifest, the registry's files)
    // are compressed here.
    const late = await (await compress).compressSite(site, [...moved, 'sitemap.xml', 'robots.txt', ...official])
    return `${written}; ${late.files} more files compressed`
  })

  await runStep('publish', async () => {
    try {
      await cleaning
    } catch (error) {
      // Old builds left on disk take space, but do not make this build wrong.
      console.warn(`build: could not delete every earlier build (${error instanceof Error ? error.message : error}); delete dist/builds/ by hand if space matters`)
    }
    const carried = carryPreviousAssets(site)
    publish(site)
    published = true
    return `dist/client now points to the new site${carried > 0 ? ` (${carried} asset files of the previous one kept for pages loaded before the switch)` : ''}`
  })
} catch (error) {
  stopChildren()
  const step = error instanceof StepFailure ? error.step : 'unknown'
  if (!(error instanceof StepFailure)) console.error(error)
  try {
    fs.rmSync(staging, { recursive: true, force: true, maxRetries: 3 })
  } catch {
    // A step still writing into it (the thread pool): the next build deletes it with the other leftovers.
  }
  const kept = fs.existsSync(path.join(DIST, 'client')) ? 'dist/client still holds the last good site' : 'dist/client was not created'
  console.error(`\nbuild: failed at step "${step}"; ${kept}.`)
  process.exit(1)
}
console.log(`build: every step passed in ${((performance.now() - started) / 1000).toFixed(1)} s; the site is in dist/client.`)

/**
 * Runs a step that is a script of its own. On success its last line of output is its summary and anything before
 * is passed on; on failure all of its output is passed on (its error went to stderr as it happened).
 * Under tsx, or with `plainNode` under Node alone (its own type stripping: the script imports only packages).
 */
function runScript(script: string, { plainNode = false, startWhen }: { plainNode?: boolean, startWhen?: Promise<void> } = {}, ...args: string[]): Promise<string> {
  const [command, ...prefix] = plainNode
    ? [process.execPath, '--experimental-strip-types', '--disable-warning=ExperimentalWarning']
    : [path.join(ROOT_DIR, 'node_modules/.bin/tsx')]
  return new Promise((resolve, reject) => {
    const child = spawn(command!, [...prefix, script, ...args], {
      cwd: ROOT_DIR,
      // `startWhen`: the script waits for a line on its standard input (see --after-content in vike.ts).
      stdio: [startWhen ? 'pipe' : 'ignore', 'pipe', 'inherit'],
    })
    if (startWhen) {
      child.stdin!.on('error', () => {}) // it may have stopped first; its exit is reported below
      // Written, not ended: the pipe stays open until this process exits, so that the script sees when it does.
      void startWhen.then(() => child.stdin!.write('start\n'))
    }
    children.add(child)
    let output = ''
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      children.delete(child)
      const lines = output.trimEnd().split('\n').filter((line) => line !== '')
      if (code === 0) {
        const summary = lines.pop() ?? ''
        if (lines.length > 0) console.log(lines.join('\n'))
        resolve(summary.replace(/^[\w-]+: /, ''))
      } else {
        if (lines.length > 0) console.error(lines.join('\n'))
        reject(new StepFailure(`${script} exited with ${code ?? signal}`))
      }
    })
  })
}
