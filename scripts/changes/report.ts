/**
 * `changes/report.md` and the pull-request comment, one function of SECTIONS per section in the report's order;
 * `render` lays them out within the budget. Text from the compared sites is made safe by markdown.ts.
 *
 * CAREFUL HERE: the comment must stay under GitHub's 65,536 characters (40,000: main.ts). `maxChars` stops adding
 * items before it, and the report says at its top where the whole one is and at its end what was left out.
 */
import { LOCALES } from '../../src/i18n/locales.ts'
import { formatMarkdownTable } from '../core/table.ts'
import type { CarefulItem } from './careful.ts'
import type { CodeOwners } from './codeowners.ts'
import { byVisits, type Comparison, type PageChange } from './compareSites.ts'
import type { FileChange } from './compareFiles.ts'
import { code } from './markdown.ts'
import type { Malformed } from './wellFormed.ts'
import type { CatalogChange } from './catalogs.ts'
import { TRANSLATION_STATES } from '../../src/i18n/translationStates.ts'

/** The page's marker for an entry shown in English: the state's name with a capital (NotTranslatedMarker.tsx). */
const MARKER = `${TRANSLATION_STATES.notTranslated[0]!.toUpperCase()}${TRANSLATION_STATES.notTranslated.slice(1)}`

export interface Screenshot {
  url: string
  width: number
  before?: string
  after?: string
}

/** Before/after thumbnails of a changed picture, files beside the report. */
export interface Thumbnail {
  urls: string[]
  name: string
  before?: string
  after?: string
}

/** Both revisions built on a scheduled day (scheduled.ts). */
export interface ScheduledComparison {
  date: string
  /** Trusted words: why this day. */
  reasons: string[]
  comparison: Comparison
  careful: CarefulItem[]
}

export interface ReportInput {
  /** How the base was chosen, e.g. "`1a2b3c4` (the merge base with origin/main)". Trusted text. */
  base: string
  comparison: Comparison
  careful: CarefulItem[]
  screenshots: Screenshot[]
  thumbnails: Thumbnail[]
  changedFiles?: string[]
  /** The list of changed files may be cut (GitHub's 3,000): everything counts as changed, code included. */
  changedFilesCut?: boolean
  /** The same comparison on each scheduled day, and how many days were left out. */
  scheduled?: ScheduledComparison[]
  scheduledMore?: number
  /** Scheduled days that could not be compared (a site was not built for them), and what is missing. */
  notCompared?: { date: string; reasons: string[]; missing: string }[]
  /** Generated files of the head site that do not parse, on today (`date`) or a scheduled day. */
  malformed?: (Malformed & { date: string })[]
  /** Catalog messages whose translation changed, each with its English (catalogs.ts). */
  catalogs?: CatalogChange[]
  /** Whether an English file the pull request changes is a draft (`draft: true`): not listed for translation. */
  isDraft?: (file: string) => boolean
  /** Whether a translation file exists (in the checkout that runs); every one does when not given. */
  translationExists?: (file: string) => boolean
  owners: CodeOwners
  /** Stop before this many characters (the comment); the whole report otherwise. */
  maxChars?: number
  /** Where the whole report is, said when something was left out. */
  fullReportAt?: string
}

export const COMMENT_LIMIT = 65_536
const BUILD_ON_A_DAY = 'REELFI_NOW=YYYY-MM-DD npm run build'

/** One part of the report: a heading, a sentence, then a table's rows or a list's lines, each kept only if it fits. */
interface Section {
  heading?: string
  intro?: string
  /** A table's header: `rows` are its rows, each cut between two changes (at a `<br>`) when it does not fit. */
  header?: string[]
  rows?: string[][]
  lines?: string[]
  /** Said at once under the section, for lines that did not fit, instead of being counted with the other changes. */
  leftApart?: (count: number) => string
  /** Shown even with no rows or lines (its intro says it all). */
  always?: boolean
}

const languages = (locales: string[]) =>
  locales.length === LOCALES.length ? `all ${LOCALES.length}` : locales.join(', ')
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
/** The verb after a count: "1 page changes", "2 pages change". */
const verb = (count: number, word: string) => (count === 1 ? `${word}s` : word)
const team = (owners: string[]) =>
  owners.length > 0 ? owners.map(owner => code(owner)).join(' ') : 'a maintainer (no CODEOWNERS rule)'
/** The first `max` of a list as code, and how many more. */
const someOf = (items: string[], max: number) =>
  `${items
    .slice(0, max)
    .map(item => code(item))
    .join(', ')}${items.length > max ? ` and ${items.length - max} more` : ''}`
const fullReport = (input: ReportInput) => input.fullReportAt ?? 'in changes/report.md'
const fileCell = (file: FileChange) =>
  `${{ added: 'new file<br>', removed: 'file removed<br>', changed: '' }[file.status]}${file.lines.join('<br>')}`

/** A content or catalog file is data; anything else the pull request changes is code, configuration or a workflow. */
const isContentFile = (file: string) => /^(content|locales)\//.test(file)

/** A difference shown on this many pages of one language or more (a footer link, a header label) is one row. */
const REPEATED_ON = 3

interface ChangeRow {
  /** The page (`/faq`), or for a repeated difference its pages (`16 pages: /, /faq, …`), as Markdown. */
  where: string
  locales: string[]
  cell: string
}

/**
 * One row per page and language; languages whose change is byte for byte the same share a row. A difference on
 * REPEATED_ON pages of a language or more (the footer's, the header's) is one row of its own, before the pages.
 */
function changeRows(changes: PageChange[]): ChangeRow[] {
  const pagesOf = new Map<string, string[]>()
  for (const change of changes)
    for (const markdown of new Set(change.differences.map(difference => difference.markdown))) {
      const key = `${change.locale}\n${markdown}`
      pagesOf.set(key, [...(pagesOf.get(key) ?? []), change.page])
    }
  const repeated = new Map<string, { where: string; locale: string; lines: string[] }>()
  const rows = new Map<string, ChangeRow>()
  const addRow = (where: string, locale: string, cell: string) => {
    const row = rows.get(`${where}\n${cell}`)
    if (row) row.locales.push(locale)
    else rows.set(`${where}\n${cell}`, { where, locales: [locale], cell })
  }
  for (const change of [...changes].sort(byVisits)) {
    const own: string[] = []
    for (const { markdown } of change.differences) {
      const pages = pagesOf.get(`${change.locale}\n${markdown}`) ?? []
      if (pages.length < REPEATED_ON) {
        own.push(markdown)
        continue
      }
      // Every page named: a change on many pages is one row, never one that hides where it is.
      const where = `${plural(pages.length, 'page')}: ${pages.map(page => code(page)).join(', ')}`
      const group = repeated.get(`${change.locale}\n${where}`) ?? { where, locale: change.locale, lines: [] }
      if (!group.lines.includes(markdown)) group.lines.push(markdown)
      repeated.set(`${change.locale}\n${where}`, group)
    }
    const status = { added: 'new page', removed: 'page removed', changed: '' }[change.status]
    if (status || own.length > 0)
      addRow(code(change.page), change.locale, [status, ...own].filter(Boolean).join('<br>'))
  }
  const pageRows = [...rows.values()]
  rows.clear()
  for (const { where, locale, lines } of repeated.values()) addRow(where, locale, lines.join('<br>'))
  return [...rows.values(), ...pageRows]
}

/** English files changed without their translation: out of date where one exists, not translated where none does. */
function leftInEnglish(input: ReportInput, existing: boolean): { english: string; locales: string[] }[] {
  const changed = new Set(input.changedFiles)
  const exists = input.translationExists ?? (() => true)
  // A draft is never published, in any language: nothing to translate yet.
  return (input.changedFiles ?? [])
    .filter(file => /^content\/en\/.+\.mdx$/.test(file) && !input.isDraft?.(file))
    .map(english => ({
      english,
      locales: LOCALES.filter(locale => {
        const translation = english.replace('content/en/', `content/${locale}/`)
        return locale !== 'en' && !changed.has(translation) && exists(translation) === existing
      }),
    }))
    .filter(({ locales }) => locales.length > 0)
}

/** What languages showing an older translation lack: the English change of that entry, as the English pages show it. */
function englishChange(changes: PageChange[], english: string): string {
  const key = english.replace(/^content\/en\//, '').replace(/\.mdx$/, '')
  // An FAQ entry by its block on any page; a post or a page by its own page.
  const ownPage = /^news\//.test(key)
    ? `/${key}`
    : /^pages\//.test(key)
      ? `/${key.replace(/^pages\/(index)?/, '')}`
      : ''
  const shown = changes
    .filter(change => change.locale === 'en')
    .flatMap(change =>
      change.differences.filter(({ kind, entry }) => kind === 'text' && (entry === key || change.page === ownPage)),
    )
    .map(({ markdown }) => markdown)
  return shown.length > 0 ? [...new Set(shown)].join('<br>') : 'see the command'
}

function summary(input: ReportInput): Section[] {
  const { comparison, base } = input
  const { changes, files } = comparison
  const pages = new Set(changes.map(change => change.page)).size
  const later = (input.scheduled ?? []).length > 0 ? ' today; the days something is scheduled for follow below' : ''
  const said =
    changes.length > 0
      ? `${plural(pages, 'page')} ${verb(pages, 'change')}, ${changes.length} in all languages together. ` +
        'Struck-through words are removed, **bold** ones added; addresses and handles are shown as `code`, never as ' +
        'links.'
      : files.length > 0
        ? `no page changes; ${plural(files.length, 'other file')} of the site ${verb(files.length, 'change')}.`
        : `no page and no file of the site changes what a visitor sees, follows or a search engine reads${later}.`
  // Loud, before anything else: a day this report should have compared and could not.
  const missed = (input.notCompared ?? []).map(day => ({
    lines: [
      `> [!CAUTION]\n> **Not reviewed: the site on ${day.date}** (${day.reasons.join('; ')}): ${day.missing} for ` +
        'that day is missing, so what goes live then is NOT in this report. Build it (`REELFI_NOW=' +
        `${/^\d/.test(day.date) ? day.date : 'YYYY-MM-DD'} npm run build\`) and compare before merging.`,
    ],
  }))
  return [...missed, { lines: [`Compared with ${base}: ${said}`] }]
}

function malformed(input: ReportInput): Section {
  // One line per day, problem and source: the feeds of every language one post breaks are one fix.
  const groups = new Map<string, { date: string; problem: string; sources: string[]; files: string[] }>()
  for (const { date, problem, sources, file } of input.malformed ?? []) {
    const key = `${date}\n${problem}\n${sources.join('\n')}`
    const group = groups.get(key) ?? { date, problem, sources, files: [] }
    group.files.push(file)
    groups.set(key, group)
  }
  return {
    heading: '### ❌ Generated files that do not parse',
    intro: 'Feed readers and tools refuse these files; fix the content file named:',
    lines: [...groups.values()].map(
      ({ date, problem, sources, files }) =>
        `- ${sources.length > 0 ? `${sources.map(file => code(file)).join(', ')}: ` : ''}on ${date}, ` +
        `${someOf(files, 6)} ${problem.replace(/^holds/, files.length === 1 ? 'holds' : 'hold')}`,
    ),
  }
}

function codeChanges(input: ReportInput): Section | undefined {
  const files = (input.changedFiles ?? []).filter(file => !isContentFile(file))
  if (files.length === 0 && !input.changedFilesCut) return undefined
  const cut = input.changedFilesCut
    ? 'The list of changed files is cut (GitHub lists at most 3,000): count everything as changed, code, workflows ' +
      "and `content/constants.yaml` included, and review it in the pull request's own files tab.\n\n"
    : ''
  return {
    heading: '### ⚠️ This pull request changes code, not only content',
    always: true,
    intro:
      `${cut}${plural(files.length, 'file')} outside \`content/\` and ` +
      `\`locales/\`${cut ? ' among those listed' : ''}: ` +
      "each needs its code owner's review, and the pages compared below were built by this pull request's own " +
      'code, so they may not show what its content says.',
    lines: [
      ...files.slice(0, 50).map(file => `- ${code(file)} — ${team(input.owners.ownersOf(file))}`),
      ...(files.length > 50 ? [`- and ${files.length - 50} more files`] : []),
    ],
  }
}

function careful(input: ReportInput): Section {
  // What a scheduled day adds to the careful look: said with its day, once.
  const items = [...input.careful]
  for (const day of input.scheduled ?? [])
    for (const item of day.careful)
      if (!items.some(known => known.what === item.what)) items.push({ ...item, what: `${item.what} on ${day.date}` })
  return {
    heading: '### Needs a careful look',
    intro: 'Check each with your own eyes, in every language it is in, before merging:',
    lines: items.map(({ what, locales, where, team: owners }) => {
      const inLanguages = locales.length === LOCALES.length ? `all ${LOCALES.length} languages` : locales.join(', ')
      return (
        `- ${what}${locales.length > 0 ? ` in ${inLanguages}` : ''}` +
        `${where.length > 0 ? ` — ${someOf(where, 9)}` : ''}` +
        ` — review: ${team(owners)}`
      )
    }),
    // Said at once, under the heading: an item that needs a careful look is never silently among "more changes".
    leftApart: left =>
      `**${plural(left, 'more item')} that ${verb(left, 'need')} a careful look — see the full report** ` +
      `${fullReport(input)}.`,
  }
}

const pages = (input: ReportInput): Section => ({
  heading: '### Every page and language',
  header: ['page', 'languages', 'what changed'],
  rows: changeRows(input.comparison.changes).map(row => [row.where, languages(row.locales), row.cell]),
})

const catalogs = (input: ReportInput): Section => ({
  heading: '### Catalog messages',
  intro:
    "What the header, footer, labels and islands (the official checker's verdicts among them) say, per language, " +
    'with the English each translates:',
  header: ['language', 'English', 'what changed'],
  rows: (input.catalogs ?? []).map(message => [message.locale, message.english, message.markdown]),
})

const files = (input: ReportInput): Section => ({
  heading: '### Every other file the site serves',
  intro: 'Feeds, JSON, well-known and generated files, pictures and built code, value by value:',
  header: ['file', 'what changed'],
  rows: input.comparison.files.map(file => [code(file.file), fileCell(file)]),
})

/** Each scheduled day: what shows differently from today's comparison above. */
function days(input: ReportInput): Section[] {
  const todayRows = new Set(changeRows(input.comparison.changes).map(row => `${row.where}\n${row.cell}`))
  const todayFiles = new Set(input.comparison.files.map(file => `${file.file}\n${file.lines.join('\n')}`))
  const sections = (input.scheduled ?? []).map(({ date, reasons, comparison }): Section => {
    const rows = changeRows(comparison.changes).filter(row => !todayRows.has(`${row.where}\n${row.cell}`))
    const files = comparison.files.filter(file => !todayFiles.has(`${file.file}\n${file.lines.join('\n')}`))
    const heading = `### On ${date} (${reasons.join('; ')})`
    if (rows.length === 0 && files.length === 0)
      return { heading, intro: 'Nothing more than today changes on the site that day.', always: true }
    return {
      heading,
      intro: "Both revisions built as they will be that day; what differs from today's comparison above:",
      header: ['page or file', 'languages', 'what changed'],
      rows: [
        ...rows.map(row => [row.where, languages(row.locales), row.cell]),
        ...files.map(file => [code(file.file), '', fileCell(file)]),
      ],
    }
  })
  const more = input.scheduledMore ?? 0
  const notBuilt = `${plural(more, 'more scheduled day')} not built: run ${code(BUILD_ON_A_DAY)} for each.`
  return more > 0 ? [...sections, { lines: [notBuilt] }] : sections
}

const pictures = (input: ReportInput): Section => ({
  heading: '### Pictures',
  intro: 'Before and after, as the pages show them:',
  lines: input.thumbnails.map(({ name, urls, before, after }) => {
    const sides = [before && `![before](${before})`, after && `![after](${after})`].filter(Boolean).join(' → ')
    return `- ${code(name)} on ${someOf(urls, 9)}: ${sides}`
  }),
})

function sitemap(input: ReportInput): Section {
  const { added, removed } = input.comparison.sitemap
  return {
    heading: '### Sitemap',
    intro:
      `${plural(removed.length, 'address', 'addresses')} ${verb(removed.length, 'leave')} the sitemap, ` +
      `${added.length} ${verb(added.length, 'join')} it.`,
    lines: [...removed.map(loc => `- ~~${code(loc)}~~`), ...added.map(loc => `- **${code(loc)}**`)],
  }
}

const shownInEnglishAgain = (input: ReportInput): Section => ({
  heading: `### ${MARKER}: shown in English again`,
  intro:
    `Entries these pages showed translated before and now show in English, marked "${MARKER}" (a fact the ` +
    'translation states changed in English):',
  lines: input.comparison.changes.flatMap(change =>
    change.differences
      .filter(({ kind }) => kind === 'untranslated')
      .map(({ markdown }) => `- ${code(change.url)}: ${markdown.replace(/^.*?: /, '')}`),
  ),
})

const newInEnglish = (input: ReportInput): Section => ({
  heading: `### New in English, ${TRANSLATION_STATES.notTranslated}`,
  intro: `Not an error: each language shows the English, marked "${MARKER}", until its translator adds it.`,
  header: ['English file', 'languages'],
  rows: leftInEnglish(input, false).map(({ english, locales }) => [code(english), languages(locales)]),
})

const outOfDate = (input: ReportInput): Section => ({
  heading: `### Translations now ${TRANSLATION_STATES.outOfDate}`,
  intro: 'Not an error: the English changed, and translators bring each language up to date in a later pull request.',
  header: ['English file', 'languages showing the older translation', 'what they lack', 'the whole change'],
  rows: leftInEnglish(input, true).map(({ english, locales }) => [
    code(english),
    languages(locales),
    englishChange(input.comparison.changes, english),
    code(`npm run i18n:diff -- ${english.replace('content/en/', `content/${locales[0]}/`)}`),
  ]),
})

const screenshots = (input: ReportInput): Section => ({
  heading: '### Screenshots',
  intro: 'Before and after, scrolled to the same changed block, outlined in both (red before, green after):',
  lines: input.screenshots.map(({ url, width, before, after }) => {
    const links = [before && `[before](${before})`, after && `[after](${after})`].filter(Boolean).join(' · ')
    return `- ${code(url)} at ${width} px: ${links}`
  }),
})

/** The language menu's changes, the same on every page of a language: one row per language and number of pages. */
function menu(input: ReportInput): Section | undefined {
  const { chrome } = input.comparison
  if (chrome.length === 0) return undefined
  const rows = new Map<string, string[]>()
  for (const { locale, pages, markdown } of chrome) {
    const row = rows.get(`${locale}\n${pages}`) ?? [locale, plural(pages, 'page'), '']
    row[2] = row[2] ? `${row[2]} · ${markdown}` : markdown
    rows.set(`${locale}\n${pages}`, row)
  }
  return {
    heading: '### On every page that shows it',
    intro: 'The language menu changes:',
    header: ['language', 'pages', 'what changed'],
    rows: [...rows.values()],
  }
}

/** The report's sections in order; one with nothing to say is left out. */
const SECTIONS: ((input: ReportInput) => Section | Section[] | undefined)[] = [
  summary,
  malformed,
  codeChanges,
  careful,
  pages,
  catalogs,
  files,
  days,
  pictures,
  sitemap,
  shownInEnglishAgain,
  newInEnglish,
  outOfDate,
  screenshots,
  menu,
]

/** Lines added while they fit in the budget. */
class Budget {
  readonly lines: string[] = []
  private used = 0
  constructor(private readonly max: number) {}
  get room(): number {
    return this.max - this.used
  }
  add(...lines: string[]): boolean {
    const size = lines.reduce((total, line) => total + line.length + 1, 0)
    if (this.used + size > this.max) return false
    this.lines.push(...lines)
    this.used += size
    return true
  }
}

/**
 * A table row too long for the comment, cut between two changes (at a `<br>` of its last cell). CAREFUL HERE: a cut
 * inside a change could leave a code span open, and what follows it live.
 */
function cutRow(header: string[], cells: string[], room: number): string {
  const parts = cells.at(-1)!.split('<br>')
  let line = ''
  for (let kept = parts.length - 1; kept >= 0; kept--) {
    const rest = parts.slice(kept).join('<br>').length
    const cell = [...parts.slice(0, kept), `… ${rest.toLocaleString('en')} more characters in the full report`]
    line = formatMarkdownTable([header, [...cells.slice(0, -1), cell.join('<br>')]], 'left').split('\n')[2]!
    if (line.length + 1 <= room) break
  }
  return line
}

/** Adds a section's lines while they fit, its opening whole or not at all; returns how many were left unsaid. */
function render(section: Section, budget: Budget): number {
  const { heading, intro, header, rows = [], lines = [] } = section
  const table = header ? formatMarkdownTable([header, ...rows], 'left').split('\n') : []
  const opening = [...(heading ? [heading, ''] : []), ...(intro ? [intro, ''] : []), ...table.slice(0, 2)]
  let left = rows.length + lines.length
  if (budget.add(...opening)) {
    left = 0
    table.slice(2).forEach((line, index) => {
      if (!budget.add(line) && !budget.add(cutRow(header!, rows[index]!, budget.room))) left++
    })
    for (const line of lines) if (!budget.add(line)) left++
    if (left > 0 && section.leftApart) budget.lines.push(section.leftApart(left))
    if (header || lines.length > 0) budget.add('')
  } else if (left > 0 && section.leftApart) budget.lines.push(section.leftApart(left), '')
  return section.leftApart ? 0 : left
}

const hasContent = (section: Section) =>
  section.always || (section.lines?.length ?? 0) > 0 || (section.rows?.length ?? 0) > 0

export function formatReport(input: ReportInput): string {
  // Room kept for the closing lines that say what was left out.
  const budget = new Budget((input.maxChars ?? Number.POSITIVE_INFINITY) - 600)
  budget.add('## What this pull request changes on the site', '')
  // Too long for a comment: said at once, with where the whole report is.
  if (input.maxChars !== undefined) {
    const whole = formatReport({ ...input, maxChars: undefined }).length
    if (whole > input.maxChars)
      budget.add(
        `> [!NOTE]\n> The whole report is ${whole.toLocaleString('en')} characters, more than a comment should hold: ` +
          `read it ${fullReport(input)}. Here, what needs a careful look first, then the changes that fit.`,
        '',
      )
  }
  const sections = SECTIONS.flatMap(section => section(input) ?? []).filter(hasContent)
  const left = sections.reduce((total, section) => total + render(section, budget), 0)
  if (left > 0) budget.lines.push(`**${plural(left, 'more change')} — see the full report** ${fullReport(input)}.`, '')
  return budget.lines.join('\n')
}
