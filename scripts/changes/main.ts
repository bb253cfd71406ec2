/**
 * `npm run changes [-- --base REF] [--out DIR]`: what this branch changes on the site, page by page and language by
 * language, with before/after screenshots: changes/report.md and the images beside it.
 * The base is REF, else the merge base with origin/main, else HEAD~1. Both sites are built in temporary folders
 * (buildRevision.ts); dist/client is never touched. `--before DIR --after DIR` compares two built sites instead.
 * `--no-screenshots` skips the browser. Exits 1 with a clear message when the base cannot be built.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts'
import { buildContent } from '../content/buildContent.ts'
import { defaultContentOptions, ROOT_DIR } from '../content/run.ts'
import { BaseBuildError, buildBase, buildWorkingTree, git, resolveBase } from './buildRevision.ts'
import { compareSites } from './compareSites.ts'
import { formatReport, type OutOfDateTranslation } from './report.ts'
import { pickPages, takeScreenshots } from './screenshots.ts'

const { values } = parseArgs({ options: {
  base: { type: 'string' },
  out: { type: 'string', default: 'changes' },
  before: { type: 'string' },
  after: { type: 'string' },
  'no-screenshots': { type: 'boolean', default: false },
} })
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const outDir = path.resolve(values.out)

/**
 * English files changed since the base whose translations are now out of date: the translators' next task,
 * listed in the report, never a failure.
 */
function outOfDateSince(baseSha: string): OutOfDateTranslation[] {
  const changed = new Set(git(['diff', '--name-only', baseSha, '--', `content/${DEFAULT_LOCALE}`]).split('\n').filter(Boolean))
  if (changed.size === 0) return []
  const { translation } = buildContent(defaultContentOptions())
  const byFile = new Map<string, string[]>()
  for (const [locale, status] of Object.entries(translation)) {
    for (const key of status.outdated) {
      const english = `content/${DEFAULT_LOCALE}/${key}.mdx`
      if (changed.has(english)) byFile.set(english, [...(byFile.get(english) ?? []), locale])
    }
  }
  return [...byFile].map(([english, locales]) => ({ english, locales }))
}

async function main() {
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(outDir, { recursive: true })
  let beforeDir: string
  let afterDir: string
  let baseLabel: string
  let outOfDate: OutOfDateTranslation[] = []
  if (values.before || values.after) {
    if (!values.before || !values.after) throw new BaseBuildError('changes: --before and --after go together (two built site folders)')
    beforeDir = path.resolve(values.before)
    afterDir = path.resolve(values.after)
    baseLabel = `\`${path.relative(ROOT_DIR, beforeDir) || beforeDir}\``
  } else {
    const base = resolveBase(values.base)
    baseLabel = base.label
    console.log(`changes: building ${base.sha.slice(0, 7)} and the working tree (logs in ${path.relative(process.cwd(), outDir)}/*.log) …`)
    const started = performance.now()
    const [before, after] = await Promise.all([
      buildBase(base.sha, path.join(outDir, 'base-build.log')),
      buildWorkingTree(path.join(outDir, 'working-tree-build.log')).catch((error: Error) => {
        throw new BaseBuildError(`changes: the working tree does not build (${error.message}) — npm run build shows why`)
      }),
    ])
    const took = (site: typeof before) => (site.cached ? 'from the cache' : `in ${site.seconds.toFixed(1)} s`)
    console.log(`changes: base built ${took(before)}, working tree ${took(after)} (${seconds(started)} together)`)
    beforeDir = before.dir
    afterDir = after.dir
    outOfDate = outOfDateSince(base.sha)
  }

  const compared = performance.now()
  const changes = compareSites(beforeDir, afterDir)
  console.log(`changes: compared in ${seconds(compared)}: ${changes.length} page(s) changed`)
  const shot = performance.now()
  const screenshots = values['no-screenshots'] ? [] : await takeScreenshots(pickPages(changes), { before: beforeDir, after: afterDir }, outDir)
  if (!values['no-screenshots']) console.log(`changes: ${screenshots.length * 2} screenshot(s) in ${seconds(shot)}`)
  const report = formatReport({ base: baseLabel, changes, screenshots, outOfDate })
  fs.writeFileSync(path.join(outDir, 'report.md'), report)
  // The same list as data, for tools and tests.
  fs.writeFileSync(path.join(outDir, 'changes.json'), `${JSON.stringify(changes.map(({ url, page, locale, status, kinds }) => ({ url, page, locale, status, kinds })), null, 1)}\n`)
  console.log(`\n${report}\nchanges: report written to ${path.relative(process.cwd(), path.join(outDir, 'report.md'))}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof BaseBuildError ? error.message : error)
  process.exit(1)
})
