/**
 * Today's date for the content step, `YYYY-MM-DD` in UTC, which decides what news is published:
 * `REELFI_NOW=2027-01-15 npm run build` builds the site as it will be on that day.
 */
export const CLOCK_VARIABLE = 'REELFI_NOW'

/** Set to 1 by `npm run dev -- --drafts`: drafts shown as if published, by their date. `npm run build` never does. */
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
