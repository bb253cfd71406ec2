import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { carefulItems, readSecurityEntries } from '../../scripts/changes/careful'
import { compareCatalogs } from '../../scripts/changes/catalogs'
import { parseCodeOwners } from '../../scripts/changes/codeowners'
import { compareSites } from '../../scripts/changes/compareSites'
import { typedFigures } from '../../scripts/changes/figures'
import { formatReport, type ReportInput } from '../../scripts/changes/report'
import { scheduledDays } from '../../scripts/changes/scheduled'
import { malformedFiles } from '../../scripts/changes/wellFormed'
import { ROOT_DIR } from '../../scripts/core/rootDir'

/**
 * The change report sees every byte the site serves, on every day that matters (issue 39): the held-back attacks of
 * the third round, each caught with its file named, and the honest changes that must raise no alarm. Small built
 * sites written by the test; tests/changes/ runs the whole command through git on the real site.
 */
let root: string
const before = () => path.join(root, 'before')
const after = () => path.join(root, 'after')
function write(side: () => string, file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(side(), file)), { recursive: true })
  fs.writeFileSync(path.join(side(), file), content)
}
const both = (file: string, content: string) => {
  write(before, file, content)
  write(after, file, content)
}

const FOOTER =
  '<footer><h2>Official links</h2><a href="https://x.com/reelfi_app">X</a><a ' +
  'href="https://t.me/reelfi_app">Telegram</a></footer>'
function page({ lang = 'en', title = 'Reelfi', body = '<p>Home.</p>', props = '' } = {}) {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="UTF-8"><title>${title}</title><meta name="description" content="Reelfi.">
<link rel="stylesheet" href="/assets/static/site.BGe0zrAF.css"></head><body><header><a href="/">Reelfi</a></header>
<main><h1>${title}</h1>${body}${props ? `<div data-island="official" data-props="${props.replace(/"/g, '&quot;')}"></div>` : ''}</main>${FOOTER}</body></html>`
}
const checkerProps = (verdict: string) =>
  JSON.stringify({
    classes: { checker: 'Official_checker' },
    locale: 'de',
    messages: { 'not-listed': verdict },
  })
const englishProps = JSON.stringify({
  classes: { checker: 'Official_checker' },
  locale: 'en',
  messages: { 'not-listed': 'Not on our list, so not ours.' },
})

const owners = parseCodeOwners(
  '* @reelfi/maintainers\n/content/en/ @reelfi/writers\n/content/de/ @reelfi/translators-de\n/locales/de/ ' +
    '@reelfi/translators-de\n',
)
const CONSTANTS = {
  CONSTANTS: {
    platformFeePercent: { value: 5, format: 'percent' },
    presaleGateUsd: { value: 24000, format: 'usd' },
    creatorSharePercent: { value: 1, format: 'percent' },
    watchToEarnPercent: { value: 60, format: 'percent' },
    presalePercent: { value: 20, format: 'percent' },
    liquidityPoolPercent: { value: 20, format: 'percent' },
  },
  TOKEN_SPLIT: ['watchToEarnPercent', 'presalePercent', 'liquidityPoolPercent'],
} as unknown as Parameters<typeof typedFigures>[1]

async function report(extra: Partial<ReportInput> = {}) {
  const comparison = await compareSites(before(), after())
  const careful = carefulItems(comparison, {
    owners,
    securityEntries: new Set(),
    constants: CONSTANTS,
    ...(extra.changedFiles ? { changedFiles: extra.changedFiles } : {}),
    ...(extra.changedFilesCut ? { changedFilesCut: true } : {}),
  })
  return {
    comparison,
    careful,
    text: formatReport({
      base: '`1a2b3c4` (origin/main)',
      comparison,
      careful,
      screenshots: [],
      thumbnails: [],
      owners,
      ...extra,
    }),
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-served-'))
  both('index.html', page())
  both('de/index.html', page({ lang: 'de', body: '<p>Startseite.</p>' }))
  both('official/index.html', page({ title: 'Official', props: englishProps }))
  both('news/index.html', page({ title: 'News', body: '<p>All news.</p>' }))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('every message an island can show', () => {
  it(
    'shows a German catalog edit that turns the checker\'s "not ours" into "Offiziell", with ' + 'its English',
    async () => {
      write(
        before,
        'de/official/index.html',
        page({ lang: 'de', title: 'Offiziell', props: checkerProps('Nicht auf unserer Liste, also nicht von uns.') }),
      )
      write(
        after,
        'de/official/index.html',
        page({ lang: 'de', title: 'Offiziell', props: checkerProps('Offiziell: alles in Ordnung.') }),
      )
      const { text } = await report({ changedFiles: ['locales/de/messages.po'] })
      expect(text).not.toContain('no page changes')
      const row = text.split('\n').find(line => line.startsWith('| `/official` | de |'))
      expect(row).toContain('message an island shows `div[data-props].messages.not-listed`')
      expect(row).toContain('**Offiziell: alles in Ordnung.**')
      expect(row).toContain('(English: Not on our list, so not ours.)')
    },
  )

  it("does not count an island's CSS class names (looks) as a change", async () => {
    write(before, 'de/official/index.html', page({ lang: 'de', props: checkerProps('Nicht von uns.') }))
    write(
      after,
      'de/official/index.html',
      page({ lang: 'de', props: checkerProps('Nicht von uns.').replace('4RBsR', '9xYzQ') }),
    )
    expect((await compareSites(before(), after())).changes).toEqual([])
  })
})

describe('the catalogs, message by message', () => {
  const po = (verdict: string, extra = '') =>
    `msgid ""\nmsgstr ""\n"Language: de\\n"\n\n#: src/sections/OfficialChecker.tsx\nmsgid "Not on our list, so not ` +
    `ours."\nmsgstr "${verdict}"\n\n` +
    `#: src/sections/Footer.tsx\nmsgid "Official links"\nmsgstr "Offizielle Links"\n${extra}`

  it(
    'lists a German verdict turned into "Offiziell" with its English, and asks about an address a ' + 'message adds',
    async () => {
      const base = new Map([['locales/de/messages.po', po('Nicht auf unserer Liste, also nicht von uns.')]])
      const head = new Map([['locales/de/messages.po', po('Offiziell. Hilfe: t.me/reelfi_hilfe')]])
      const catalogs = compareCatalogs(['locales/de/messages.po', 'content/de/faq/x.mdx'], {
        base: file => base.get(file),
        head: file => head.get(file),
      })
      expect(catalogs).toEqual([
        {
          locale: 'de',
          file: 'locales/de/messages.po',
          english: 'Not on our list, so not ours.',
          markdown: '~~Nicht auf unserer Liste, also nicht von uns.~~ **Offiziell. Hilfe: `t.me/reelfi_hilfe`**',
          addresses: ['t.me/reelfi_hilfe'],
        },
      ])
      const comparison = await compareSites(before(), after())
      const careful = carefulItems(comparison, { owners, securityEntries: new Set(), catalogs })
      expect(careful).toEqual([
        {
          what: 'new or changed address `t.me/reelfi_hilfe` in a catalog message',
          locales: ['de'],
          where: ['locales/de/messages.po'],
          team: ['@reelfi/translators-de', '@reelfi/maintainers'],
        },
      ])
      const text = formatReport({
        base: 'main',
        comparison,
        careful,
        screenshots: [],
        thumbnails: [],
        owners,
        catalogs,
      })
      expect(text).toContain(
        '| de | Not on our list, so not ours. | ~~Nicht auf unserer Liste, also nicht von uns.~~ **Offiziell. Hilfe: ' +
          '`t.me/reelfi_hilfe`** |',
      )
    },
  )

  it('lists nothing for a catalog whose messages are the same (a reference comment moved)', () => {
    const base = new Map([['locales/de/messages.po', po('Nicht von uns.')]])
    const head = new Map([
      ['locales/de/messages.po', po('Nicht von uns.').replace('src/sections/Footer.tsx', 'src/sections/Footer.tsx:12')],
    ])
    expect(
      compareCatalogs(['locales/de/messages.po'], { base: file => base.get(file), head: file => head.get(file) }),
    ).toEqual([])
  })
})

describe('every file the site serves', () => {
  const rss = (titles: string[]) =>
    `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Reelfi news</title>${titles
      .map(
        (title, index) =>
          `<item><title><![CDATA[${title}]]></title><link>https://reelfi.app/de/news/post-${index}</link></item>`,
      )
      .join('')}</channel></rss>`

  it(
    "compares a feed's titles, security.txt and a JSON file, value by value, and asks about a new " + 'address in them',
    async () => {
      write(before, 'de/news/rss.xml', rss(['Vorsicht vor Betrügern']))
      write(after, 'de/news/rss.xml', rss(['Vorsicht vor Betrügern: schreib @reelfi_support']))
      write(before, '.well-known/security.txt', 'Contact: mailto:security@reelfi.app\n')
      write(after, '.well-known/security.txt', 'Contact: mailto:security@reelfi-help.io\n')
      write(before, 'official.json', JSON.stringify({ x: 'https://x.com/reelfi_app' }))
      write(
        after,
        'official.json',
        JSON.stringify({ x: 'https://x.com/reelfi_app', support: 'https://t.me/reelfi_desk' }),
      )
      const { comparison, careful, text } = await report()
      expect(comparison.files.map(({ file }) => file)).toEqual([
        '/.well-known/security.txt',
        '/de/news/rss.xml',
        '/official.json',
      ])
      expect(text).toContain(
        '| `/de/news/rss.xml` | `/rss/channel/item/title`: Vorsicht vor ~~Betrügern~~ **Betrügern: schreib ' +
          '`@reelfi_support`** |',
      )
      expect(text).toContain(
        '| `/.well-known/security.txt` | ~~Contact: `mailto:security@reelfi.app`~~<br>**Contact: ' +
          '`mailto:security@reelfi-help.io`** |',
      )
      expect(text).toContain('| `/official.json` | `support`: **`https://t.me/reelfi_desk`** |')
      expect(careful.map(({ what }) => what)).toEqual([
        'new or changed address `reelfi-help.io`',
        'new or changed address `@reelfi_support`',
        'new or changed address `https://t.me/reelfi_desk`',
      ])
      expect(careful.find(({ what }) => what.includes('@reelfi_support'))).toMatchObject({
        locales: ['de'],
        where: ['/de/news/rss.xml'],
        team: ['@reelfi/translators-de', '@reelfi/maintainers'],
      })
    },
  )

  it(
    'compares a file the build starts to write tomorrow, whatever its name, and ignores compressed copies and ' +
      'content hashes',
    async () => {
      write(after, 'humans.txt', 'Support: t.me/reelfi_helpdesk\n')
      write(after, 'news/rss.xml.gz', Buffer.from([0x1f, 0x8b, 0, 0]))
      both('news/rss.xml', rss(['Same']))
      write(
        before,
        'assets/static/logo.1a2b3c4d.svg',
        '<svg xmlns="http://www.w3.org/2000/svg"><text>Reelfi</text></svg>',
      )
      write(
        after,
        'assets/static/logo.9f8e7d6c.svg',
        '<svg xmlns="http://www.w3.org/2000/svg"><text>Reelfi</text></svg>',
      )
      const { comparison, careful } = await report()
      expect(comparison.files.map(({ file, status }) => `${status} ${file}`)).toEqual(['added /humans.txt'])
      expect(careful.map(({ what }) => what)).toEqual(['new or changed address `t.me/reelfi_helpdesk`'])
    },
  )

  // The test's timeout is the hang guard (a read that went quadratic), not a speed limit.
  it('reads a hostile file without hanging or crashing: JSON nested 100,000 deep, 60,000 lines that all differ', {
    timeout: 60_000,
  }, async () => {
    write(after, 'deep.json', `${'['.repeat(100_000)}"@reelfi_deep"${']'.repeat(100_000)}`)
    write(before, 'long.txt', Array.from({ length: 30_000 }, (_, index) => `a${index}`).join('\n'))
    write(after, 'long.txt', Array.from({ length: 30_000 }, (_, index) => `b${index}`).join('\n'))
    const { comparison } = await report()
    expect(comparison.files.map(({ file }) => file)).toEqual(['/deep.json', '/long.txt'])
    expect(comparison.files[1]!.lines.at(-1)).toMatch(/^… and \d+ more lines$/)
  })

  it('says nothing changes when the two sites are the same but for hashes', async () => {
    both('news/rss.xml', rss(['Vorsicht']))
    both('official.json', '{"a":1}')
    const { comparison, careful, text } = await report()
    expect(comparison.files).toEqual([])
    expect(careful).toEqual([])
    expect(text).toContain('no page and no file of the site changes')
  })
})

describe('a new page, read like a changed one', () => {
  it(
    "lists the help-desk handle a new English post names, and its picture, but not the footer's " + 'official links',
    async () => {
      fs.writeFileSync(path.join(after(), 'hero.png'), Buffer.from('not really a png'))
      write(
        after,
        'news/support-desk/index.html',
        page({
          title: 'Support desk',
          body:
            '<p>Write to our help desk at @reelfi_helpdesk on Telegram.</p><img src="/hero.png" alt="The help ' +
            'desk"><a href="https://x.com/reelfi_app">X</a>',
        }),
      )
      const { careful, text } = await report({ changedFiles: ['content/en/news/support-desk.mdx'] })
      expect(careful.map(({ what }) => what)).toEqual([
        'new or changed address `@reelfi_helpdesk`',
        'picture `/hero.png` is new',
      ])
      expect(careful[0]).toMatchObject({ locales: ['en'], where: ['/news/support-desk'] })
      const row = text.split('\n').find(line => line.startsWith('| `/news/support-desk` |'))!
      expect(row).toContain('new page')
      expect(row).toContain('**Write to our help desk at `@reelfi_helpdesk` on Telegram.**')
      // The header and footer every page already shows are not the new page's text.
      expect(row).not.toContain('Official links')
    },
  )
})

describe('the days things are scheduled for', () => {
  const post = (date: string, extra = '') =>
    `---\ntitle: "A post"\ndescription: x\ndate: ${date}\ntags: [announcement]\n${extra}---\nBody.\n`

  it(
    'builds on the day a touched post goes live and the day after its banner ends, in any language, never ' +
      'in the past',
    () => {
      const head = new Map([
        ['content/en/news/tomorrow.mdx', post('2026-11-29')],
        ['content/en/news/pinned.mdx', post('2026-11-01', 'pinned: true\nexpires: 2026-12-31\n')],
        ['content/en/news/old.mdx', post('2026-11-01')],
      ])
      const base = new Map([['content/en/news/tomorrow.mdx', post('2026-12-05')]])
      const { days } = scheduledDays(
        [
          'content/de/news/tomorrow.mdx',
          'content/en/news/pinned.mdx',
          'content/en/news/old.mdx',
          'content/en/faq/x.mdx',
        ],
        '2026-11-28',
        { base: file => base.get(file), head: file => head.get(file) },
      )
      expect(days).toEqual([
        { date: '2026-11-29', reasons: ['content/en/news/tomorrow.mdx goes live'] },
        { date: '2026-12-05', reasons: ['content/en/news/tomorrow.mdx goes live'] },
        { date: '2027-01-01', reasons: ['the banner of content/en/news/pinned.mdx ends'] },
      ])
    },
  )

  it("reads a frontmatter that is not a post's as no date, and counts the days beyond the limit", () => {
    const files = Array.from({ length: 6 }, (_, index) => `content/en/news/p${index}.mdx`)
    const { days, more } = scheduledDays([...files, 'content/en/news/broken.mdx'], '2026-11-28', {
      base: () => undefined,
      head: file =>
        file.includes('broken') ? '---\ndate: [unclosed\n---\n' : post(`2026-12-0${file.at(-5)!.charCodeAt(0) - 47}`),
    })
    expect(days).toHaveLength(4)
    expect(more).toBe(2)
  })

  it(
    'shows what a post scheduled for tomorrow changes on that day, and its careful look, ' + 'apart from today',
    async () => {
      const tomorrow = path.join(root, 'tomorrow')
      fs.cpSync(after(), path.join(tomorrow, 'after'), { recursive: true })
      fs.cpSync(before(), path.join(tomorrow, 'before'), { recursive: true })
      write(
        () => path.join(tomorrow, 'before'),
        'news/index.html',
        page({ title: 'News', body: '<p>Tomorrow: the presale.</p>' }),
      )
      write(
        () => path.join(tomorrow, 'after'),
        'news/index.html',
        page({ title: 'News', body: '<p>Tomorrow: the presale, write to t.me/reelfi_presale_desk.</p>' }),
      )
      const today = await compareSites(before(), after())
      const day = await compareSites(path.join(tomorrow, 'before'), path.join(tomorrow, 'after'))
      const dayCareful = carefulItems(day, { owners, securityEntries: new Set() })
      const text = formatReport({
        base: 'main',
        comparison: today,
        careful: carefulItems(today, { owners, securityEntries: new Set() }),
        screenshots: [],
        thumbnails: [],
        owners,
        changedFiles: ['content/en/news/presale.mdx'],
        scheduled: [
          {
            date: '2026-11-29',
            reasons: ['content/en/news/presale.mdx goes live'],
            comparison: day,
            careful: dayCareful,
          },
        ],
      })
      expect(text).toContain('- new or changed address `t.me/reelfi_presale_desk` on 2026-11-29 in en — `/news`')
      expect(text).toContain('### On 2026-11-29 (content/en/news/presale.mdx goes live)')
      expect(text).toContain(
        '| `/news` | en | Tomorrow: the ~~presale.~~ **presale, write to `t.me/reelfi_presale_desk.`** |',
      )
      expect(text).toContain(
        'no page and no file of the site changes what a visitor sees, follows or a search engine reads today',
      )
    },
  )
})

describe('generated files parse on every day', () => {
  it('names the German post whose title holds U+FFFF, which makes the German RSS and Atom ill-formed', () => {
    const item = (title: string, slug: string) =>
      `<item><title><![CDATA[${title}]]></title><link>https://reelfi.app/de/news/${slug}</link></item>`
    write(
      after,
      'de/news/rss.xml',
      `<?xml version="1.0"?><rss><channel><title>Neuigkeiten</title>${item('Gut', 'old')}` +
        `${item('Morgen \uFFFF', 'tomorrow')}</channel></rss>`,
    )
    write(
      after,
      'de/news/atom.xml',
      `<?xml version="1.0"?><feed><entry><title>Morgen \uFFFF</title><link ` +
        `href="https://reelfi.app/de/news/tomorrow"/></entry></feed>`,
    )
    write(after, 'news/feed.json', '{"items": [}')
    write(after, 'news/rss.xml', '<?xml version="1.0"?><rss><channel><title>News</title></channel></rss>')
    const found = malformedFiles(after(), ['content/de/news/tomorrow.mdx'])
    expect(found).toEqual([
      {
        file: '/de/news/atom.xml',
        problem: expect.stringContaining('U+FFFF'),
        sources: ['content/de/news/tomorrow.mdx'],
      },
      {
        file: '/de/news/rss.xml',
        problem: expect.stringContaining('U+FFFF'),
        sources: ['content/de/news/tomorrow.mdx'],
      },
      { file: '/news/feed.json', problem: expect.stringContaining('is not valid JSON'), sources: [] },
    ])
    const text = formatReport({
      base: 'main',
      comparison: { changes: [], files: [], chrome: [], sitemap: { added: [], removed: [] } },
      careful: [],
      screenshots: [],
      thumbnails: [],
      owners,
      malformed: found.map(item => ({ ...item, date: '2026-11-29' })),
    })
    expect(text).toContain(
      '- `content/de/news/tomorrow.mdx`: on 2026-11-29, `/de/news/atom.xml`, `/de/news/rss.xml` hold the ' +
        'character U+FFFF',
    )
  })

  it('finds nothing wrong in well-formed feeds with every script and emoji', () => {
    write(
      after,
      'ja/news/rss.xml',
      '<?xml version="1.0"?><rss><channel><title>ニュース 🎉 Ελληνικά</title></channel></rss>',
    )
    write(after, 'ja/news/feed.json', '{"title":"ニュース \\uffff"}')
    expect(malformedFiles(after())).toEqual([])
  })
})

describe('a cut list of changed files', () => {
  it('counts as everything changed, code included, even when every file listed is content', async () => {
    const changedFiles = Array.from({ length: 3000 }, (_, index) => `content/en/faq/q${index}.mdx`)
    const { text, careful } = await report({ changedFiles, changedFilesCut: true })
    expect(text).toContain('### ⚠️ This pull request changes code, not only content')
    expect(text).toContain('The list of changed files is cut (GitHub lists at most 3,000): count everything as changed')
    expect(careful[0]!.what).toContain('the list of changed files is cut')
  })

  it('is read from the command line as cut at 3,000 lines, and not below', () => {
    const list = path.join(root, 'changed.txt')
    const run = (lines: number) => {
      fs.writeFileSync(list, Array.from({ length: lines }, (_, index) => `content/en/faq/q${index}.mdx`).join('\n'))
      const out = path.join(root, `out-${lines}`)
      execFileSync(
        path.join(ROOT_DIR, 'node_modules/.bin/tsx'),
        [
          'scripts/changes/main.ts',
          '--base-site',
          before(),
          '--head-site',
          after(),
          '--changed-files',
          list,
          '--no-screenshots',
          '--out',
          out,
        ],
        { cwd: ROOT_DIR, stdio: 'ignore' },
      )
      return fs.readFileSync(path.join(out, 'report.md'), 'utf8')
    }
    expect(run(3000)).toContain('The list of changed files is cut')
    expect(run(2999)).not.toContain('changes code')
  })
})

describe('figures typed in English copy', () => {
  it(
    'lists "the platform fee is 2%" naming platformFeePercent, and leaves the constant\'s own ' + 'figure alone',
    async () => {
      write(before, 'faq/index.html', page({ title: 'FAQ', body: '<p>The platform fee is 5%.</p>' }))
      write(after, 'faq/index.html', page({ title: 'FAQ', body: '<p>The platform fee is 2%.</p>' }))
      const { careful } = await report()
      expect(careful.map(({ what }) => what)).toEqual([
        'figure `2%` typed in English copy, not taken from `content/constants.yaml` — beside the term of ' +
          '`platformFeePercent` (5): write `<Constant name="platformFeePercent" />` if it is that figure',
      ])
      expect(typedFigures('The platform fee is 5%, the gate $24,000.', CONSTANTS)).toEqual([])
      expect(typedFigures('About 30% of viewers come back within 3 days.', CONSTANTS)).toEqual([
        { written: '30%', constants: [] },
      ])
      expect(typedFigures('The split gives 70% to rewards.', CONSTANTS)).toEqual([
        { written: '70%', constants: ['watchToEarnPercent', 'presalePercent', 'liquidityPoolPercent'] },
      ])
    },
  )

  it(
    "asks nothing of a translation's figures (the content build compares them with the English) or of an " +
      'unchanged one',
    async () => {
      write(before, 'de/faq/index.html', page({ lang: 'de', body: '<p>Die Gebühr beträgt 5 %.</p><p>Alt.</p>' }))
      write(after, 'de/faq/index.html', page({ lang: 'de', body: '<p>Die Gebühr beträgt 5 %.</p><p>Neu.</p>' }))
      write(before, 'faq/index.html', page({ body: '<p>About 30% of viewers return.</p><p>Old.</p>' }))
      write(after, 'faq/index.html', page({ body: '<p>About 30% of viewers return.</p><p>New.</p>' }))
      expect((await report()).careful).toEqual([])
    },
  )
})

describe('review: security, read from the English frontmatter', () => {
  it('is found in a file saved with a byte order mark or CRLF line ends', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-security-'))
    fs.mkdirSync(path.join(dir, 'content/en/faq'), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'content/en/faq/bom.mdx'),
      '\uFEFF---\nquestion: Which wallet?\nreview: security\n---\nAny.\n',
    )
    fs.writeFileSync(
      path.join(dir, 'content/en/faq/crlf.mdx'),
      '---\r\nquestion: Which?\r\nreview: security\r\n---\r\nAny.\r\n',
    )
    fs.writeFileSync(path.join(dir, 'content/en/faq/plain.mdx'), '---\nquestion: Which?\n---\nAny.\n')
    expect([...readSecurityEntries(dir)].sort()).toEqual(['faq/bom', 'faq/crlf'])
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
