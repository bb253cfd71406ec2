/**
 * On an unsupported Node the first command a newcomer runs says so in one line, with the fix, and exits 1 — instead
 * of `npm run dev` failing with "bad option: --experimental-strip-types" and `npm start` blaming every content file.
 * The guard is scripts/core/requireNode.mjs, run first by each command a newcomer starts with.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir'

const GUARD = 'node scripts/core/requireNode.mjs && '
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  engines: { node: string }
}

/** The guard run by this Node made to report `version` as its own, as an older Node would. */
function guardOn(version: string) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      `data:text/javascript,Object.defineProperty(process.versions,"node",{value:${JSON.stringify(version)}})`,
      path.join(ROOT_DIR, 'scripts/core/requireNode.mjs'),
    ],
    { cwd: ROOT_DIR, encoding: 'utf8' },
  )
}

describe('the Node version guard', () => {
  it('stops on a Node older than package.json "engines" with one line naming the version, the need and the fix', () => {
    expect(packageJson.engines.node).toBe('>=22.12.0')
    for (const version of ['20.20.2', '22.11.0', '18.0.0']) {
      const run = guardOn(version)
      expect(run.status).toBe(1)
      expect(run.stdout).toBe('')
      const nvmrc = fs.readFileSync(path.join(ROOT_DIR, '.nvmrc'), 'utf8').trim().split('.')[0]
      expect(run.stderr).toBe(
        `Node ${version} is too old: this project needs Node 22.12+ (${nvmrc} in .nvmrc) — run \`nvm use\` (or ` +
          `install Node ${nvmrc}), then the command again\n`,
      )
    }
  })

  it('says nothing and lets the command run on a supported Node', () => {
    for (const version of ['22.12.0', '23.0.0', '24.21.0', process.versions.node]) {
      const run = guardOn(version)
      expect({ status: run.status, output: run.stdout + run.stderr }).toEqual({ status: 0, output: '' })
    }
  })

  it('runs first in every command a newcomer starts with (npm test and npm start begin with a guarded one)', () => {
    for (const name of ['build', 'content', 'dev', 'dev:pseudo'])
      expect(packageJson.scripts[name]).toMatch(new RegExp(`^${GUARD}`))
    expect(packageJson.scripts.start).toMatch(/^npm run build &&/)
    expect(packageJson.scripts.test).toMatch(/^npm run content &&/)
  })
})
