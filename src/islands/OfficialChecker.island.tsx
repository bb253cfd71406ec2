import { type ChangeEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { checkOfficial, type CheckResult } from '../official/checkOfficial'
import type { OfficialEntry } from '../official/registry'
import { islandI18n, type IslandMessages } from './islandMessages'

type Reason = Extract<CheckResult, { verdict: 'unknown' }>['reason']
type MessageName =
  | 'official'
  | 'entry'
  | Reason
  | 'look-alike-of'
  | 'other-page-of'
  | 'platform'
  | 'choose-platform'
  | 'another-platform'

export interface OfficialCheckerProps {
  /** Class names from the page's stylesheet (Official.module.css): an island brings no CSS of its own. */
  classes: Record<'checker' | 'label' | 'hint' | 'input' | 'output' | 'platforms', string>
  /** "Check an address or link". */
  label: string
  hint: string
  /** The registry (src/official/registry.ts), as the page lists it. */
  entries: OfficialEntry[]
  /** Each entry's purpose in the page's language, by entry name. */
  purposes: Record<string, string>
  /**
   * The verdicts in the page's language (src/islands/islandMessages.ts), with `{entries}` (official), `{entry}`
   * (what it imitates), `{host}` (where a link with a user name goes), `{handle}` and `{platforms}`; `entry` words
   * one entry from `{address}` and `{purpose}`.
   */
  messages: IslandMessages<MessageName>
  /** The page's locale, for its messages and the list of entries (Intl.ListFormat). */
  locale: string
}

/**
 * The platform of one of our accounts, by the name people know it by (X, Telegram); a proper name in every language.
 */
const PLATFORM_NAMES: Readonly<Record<string, string>> = { 'x.com': 'X', 't.me': 'Telegram' }
const platformName = (entry: OfficialEntry) => PLATFORM_NAMES[entry.host!] ?? entry.host!

/** How long typing must pause before a verdict is given. */
const PAUSE_MS = 400

/**
 * The checker of /official/: a visitor pastes an address, a link or a handle and learns, in the page's language,
 * whether it is one of ours (src/official/checkOfficial.ts decides). The verdict is an <output>, a polite live
 * region present from the first render, so screen readers announce each new verdict. It is given once typing
 * stops (PAUSE_MS) and at once on paste, Enter and leaving the box: typing reelfi_app_support must not pass
 * through an announced "Official: reelfi_app". The check runs in the
 * browser only; nothing is sent anywhere. Without JavaScript the form is hidden (data-needs-script) and the page
 * says that the list above is the reference.
 */
export default function OfficialChecker({
  classes: styles,
  label,
  hint,
  entries,
  purposes,
  messages,
  locale,
}: OfficialCheckerProps) {
  const id = useId()
  const i18n = useMemo(() => islandI18n(locale, messages), [locale, messages])
  const say = (name: MessageName, values?: Record<string, string>) => i18n._(name, values)
  const { input, value, platform, setPlatform, judge, onPaste, onChange } = useJudgedText()
  const result = checkOfficial(value, entries, platform === undefined ? {} : { platform })
  // The platforms a bare handle is ours on, as choices: asked until one is chosen, and kept to change the answer.
  const asked = checkOfficial(value, entries)
  const choices = asked.verdict === 'platform' ? asked.entries : []
  const verdict = verdictText(result, asked, choices, say, purposes, locale)

  return (
    <form
      className={styles.checker}
      onSubmit={event => {
        event.preventDefault()
        judge(input.current?.value ?? '')
      }}
      data-needs-script=""
    >
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <input
        ref={input}
        id={`${id}-input`}
        className={styles.input}
        type="text"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        onPaste={onPaste}
        onChange={onChange}
        onBlur={event => judge(event.target.value)}
      />
      <output
        htmlFor={`${id}-input`}
        className={styles.output}
        aria-live="polite"
        aria-atomic="true"
        data-verdict={result.verdict === 'empty' ? undefined : result.verdict}
      >
        {verdict}
      </output>
      {choices.length > 0 && (
        <PlatformChoices
          choices={choices}
          chosen={platform}
          choose={setPlatform}
          say={say}
          className={styles.platforms}
        />
      )}
    </form>
  )
}

/**
 * The text being judged, and when: at once on paste, Enter, leaving the box or emptying it, else once typing pauses.
 * `platform` is where the visitor says a bare handle was found (a host of our accounts, or `other`); new text resets
 * it.
 */
function useJudgedText() {
  const input = useRef<HTMLInputElement>(null)
  // What is judged; '' while nothing is, or while the visitor is still typing (no verdict for half a word).
  const [value, setValue] = useState('')
  const [platform, setPlatform] = useState<string | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const pasted = useRef(false)
  const judge = (text: string) => {
    clearTimeout(timer.current)
    setPlatform(undefined)
    setValue(text)
  }
  // Text typed or pasted while the island was waking up is in the field already: check it at once.
  useLayoutEffect(() => {
    if (input.current && input.current.value !== '') setValue(input.current.value)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  const onPaste = () => {
    pasted.current = true
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value
    if (pasted.current || text === '') {
      pasted.current = false
      judge(text)
      return
    }
    // Still typing: the last verdict goes (it was about other text) and the next waits for a pause.
    judge('')
    timer.current = setTimeout(() => setValue(text), PAUSE_MS)
  }
  return { input, value, platform, setPlatform, judge, onPaste, onChange }
}

type Say = (name: MessageName, values?: Record<string, string>) => string

/** The verdict in the page's language: what `result` found, and what `asked` (no platform chosen) would offer. */
function verdictText(
  result: CheckResult,
  asked: CheckResult,
  choices: OfficialEntry[],
  say: Say,
  purposes: Record<string, string>,
  locale: string,
): string {
  const describe = (entry: OfficialEntry) =>
    say('entry', { address: entry.display, purpose: purposes[entry.name] ?? '' })
  const platforms = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    choices.map(entry => platformName(entry)),
  )
  if (result.verdict === 'platform') return say('platform', { handle: `@${result.handle}`, platforms })
  if (result.verdict === 'unknown' && result.reason === 'other-platform') {
    return say('other-platform', { handle: `@${asked.verdict === 'platform' ? asked.handle : ''}`, platforms })
  }
  if (result.verdict === 'official') {
    return say('official', {
      entries: new Intl.ListFormat(locale, { type: 'conjunction' }).format(result.entries.map(describe)),
    })
  }
  if (result.verdict !== 'unknown') return ''
  const verdict = say(result.reason, { host: result.realHost ?? '', entry: result.resembles?.display ?? '' })
  // Name the entry it imitates when the reason's own sentence does not.
  if (!result.resembles || !['characters', 'punycode', 'userinfo', 'other-page'].includes(result.reason)) return verdict
  const resembles = say(result.reason === 'other-page' ? 'other-page-of' : 'look-alike-of', {
    entry: result.resembles.display,
  })
  // Chinese and Japanese sentences follow each other without a space.
  return `${verdict}${/[。！？]$/.test(verdict) ? '' : ' '}${resembles}`
}

/** Where a bare handle was found: one button per platform of our accounts, and "another". */
function PlatformChoices({
  choices,
  chosen,
  choose,
  say,
  className,
}: {
  choices: OfficialEntry[]
  chosen: string | undefined
  choose: (host: string) => void
  say: Say
  className: string
}) {
  return (
    <div role="group" aria-label={say('choose-platform')} className={className}>
      {[
        ...choices.map(entry => ({ host: entry.host!, name: platformName(entry) })),
        { host: 'other', name: say('another-platform') },
      ].map(({ host, name }) => (
        <button key={host} type="button" aria-pressed={chosen === host} onClick={() => choose(host)}>
          {name}
        </button>
      ))}
    </div>
  )
}
