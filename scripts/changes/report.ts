/**
 * `changes/report.md` and the pull-request comment: code changes first, then what needs a careful look, then one row
 * per page and language (languages share a row only when their change is byte for byte the same), pictures,
 * search engines, translations, screenshots, and the language menu's site-wide change last. Everything taken from
 * the compared sites is made safe by markdown.ts; this file adds only its own words.
 *
 * CAREFUL HERE: the comment must stay under GitHub's 65,536 characters, and is kept to 40,000 to be read at all
 * (main.ts). `maxChars` stops adding careful items and rows before it; the report then says at its top where the whole
 * report is, and at its end how many were left out: never a silent cut.
 */
import { LOCALES } from '../../src/i18n/locales.ts'
import { formatMarkdownTable } from '../core/table.ts'
import type { CarefulItem } from './careful.ts'
import type { CodeOwners } from './codeowners.ts'
import { byVisits, type Comparison, type PageChange } from './compareSites.ts'
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
  /** The pages that show it. */
  urls: string[]
  name: string
  before?: string
  after?: string
}

export interface OutOfDateTranslation {
  /** `content/en/faq/governance.mdx` */
  english: string
  locales: string[]
}

/** Both revisions built on a day something the pull request touches shows differently (scheduled.ts). */
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
  /** The files the pull request changes, when known. */
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
const languages = (locales: string[]) =>
  locales.length === LOCALES.length ? `all ${LOCALES.length}` : locales.join(', ')
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
const team = (owners: string[]) =>
  owners.length > 0 ? owners.map(owner => code(owner)).join(' ') : 'a maintainer (no CODEOWNERS rule)'

/** A content or catalog file is data; anything else the pull request changes is code, configuration or a workflow. */
const isContentFile = (file: string) => /^(content|locales)\//.test(file)

/**
 * Files changed in English whose translation the pull request leaves as it was: out of date where a translation
 * exists (in the checkout that runs: the base in a pull request), not yet translated where none does.
 */
function outOfDate(
  changedFiles: string[],
  translationExists: (file: string) => boolean = () => true,
  isDraft: (file: string) => boolean = () => false,
): { outdated: OutOfDateTranslation[]; untranslated: OutOfDateTranslation[] } {
  const changed = new Set(changedFiles)
  // A draft is never published, in any language: nothing to translate yet.
  const english = changedFiles.filter(file => /^content\/en\/.+\.mdx$/.test(file) && !isDraft(file))
  const pick = (existing: boolean) =>
    english
      .map(file => ({
        english: file,
        locales: LOCALES.filter(locale => {
          const translation = file.replace('content/en/', `content/${locale}/`)
          return locale !== 'en' && !changed.has(translation) && translationExists(translation) === existing
        }),
      }))
      .filter(({ locales }) => locales.length > 0)
  return { outdated: pick(true), untranslated: pick(false) }
}

function whatChanged(change: PageChange): string {
  const status = change.status === 'added' ? 'new page' : change.status === 'removed' ? 'page removed' : ''
  return [status, ...change.differences.map(({ markdown }) => markdown)].filter(Boolean).join('<br>')
}

/** One row per page and language; languages whose change is byte for byte the same share a row. */
function changeRows(changes: PageChange[]): { page: string; locales: string[]; cell: string }[] {
  const rows = new Map<string, { page: string; locales: string[]; cell: string }>()
  for (const change of [...changes].sort(byVisits)) {
    const cell = whatChanged(change)
    const key = `${change.page}\n${cell}`
    const row = rows.get(key)
    if (row) row.locales.push(change.locale)
    else rows.set(key, { page: change.page, locales: [change.locale], cell })
  }
  return [...rows.values()]
}

/** Lines added while they fit in the budget; what does not fit is counted. */
class Budget {
  readonly lines: string[] = []
  private used = 0
  left = 0
  constructor(private readonly max: number) {}
  /** Characters still free. */
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

export function formatReport(input: ReportInput): string {
  const { base, comparison, careful, screenshots, thumbnails, changedFiles, owners } = input
  // Room kept for the closing lines that say what was left out.
  const budget = new Budget((input.maxChars ?? Number.POSITIVE_INFINITY) - 600)
  let leftOut = 0
  let carefulLeft = 0
  const { changes } = comparison
  const pages = new Set(changes.map(change => change.page)).size
  budget.add('## What this pull request changes on the site', '')
  // Too long to read in a comment: say so at once, with where the whole report is; the careful look still comes first.
  if (input.maxChars !== undefined) {
    const whole = formatReport({ ...input, maxChars: undefined }).length
    if (whole > input.maxChars)
      budget.add(
        `> [!NOTE]\n> The whole report is ${whole.toLocaleString('en')} characters, more than a comment should hold: ` +
          `read it ${input.fullReportAt ?? 'in changes/report.md'}. Here, what needs a careful look first, then the ` +
          'changes that fit.',
        '',
      )
  }
  // Loud, before anything else: a day this report should have compared and could not.
  for (const day of input.notCompared ?? []) {
    budget.add(
      `> [!CAUTION]\n> **Not reviewed: the site on ${day.date}** (${day.reasons.join('; ')}): ${day.missing} ` +
        `for that day ` +
        'is missing, so what goes live then is NOT in this report. Build it (`REELFI_NOW=' +
        (/^\d/.test(day.date) ? day.date : 'YYYY-MM-DD') +
        ' npm run build`) and compare before merging.',
      '',
    )
  }

  const later = (input.scheduled ?? []).length > 0 ? ' today; the days something is scheduled for follow below' : ''
  if (changes.length === 0 && comparison.files.length === 0)
    budget.add(
      `Compared with ${base}: no page and no file of the site changes what a visitor sees, follows or a search ` +
        `engine reads${later}.`,
      '',
    )
  else if (changes.length === 0)
    budget.add(
      `Compared with ${base}: no page changes; ${plural(comparison.files.length, 'other file')} of the site ` +
        `change${comparison.files.length === 1 ? 's' : ''}.`,
      '',
    )
  else {
    budget.add(
      `Compared with ${base}: ${plural(pages, 'page')} change${pages === 1 ? 's' : ''}, ${changes.length} in all ` +
        `languages together. ` +
        'Struck-through words are removed, **bold** ones added; addresses and handles are shown as `code`, ' +
        'never as links.',
      '',
    )
  }

  const malformed = input.malformed ?? []
  if (malformed.length > 0) {
    budget.add(
      '### ❌ Generated files that do not parse',
      '',
      'Feed readers and tools refuse these files; fix the content file named:',
      '',
    )
    // One line per day, problem and source: the feeds of every language one post breaks are one fix.
    const groups = new Map<string, { date: string; problem: string; sources: string[]; files: string[] }>()
    for (const found of malformed) {
      const key = `${found.date}\n${found.problem}\n${found.sources.join('\n')}`
      const group = groups.get(key) ?? { date: found.date, problem: found.problem, sources: found.sources, files: [] }
      group.files.push(found.file)
      groups.set(key, group)
    }
    for (const { date, problem, sources, files } of groups.values()) {
      const from = sources.length > 0 ? `${sources.map(file => code(file)).join(', ')}: ` : ''
      const shown = `${files
        .slice(0, 6)
        .map(file => code(file))
        .join(', ')}${files.length > 6 ? ` and ${files.length - 6} more` : ''}`
      budget.add(`- ${from}on ${date}, ${shown} ${problem.replace(/^holds/, files.length === 1 ? 'holds' : 'hold')}`)
    }
    budget.add('')
  }

  const code_ = (changedFiles ?? []).filter(file => !isContentFile(file))
  if (code_.length > 0 || input.changedFilesCut) {
    budget.add(
      '### ⚠️ This pull request changes code, not only content',
      '',
      ...(input.changedFilesCut
        ? [
            `The list of changed files is cut (GitHub lists at most 3,000): count everything as changed, code, ` +
              `workflows and ` +
              "`content/constants.yaml` included, and review it in the pull request's own files tab.",
            '',
          ]
        : []),
      `${plural(code_.length, 'file')} outside \`content/\` and ` +
        `\`locales/\`${input.changedFilesCut ? ' among those listed' : ''}: each needs its code owner's review, ` +
        `and the pages ` +
        "compared below were built by this pull request's own code, so they may not show what its content says.",
      '',
    )
    const shown = code_.slice(0, 50)
    for (const file of shown) if (!budget.add(`- ${code(file)} — ${team(owners.ownersOf(file))}`)) leftOut++
    if (code_.length > shown.length) budget.add(`- and ${code_.length - shown.length} more files`)
    budget.add('')
  }

  // What a scheduled day adds to the careful look: said with its day, once.
  const scheduled = input.scheduled ?? []
  const allCareful = [...careful]
  for (const day of scheduled) {
    for (const item of day.careful) {
      if (allCareful.some(known => known.what === item.what)) continue
      allCareful.push({ ...item, what: `${item.what} on ${day.date}` })
    }
  }
  if (allCareful.length > 0) {
    budget.add(
      '### Needs a careful look',
      '',
      'Check each with your own eyes, in every language it is in, before merging:',
      '',
    )
    for (const item of allCareful) {
      const where =
        item.where.length > 0
          ? ` — ${item.where
              .slice(0, 9)
              .map(url => code(url))
              .join(', ')}${item.where.length > 9 ? ` and ${item.where.length - 9} more` : ''}`
          : ''
      const inLanguages =
        item.locales.length > 0
          ? ` in ` +
            (item.locales.length === LOCALES.length ? `all ${LOCALES.length} languages` : item.locales.join(', '))
          : ''
      if (!budget.add(`- ${item.what}${inLanguages}${where} — review: ${team(item.team)}`)) carefulLeft++
    }
    // Said at once, under the heading: an item that needs a careful look is never silently among "more changes".
    if (carefulLeft > 0)
      budget.lines.push(
        `**${carefulLeft} more item${carefulLeft === 1 ? '' : 's'} that need${carefulLeft === 1 ? 's' : ''} a ` +
          `careful look — see the full report** ${input.fullReportAt ?? 'in changes/report.md'}.`,
      )
    budget.add('')
  }

  if (changes.length > 0) {
    budget.add('### Every page and language', '')
    const rows = changeRows(changes)
    const header = formatMarkdownTable([['page', 'languages', 'what changed']], 'left')
    budget.add(header)
    const rowLine = (row: { page: string; locales: string[] }, cell: string) =>
      formatMarkdownTable(
        [
          ['', '', ''],
          [code(row.page), languages(row.locales), cell],
        ],
        'left',
      ).split('\n')[2]!
    for (const row of rows) {
      if (budget.add(rowLine(row, row.cell))) continue
      // CAREFUL HERE: a row too long for the comment is cut, never dropped, and only between two changes (at a
      // `<br>`): a cut inside a change could leave a code span open, and what follows it live.
      const parts = row.cell.split('<br>')
      let kept = parts.length
      let line = ''
      while (kept > 0) {
        kept--
        const rest = parts.slice(kept).join('<br>').length
        line = rowLine(
          row,
          [...parts.slice(0, kept), `… ${rest.toLocaleString('en')} more characters in the full report`].join('<br>'),
        )
        if (line.length + 1 <= budget.room) break
      }
      if (!budget.add(line)) leftOut++
    }
    budget.add('')
  }

  const catalogs = input.catalogs ?? []
  if (catalogs.length > 0) {
    budget.add(
      '### Catalog messages',
      '',
      "What the header, footer, labels and islands (the official checker's verdicts among them) say, per language, " +
        'with the English each translates:',
      '',
    )
    budget.add(formatMarkdownTable([['language', 'English', 'what changed']], 'left'))
    for (const message of catalogs) {
      if (
        !budget.add(
          formatMarkdownTable(
            [
              ['', '', ''],
              [message.locale, message.english, message.markdown],
            ],
            'left',
          ).split('\n')[2]!,
        )
      )
        leftOut++
    }
    budget.add('')
  }

  if (comparison.files.length > 0) {
    budget.add(
      '### Every other file the site serves',
      '',
      'Feeds, JSON, well-known and generated files, pictures and built code, value by value:',
      '',
    )
    budget.add(formatMarkdownTable([['file', 'what changed']], 'left'))
    for (const file of comparison.files) {
      const status = file.status === 'added' ? 'new file<br>' : file.status === 'removed' ? 'file removed<br>' : ''
      const line = formatMarkdownTable(
        [
          ['', ''],
          [code(file.file), `${status}${file.lines.join('<br>')}`],
        ],
        'left',
      ).split('\n')[2]!
      if (!budget.add(line)) leftOut++
    }
    budget.add('')
  }

  // Each scheduled day: what shows differently from today's comparison above.
  const todayRows = new Set(changeRows(changes).map(row => `${row.page}\n${row.cell}`))
  const todayFiles = new Set(comparison.files.map(file => `${file.file}\n${file.lines.join('\n')}`))
  for (const day of scheduled) {
    const rows = changeRows(day.comparison.changes).filter(row => !todayRows.has(`${row.page}\n${row.cell}`))
    const files = day.comparison.files.filter(file => !todayFiles.has(`${file.file}\n${file.lines.join('\n')}`))
    budget.add(`### On ${day.date} (${day.reasons.join('; ')})`, '')
    if (rows.length === 0 && files.length === 0) {
      budget.add('Nothing more than today changes on the site that day.', '')
      continue
    }
    budget.add("Both revisions built as they will be that day; what differs from today's comparison above:", '')
    budget.add(formatMarkdownTable([['page or file', 'languages', 'what changed']], 'left'))
    for (const row of rows) {
      if (
        !budget.add(
          formatMarkdownTable(
            [
              ['', '', ''],
              [code(row.page), languages(row.locales), row.cell],
            ],
            'left',
          ).split('\n')[2]!,
        )
      )
        leftOut++
    }
    for (const file of files) {
      const status = file.status === 'added' ? 'new file<br>' : file.status === 'removed' ? 'file removed<br>' : ''
      if (
        !budget.add(
          formatMarkdownTable(
            [
              ['', '', ''],
              [code(file.file), '', `${status}${file.lines.join('<br>')}`],
            ],
            'left',
          ).split('\n')[2]!,
        )
      )
        leftOut++
    }
    budget.add('')
  }
  if ((input.scheduledMore ?? 0) > 0) {
    budget.add(
      `${plural(input.scheduledMore!, 'more scheduled day')} not built: run \`REELFI_NOW=YYYY-MM-DD npm run ` +
        `build\` for each.`,
      '',
    )
  }

  if (thumbnails.length > 0) {
    budget.add('### Pictures', '', 'Before and after, as the pages show them:', '')
    for (const thumbnail of thumbnails) {
      const sides = [
        thumbnail.before && `![before](${thumbnail.before})`,
        thumbnail.after && `![after](${thumbnail.after})`,
      ]
        .filter(Boolean)
        .join(' → ')
      const pages = `${thumbnail.urls
        .slice(0, 9)
        .map(url => code(url))
        .join(', ')}${thumbnail.urls.length > 9 ? ` and ${thumbnail.urls.length - 9} more` : ''}`
      if (!budget.add(`- ${code(thumbnail.name)} on ${pages}: ${sides}`)) leftOut++
    }
    budget.add('')
  }

  const { added, removed } = comparison.sitemap
  if (added.length > 0 || removed.length > 0) {
    budget.add(
      '### Sitemap',
      '',
      `${plural(removed.length, 'address', 'addresses')} leave${removed.length === 1 ? 's' : ''} the ` +
        `sitemap, ${added.length} join${added.length === 1 ? 's' : ''} it.`,
      '',
    )
    for (const loc of removed) if (!budget.add(`- ~~${code(loc)}~~`)) leftOut++
    for (const loc of added) if (!budget.add(`- **${code(loc)}**`)) leftOut++
    budget.add('')
  }

  const untranslated = changes.flatMap(change =>
    change.differences.filter(({ kind }) => kind === 'untranslated').map(difference => ({ change, difference })),
  )
  if (untranslated.length > 0) {
    budget.add(
      `### ${MARKER}: shown in English again`,
      '',
      `Entries these pages showed translated before and now show in English, marked "${MARKER}" (a fact the ` +
        `translation states changed in English):`,
      '',
    )
    for (const { change, difference } of untranslated)
      if (!budget.add(`- ${code(change.url)}: ${difference.markdown.replace(/^.*?: /, '')}`)) leftOut++
    budget.add('')
  }

  const { outdated: stale, untranslated: newEntries } = changedFiles
    ? outOfDate(changedFiles, input.translationExists, input.isDraft)
    : { outdated: [], untranslated: [] }
  if (newEntries.length > 0) {
    budget.add(
      `### New in English, ${TRANSLATION_STATES.notTranslated}`,
      '',
      `Not an error: each language shows the English, marked "${MARKER}", until its translator adds it.`,
      '',
    )
    budget.add(
      formatMarkdownTable(
        [
          ['English file', 'languages'],
          ...newEntries.map(({ english, locales }) => [code(english), languages(locales)]),
        ],
        'left',
      ),
      '',
    )
  }
  if (stale.length > 0) {
    budget.add(
      `### Translations now ${TRANSLATION_STATES.outOfDate}`,
      '',
      'Not an error: the English changed, and translators bring each language up to date in a later pull request.',
      '',
    )
    // What those languages lack: the English change of that entry, as the English pages show it.
    const lacks = (english: string) => {
      const key = english.replace(/^content\/en\//, '').replace(/\.mdx$/, '')
      // An FAQ entry by its block on any page; a post or a page by its own page.
      const ownPage = /^news\//.test(key)
        ? `/${key}`
        : /^pages\//.test(key)
          ? `/${key.replace(/^pages\/(index)?/, '')}`
          : undefined
      const shown = [
        ...new Set(
          changes
            .filter(change => change.locale === 'en')
            .flatMap(change =>
              change.differences.filter(
                difference => difference.kind === 'text' && (difference.entry === key || change.page === ownPage),
              ),
            )
            .map(({ markdown }) => markdown),
        ),
      ]
      return shown.length > 0 ? shown.join('<br>') : 'see the command'
    }
    budget.add(
      formatMarkdownTable(
        [
          ['English file', 'languages showing the older translation', 'what they lack', 'the whole change'],
          ...stale.map(({ english, locales }) => [
            code(english),
            languages(locales),
            lacks(english),
            code(`npm run i18n:diff -- ${english.replace('content/en/', `content/${locales[0]}/`)}`),
          ]),
        ],
        'left',
      ),
      '',
    )
  }

  if (screenshots.length > 0) {
    budget.add(
      '### Screenshots',
      '',
      'Before and after, scrolled to the same changed block, outlined in both (red before, green after):',
      '',
    )
    for (const shot of screenshots) {
      const links = [shot.before && `[before](${shot.before})`, shot.after && `[after](${shot.after})`]
        .filter(Boolean)
        .join(' · ')
      if (!budget.add(`- ${code(shot.url)} at ${shot.width} px: ${links}`)) leftOut++
    }
    budget.add('')
  }

  if (comparison.chrome.length > 0) {
    const lines = comparison.chrome.map(
      chrome => `${chrome.locale}: ${chrome.markdown} (${plural(chrome.pages, 'page')})`,
    )
    if (!budget.add('### On every page that shows it', '', `The language menu changes: ${lines.join(' · ')}`, ''))
      leftOut += lines.length
  }

  if (leftOut > 0) {
    budget.lines.push(
      `**${leftOut} more change${leftOut === 1 ? '' : 's'} — see the full ` +
        `report** ${input.fullReportAt ?? 'in changes/report.md'}.`,
      '',
    )
  }
  return budget.lines.join('\n')
}
