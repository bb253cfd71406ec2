/**
 * `npm run changes`: what a change does to the site, page by page and language by language (docs/changes.md).
 *
 *   npm run changes [-- --base REF]                       builds REF (default: the merge base with origin/main, else
 *                                                         HEAD~1) and the working tree, and compares them
 *   npm run changes -- --base-site DIR --head-site DIR    compares two built sites and builds nothing: what the
 *       [--changed-files FILE] [--base-commit SHA]        changes-comment workflow runs, with the default branch's
 *       [--full-report-at TEXT]                           code, on the pull request's site downloaded as data
 *       [--sources DIR] [--day-sites DIR]
 *
 * `--out DIR` (default changes/), `--no-screenshots`. Writes report.md, comment.md, changes.json and the images.
 * Exits 1 with a clear message when a site cannot be built or is refused (validateSite.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { contentToday } from '../core/clock.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { readConstants } from '../registry/readConstants.ts'
import { BaseBuildError, buildBase, buildWorkingTree, git, resolveBase } from './buildRevision.ts'
import { carefulItems, readSecurityEntries } from './careful.ts'
import { readCodeOwners } from './codeowners.ts'
import { type Comparison, compareSites, type PageChange } from './compareSites.ts'
import { writeThumbnail } from './pictures.ts'
import { formatReport, type ReportInput, type Thumbnail } from './report.ts'
import { frontmatterData, scheduledDays, type ScheduledDay } from './scheduled.ts'
import { readChangedFiles, readSides } from './sources.ts'
import { compareCatalogs, type CatalogChange } from './catalogs.ts'
import { malformedFiles } from './wellFormed.ts'
import { SiteRefused, validateSite } from './validateSite.ts'
import { parseCommandLine } from '../core/commandLine.ts'
import { exitWhenWritten } from '../core/problems.ts'

const USAGE = `Usage: npm run changes [-- --base REF] [-- --out DIR] [-- --no-screenshots]
       npm run changes -- --base-site DIR --head-site DIR [--changed-files FILE] [--base-commit SHA]
                          [--full-report-at TEXT] [--sources DIR] [--day-sites DIR]
  --base REF         the revision to compare the working tree with (default: the merge base with origin/main)
  --out DIR          where report.md, comment.md, changes.json and the images go (default: changes/)
  --no-screenshots   no pictures of the changed pages
  --base-site, --head-site DIR   compare two built sites and build nothing (docs/changes.md)`
const { values } = parseCommandLine(USAGE, {
  options: {
    base: { type: 'string' },
    out: { type: 'string', default: 'changes' },
    'base-site': { type: 'string' },
    'head-site': { type: 'string' },
    'changed-files': { type: 'string' },
    'base-commit': { type: 'string' },
    'full-report-at': { type: 'string' },
    'no-screenshots': { type: 'boolean', default: false },
    sources: { type: 'string' },
    'day-sites': { type: 'string' },
  },
})
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const outDir = path.resolve(values.out)
/** What a reviewer reads (issue 48: a 65,000-character comment was not), well under GitHub's COMMENT_LIMIT. */
const COMMENT_CHARS = 40_000

/** The two sites to compare, today and on each scheduled day, and what is known of the change. */
interface Sites {
  before: string
  after: string
  /** How the base was chosen, for the report's first line. */
  label: string
  changedFiles?: string[]
  changedFilesCut: boolean
  catalogs: CatalogChange[]
  days: (ScheduledDay & { before: string; after: string })[]
  /** Scheduled days beyond the limit, not built. */
  more: number
  /** Scheduled days the report could not compare, and why: said at its top. */
  notCompared: NonNullable<ReportInput['notCompared']>
}

/** A file of the base revision, or undefined when it has none. */
function atBase(sha: string, file: string): string | undefined {
  try {
    return git(['show', `${sha}:${file}`])
  } catch {
    return undefined
  }
}
const inWorkingTree = (file: string) => {
  const full = path.join(ROOT_DIR, file)
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined
}

/**
 * The catalogs and scheduled days of a change, from its files fetched as data (sources.ts) into DIR/base and DIR/head,
 * each day with its sites from --day-sites DIR/base/DATE and DIR/head/DATE; a missing one is said at the report's top.
 */
function daysFromSources(sites: Sites, sources: string) {
  if (!sites.changedFiles) throw new BaseBuildError('changes: --sources needs --changed-files')
  const read = readSides(sources)
  sites.catalogs = compareCatalogs(sites.changedFiles, read)
  const found = scheduledDays(sites.changedFiles, contentToday(), read)
  sites.more = found.more
  const daySites = values['day-sites'] ? path.resolve(values['day-sites']) : undefined
  for (const day of found.days) {
    const before = daySites ? path.join(daySites, 'base', day.date) : ''
    const after = daySites ? path.join(daySites, 'head', day.date) : ''
    const missing = [
      before && fs.existsSync(before) ? '' : 'the base site',
      after && fs.existsSync(after) ? '' : "the pull request's site",
    ].filter(Boolean)
    if (missing.length > 0) sites.notCompared.push({ ...day, missing: missing.join(' and ') })
    else {
      validateSite(after)
      sites.days.push({ ...day, before, after })
    }
  }
}

/** `--base-site` and `--head-site`: two sites built elsewhere (the pull request's downloaded as data), read only. */
function builtElsewhere(baseSite: string, headSite: string): Sites {
  const checked = validateSite(headSite)
  console.log(
    `changes: the head site has ${checked.files} files, ${(checked.bytes / 1024 / 1024).toFixed(1)} MB: only files ` +
      `and folders, inside its folder`,
  )
  const commit = values['base-commit']
  if (commit !== undefined && !/^[\da-f]{7,40}$/.test(commit))
    throw new BaseBuildError(`changes: --base-commit ${JSON.stringify(commit)} is not a commit hash`)
  const listed = values['changed-files'] ? readChangedFiles(values['changed-files']) : undefined
  const sites: Sites = {
    before: path.resolve(baseSite),
    after: path.resolve(headSite),
    label: commit ? `\`${commit.slice(0, 7)}\` (the base branch)` : 'the base site',
    changedFiles: listed?.files,
    changedFilesCut: listed?.cut ?? false,
    catalogs: [],
    days: [],
    more: 0,
    notCompared: [],
  }
  if (values.sources) daysFromSources(sites, path.resolve(values.sources))
  else if (listed?.files.some(file => /^(content\/[^/]+\/news\/|locales\/)/.test(file)))
    sites.notCompared.push({
      date: 'any later day',
      reasons: ['the change touches news posts or catalogs'],
      missing: 'the news posts and catalogs to compute the days from (--sources)',
    })
  return sites
}

/** The base revision and the working tree, each built here (on today and each scheduled day), or from the cache. */
async function builtHere(): Promise<Sites> {
  const base = resolveBase(values.base)
  const logs = path.relative(process.cwd(), outDir)
  console.log(`changes: building ${base.sha.slice(0, 7)} and the working tree (logs in ${logs}/*.log) …`)
  const build = async (day?: string) => {
    const started = performance.now()
    const suffix = day ? `-${day}` : ''
    // Both built as on one day, today's too (REELFI_NOW): a base built on another day would differ by its date alone.
    const builtAs = day ?? contentToday()
    // One after the other, the base first: the second finds the first's work in the build caches (docs/changes.md).
    const baseBuilt = await buildBase(base.sha, path.join(outDir, `base-build${suffix}.log`), builtAs)
    const headBuilt = await buildWorkingTree(path.join(outDir, `working-tree-build${suffix}.log`), builtAs).catch(
      (error: Error) => {
        const how = day ? `REELFI_NOW=${day} npm run build` : 'npm run build'
        const when = day ? ` on ${day}` : ''
        throw new BaseBuildError(
          `changes: the working tree does not build${when} (${error.message}) — ${how} shows why`,
        )
      },
    )
    const sites = [baseBuilt, headBuilt] as const
    const took = sites.map(site => (site.cached ? 'from the cache' : `in ${site.seconds.toFixed(1)} s`))
    console.log(`changes: ${day ?? 'today'}: base ${took[0]}, working tree ${took[1]} (${seconds(started)} together)`)
    return { before: sites[0].dir, after: sites[1].dir }
  }
  const today = await build()
  // The working tree's changed files since the base: committed, staged, unstaged and new.
  const listed = [
    ...git(['diff', '--name-only', base.sha]).split('\n'),
    ...git(['ls-files', '--others', '--exclude-standard']).split('\n'),
  ]
  const changedFiles = [...new Set(listed.filter(Boolean))]
  const read = { base: (file: string) => atBase(base.sha, file), head: inWorkingTree }
  // Both revisions built on each day a post the change touches goes live or its banner ends.
  const found = scheduledDays(changedFiles, contentToday(), read)
  const days: Sites['days'] = []
  for (const day of found.days) days.push({ ...day, ...(await build(day.date)) })
  // The catalogs themselves: a message an island shows only after a click is in no page's text.
  const catalogs = compareCatalogs(changedFiles, read)
  return {
    ...today,
    label: base.label,
    changedFiles,
    changedFilesCut: false,
    catalogs,
    days,
    more: found.more,
    notCompared: [],
  }
}

/** One pair of thumbnails per changed picture, its pages listed: the same files on the pages of every language. */
async function drawThumbnails(comparison: Comparison): Promise<Thumbnail[]> {
  const drawn = new Map<string, Thumbnail>()
  for (const change of comparison.changes) {
    for (const { picture } of change.differences) {
      if (!picture) continue
      const key = `${picture.before ?? ''}\n${picture.after ?? ''}`
      const same = drawn.get(key)
      if (same) {
        same.urls.push(change.url)
        continue
      }
      const stem = `picture-${drawn.size + 1}`
      const before = picture.before && (await writeThumbnail(picture.before, outDir, `${stem}.before.png`))
      const after = picture.after && (await writeThumbnail(picture.after, outDir, `${stem}.after.png`))
      drawn.set(key, { urls: [change.url], name: picture.name, before, after })
    }
  }
  return [...drawn.values()]
}

/** A page's change as changes.json lists it. */
const listed = ({ url, page, locale, status, kinds, differences }: PageChange) => ({
  url,
  page,
  locale,
  status,
  kinds,
  differences: differences.map(({ kind, markdown, entry, addresses }) => ({ kind, markdown, entry, addresses })),
})

/** Today's comparison and each scheduled day's, what needs a careful look, what does not parse, the thumbnails. */
async function compare(sites: Sites): Promise<ReportInput> {
  const { changedFiles, changedFilesCut, catalogs } = sites
  const started = performance.now()
  const owners = readCodeOwners(ROOT_DIR)
  // The trusted checkout's constants (the base's, in a pull request): what typed English figures are checked against.
  const { constants } = readConstants(ROOT_DIR, path.join(ROOT_DIR, 'content/constants.yaml'))
  const carefulOptions = { owners, securityEntries: readSecurityEntries(ROOT_DIR), constants, changedFiles }
  const comparison = await compareSites(sites.before, sites.after)
  const careful = carefulItems(comparison, { ...carefulOptions, changedFilesCut, catalogs })
  const malformed = malformedFiles(sites.after, changedFiles).map(found => ({ ...found, date: contentToday() }))
  const scheduled = []
  for (const { date, reasons, before, after } of sites.days) {
    const dayComparison = await compareSites(before, after)
    malformed.push(...malformedFiles(after, changedFiles).map(found => ({ ...found, date })))
    scheduled.push({ date, reasons, comparison: dayComparison, careful: carefulItems(dayComparison, carefulOptions) })
  }
  console.log(
    `changes: compared in ${seconds(started)}: ${comparison.changes.length} page(s) changed, ${careful.length} ` +
      `thing(s) to look at carefully`,
  )
  return {
    base: sites.label,
    comparison,
    careful,
    screenshots: [],
    thumbnails: await drawThumbnails(comparison),
    owners,
    changedFiles,
    changedFilesCut,
    scheduled,
    scheduledMore: sites.more,
    notCompared: sites.notCompared,
    malformed,
    catalogs,
    translationExists: file => fs.existsSync(path.join(ROOT_DIR, file)),
    // The working tree's English file when the report runs on it; in a pull request only the base is checked out.
    isDraft: file => frontmatterData(inWorkingTree(file))?.draft === true,
  }
}

/** report.md, comment.md, and the same list as data (changes.json), for tools and tests. */
function write(input: ReportInput): string {
  const report = formatReport(input)
  fs.writeFileSync(path.join(outDir, 'report.md'), report)
  const fullReportAt = values['full-report-at'] ?? 'in changes/report.md'
  fs.writeFileSync(path.join(outDir, 'comment.md'), formatReport({ ...input, maxChars: COMMENT_CHARS, fullReportAt }))
  const { comparison, careful, malformed, changedFilesCut, catalogs } = input
  const data = {
    changes: comparison.changes.map(listed),
    files: comparison.files,
    chrome: comparison.chrome,
    sitemap: comparison.sitemap,
    careful,
    malformed,
    changedFilesCut,
    catalogs,
    scheduled: input.scheduled?.map(({ date, reasons, comparison: { changes, files }, careful: dayCareful }) => ({
      date,
      reasons,
      changes: changes.map(listed),
      files,
      careful: dayCareful,
    })),
  }
  fs.writeFileSync(path.join(outDir, 'changes.json'), `${JSON.stringify(data, null, 1)}\n`)
  return report
}

async function main() {
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(outDir, { recursive: true })
  const baseSite = values['base-site']
  const headSite = values['head-site']
  if (Boolean(baseSite) !== Boolean(headSite))
    throw new BaseBuildError('changes: --base-site and --head-site go together (two built site folders)')
  const sites = baseSite && headSite ? builtElsewhere(baseSite, headSite) : await builtHere()
  const input = await compare(sites)
  const shot = performance.now()
  if (!values['no-screenshots']) {
    // Loaded only here: Playwright takes half a second of CPU to load, for nothing with --no-screenshots.
    const { pickPages, takeScreenshots } = await import('./screenshots.ts')
    const pages = pickPages(input.comparison.changes)
    input.screenshots = await takeScreenshots(pages, { before: sites.before, after: sites.after }, outDir)
    console.log(`changes: ${input.screenshots.length * 2} screenshot(s) in ${seconds(shot)}`)
  }
  const report = write(input)
  console.log(`\n${report}\nchanges: report written to ${path.relative(process.cwd(), path.join(outDir, 'report.md'))}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof BaseBuildError || error instanceof SiteRefused ? error.message : error)
  return exitWhenWritten(1)
})
