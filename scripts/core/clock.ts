/**
 * Today's date for the content step, `YYYY-MM-DD` in UTC: it decides which news posts are published and whether the
 * pinned banner still shows (src/news/schedule.ts). `REELFI_NOW=2027-01-15 npm run build` builds the site as it will
 * be on that day (tests fix the clock the same way; a writer can preview a scheduled post with it).
 */
export const CLOCK_VARIABLE = 'REELFI_NOW'

/**
 * Set to 1 by `npm run dev -- --drafts` for its content steps: draft news posts are shown as if published (their date
 * still applies: with REELFI_NOW, a later one too). `npm run build` never shows drafts, whatever the variable says.
 */
export const DRAFTS_VARIABLE = 'REELFI_DRAFTS'

export function showDrafts(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[DRAFTS_VARIABLE] === '1'
}

export function contentToday(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const fixed = env[CLOCK_VARIABLE]
  if (fixed === undefined || fixed === '') return now.toISOString().slice(0, 10)
  const day = new Date(`${fixed}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed) || Number.isNaN(day.getTime()) || !day.toISOString().startsWith(fixed)) {
    throw new Error(
      `${CLOCK_VARIABLE}=${fixed}: not a date — write it YYYY-MM-DD, e.g. ${CLOCK_VARIABLE}=2027-01-15, or leave it ` +
        `unset for today`,
    )
  }
  return fixed
}
