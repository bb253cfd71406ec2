/**
 * CONTRIBUTING.md promises that a writer who adds a FAQ entry exactly as its "Add a FAQ entry" section shows gets a
 * passing pull request: the content is valid and `npm run i18n:status -- --check` passes, listing the entry's
 * translations as a note for translators; only the release gate (`--strict`) fails on them. This test follows the
 * section to the letter, on a copy of the repository with the tests' own content (tests/fixture-site/copy.ts, never the
 * live content/), and runs the commands the pull request runs.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contributingExample } from '../../scripts/check/contributingExamples'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { copyWithFixtureContent } from '../fixture-site/copy'

let copy: string

const run = (script: string, ...args: string[]) =>
  spawnSync(path.join(copy, 'node_modules/.bin/tsx'), [script, ...args], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '' },
  })

beforeAll(() => {
  copy = copyWithFixtureContent(fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-new-entry-')))
  const guide = fs.readFileSync(path.join(ROOT_DIR, 'CONTRIBUTING.md'), 'utf8')
  const { file, text } = contributingExample(guide, 'Add a FAQ entry')
  expect(fs.existsSync(path.join(copy, file)), `${file} exists already: the example no longer adds an entry`).toBe(
    false,
  )
  fs.writeFileSync(path.join(copy, file), text)
})

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

describe('a FAQ entry added as CONTRIBUTING.md shows', () => {
  it('is valid content, with its translations listed as notes', () => {
    const content = run('scripts/pipeline/main.ts')
    expect(content.stderr + content.stdout).toContain('files valid')
    expect(content.status).toBe(0)
    expect(content.stdout).toContain('de: 1 not yet translated (faq/minimum-withdrawal)')
  })

  it('passes i18n:status --check, listing the new entry for translators in every language', () => {
    const check = run('scripts/i18n/status.ts', '--check')
    expect(check.stdout).toMatch(/not yet translated \(not an error/)
    for (const locale of ['zh-TW', 'ja', 'ko', 'es', 'it', 'ru', 'fr', 'de']) {
      expect(check.stdout).toContain(`${locale}: 1 not yet translated (faq/minimum-withdrawal)`)
    }
    // Not "every locale is complete" while eight translations are still to be made.
    expect(check.stdout).toContain('nothing is missing; 8 translation(s) not yet translated')
    expect(check.stderr).toBe('')
    expect(check.status).toBe(0)
  })

  it('lists the entry in --json, for the change report', () => {
    const json = JSON.parse(run('scripts/i18n/status.ts', '--json').stdout) as {
      notTranslated: Record<string, string[]>
    }
    expect(json.notTranslated['content/en/faq/minimum-withdrawal.mdx']).toEqual([
      'zh-TW',
      'ja',
      'ko',
      'es',
      'it',
      'ru',
      'fr',
      'de',
    ])
  })

  it('fails --strict, the release gate, naming the file to translate', () => {
    const strict = run('scripts/i18n/status.ts', '--strict', 'de')
    expect(strict.stdout).toContain('content/de/faq/minimum-withdrawal.mdx')
    expect(strict.status).toBe(1)
  })

  it('still fails --check on a message that is missing', () => {
    const catalog = path.join(copy, 'locales/de/messages.po')
    const original = fs.readFileSync(catalog, 'utf8')
    try {
      fs.writeFileSync(
        catalog,
        original.replace(/msgid "See all questions"\nmsgstr "[^"]+"/, 'msgid "See all questions"\nmsgstr ""'),
      )
      const check = run('scripts/i18n/status.ts', '--check', 'de')
      expect(check.stdout).toMatch(/locales\/de\/messages\.po:\d+: "See all questions" is not translated/)
      expect(check.status).toBe(1)
    } finally {
      fs.writeFileSync(catalog, original)
    }
  })
})
