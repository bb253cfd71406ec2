/**
 * `npm run changes`: what a change does to the site, page by page and language by language, with the links,
 * pictures and search-engine signals a visitor or a crawler acts on, what needs a careful look, and before/after
 * screenshots: changes/report.md (whole), changes/comment.md (the same, kept under GitHub's comment limit) and the
 * images beside them.
 *
 *   npm run changes [-- --base REF]                       builds REF (default: the merge base with origin/main, else
 *                                                         HEAD~1) and the working tree in temporary folders, compares
 *   npm run changes -- --base-site DIR --head-site DIR    compares two already-built sites and builds nothing: what
 *       [--changed-files FILE] [--base-commit SHA]        the changes-comment workflow runs, with the DEFAULT branch's
 *       [--full-report-at TEXT]                           code, on the pull request's site downloaded as data; a
 *       [--scheduled-site DATE:BASE_DIR:HEAD_DIR …]       list of 3,000 changed files (GitHub's limit) counts as cut
 *       [--sources DIR] [--day-sites DIR]                 DIR/base and DIR/head hold the catalogs and news posts the
 *                                                         change touches (sources.ts, data): the catalogs are compared
 *                                                         and the scheduled days computed from them here; each day's
 *                                                         sites are read from --day-sites DIR/base/DATE, DIR/head/DATE,
 *                                                         and a day whose site is missing is said so at the report's
 * top
 *
 * Every file of the built sites is compared (compareSites.ts, compareFiles.ts), and the catalogs a change edits
 * (catalogs.ts). Both revisions are built again on each day a news post the change touches goes live or its banner
 * ends (scheduled.ts), and every XML and JSON file of each head site must parse (wellFormed.ts).
 *
 * `--out DIR` (default changes/), `--no-screenshots`. The head site is validated first (validateSite.ts). Exits 1
 * with a clear message when a site cannot be built or is refused.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { contentToday } from '../core/clock.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { readConstants } from '../registry/readConstants.ts'
import { splitFrontmatter } from '../source/frontmatter.ts'
import { BaseBuildError, buildBase, buildWorkingTree, git, resolveBase } from './buildRevision.ts'
import { carefulItems, readSecurityEntries } from './careful.ts'
import { readCodeOwners } from './codeowners.ts'
import { compareSites } from './compareSites.ts'
import { writeThumbnail } from './pictures.ts'
import { formatReport, type ScheduledComparison, type Thumbnail } from './report.ts'
import { scheduledDays } from './scheduled.ts'
import { readSide, requiredDays } from './sources.ts'
import { compareCatalogs, type CatalogChange } from './catalogs.ts'
import { malformedFiles } from './wellFormed.ts'
import { pickPages, takeScreenshots } from './screenshots.ts'
import { SiteRefused, validateSite } from './validateSite.ts'

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    out: { type: 'string', default: 'changes' },
    'base-site': { type: 'string' },
    'head-site': { type: 'string' },
    // The names of an earlier version, kept for scripts that use them.
    before: { type: 'string' },
    after: { type: 'string' },
    'changed-files': { type: 'string' },
    'base-commit': { type: 'string' },
    'full-report-at': { type: 'string' },
    'no-screenshots': { type: 'boolean', default: false },
    // DATE:BASE_DIR:HEAD_DIR, the two sites built on a scheduled day (REELFI_NOW=DATE), with --base-site/--head-site.
    'scheduled-site': { type: 'string', multiple: true },
    sources: { type: 'string' },
    'day-sites': { type: 'string' },
  },
})
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const outDir = path.resolve(values.out)
/**
 * The comment's length: a reviewer reads about this much (issue 48: a 65,000-character comment was not read), well
 * under GitHub's limit (COMMENT_LIMIT) with room for the workflow's marker and closing line. The whole report is in the
 * artifact.
 */
const COMMENT_CHARS = 40_000
/** GitHub lists at most this many files of a pull request. */
const GITHUB_FILES_LIMIT = 3_000

/**
 * The files a pull request changes, one repository path a line (as `gh api …/pulls/N/files` lists them), and whether
 * the list may be cut: GitHub lists at most 3,000 files, so a list that long is read as "everything changed".
 */
function readChangedFiles(file: string): { files: string[]; cut: boolean } {
  const text = fs.readFileSync(file, 'utf8')
  if (text.length > 5_000_000) throw new SiteRefused(`${file}: is too long for a list of changed files`)
  const lines = text
    .split('\n')
    .map(line => line.trim())
    .filter(Boolean)
  return { files: [...new Set(lines)], cut: lines.length >= GITHUB_FILES_LIMIT }
}

/** A file of the base revision, or undefined when it has none. */
function atBase(sha: string, file: string): string | undefined {
  try {
    return git(['show', `${sha}:${file}`])
  } catch {
    return undefined
  }
}
/** Whether a content file's frontmatter says `draft: true`. */
function readsDraft(text: string | undefined): boolean {
  if (text === undefined) return false
  const { lines, end } = splitFrontmatter(text)
  return end !== -1 && lines.slice(1, end).some(line => /^draft:\s*true\s*$/.test(line))
}
const inWorkingTree = (file: string) => {
  const full = path.join(ROOT_DIR, file)
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined
}

/** The working tree's changed files since the base: committed, staged, unstaged and new. */
function changedSince(baseSha: string): string[] {
  const lines = [
    ...git(['diff', '--name-only', baseSha]).split('\n'),
    ...git(['ls-files', '--others', '--exclude-standard']).split('\n'),
  ]
  return [...new Set(lines.filter(Boolean))]
}

async function main() {
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(outDir, { recursive: true })
  let beforeDir: string
  let afterDir: string
  let baseLabel: string
  let changedFiles: string[] | undefined
  let changedFilesCut = false
  let catalogs: CatalogChange[] = []
  const today = contentToday()
  const scheduled: { date: string; reasons: string[]; before: string; after: string }[] = []
  let scheduledMore = 0
  /** Scheduled days the report could not compare, and why: said at its top. */
  const notCompared: { date: string; reasons: string[]; missing: string }[] = []
  const baseSite = values['base-site'] ?? values.before
  const headSite = values['head-site'] ?? values.after
  if (baseSite || headSite) {
    if (!baseSite || !headSite)
      throw new BaseBuildError('changes: --base-site and --head-site go together (two built site folders)')
    const checked = validateSite(headSite)
    console.log(
      `changes: the head site has ${checked.files} files, ${(checked.bytes / 1024 / 1024).toFixed(1)} MB: only files ` +
        `and folders, inside its folder`,
    )
    beforeDir = path.resolve(baseSite)
    afterDir = path.resolve(headSite)
    const commit = values['base-commit']
    if (commit !== undefined && !/^[\da-f]{7,40}$/.test(commit))
      throw new BaseBuildError(`changes: --base-commit ${JSON.stringify(commit)} is not a commit hash`)
    baseLabel = commit ? `\`${commit.slice(0, 7)}\` (the base branch)` : 'the base site'
    if (values['changed-files']) {
      const read = readChangedFiles(values['changed-files'])
      changedFiles = read.files
      changedFilesCut = read.cut
    }
    for (const spec of values['scheduled-site'] ?? []) {
      const [date = '', base = '', head = ''] = spec.split(':')
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !base || !head)
        throw new BaseBuildError(`changes: --scheduled-site ${JSON.stringify(spec)}: write it DATE:BASE_DIR:HEAD_DIR`)
      validateSite(head)
      scheduled.push({ date, reasons: ['built for that day'], before: path.resolve(base), after: path.resolve(head) })
    }
    if (values.sources) {
      // The pull request's catalogs and news posts, fetched as data: what its islands say, and the days it schedules.
      const sources = path.resolve(values.sources)
      if (!changedFiles) throw new BaseBuildError('changes: --sources needs --changed-files')
      catalogs = compareCatalogs(changedFiles, {
        base: readSide(path.join(sources, 'base')),
        head: readSide(path.join(sources, 'head')),
      })
      const found = requiredDays(changedFiles, sources, today)
      scheduledMore = found.more
      const daySites = values['day-sites'] ? path.resolve(values['day-sites']) : undefined
      for (const day of found.days) {
        const before = daySites && path.join(daySites, 'base', day.date)
        const after = daySites && path.join(daySites, 'head', day.date)
        const missing = [
          before && fs.existsSync(before) ? '' : 'the base site',
          after && fs.existsSync(after) ? '' : "the pull request's site",
        ].filter(Boolean)
        if (missing.length > 0) {
          notCompared.push({ ...day, missing: missing.join(' and ') })
          continue
        }
        validateSite(after!)
        scheduled.push({ ...day, before: before!, after: after! })
      }
    } else if (changedFiles?.some(file => /^(content\/[^/]+\/news\/|locales\/)/.test(file))) {
      notCompared.push({
        date: 'any later day',
        reasons: ['the change touches news posts or catalogs'],
        missing: 'the news posts and catalogs to compute the days from (--sources)',
      })
    }
  } else {
    const base = resolveBase(values.base)
    baseLabel = base.label
    console.log(
      `changes: building ${base.sha.slice(0, 7)} and the working tree (logs ` +
        `in ${path.relative(process.cwd(), outDir)}/*.log) …`,
    )
    const started = performance.now()
    const [before, after] = await Promise.all([
      buildBase(base.sha, path.join(outDir, 'base-build.log')),
      buildWorkingTree(path.join(outDir, 'working-tree-build.log')).catch((error: Error) => {
        throw new BaseBuildError(
          `changes: the working tree does not build (${error.message}) — npm run build shows why`,
        )
      }),
    ])
    const took = (site: typeof before) => (site.cached ? 'from the cache' : `in ${site.seconds.toFixed(1)} s`)
    console.log(`changes: base built ${took(before)}, working tree ${took(after)} (${seconds(started)} together)`)
    beforeDir = before.dir
    afterDir = after.dir
    changedFiles = changedSince(base.sha)
    // The catalogs themselves: a message an island shows only after a click is in no page's text.
    catalogs = compareCatalogs(changedFiles, { base: file => atBase(base.sha, file), head: inWorkingTree })
    // The days on which what this change touches shows differently (a post going live, a banner ending): both
    // revisions built on each, so a post scheduled for tomorrow is reviewed today.
    const found = scheduledDays(changedFiles, today, { base: file => atBase(base.sha, file), head: inWorkingTree })
    scheduledMore = found.more
    for (const day of found.days) {
      const dayStarted = performance.now()
      const [dayBefore, dayAfter] = await Promise.all([
        buildBase(base.sha, path.join(outDir, `base-build-${day.date}.log`), day.date),
        buildWorkingTree(path.join(outDir, `working-tree-build-${day.date}.log`), day.date).catch((error: Error) => {
          throw new BaseBuildError(
            `changes: the working tree does not build on ${day.date} (${error.message}) — REELFI_NOW=${day.date} npm ` +
              `run build shows why`,
          )
        }),
      ])
      console.log(`changes: ${day.date} (${day.reasons.join('; ')}) built in ${seconds(dayStarted)}`)
      scheduled.push({ ...day, before: dayBefore.dir, after: dayAfter.dir })
    }
  }

  const compared = performance.now()
  const comparison = await compareSites(beforeDir, afterDir)
  const owners = readCodeOwners(ROOT_DIR)
  const securityEntries = readSecurityEntries(ROOT_DIR)
  // The trusted checkout's constants (the base's, in a pull request): what a figure typed in English is checked
  // against.
  const { constants } = readConstants(ROOT_DIR, path.join(ROOT_DIR, 'content/constants.yaml'))
  const careful = carefulItems(comparison, {
    owners,
    securityEntries,
    changedFilesCut,
    catalogs,
    ...(constants ? { constants } : {}),
    ...(changedFiles ? { changedFiles } : {}),
  })
  const malformed = malformedFiles(afterDir, changedFiles).map(found => ({ ...found, date: today }))
  const days: ScheduledComparison[] = []
  for (const day of scheduled) {
    const dayComparison = await compareSites(day.before, day.after)
    malformed.push(...malformedFiles(day.after, changedFiles).map(found => ({ ...found, date: day.date })))
    days.push({
      date: day.date,
      reasons: day.reasons,
      comparison: dayComparison,
      careful: carefulItems(dayComparison, {
        owners,
        securityEntries,
        ...(constants ? { constants } : {}),
        ...(changedFiles ? { changedFiles } : {}),
      }),
    })
  }
  const thumbnails: Thumbnail[] = []
  const drawn = new Map<string, Thumbnail>()
  for (const change of comparison.changes) {
    for (const difference of change.differences) {
      if (!difference.picture) continue
      // The same files on the pages of every language: one pair of thumbnails, its pages listed.
      const key = `${difference.picture.before ?? ''}\n${difference.picture.after ?? ''}`
      const same = drawn.get(key)
      if (same) {
        same.urls.push(change.url)
        continue
      }
      const stem = `picture-${thumbnails.length + 1}`
      const before =
        difference.picture.before && (await writeThumbnail(difference.picture.before, outDir, `${stem}.before.png`))
      const after =
        difference.picture.after && (await writeThumbnail(difference.picture.after, outDir, `${stem}.after.png`))
      const thumbnail: Thumbnail = {
        urls: [change.url],
        name: difference.picture.name,
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
      }
      drawn.set(key, thumbnail)
      thumbnails.push(thumbnail)
    }
  }
  console.log(
    `changes: compared in ${seconds(compared)}: ${comparison.changes.length} page(s) changed, ${careful.length} ` +
      `thing(s) to look at carefully`,
  )
  const shot = performance.now()
  const screenshots = values['no-screenshots']
    ? []
    : await takeScreenshots(pickPages(comparison.changes), { before: beforeDir, after: afterDir }, outDir)
  if (!values['no-screenshots']) console.log(`changes: ${screenshots.length * 2} screenshot(s) in ${seconds(shot)}`)
  const input = {
    base: baseLabel,
    comparison,
    careful,
    screenshots,
    thumbnails,
    owners,
    ...(changedFiles ? { changedFiles } : {}),
    changedFilesCut,
    scheduled: days,
    scheduledMore,
    notCompared,
    malformed,
    catalogs,
    translationExists: (file: string) => fs.existsSync(path.join(ROOT_DIR, file)),
    // The working tree's English file when the report runs on it; in a pull request only the base is checked out.
    isDraft: (file: string) => readsDraft(inWorkingTree(file)),
  }
  const report = formatReport(input)
  fs.writeFileSync(path.join(outDir, 'report.md'), report)
  fs.writeFileSync(
    path.join(outDir, 'comment.md'),
    formatReport({
      ...input,
      maxChars: COMMENT_CHARS,
      fullReportAt: values['full-report-at'] ?? 'in changes/report.md',
    }),
  )
  // The same list as data, for tools and tests.
  fs.writeFileSync(
    path.join(outDir, 'changes.json'),
    `${JSON.stringify(
      {
        changes: comparison.changes.map(({ url, page, locale, status, kinds, differences }) => ({
          url,
          page,
          locale,
          status,
          kinds,
          differences: differences.map(({ kind, markdown, entry, addresses }) => ({
            kind,
            markdown,
            entry,
            addresses,
          })),
        })),
        files: comparison.files,
        chrome: comparison.chrome,
        sitemap: comparison.sitemap,
        careful,
        malformed,
        changedFilesCut,
        catalogs,
        scheduled: days.map(({ date, reasons, comparison: day, careful: dayCareful }) => ({
          date,
          reasons,
          changes: day.changes.map(({ url, status, kinds, differences }) => ({
            url,
            status,
            kinds,
            differences: differences.map(({ kind, markdown }) => ({ kind, markdown })),
          })),
          files: day.files,
          careful: dayCareful,
        })),
      },
      null,
      1,
    )}\n`,
  )
  console.log(`\n${report}\nchanges: report written to ${path.relative(process.cwd(), path.join(outDir, 'report.md'))}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof BaseBuildError || error instanceof SiteRefused ? error.message : error)
  process.exit(1)
})
