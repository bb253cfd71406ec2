/**
 * `npm run i18n:stamp` on a copy of the repository under Git: stamping an out-of-date translation whose text nobody
 * touched since the English changed is the usual slip, and the command says so.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir'

let copy: string
const FILE = 'content/de/faq/governance.mdx'
const ENGLISH = 'content/en/faq/governance.mdx'
const git = (...args: string[]) => spawnSync('git', args, { cwd: copy, encoding: 'utf8' })
const stamp = () =>
  spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/i18n/stamp.ts', FILE], { cwd: copy, encoding: 'utf8' })

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-stamp-'))
  for (const entry of ['content', 'scripts', 'src', 'package.json', 'tsconfig.json'])
    fs.cpSync(path.join(ROOT_DIR, entry), path.join(copy, entry), { recursive: true })
  fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
  git('init', '-q')
  git('add', 'content')
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'content')
  fs.appendFileSync(path.join(copy, ENGLISH), '\nA new English sentence.\n')
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qam', 'English changed')
})

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

describe('i18n:stamp', () => {
  it('warns when the translation did not change since its English file did', () => {
    const run = stamp()
    expect(run.status).toBe(0)
    expect(run.stdout).toContain(`${FILE}: stamped: up to date with ${ENGLISH}`)
    expect(run.stderr).toContain(
      `warning: the translation's text did not change since ${ENGLISH} last changed — \`npm run i18n:diff ` +
        `-- ${FILE}\` shows what changed in English`,
    )
  })

  it('stamps without a warning once the translation was brought up to date', () => {
    git('checkout', '-q', '--', FILE)
    fs.appendFileSync(path.join(copy, FILE), '\nEin neuer deutscher Satz.\n')
    const run = stamp()
    expect(run.status).toBe(0)
    expect(run.stderr).toBe('')
  })
})
