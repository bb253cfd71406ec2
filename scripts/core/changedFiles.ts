/**
 * The files changed on this branch (uncommitted, or since the merge base with main), to blame the right one of two
 * that clash; undefined when Git cannot say.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

export function changedFiles(rootDir: string): Set<string> | undefined {
  const git = (...args: string[]) => {
    const run = spawnSync('git', args, { cwd: rootDir, encoding: 'utf8', timeout: 10_000 })
    return run.status === 0 ? run.stdout : undefined
  }
  const top = git('rev-parse', '--show-toplevel')?.trim()
  // A copy in a temporary folder inside some other repository is not the checkout.
  if (!top || fs.realpathSync(top) !== fs.realpathSync(rootDir)) return undefined
  const changed = new Set<string>()
  const status = git('status', '--porcelain', '--untracked-files=all')
  if (status === undefined) return undefined
  for (const line of status.split('\n').filter(Boolean))
    changed.add(line.slice(3).split(' -> ').pop()!.replace(/^"|"$/g, ''))
  const bases = [process.env.GITHUB_BASE_REF && `origin/${process.env.GITHUB_BASE_REF}`, 'origin/main', 'main'].filter(
    Boolean,
  ) as string[]
  for (const base of bases) {
    const mergeBase = git('merge-base', 'HEAD', base)?.trim()
    if (!mergeBase) continue
    for (const file of (git('diff', '--name-only', mergeBase, 'HEAD') ?? '').split('\n').filter(Boolean))
      changed.add(file)
    break
  }
  return changed
}
