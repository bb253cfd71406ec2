import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import Languages from 'lucide-react/icons/languages'
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'

export interface LanguageMenuProps {
  /** Class names from the page's stylesheet (LanguageMenu.module.css): an island brings no CSS of its own. */
  classes: Record<'languageMenu' | 'button' | 'chevron' | 'popover' | 'list' | 'item' | 'partly', string>
  /** Id of the popover, unique in the page. */
  popoverId: string
  /** Accessible name of the button, e.g. "Language: English". */
  buttonLabel: string
  /** The current language's name in its own language, shown on the button. */
  currentName: string
  /** Accessible name of the list, e.g. "Languages". */
  listLabel: string
  /** One entry per language: the same page in that language. */
  languages: {
    code: string
    /** The language's name in its own language. */
    name: string
    href: string
    current: boolean
    /** Set (to the label, e.g. "partly English") when this page still shows English content in that language. */
    partlyEnglish?: string
  }[]
  /** The page's language, for the "partly English" labels. */
  pageLocale: string
}

/**
 * The language menu: a native popover of plain links to the same page in each language, so it works without
 * JavaScript. Hydrated, it moves the focus to the current language when it opens, lets the arrow keys, Home and
 * End move between languages, and keeps the button's aria-expanded in step. Escape closes it (native; the focus goes
 * back to the button, src/enhance/popoverButtons.ts).
 */
export default function LanguageMenu({
  classes: styles,
  popoverId,
  buttonLabel,
  currentName,
  listLabel,
  languages,
  pageLocale,
}: LanguageMenuProps) {
  const popover = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)

  // Layout effects, so that the state and the focus are settled within the commit that hydrates the island:
  // keys pressed while it was loading are replayed right after (src/islands/startIslands.ts), and must find
  // the focus where a visitor expects it.
  useLayoutEffect(() => {
    const element = popover.current
    if (!element) return
    // It may have opened before hydration (the popover is native): start from its real state.
    setOpen(element.matches(':popover-open'))
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    element.addEventListener('toggle', onToggle)
    return () => element.removeEventListener('toggle', onToggle)
  }, [])

  useLayoutEffect(() => {
    if (open) popover.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus()
  }, [open])

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(popover.current?.querySelectorAll<HTMLElement>('a') ?? [])]
    const index = items.indexOf(document.activeElement as HTMLElement)
    const target = {
      ArrowDown: items[(index + 1) % items.length],
      ArrowUp: items[(index - 1 + items.length) % items.length],
      Home: items[0],
      End: items.at(-1),
    }[event.key]
    if (target) {
      event.preventDefault()
      target.focus()
    }
  }

  return (
    <div className={styles.languageMenu}>
      <button
        type="button"
        className={styles.button}
        popoverTarget={popoverId}
        aria-controls={popoverId}
        aria-expanded={open}
        aria-label={buttonLabel}
      >
        <Languages aria-hidden="true" />
        <span>{currentName}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={popoverId} ref={popover} popover="auto" className={styles.popover} onKeyDown={moveFocus}>
        <LanguageList classes={styles} listLabel={listLabel} languages={languages} pageLocale={pageLocale} />
      </div>
    </div>
  )
}

/** The menu's list: a link per language, its name in that language, the current one marked and checked. */
function LanguageList({
  classes: styles,
  listLabel,
  languages,
  pageLocale,
}: Pick<LanguageMenuProps, 'classes' | 'listLabel' | 'languages' | 'pageLocale'>) {
  return (
    <ul className={styles.list} aria-label={listLabel}>
      {languages.map(({ code, name, href, current, partlyEnglish }) => (
        <li key={code}>
          <a
            className={styles.item}
            href={href}
            lang={code}
            hrefLang={code}
            aria-current={current ? 'true' : undefined}
            data-language-switch={current ? undefined : code}
          >
            <span>{name}</span>
            {partlyEnglish && (
              <small className={styles.partly} lang={pageLocale}>
                {partlyEnglish}
              </small>
            )}
            {current && <Check aria-hidden="true" />}
          </a>
        </li>
      ))}
    </ul>
  )
}
