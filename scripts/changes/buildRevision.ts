/**
 * The two sites `npm run changes` compares: the base revision in a temporary `git worktree`, and the working tree
 * (uncommitted edits included) copied to a temporary folder, each built with its own `npm run build`, node_modules
 * shared by a symlink so that the build caches serve both. A built site is kept under
 * node_modules/.cache/reelfi/changes/<git tree hash>: the same content is never built twice.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CLOCK_VARIABLE } from '../core/clock.ts'
import { ROOT_DIR } from '../core/rootDir.ts'

const CACHE_DIR = path.join(ROOT_DIR, 'node_modules/.cache/reelfi/changes')

/** Where the site of a git tree, built as on `day` (REELFI_NOW), is kept between runs. */
export const cachedSiteDir = (tree: string, day?: string) => path.join(CACHE_DIR, day ? `${tree}@${day}` : tree)
/** Today's two sites and two for each of a few scheduled days. */
const KEPT_SITES = 10

export class BaseBuildError extends Error {}

export const git = (args: string[], cwd = ROOT_DIR, env: NodeJS.ProcessEnv = process.env) =>
  execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** The base commit: `ref` when given, else the merge base with origin/main, else HEAD~1. */
export function resolveBase(ref?: string): { sha: string; label: string } {
  const commit = (name: string) => ['rev-parse', '--verify', '--quiet', `${name}^{commit}`]
  const candidates: [string[], string][] = ref
    ? [[commit(ref), ref]]
    : [
        [['merge-base', 'HEAD', 'origin/main'], 'the merge base with origin/main'],
        [commit('HEAD~1'), 'HEAD~1; there is no origin/main'],
      ]
  for (const [args, label] of candidates) {
    try {
      const sha = git(args)
      return { sha, label: `\`${sha.slice(0, 7)}\` (${label})` }
    } catch {
      // The next candidate.
    }
  }
  throw new BaseBuildError(
    ref
      ? `changes: "${ref}" is not a commit of this repository — pass a branch, tag or commit, e.g. --base origin/main`
      : 'changes: there is no origin/main and no previous commit to compare with — pass --base REF',
  )
}

/** The git tree hash of the working tree as it is (tracked and untracked files, ignored ones left out). */
export function workingTreeHash(): string {
  const index = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'changes-index-')), 'index')
  try {
    const env = { ...process.env, GIT_INDEX_FILE: index }
    git(['read-tree', 'HEAD'], ROOT_DIR, env)
    git(['add', '--all', '.'], ROOT_DIR, env)
    return git(['write-tree'], ROOT_DIR, env)
  } finally {
    fs.rmSync(path.dirname(index), { recursive: true, force: true })
  }
}

/** CAREFUL HERE: the only place that knows how the project builds: `npm run build` in `dir`, with its own scripts. */
export function buildSite(dir: string, logFile: string, day?: string): Promise<string> {
  // The base's own content messages are not this pull request's: no annotations or job summary from it.
  const { GITHUB_ACTIONS: _actions, GITHUB_STEP_SUMMARY: _summary, [CLOCK_VARIABLE]: _now, ...rest } = process.env
  // The site as it will be on `day` (a scheduled post live, a banner gone), or as it is today.
  const env = day ? { ...rest, [CLOCK_VARIABLE]: day } : rest
  const log = fs.openSync(logFile, 'w')
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: dir, env, stdio: ['ignore', log, log] })
    child.on('error', reject)
    child.on('close', code => {
      fs.closeSync(log)
      const site = path.join(dir, 'dist/client')
      if (code === 0 && fs.existsSync(path.join(site, 'index.html'))) resolve(site)
      else reject(new Error(`npm run build exited with ${code}`))
    })
  })
}

/** Keeps a built site (without the .br/.gz copies of its files) as `target`, removing the oldest beyond KEPT_SITES. */
function keep(target: string, site: string): string {
  const partial = `${target}.partial-${process.pid}`
  // dist/client is a link to the build folder: copy the folder behind it, not the link.
  // A .br or .gz beside its file is a copy of it; one alone (the search index's pages) is a file of the site.
  fs.cpSync(fs.realpathSync(site), partial, {
    recursive: true,
    filter: source => !/\.(br|gz)$/.test(source) || !fs.existsSync(source.replace(/\.(br|gz)$/, '')),
  })
  fs.rmSync(target, { recursive: true, force: true })
  fs.renameSync(partial, target)
  const kept = fs
    .readdirSync(CACHE_DIR)
    .filter(name => /^[\da-f]{40}(?:@\d{4}-\d{2}-\d{2})?$/.test(name))
    .map(name => ({ name, time: fs.statSync(path.join(CACHE_DIR, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
  for (const { name } of kept.slice(KEPT_SITES)) fs.rmSync(path.join(CACHE_DIR, name), { recursive: true, force: true })
  return target
}

async function builtOnce(
  tree: string,
  logFile: string,
  prepare: (dir: string) => void,
  cleanUp: (dir: string) => void,
  day?: string,
): Promise<{ dir: string; seconds: number; cached: boolean }> {
  const started = performance.now()
  const cached = cachedSiteDir(tree, day)
  if (fs.existsSync(path.join(cached, 'index.html'))) {
    // Used now: the oldest-first clean-up in keep() removes the least recently used site, not this one.
    const now = new Date()
    fs.utimesSync(cached, now, now)
    return { dir: cached, seconds: 0, cached: true }
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-build-'))
  try {
    prepare(dir)
    fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true })
    fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
    const site = await buildSite(dir, logFile, day)
    return { dir: keep(cached, site), seconds: (performance.now() - started) / 1000, cached: false }
  } finally {
    cleanUp(dir)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The base revision's site, built in a temporary worktree (or found in the cache). */
export async function buildBase(sha: string, logFile: string, day?: string) {
  const tree = git(['rev-parse', `${sha}^{tree}`])
  try {
    return await builtOnce(
      tree,
      logFile,
      dir => git(['worktree', 'add', '--detach', '--force', dir, sha]),
      dir => {
        try {
          git(['worktree', 'remove', '--force', dir])
        } catch {
          git(['worktree', 'prune'])
        }
      },
      day,
    )
  } catch (error) {
    const tail = fs.existsSync(logFile)
      ? fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-15).join('\n')
      : ''
    throw new BaseBuildError(
      `changes: the base revision ${sha.slice(0, 7)} cannot be built (${(error as Error).message}); ` +
        `nothing was compared. Its build output is in ${path.relative(process.cwd(), logFile)}; the last ` +
        `lines:\n${tail}\n` +
        'Pick a base that builds with --base REF (e.g. the last commit of main that passed CI).',
    )
  }
}

/** The working tree's site, uncommitted edits included, built in a copy (or found in the cache). */
export async function buildWorkingTree(logFile: string, day?: string) {
  const tree = workingTreeHash()
  return builtOnce(
    tree,
    logFile,
    dir => {
      const files = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard']).split('\0').filter(Boolean)
      for (const file of files) {
        const source = path.join(ROOT_DIR, file)
        if (!fs.existsSync(source)) continue // deleted in the working tree, not yet committed
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
        // git lists a symbolic link as a file: copy the link itself (fs.cpSync follows it, and refuses a folder).
        if (fs.lstatSync(source).isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), path.join(dir, file))
        else fs.copyFileSync(source, path.join(dir, file))
      }
    },
    () => {},
    day,
  )
}
