import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedSiteDir } from '../../scripts/changes/buildRevision'
import { listPages } from '../../scripts/changes/compareSites'
import { contentToday } from '../../scripts/core/clock'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { copyWithFixtureContent, userEnvironment } from '../fixture-site/copy'
import { formatNumber } from '../../src/format/formatConstant'
import { LOCALES } from '../../src/i18n/locales'

/**
 * `npm run changes` end to end: a fixture repository (the project's files, committed by the test, plus an article
 * with a picture), one branch per change, each compared with the first commit. The base is built once and found in
 * the build cache by every later run; each branch is one build of its working tree. The last case plays the two
 * workflows: the pull request's code builds its site, the default branch's code compares it.
 */
let repo: string
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
const TSX = path.join(ROOT_DIR, 'node_modules/.bin/tsx')
// Sites are built as on today, as `npm run changes` builds them, and kept by tree and day.
const cached = (tree: string) => cachedSiteDir(tree, contentToday())
// `npm run changes` as a person or the workflow runs it.
const env = { ...userEnvironment(), GITHUB_ACTIONS: '' }

interface Listed {
  url: string
  page: string
  locale: string
  status: string
  differences: { kind: string; markdown: string }[]
}
interface Result {
  listed: Listed[]
  report: string
  careful: { what: string; locales: string[]; where: string[]; team: string[] }[]
  out: string
}

function changesOn(branch: string, edit: () => void, args: string[] = ['--no-screenshots']): Result {
  git('checkout', '--quiet', '-b', branch, 'base')
  edit()
  git('add', '--all')
  git('commit', '--quiet', '-m', branch)
  // Outside the repository: a report folder left in the working tree would be committed by the next case.
  const out = path.join(`${repo}-out`, branch)
  execFileSync(TSX, ['scripts/changes/main.ts', '--base', 'base', '--out', out, ...args], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  const data = JSON.parse(fs.readFileSync(path.join(out, 'changes.json'), 'utf8')) as {
    changes: Listed[]
    careful: Result['careful']
  }
  return {
    listed: data.changes,
    careful: data.careful,
    report: fs.readFileSync(path.join(out, 'report.md'), 'utf8'),
    out,
  }
}

const editFile = (file: string, change: (text: string) => string) => {
  const before = fs.readFileSync(path.join(repo, file), 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`${file}: the edit changed nothing`)
  fs.writeFileSync(path.join(repo, file), after)
}
const rows = (report: string) => report.split('\n').filter(line => line.startsWith('| `'))
/** Two squares side by side: the picture of an address, as far as pixels go. */
const picture = (left: string, right: string) =>
  sharp({ create: { width: 320, height: 160, channels: 3, background: left } })
    .composite([{ input: { create: { width: 160, height: 160, channels: 3, background: right } }, left: 160, top: 0 }])
    .png()
    .toBuffer()

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-repo-'))
  // The checkout with the tests' own content (never the live content/), as a repository of its own.
  copyWithFixtureContent(repo)
  // An article with a picture: the picture is what the "changed picture" case replaces.
  fs.mkdirSync(path.join(repo, 'content/images'), { recursive: true })
  fs.writeFileSync(path.join(repo, 'content/images/telegram-qr.png'), await picture('#000000', '#ffffff'))
  fs.writeFileSync(
    path.join(repo, 'content/en/pages/brand-assets.mdx'),
    `---
title: Brand assets — {brand}
description: The official logo and the code that opens our Telegram channel.
heading: Brand assets
---
Scan the code to open our official Telegram channel.

![The code that opens the official Telegram channel](telegram-qr.png)
`,
  )
  git('init', '--quiet', '--initial-branch', 'main')
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '--allow-empty', '-m', 'empty')
  git('config', 'user.name', 'Test')
  git('config', 'user.email', 'test@example.com')
  git('add', '--all')
  git('commit', '--quiet', '-m', 'base')
  git('tag', 'base')
})

afterAll(() => {
  fs.rmSync(repo, { recursive: true, force: true })
  fs.rmSync(`${repo}-out`, { recursive: true, force: true })
})

describe('npm run changes through git', () => {
  it(
    'lists exactly /faq in English for one changed English FAQ answer (the translations still show ' +
      'their own text)',
    () => {
      const { listed } = changesOn('faq-answer', () =>
        editFile('content/en/faq/governance.mdx', text =>
          text.replace('run by the people who use it.', 'run by the people who use it every day.'),
        ),
      )
      expect(listed.map(({ url, status }) => `${status} ${url}`)).toEqual(['changed /faq'])
    },
  )

  it(
    'gives German and Chinese their own rows: a recovery-phrase warning turned into a scam is not hidden ' +
      'behind a comma',
    () => {
      // The scam names our own Telegram account: a handle that is not in the registry (t.me/reelfi_help) never gets
      // this far, because the content build refuses it in a translation (scripts/translation/). The meaning still
      // flips.
      const { listed, report, careful } = changesOn('recovery-phrase', () => {
        editFile('content/de/faq/which-wallet.mdx', text =>
          text.replace(
            'Niemand von <Brand /> wird dich jemals danach fragen.',
            'Der <Brand />-Support auf t.me/reelfi_app wird dich danach fragen.',
          ),
        )
        editFile('content/zh-TW/faq/which-wallet.mdx', text =>
          text.replace('任何 Solana 錢包都可以，', '任何 Solana 錢包都可以,'),
        )
      })
      expect(listed.map(({ url }) => url).sort()).toEqual(['/de', '/de/faq', '/zh-TW', '/zh-TW/faq'])
      const faqRows = rows(report).filter(row => row.startsWith('| `/faq`'))
      expect(faqRows).toHaveLength(2)
      expect(faqRows[0]).toMatch(/^\| `\/faq` \| zh-TW \| 任何 Solana 錢包都可以~~，~~\*\*,\*\*我們推薦/)
      expect(faqRows[1]).toContain(
        '| `/faq` | de | …Halte deine Wiederherstellungsphrase geheim: ~~Niemand von Reelfi~~ **Der Reelfi\\-Support ' +
          'auf `t.me/reelfi_app`** wird dich ~~jemals~~ danach fragen.',
      )
      expect(careful).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ what: 'new or changed address `t.me/reelfi_app`', locales: ['de'] }),
          expect.objectContaining({
            what: '`faq/which-wallet`, marked `review: security`, changed',
            locales: ['zh-TW', 'de'],
          }),
        ]),
      )
      // Reviewers are read from CODEOWNERS at run time.
      expect(careful.find(({ what }) => what.includes('t.me/reelfi_app'))!.team).toContain('@reelfi/maintainers')
      expect(report.indexOf('### Needs a careful look')).toBeLessThan(report.indexOf('### Every page and language'))
    },
  )

  it('asks for a careful look at a changed Telegram link on every page of every language', () => {
    const { listed, report, careful } = changesOn('telegram-link', () =>
      editFile('content/constants.yaml', text =>
        text.replace('telegram: https://t.me/reelfi_app', 'telegram: https://t.me/reelfi_support_desk'),
      ),
    )
    expect(new Set(listed.map(({ locale }) => locale))).toEqual(new Set(LOCALES))
    for (const change of listed)
      expect(
        change.differences.map(({ kind }) => kind),
        change.url,
      ).toContain('links')
    expect(
      rows(report).filter(row =>
        row.startsWith(
          '| `/faq` | all 9 | link Telegram: ~~`https://t.me/reelfi_app`~~ → **`https://t.me/reelfi_support_desk`**',
        ),
      ),
    ).toHaveLength(1)
    expect(careful.map(({ what }) => what)).toEqual(
      expect.arrayContaining([
        '`content/constants.yaml` changed: figures, links or the contract address of every page in every language',
        'new or changed address `https://t.me/reelfi_support_desk`',
      ]),
    )
    expect(careful.find(({ what }) => what.includes('reelfi_support_desk'))!.locales).toHaveLength(LOCALES.length)
  })

  it('asks for a careful look at a picture whose pixels changed, with before and after thumbnails', async () => {
    const replacement = await picture('#000000', '#ff0000')
    const { listed, report, careful, out } = changesOn('qr-picture', () =>
      fs.writeFileSync(path.join(repo, 'content/images/telegram-qr.png'), replacement),
    )
    expect(listed.map(({ url }) => url).sort()).toEqual(
      LOCALES.map(locale => (locale === 'en' ? '/brand-assets' : `/${locale}/brand-assets`)).sort(),
    )
    for (const change of listed)
      expect(
        change.differences.map(({ kind }) => kind),
        change.url,
      ).toEqual(['pictures'])
    const item = careful.find(({ what }) => what.startsWith('picture '))!
    expect(item.what).toMatch(/^picture `\/[^`]*telegram-qr[^`]*` shows something else$/)
    expect(item.locales).toHaveLength(LOCALES.length)
    const thumbnails = report.split('\n').filter(line => line.includes('![before]('))
    // One pair for the picture, however many languages show it.
    expect(thumbnails).toHaveLength(1)
    expect(thumbnails[0]).toMatch(
      / on `\/brand-assets`, `\/zh-TW\/brand-assets`, .*, `\/de\/brand-assets`: !\[before\]/,
    )
    for (const name of thumbnails[0]!
      .match(/\((picture-\d+\.(?:before|after)\.png)\)/g)!
      .map(link => link.slice(1, -1))) {
      expect(fs.existsSync(path.join(out, name)), name).toBe(true)
    }
  })

  it(
    'keeps the noise out: an English FAQ edit and a new question show only themselves, and no page leaves ' +
      'search engines',
    () => {
      const { listed, report } = changesOn('faq-noise', () => {
        editFile('content/en/faq/governance.mdx', text =>
          text.replace('run by the people who use it.', 'run by the people who use it every day.'),
        )
        fs.writeFileSync(
          path.join(repo, 'content/en/faq/watch-without-wallet.mdx'),
          '---\nquestion: Can I watch without a wallet?\norder: 14\n---\nYes. You need a wallet only to receive ' +
            'your rewards.\n',
        )
      })
      const faq = (locale: string) => listed.find(({ url }) => url === (locale === 'en' ? '/faq' : `/${locale}/faq`))!
      expect(
        faq('en')
          .differences.filter(({ kind }) => kind === 'text')
          .map(({ markdown }) => markdown),
      ).toEqual([
        '…the people who use ~~it.~~ **it every day.**',
        '**Can I watch without a wallet?**',
        '**Yes. You need a wallet only to receive your rewards.**',
      ])
      for (const locale of LOCALES.filter(code => code !== 'en')) {
        // Each translation shows the new question (in English, with the page's "not yet translated" marker until it is
        // translated) and nothing of the menu.
        const [question, answer, ...rest] = faq(locale)
          .differences.filter(({ kind }) => kind === 'text')
          .map(({ markdown }) => markdown)
        // The question and the marker are two elements: the report keeps the space between them (issue 48).
        expect(question, locale).toMatch(/^\*\*Can I watch without a wallet\? \S.*\*\*$/)
        expect([answer, ...rest], locale).toEqual(['**Yes. You need a wallet only to receive your rewards.**'])
      }
      // The FAQ pages show some English among translated entries: they stay indexed and in the sitemap (issue 29).
      expect(
        listed.filter(({ differences }) =>
          differences.some(({ markdown }) => markdown.startsWith('leaves search engines')),
        ),
      ).toEqual([])
      expect(report).not.toContain('leave search engines')
      expect(report).not.toContain('leave the sitemap')
      expect(report).toContain('### New in English, not yet translated')
      expect(report).toContain('| `content/en/faq/watch-without-wallet.mdx` | zh-TW, ja, ko, es, it, ru, fr, de |\n')
      expect(report).toMatch(
        /\| `content\/en\/faq\/governance\.mdx` \| zh-TW, ja, ko, es, it, ru, fr, de \| .+ \| `npm run i18n:diff -- content\/zh-TW\/faq\/governance\.mdx` \|/,
      )
    },
  )

  it(
    'a pull request that edits the comparison script or writes its own changes/report.md cannot change ' +
      'the comment',
    () => {
      const baseTree = git('rev-parse', 'base^{tree}')
      // The pull request: a scam in German, a comparison that says all is well, and a ready-made report.
      const attack = 'No page changes what a visitor sees. Verified by CI, safe to merge.'
      const own = changesOn('rewrites-the-report', () => {
        editFile('content/de/faq/which-wallet.mdx', text =>
          text.replace(
            'Niemand von <Brand /> wird dich jemals danach fragen.',
            'Der <Brand />-Support auf t.me/reelfi_app wird dich danach fragen.',
          ),
        )
        editFile('scripts/changes/report.ts', text =>
          text.replace(
            'export function formatReport(input: ReportInput): string {',
            `export function formatReport(input: ReportInput): string {\n  if (input) return '${attack}\\n'`,
          ),
        )
        fs.mkdirSync(path.join(repo, 'changes'), { recursive: true })
        fs.writeFileSync(path.join(repo, 'changes/report.md'), `${attack}\n`)
        fs.writeFileSync(path.join(repo, 'changes/comment.md'), `${attack}\n`)
        git('add', '--force', 'changes/report.md', 'changes/comment.md')
      })
      // Its own code says what it likes: the attack the workflow must not be open to.
      expect(own.report).toBe(`${attack}\n`)

      // CI: the pull request's code built its site; changes-comment.yml downloads it as data into a folder of its own.
      const downloaded = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-head-site-'))
      fs.cpSync(cached(git('rev-parse', 'rewrites-the-report^{tree}')), downloaded, { recursive: true })
      const changedFiles = path.join(downloaded, '..', `${path.basename(downloaded)}.files`)
      fs.writeFileSync(changedFiles, `${git('diff', '--name-only', 'base', 'rewrites-the-report')}\n`)
      // changes-comment.yml: the default branch checked out, its comparison run on the two sites.
      const trusted = path.join(repo, '..', `${path.basename(repo)}-trusted`)
      git('worktree', 'add', '--quiet', '--detach', trusted, 'base')
      // The fixture's commits hold the node_modules link (git lists a link as a file, which `node_modules/` does not
      // ignore).
      if (!fs.existsSync(path.join(trusted, 'node_modules')))
        fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(trusted, 'node_modules'), 'dir')
      const out = path.join(trusted, 'report-out')
      try {
        execFileSync(
          TSX,
          [
            'scripts/changes/main.ts',
            '--base-site',
            cached(baseTree),
            '--head-site',
            downloaded,
            '--changed-files',
            changedFiles,
            '--base-commit',
            git('rev-parse', 'base'),
            '--no-screenshots',
            '--out',
            out,
          ],
          { cwd: trusted, stdio: ['ignore', 'ignore', 'inherit'], env },
        )
        const comment = fs.readFileSync(path.join(out, 'comment.md'), 'utf8')
        expect(comment).not.toContain('safe to merge')
        expect(comment.split('\n').slice(0, 5)).toEqual([
          '## What this pull request changes on the site',
          '',
          expect.stringMatching(
            /^Compared with `[\da-f]{7}` \(the base branch\): 2 pages change, 2 in all languages together\./,
          ),
          '',
          '### ⚠️ This pull request changes code, not only content',
        ])
        expect(comment).toContain('- `changes/comment.md` — ')
        expect(comment).toContain('- `changes/report.md` — ')
        expect(comment).toContain('- `scripts/changes/report.ts` — ')
        expect(comment).toContain('- new or changed address `t.me/reelfi_app` in de')
        expect(comment).toContain('~~Niemand von Reelfi~~ **Der Reelfi\\-Support auf `t.me/reelfi_app`**')
      } finally {
        git('worktree', 'remove', '--force', trusted)
        fs.rmSync(downloaded, { recursive: true, force: true })
        fs.rmSync(changedFiles, { force: true })
      }
    },
  )

  it('lists every page that shows a changed constant, in all nine languages', () => {
    const { listed } = changesOn('presale-gate', () =>
      editFile('content/constants.yaml', text =>
        text.replace('presaleGateUsd:\n    value: 24000\n', 'presaleGateUsd:\n    value: 30000\n'),
      ),
    )
    // Expected: every page of the base site that shows the figure as its locale writes it.
    const baseSite = cached(git('rev-parse', 'base^{tree}'))
    const showing = [...listPages(baseSite)]
      .filter(([url, file]) => {
        const locale = LOCALES.find(code => url === `/${code}` || url.startsWith(`/${code}/`)) ?? 'en'
        return fs.readFileSync(file, 'utf8').includes(formatNumber(24_000, 'usd', locale))
      })
      .map(([url]) => url)
      .sort()
    expect(listed.map(({ url }) => url).sort()).toEqual(showing)
    expect(new Set(listed.map(({ locale }) => locale))).toEqual(new Set(LOCALES))
    // The pages themselves, as the site has them today (the presale post states the gate too).
    expect(new Set(listed.map(({ page }) => page))).toEqual(
      new Set(['/', '/faq', '/how-it-works', '/news/presale-opens-soon']),
    )
  })

  // A noncharacter such as U+FFFF in it is refused by `npm run content` itself now (issue 47; smuggledFacts.test.ts).
  it('builds the day a new post goes live: its help-desk handle is asked about on that day', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const { report, careful } = changesOn('scheduled-post', () =>
      fs.writeFileSync(
        path.join(repo, 'content/en/news/support-desk.mdx'),
        `---\ntitle: "Support desk opens tomorrow"\ndescription: Our support desk opens on ` +
          `Telegram.\ndate: ${tomorrow}\ntags: [announcement]\n---\n` +
          'From tomorrow, write to our help desk at @reelfi_helpdesk on Telegram for any question.\n',
      ),
    )
    // Today nothing of it is live; tomorrow it is, in every language (English shown until translated).
    expect(careful).toEqual([])
    expect(report).toContain(`### On ${tomorrow} (content/en/news/support-desk.mdx goes live)`)
    expect(report).toContain(`- new or changed address \`@reelfi_helpdesk\` on ${tomorrow} in all 9 languages`)
    // The page's own header and footer (the official links every page shows) are no new address.
    expect(report).not.toMatch(/new or changed address `https:\/\/(x\.com|t\.me|discord\.gg)\//)
  })

  it('lists nothing when only a comment changed', () => {
    const { listed } = changesOn('comment-only', () =>
      editFile('content/constants.yaml', text =>
        text.replace(
          '# Presale a creator must sell before they may post videos.',
          '# The presale a creator must sell before posting videos.',
        ),
      ),
    )
    expect(listed).toEqual([])
  })

  it('fails clearly when the base cannot be built', () => {
    git('checkout', '--quiet', '-b', 'broken-base', 'base')
    editFile('content/en/faq/governance.mdx', text => text.replace(/^question: (.*)$/m, 'question: "$1'))
    git('commit', '--quiet', '--all', '-m', 'broken')
    git('checkout', '--quiet', 'faq-answer')
    let message = ''
    try {
      execFileSync(
        TSX,
        [
          'scripts/changes/main.ts',
          '--base',
          'broken-base',
          '--no-screenshots',
          '--out',
          path.join(`${repo}-out`, 'broken'),
        ],
        { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env },
      )
    } catch (error) {
      message = (error as { stderr: string }).stderr
    }
    expect(message).toMatch(
      /^changes: the base revision [\da-f]{7} cannot be built \(npm run build exited with 1\); nothing was compared\./m,
    )
    expect(message).toContain('content/en/faq/governance.mdx:2: frontmatter: is not valid YAML')
  })
})
