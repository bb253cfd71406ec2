/**
 * The files of a pull request the report reads as data besides the built sites, for its base and its head: the
 * catalogs it changes and the news posts it touches (scheduled.ts). Fetched by trusted code, never checked out or run:
 *
 *   tsx scripts/changes/sources.ts --changed-files FILE --base SHA --head SHA --out DIR   writes DIR/base, DIR/head
 *   tsx scripts/changes/sources.ts --from-git --changed-files FILE --base SHA --out DIR     the same from this
 *       checkout: CI, to know which days to build the pull request's site on
 *   tsx scripts/changes/sources.ts --days --changed-files FILE --sources DIR               prints the days, one a line
 *
 * A path is fetched only when it has the shape of a catalog or a news post; anything else in the list is ignored.
 */
import { type ExecFileSyncOptionsWithStringEncoding, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { contentToday } from '../core/clock.ts'
import { scheduledDays } from './scheduled.ts'
import { SiteRefused } from './validateSite.ts'
import { ARTICLE_SLUG } from '../../src/content/schema.ts'

const CATALOG = /^locales\/[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\/messages\.po$/
const NEWS_FILE = /^content\/[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\/news\/([^/]+)\.mdx$/
/** A news post's name, when the path is a post's and the name one `npm run content` accepts (ARTICLE_SLUG). */
const newsSlug = (file: string) => {
  const slug = NEWS_FILE.exec(file)?.[1]
  return slug && ARTICLE_SLUG.test(slug) ? slug : undefined
}
/** A fetched file larger than this is not read (a catalog is about 100 KB, a post a few KB). */
const MAX_BYTES = 5 * 1024 * 1024

/** The paths to fetch for a list of changed files: its catalogs and news posts, and each post's English. */
export function sourcePaths(changedFiles: readonly string[]): string[] {
  const paths = new Set<string>()
  for (const file of changedFiles) {
    const slug = newsSlug(file)
    if (CATALOG.test(file) || slug) paths.add(file)
    if (slug) paths.add(`content/en/news/${slug}.mdx`)
  }
  return [...paths].sort()
}

/** A reader of one side's fetched files (`DIR/base` or `DIR/head`): undefined for a file that side does not have. */
export function readSide(dir: string): (file: string) => string | undefined {
  return file => {
    if (!CATALOG.test(file) && !newsSlug(file)) return undefined
    const full = path.join(dir, file)
    try {
      const stat = fs.lstatSync(full)
      return stat.isFile() && stat.size <= MAX_BYTES ? fs.readFileSync(full, 'utf8') : undefined
    } catch {
      return undefined
    }
  }
}

/** Readers of both sides' fetched files, `DIR/base` and `DIR/head`. */
export const readSides = (dir: string) => ({
  base: readSide(path.join(dir, 'base')),
  head: readSide(path.join(dir, 'head')),
})

/** The days the report must compare on, from the fetched files (the same rule as a local `npm run changes`). */
export function requiredDays(changedFiles: readonly string[], sourcesDir: string, today = contentToday()) {
  return scheduledDays(changedFiles, today, readSides(sourcesDir))
}

/**
 * The files a pull request changes, one path a line (`gh api …/pulls/N/files`), and whether the list may be cut:
 * GitHub lists at most 3,000, so a list that long is read as "everything changed".
 */
export function readChangedFiles(file: string): { files: string[]; cut: boolean } {
  const text = fs.readFileSync(file, 'utf8')
  if (text.length > 5_000_000) throw new SiteRefused(`${file}: is too long for a list of changed files`)
  const lines = text
    .split('\n')
    .map(line => line.trim())
    .filter(Boolean)
  return { files: [...new Set(lines)], cut: lines.length >= 3_000 }
}

/** One file of one revision: from this checkout's git, or from GitHub's API; undefined when it has no such file. */
function fetchFile(file: string, sha: string, fromGit: boolean): string | undefined {
  const repository = process.env.REPOSITORY ?? ''
  const options: ExecFileSyncOptionsWithStringEncoding = { encoding: 'utf8', maxBuffer: MAX_BYTES, stdio: 'pipe' }
  const api = [
    'api',
    '-H',
    'Accept: application/vnd.github.raw+json',
    `repos/${repository}/contents/${file}?ref=${sha}`,
  ]
  try {
    // No shell: the path is an argument, and it has the shape checked above.
    return fromGit ? execFileSync('git', ['show', `${sha}:${file}`], options) : execFileSync('gh', api, options)
  } catch (error) {
    // A 404 is a file that side does not have; any other failure stops here, or a scheduled day would silently go.
    const said = String((error as { stderr?: unknown }).stderr ?? '')
    if (fromGit || /HTTP 404/.test(said)) return undefined
    throw new Error(
      `sources: ${file} at ${sha.slice(0, 7)} could not be fetched ` +
        `(${said.trim().slice(0, 200) || (error as Error).message})`,
    )
  }
}

function main() {
  const { values } = parseArgs({
    options: {
      'changed-files': { type: 'string' },
      base: { type: 'string' },
      head: { type: 'string' },
      out: { type: 'string' },
      days: { type: 'boolean', default: false },
      sources: { type: 'string' },
      'from-git': { type: 'boolean', default: false },
    },
  })
  if (!values['changed-files']) throw new Error('sources: --changed-files FILE is required')
  const changed = readChangedFiles(values['changed-files']).files
  if (values.days) {
    if (!values.sources) throw new Error('sources: --days needs --sources DIR')
    for (const day of requiredDays(changed, values.sources).days) console.log(day.date)
    return
  }
  const out = values.out ?? 'sources'
  const fromGit = values['from-git']
  if (!fromGit && !/^[\w.-]+\/[\w.-]+$/.test(process.env.REPOSITORY ?? ''))
    throw new Error('sources: REPOSITORY must be owner/name')
  const save = (side: string, file: string, text: string | undefined) => {
    if (text === undefined) return
    fs.mkdirSync(path.dirname(path.join(out, side, file)), { recursive: true })
    fs.writeFileSync(path.join(out, side, file), text)
  }
  // From git, the head is this checkout's working tree.
  const base: [string, string | undefined] = ['base', values.base]
  const sides = fromGit ? [base] : [base, ['head', values.head] as const]
  for (const [side, sha] of sides) {
    if (!sha || !/^[0-9a-f]{40}$/.test(sha)) throw new Error(`sources: --${side} must be a commit hash`)
    for (const file of sourcePaths(changed)) save(side, file, fetchFile(file, sha, fromGit))
  }
  if (fromGit)
    for (const file of sourcePaths(changed))
      save('head', file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
