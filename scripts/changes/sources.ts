/**
 * The files of a pull request the report reads as data besides the two built sites: the catalogs it changes (what
 * the islands say) and the news posts it touches (the days it schedules, scheduled.ts), for its base and its head.
 * In the changes-comment workflow they are fetched from GitHub by trusted code, never checked out or run:
 *
 *   tsx scripts/changes/sources.ts --changed-files FILE --base SHA --head SHA --out DIR    (writes DIR/base, DIR/head)
 *   tsx scripts/changes/sources.ts --from-git --changed-files FILE --base SHA --out DIR      (the same from this
 * checkout:
 *                                                       CI, to know which days to build the pull request's site on)
 *   tsx scripts/changes/sources.ts --days --changed-files FILE --sources DIR                (prints the days, a line
 * each)
 *
 * A path is fetched only when it has the shape of a catalog or a news post; anything else in the list is ignored.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { contentToday } from '../core/clock.ts'
import { scheduledDays } from './scheduled.ts'
import { ARTICLE_SLUG } from '../../src/content/schema.ts'

const CATALOG = /^locales\/[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\/messages\.po$/
const NEWS_FILE = /^content\/[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\/news\/([^/]+)\.mdx$/
/** A news post's path and its name, when the name is one `npm run content` accepts (the schema's ARTICLE_SLUG). */
const NEWS = {
  exec: (file: string) => {
    const match = NEWS_FILE.exec(file)
    return match && ARTICLE_SLUG.test(match[1]!) ? match : null
  },
  test: (file: string) => NEWS.exec(file) !== null,
}
/** A fetched file larger than this is not read (a catalog is about 100 KB, a post a few KB). */
const MAX_BYTES = 5 * 1024 * 1024

/** The paths to fetch for a list of changed files: its catalogs and news posts, and each post's English. */
export function sourcePaths(changedFiles: readonly string[]): string[] {
  const paths = new Set<string>()
  for (const file of changedFiles) {
    if (CATALOG.test(file)) paths.add(file)
    const news = NEWS.exec(file)
    if (news) {
      paths.add(file)
      paths.add(`content/en/news/${news[1]!}.mdx`)
    }
  }
  return [...paths].sort()
}

/** A reader of one side's fetched files (`DIR/base` or `DIR/head`): undefined for a file that side does not have. */
export function readSide(dir: string): (file: string) => string | undefined {
  return file => {
    if (!CATALOG.test(file) && !NEWS.test(file)) return undefined
    const full = path.join(dir, file)
    try {
      const stat = fs.lstatSync(full)
      return stat.isFile() && stat.size <= MAX_BYTES ? fs.readFileSync(full, 'utf8') : undefined
    } catch {
      return undefined
    }
  }
}

/**
 * The days the report must compare on, computed from the fetched files (the same rule as a local `npm run changes`).
 */
export function requiredDays(changedFiles: readonly string[], sourcesDir: string, today = contentToday()) {
  return scheduledDays(changedFiles, today, {
    base: readSide(path.join(sourcesDir, 'base')),
    head: readSide(path.join(sourcesDir, 'head')),
  })
}

const readList = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .slice(0, 5_000_000)
    .split('\n')
    .map(line => line.trim())
    .filter(Boolean)

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
  const changed = readList(values['changed-files'])
  if (values.days) {
    if (!values.sources) throw new Error('sources: --days needs --sources DIR')
    for (const day of requiredDays(changed, values.sources).days) console.log(day.date)
    return
  }
  const out = values.out ?? 'sources'
  const repository = process.env.REPOSITORY ?? ''
  if (!values['from-git'] && !/^[\w.-]+\/[\w.-]+$/.test(repository))
    throw new Error('sources: REPOSITORY must be owner/name')
  const sides = values['from-git']
    ? ([['base', values.base]] as const)
    : ([
        ['base', values.base],
        ['head', values.head],
      ] as const)
  for (const [side, sha] of sides) {
    if (!sha || !/^[0-9a-f]{40}$/.test(sha)) throw new Error(`sources: --${side} must be a commit hash`)
    for (const file of sourcePaths(changed)) {
      let text: string
      try {
        // No shell: the path is an argument, and it has the shape checked above.
        text = values['from-git']
          ? execFileSync('git', ['show', `${sha}:${file}`], {
              encoding: 'utf8',
              maxBuffer: MAX_BYTES,
              stdio: ['ignore', 'pipe', 'ignore'],
            })
          : execFileSync(
              'gh',
              [
                'api',
                '-H',
                'Accept: application/vnd.github.raw+json',
                `repos/${repository}/contents/${file}?ref=${sha}`,
              ],
              { encoding: 'utf8', maxBuffer: MAX_BYTES, stdio: ['ignore', 'pipe', 'pipe'] },
            )
      } catch (error) {
        // Not in that revision (added or deleted): that side has no such file. Any other failure (a rate limit, the
        // network) stops here: read as "no file", it would drop a scheduled day from the report without a word.
        const said = String((error as { stderr?: unknown }).stderr ?? '')
        if (values['from-git'] || /HTTP 404/.test(said)) continue
        throw new Error(
          `sources: ${file} at ${sha.slice(0, 7)} could not be fetched ` +
            `(${said.trim().slice(0, 200) || (error as Error).message})`,
        )
      }
      fs.mkdirSync(path.dirname(path.join(out, side, file)), { recursive: true })
      fs.writeFileSync(path.join(out, side, file), text)
    }
  }
  if (values['from-git']) {
    for (const file of sourcePaths(changed)) {
      if (!fs.existsSync(file)) continue
      fs.mkdirSync(path.dirname(path.join(out, 'head', file)), { recursive: true })
      fs.copyFileSync(file, path.join(out, 'head', file))
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
