import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseCodeOwners } from '../../scripts/changes/codeowners'
import { formatReport } from '../../scripts/changes/report'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { readSide, requiredDays, sourcePaths } from '../../scripts/changes/sources'

/**
 * In a pull request the scheduled days and the catalogs are read by the default branch's code from the pull
 * request's files, fetched as data (scripts/changes/sources.ts): the days are computed there, not taken from CI.
 */
let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-sources-'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))
const write = (side: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, side, file)), { recursive: true })
  fs.writeFileSync(path.join(root, side, file), text)
}
const post = (date: string, extra = '') => `---\ntitle: Soon\ndate: ${date}\n${extra}---\n\nBody.\n`

describe('the sources a pull request report reads', () => {
  it(
    'are its catalogs and news posts, each post with its English; no other path, nothing shaped ' + 'like a way out',
    () => {
      expect(
        sourcePaths([
          'locales/de/messages.po',
          'content/de/news/launch-day.mdx',
          'content/zh-TW/news/launch-day.mdx',
          'content/en/faq/fees.mdx',
          'scripts/build/main.ts',
          'locales/../../etc/messages.po',
          'content/de/news/../../x.mdx',
          'content/de/news/a b.mdx',
        ]),
      ).toEqual([
        'content/de/news/launch-day.mdx',
        'content/en/news/launch-day.mdx',
        'content/zh-TW/news/launch-day.mdx',
        'locales/de/messages.po',
      ])
    },
  )

  it(
    "give the days from both revisions' English: a translation edit of a post scheduled for tomorrow is reviewed " +
      'on that day',
    () => {
      write('base', 'content/en/news/launch-day.mdx', post('2026-12-01', 'expires: 2026-12-03\n'))
      write('head', 'content/en/news/launch-day.mdx', post('2026-12-02', 'expires: 2026-12-03\n'))
      const { days } = requiredDays(['content/de/news/launch-day.mdx'], root, '2026-11-28')
      expect(days).toEqual([
        { date: '2026-12-01', reasons: ['content/en/news/launch-day.mdx goes live'] },
        { date: '2026-12-02', reasons: ['content/en/news/launch-day.mdx goes live'] },
        { date: '2026-12-04', reasons: ['the banner of content/en/news/launch-day.mdx ends'] },
      ])
      // A day already past is today's site, compared anyway.
      expect(requiredDays(['content/de/news/launch-day.mdx'], root, '2026-12-05').days).toEqual([])
    },
  )

  it("reads only files of those shapes inside the side's folder, never a link", () => {
    write('head', 'locales/de/messages.po', 'msgid "a"\nmsgstr "b"\n')
    fs.symlinkSync(path.join(root, 'head/locales/de/messages.po'), path.join(root, 'head/locales/de/link.po'))
    write('head', 'secret.txt', 'x')
    const read = readSide(path.join(root, 'head'))
    expect(read('locales/de/messages.po')).toContain('msgstr "b"')
    expect(read('locales/de/link.po')).toBeUndefined()
    expect(read('secret.txt')).toBeUndefined()
    expect(read('locales/fr/messages.po')).toBeUndefined()
  })

  it('say at the top of the report, before anything else, a day whose site was not built', () => {
    const owners = parseCodeOwners('* @reelfi/maintainers\n')
    const text = formatReport({
      base: 'main',
      comparison: { changes: [], files: [], chrome: [], sitemap: { added: [], removed: [] } },
      careful: [],
      screenshots: [],
      thumbnails: [],
      owners,
      notCompared: [
        {
          date: '2026-12-01',
          reasons: ['content/en/news/launch-day.mdx goes live'],
          missing: "the pull request's site",
        },
      ],
    })
    const lines = text.split('\n')
    const caution = lines.findIndex(line => line.includes('Not reviewed: the site on 2026-12-01'))
    expect(caution).toBeGreaterThan(0)
    expect(caution).toBeLessThan(lines.findIndex(line => line.startsWith('Compared with main')))
    expect(lines[caution]).toContain('content/en/news/launch-day.mdx goes live')
    expect(text).toContain('REELFI_NOW=2026-12-01 npm run build')
  })
})

describe('fetching the sources through the API', () => {
  const run = (stderr: string) => {
    const bin = path.join(root, 'bin')
    fs.mkdirSync(bin)
    // A stand-in for gh that answers every request with this failure.
    fs.writeFileSync(path.join(bin, 'gh'), `#!/bin/sh\necho '${stderr}' >&2\nexit 1\n`, { mode: 0o755 })
    fs.writeFileSync(path.join(root, 'changed'), 'content/de/news/launch-day.mdx\n')
    return spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(ROOT_DIR, 'scripts/changes/sources.ts'),
        '--changed-files',
        path.join(root, 'changed'),
        '--base',
        'a'.repeat(40),
        '--head',
        'b'.repeat(40),
        '--out',
        path.join(root, 'out'),
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, REPOSITORY: 'reelfi/site' },
      },
    )
  }

  it('reads a 404 as "that revision has no such file"', () => {
    const done = run('gh: Not Found (HTTP 404)')
    expect(done.status, done.stderr).toBe(0)
    expect(fs.existsSync(path.join(root, 'out'))).toBe(false)
  })

  it('stops on any other failure, naming the file, rather than dropping a scheduled day in silence', () => {
    const done = run('gh: API rate limit exceeded (HTTP 403)')
    expect(done.status).toBe(1)
    expect(done.stderr).toContain(
      'content/de/news/launch-day.mdx at aaaaaaa could not be fetched (gh: API rate limit exceeded (HTTP 403))',
    )
  })
})
