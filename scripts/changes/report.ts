/** `changes/report.md`: one table a person reads in ten seconds (page, languages, what changed), then the details. */
import { LOCALES } from '../../src/i18n/locales.ts'
import { formatMarkdownTable } from '../report/table.ts'
import { byVisits, type PageChange } from './compareSites.ts'

export interface Screenshot {
  url: string
  width: number
  before?: string
  after?: string
}

export interface OutOfDateTranslation {
  /** `content/en/faq/governance.mdx` */
  english: string
  locales: string[]
}

export interface ReportInput {
  /** How the base was chosen, e.g. "`1a2b3c4` (the merge base with origin/main)". */
  base: string
  changes: PageChange[]
  screenshots: Screenshot[]
  outOfDate: OutOfDateTranslation[]
}

const languages = (locales: string[]) => (locales.length === LOCALES.length ? `all ${LOCALES.length}` : locales.join(', '))

function whatChanged(change: PageChange): string {
  if (change.status === 'added') return 'new page'
  if (change.status === 'removed') return 'page removed'
  const others = change.kinds.filter((kind) => kind !== 'text')
  return [change.wordDiff, others.length > 0 ? `(${others.join(', ')} changed)` : ''].filter(Boolean).join(' ')
}

/** One row per page and kind of change; the languages that share it in one cell. */
export function changeRows(changes: PageChange[]): string[][] {
  const rows = new Map<string, { page: string; locales: string[]; first: PageChange }>()
  for (const change of [...changes].sort(byVisits)) {
    const key = `${change.page}\n${change.status}`
    const row = rows.get(key)
    if (row) row.locales.push(change.locale)
    else rows.set(key, { page: change.page, locales: [change.locale], first: change })
  }
  return [...rows.values()].map(({ page, locales, first }) => [`\`${page}\``, languages(locales), whatChanged(first)])
}

export function formatReport({ base, changes, screenshots, outOfDate }: ReportInput): string {
  const pages = new Set(changes.map((change) => change.page)).size
  const lines = ['## What this pull request changes on the site', '']
  if (changes.length === 0) {
    lines.push(`Compared with ${base}: no page changes what a visitor sees or a search engine reads.`, '')
  } else {
    lines.push(`Compared with ${base}: ${pages} page${pages === 1 ? '' : 's'} change${pages === 1 ? 's' : ''}, ` +
      `${changes.length} in all languages together. Struck-through words are removed, **bold** ones added.`, '')
    lines.push(formatMarkdownTable([['page', 'languages', 'what changed'], ...changeRows(changes)], 'left'), '')
  }
  if (screenshots.length > 0) {
    lines.push('### Screenshots', '', 'Before and after, the changed text outlined, for the most visited changed pages:', '')
    for (const shot of screenshots) {
      const links = [shot.before && `[before](${shot.before})`, shot.after && `[after](${shot.after})`].filter(Boolean).join(' · ')
      lines.push(`- \`${shot.url}\` at ${shot.width} px: ${links}`)
    }
    lines.push('')
  }
  if (outOfDate.length > 0) {
    lines.push('### Translations now out of date', '',
      'Not an error: the English changed, and translators bring each language up to date in a later pull request.', '')
    lines.push(formatMarkdownTable([['English file', 'languages', 'what changed'],
      ...outOfDate.map(({ english, locales }) => [`\`${english}\``, languages(locales),
        `\`npm run i18n:diff -- ${english.replace('content/en/', `content/${locales[0]}/`)}\``])], 'left'), '')
  }
  return lines.join('\n')
}
