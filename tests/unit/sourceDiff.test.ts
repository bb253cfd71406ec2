import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sourceHash } from '../../scripts/pipeline/buildContent'
import { diffSinceStamp, formatSourceDiff, NotATranslationError, paragraphChanges } from '../../scripts/i18n/sourceDiff'

/** Each test gets a fresh repository with two committed versions of one English file and its Japanese translation. */
let root: string
const ENGLISH = 'content/en/faq/which-wallet.mdx'
const JAPANESE = 'content/ja/faq/which-wallet.mdx'
const VERSION_1 = '---\nquestion: Which wallet?\norder: 5\n---\nAny Solana wallet works.\nWe recommend Phantom.\n'
const VERSION_2 =
  '---\nquestion: Which wallet?\norder: 5\n---\nAny Solana wallet works.\nWe recommend Phantom or Solflare.\n'

function git(cwd: string, ...args: string[]) {
  // No user or system configuration: a signing or hook setting on the machine must not change the test.
  const run = spawnSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
    { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } },
  )
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`)
  return run.stdout
}

function write(relativePath: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, relativePath)), { recursive: true })
  fs.writeFileSync(path.join(root, relativePath), text)
}

const translation = (stamp?: string) =>
  `---\nquestion: どのウォレット？\norder: 5\n${stamp ? `source_hash: ${stamp}\n` : ''}---\nどの Solana ウォレットでも使えます。\n`

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'source-diff-test-'))
  git(root, 'init', '-q', '-b', 'main')
  write(ENGLISH, VERSION_1)
  write(JAPANESE, translation(sourceHash(VERSION_1)))
  git(root, 'add', '.')
  git(root, 'commit', '-q', '-m', 'English and Japanese')
  write(ENGLISH, VERSION_2)
  git(root, 'commit', '-q', '-am', 'Recommend Solflare too')
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('i18n:diff', () => {
  it('prints what changed in English since the stamped version, grouped by paragraph', () => {
    const result = diffSinceStamp(root, JAPANESE, 'en')
    expect(result).toMatchObject({ kind: 'changed', english: ENGLISH, total: 2 })
    const printed = formatSourceDiff(JAPANESE, result)
    expect(printed).toContain(`${JAPANESE} was stamped against ${ENGLISH} as of `)
    expect(printed).toContain('"English and Japanese"')
    expect(printed).toContain('1 of 2 paragraphs changed in English since then')
    expect(printed).toContain(
      `── paragraph 1 of 2, ${ENGLISH}:5\n Any Solana wallet works.\n-We recommend Phantom.\n+We recommend Phantom ` +
        `or Solflare.\n`,
    )
    expect(printed).not.toContain('question')
    expect(printed).toContain(`then run npm run i18n:stamp -- ${JAPANESE}`)
  })

  it('counts the paragraphs that changed, each in its own group, and a changed frontmatter field as one', () => {
    const version3 =
      '---\nquestion: Which wallet do I need?\norder: 5\n---\nAny Solana wallet works.\nWe recommend ' +
      'Phantom.\n\nKeep your phrase secret.\n\nNew paragraph.\n'
    write(ENGLISH, version3)
    expect(paragraphChanges(root, JAPANESE, 'en')).toEqual({ changed: 3, total: 4 })
    const printed = formatSourceDiff(JAPANESE, diffSinceStamp(root, JAPANESE, 'en'))
    expect(printed).toContain(
      `── "question" of 4, ${ENGLISH}:2\n-question: Which wallet?\n+question: Which wallet do I need?`,
    )
    expect(printed).toContain('3 of 4 paragraphs changed')
    expect(printed).toContain(`── paragraph 2 of 4, ${ENGLISH}:8\n+Keep your phrase secret.`)
    expect(printed).toContain(`── paragraph 3 of 4, ${ENGLISH}:10\n+New paragraph.`)
    expect(printed).not.toContain('paragraph 1 of 4')
  })

  it('includes English edits not committed yet', () => {
    write(ENGLISH, VERSION_2.replace('Any', 'Every'))
    const { diff } = diffSinceStamp(root, JAPANESE, 'en') as { diff: string }
    expect(diff).toContain('\n-Any Solana wallet works.\n')
    expect(diff).toContain('\n+Every Solana wallet works.\n')
  })

  it('marks changed words within a line when asked', () => {
    const { diff } = diffSinceStamp(root, JAPANESE, 'en', { words: true }) as { diff: string }
    expect(diff).toContain('We recommend [-Phantom.-]{+Phantom or Solflare.+}')
  })

  it('finds the stamped version however far back it is', () => {
    write(ENGLISH, VERSION_2.replace('Any', 'Every'))
    git(root, 'commit', '-q', '-am', 'A third version')
    expect(diffSinceStamp(root, JAPANESE, 'en')).toMatchObject({ kind: 'changed' })
  })

  it('says a translation stamped against the current English is up to date', () => {
    write(JAPANESE, translation(sourceHash(VERSION_2)))
    expect(formatSourceDiff(JAPANESE, diffSinceStamp(root, JAPANESE, 'en'))).toBe(
      `${JAPANESE} is up to date with ${ENGLISH}: nothing to bring over.`,
    )
  })

  it('says when the translation has no source_hash', () => {
    write(JAPANESE, translation())
    expect(formatSourceDiff(JAPANESE, diffSinceStamp(root, JAPANESE, 'en'))).toMatch(/has no source_hash/)
  })

  it('says when no committed version matches the stamp', () => {
    write(JAPANESE, translation('0123456789ab'))
    const printed = formatSourceDiff(JAPANESE, diffSinceStamp(root, JAPANESE, 'en'))
    expect(printed).toMatch(
      /no version of content\/en\/faq\/which-wallet.mdx in this clone's history has source_hash 0123456789ab/,
    )
    expect(printed).not.toMatch(/unshallow/)
  })

  it('in a shallow clone without the stamped version, says how to fetch the history', () => {
    const clone = `${root}-clone`
    try {
      git(os.tmpdir(), 'clone', '-q', '--depth', '1', `file://${root}`, clone)
      const result = diffSinceStamp(clone, JAPANESE, 'en')
      expect(result).toMatchObject({ kind: 'not in history', shallow: true })
      expect(formatSourceDiff(JAPANESE, result)).toMatch(
        /shallow clone: fetch the full history with `git fetch --unshallow`/,
      )
    } finally {
      fs.rmSync(clone, { recursive: true, force: true })
    }
  })

  it('refuses an English file, a missing file and a file with no English original', () => {
    expect(() => diffSinceStamp(root, ENGLISH, 'en')).toThrow(NotATranslationError)
    expect(() => diffSinceStamp(root, 'content/ja/faq/nope.mdx', 'en')).toThrow(/no such file/)
    write('content/ja/faq/extra.mdx', translation())
    expect(() => diffSinceStamp(root, 'content/ja/faq/extra.mdx', 'en')).toThrow(
      /no English original content\/en\/faq\/extra.mdx/,
    )
    expect(() => diffSinceStamp(root, 'README.md', 'en')).toThrow(/not a translation/)
  })
})
