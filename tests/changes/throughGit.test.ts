import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listPages } from '../../scripts/changes/compareSites'
import { ROOT_DIR } from '../../scripts/content/run'
import { formatNumber } from '../../src/i18n/formatConstant'
import { LOCALES } from '../../src/i18n/locales'

/**
 * `npm run changes` end to end: a fixture repository (the project's files, committed by the test), one branch per
 * change, each compared with the first commit. The base is built once and found in the build cache by every
 * later run; each branch is one build of its working tree.
 */
let repo: string
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

interface Listed { url: string; page: string; locale: string; status: string }

function changesOn(branch: string, edit: () => void): Listed[] {
  git('checkout', '--quiet', '-b', branch, 'base')
  edit()
  git('commit', '--quiet', '--all', '-m', branch)
  const out = path.join(repo, 'changes')
  execFileSync(path.join(ROOT_DIR, 'node_modules/.bin/tsx'), ['scripts/changes/main.ts', '--base', 'base', '--no-screenshots', '--out', out],
    { cwd: repo, stdio: 'inherit', env: { ...process.env, GITHUB_ACTIONS: '' } })
  return JSON.parse(fs.readFileSync(path.join(out, 'changes.json'), 'utf8')) as Listed[]
}

const editFile = (file: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(repo, file), change(fs.readFileSync(path.join(repo, file), 'utf8')))

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-repo-'))
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT_DIR, encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const file of files) {
    if (!fs.existsSync(path.join(ROOT_DIR, file))) continue
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    fs.copyFileSync(path.join(ROOT_DIR, file), path.join(repo, file))
  }
  fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(repo, 'node_modules'), 'dir')
  git('init', '--quiet', '--initial-branch', 'main')
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '--allow-empty', '-m', 'empty')
  git('config', 'user.name', 'Test')
  git('config', 'user.email', 'test@example.com')
  git('add', '--all')
  git('commit', '--quiet', '-m', 'base')
  git('tag', 'base')
})

afterAll(() => fs.rmSync(repo, { recursive: true, force: true }))

describe('npm run changes through git', () => {
  it('lists exactly /faq in English for one changed English FAQ answer (the translations still show their own text)', () => {
    const listed = changesOn('faq-answer', () => editFile('content/en/faq/governance.mdx', (text) =>
      text.replace('run by the people who use it.', 'run by the people who use it every day.')))
    expect(listed.map(({ url, status }) => `${status} ${url}`)).toEqual(['changed /faq'])
  })

  it('lists every page that shows a changed constant, in all nine languages', () => {
    const listed = changesOn('presale-gate', () => editFile('content/constants.yaml', (text) =>
      text.replace('presaleGateUsd:\n    value: 24000\n', 'presaleGateUsd:\n    value: 30000\n')))
    // Expected: every page of the base site that shows the figure as its locale writes it.
    const baseSite = fs.readdirSync(path.join(ROOT_DIR, 'node_modules/.cache/reelfi/changes'))
      .map((name) => path.join(ROOT_DIR, 'node_modules/.cache/reelfi/changes', name))
      .find((dir) => fs.existsSync(path.join(dir, 'index.html')) && fs.readFileSync(path.join(dir, 'faq/index.html'), 'utf8').includes('24,000'))!
    const showing = [...listPages(baseSite)].filter(([url, file]) => {
      const locale = LOCALES.find((code) => url === `/${code}` || url.startsWith(`/${code}/`)) ?? 'en'
      return fs.readFileSync(file, 'utf8').includes(formatNumber(24_000, 'usd', locale))
    }).map(([url]) => url).sort()
    expect(listed.map(({ url }) => url).sort()).toEqual(showing)
    expect(new Set(listed.map(({ locale }) => locale))).toEqual(new Set(LOCALES))
    expect(new Set(listed.map(({ page }) => page))).toEqual(new Set(['/', '/faq', '/how-it-works']))
  })

  it('lists nothing when only a comment changed', () => {
    const listed = changesOn('comment-only', () => editFile('content/constants.yaml', (text) =>
      text.replace('# Presale a creator must sell before they may post videos.', '# The presale a creator must sell before posting videos.')))
    expect(listed).toEqual([])
  })

  it('fails clearly when the base cannot be built', () => {
    git('checkout', '--quiet', '-b', 'broken-base', 'base')
    editFile('content/en/faq/governance.mdx', (text) => text.replace(/^question: (.*)$/m, 'question: "$1'))
    git('commit', '--quiet', '--all', '-m', 'broken')
    git('checkout', '--quiet', 'faq-answer')
    let message = ''
    try {
      execFileSync(path.join(ROOT_DIR, 'node_modules/.bin/tsx'), ['scripts/changes/main.ts', '--base', 'broken-base', '--no-screenshots'],
        { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    } catch (error) {
      message = (error as { stderr: string }).stderr
    }
    expect(message).toMatch(/^changes: the base revision [\da-f]{7} cannot be built \(npm run build exited with 1\); nothing was compared\./m)
    expect(message).toContain('content/en/faq/governance.mdx:2: frontmatter: is not valid YAML')
  })
})
