import { dateTimeFormat } from './intlFormats.ts'
/**
 * A content date (`YYYY-MM-DD`, as an article's `updated` is written) the way the locale writes a date in a
 * sentence: "March 5, 2026", "5. März 2026", "2026年3月5日". Read and written in UTC, so that no time zone of the
 * build machine shifts it by a day.
 */
export function formatDate(date: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}
