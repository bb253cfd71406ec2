/**
 * The days on which what a pull request touches shows differently: a news post goes live on its `date`, its banner
 * leaves every page the day after its `expires`. The report builds both revisions on each (`REELFI_NOW`), so a post
 * scheduled for tomorrow is reviewed today. Read from the English frontmatter of both revisions, as data.
 */
import { parse } from 'yaml'
import { frontmatterAndBody } from '../source/frontmatter.ts'

/** A day the report compares on, and why. */
export interface ScheduledDay {
  date: string
  /** Trusted words: `content/en/news/x.mdx goes live`. */
  reasons: string[]
}

/** At most this many days are built (two builds each); the report says when there were more. */
export const MAX_DAYS = 4

const DATE = /^\d{4}-\d{2}-\d{2}$/
const asDate = (value: unknown): string | undefined => {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10)
  return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    ? value
    : undefined
}
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** A content file's frontmatter as data, split as the content build splits it, or undefined. */
export function frontmatterData(text: string | undefined): Record<string, unknown> | undefined {
  const yaml = text === undefined ? undefined : frontmatterAndBody(text).yaml
  if (yaml === undefined) return undefined
  try {
    return (parse(yaml, { maxAliasCount: 10 }) as Record<string, unknown> | null) ?? undefined
  } catch {
    return undefined
  }
}

/** The days after `today`, from the base's and the head's English frontmatter: a moved date is seen on both days. */
export function scheduledDays(
  changedFiles: readonly string[],
  today: string,
  read: { base: (file: string) => string | undefined; head: (file: string) => string | undefined },
): { days: ScheduledDay[]; more: number } {
  const slugs = new Set(changedFiles.flatMap(file => /^content\/[^/]+\/news\/([^/]+)\.mdx$/.exec(file)?.[1] ?? []))
  const days = new Map<string, string[]>()
  const add = (date: string | undefined, reason: string) => {
    if (!date || date <= today) return
    const reasons = days.get(date) ?? []
    if (!reasons.includes(reason)) reasons.push(reason)
    days.set(date, reasons)
  }
  for (const slug of [...slugs].sort()) {
    const english = `content/en/news/${slug}.mdx`
    for (const side of [read.base(english), read.head(english)]) {
      const data = frontmatterData(side)
      add(asDate(data?.date), `${english} goes live`)
      const expires = asDate(data?.expires)
      if (expires) add(nextDay(expires), `the banner of ${english} ends`)
    }
  }
  const sorted = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, reasons]) => ({ date, reasons }))
  return { days: sorted.slice(0, MAX_DAYS), more: Math.max(0, sorted.length - MAX_DAYS) }
}
