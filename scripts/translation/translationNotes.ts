/**
 * Translation notes: a translation that trails English (out of date, not yet translated, a folder missing) and its
 * style notes are the translators' next task, not the writer's error: one line per language, printed after the errors.
 */
import type { Problem } from '../core/problems.ts'
import { TRANSLATION_STATES } from '../../src/i18n/translationStates.ts'

export interface TranslationNote {
  locale: string
  /** `de: 2 out of date (faq/launch-date, pages/home), 1 not yet translated (faq/new)` */
  text: string
}

const SHOWN = 3

/** The locale and the page key (`faq/launch-date`) of a warning about `content/<locale>/<key>.mdx`. */
function placeOf(file: string): { locale: string; key: string } | undefined {
  const catalog = /(?:^|\/)locales\/([^/]+)\/messages\.po$/.exec(file.split('\\').join('/'))
  if (catalog) return { locale: catalog[1]!, key: 'messages.po' }
  const match = /(?:^|\/)content\/([^/]+)(?:\/(.+?))?(?:\.mdx)?$/.exec(file.split('\\').join('/'))
  return match ? { locale: match[1]!, key: match[2] ?? '' } : undefined
}

function kindOf(warning: Problem): string | undefined {
  // Its stamped English states facts today's English does not (alignWithEnglish.ts): English is shown.
  if (warning.field === 'source_hash' && warning.message.includes(`so it is ${TRANSLATION_STATES.notTranslated}`))
    return TRANSLATION_STATES.notTranslated
  if (warning.field === 'source_hash') return TRANSLATION_STATES.outOfDate
  if (warning.field === 'folder') return 'folder missing'
  if (warning.field === 'file' && warning.message.startsWith(`is ${TRANSLATION_STATES.notTranslated}`))
    return TRANSLATION_STATES.notTranslated
  // A second rendering of a term, or typography that needs a person (glossaryCheck.ts).
  if (warning.field === 'style') return 'style notes'
  return undefined
}

/** Whether a warning only says that a translation trails English; any other keeps its own `path:line` message. */
export const isTranslationNote = (warning: Problem): boolean => kindOf(warning) !== undefined

const listed = (keys: string[]) =>
  keys.length === 0 || keys.every(key => key === '')
    ? ''
    : ` (${keys.slice(0, SHOWN).join(', ')}${keys.length > SHOWN ? `, ${keys.length - SHOWN} more` : ''})`

/** One note per locale, in the order the locales first appear in `warnings`. */
export function translationNotes(warnings: readonly Problem[]): TranslationNote[] {
  const byLocale = new Map<string, Map<string, string[]>>()
  for (const warning of warnings.filter(isTranslationNote)) {
    const place = placeOf(warning.file) ?? { locale: warning.file, key: '' }
    const kinds = byLocale.get(place.locale) ?? new Map<string, string[]>()
    byLocale.set(place.locale, kinds)
    const kind = kindOf(warning)!
    kinds.set(kind, [...(kinds.get(kind) ?? []), place.key])
  }
  return [...byLocale].map(([locale, kinds]) => ({
    locale,
    text: `${locale}: ${[...kinds]
      .map(
        ([kind, keys]) => `${keys.length > 1 || keys[0] ? `${keys.length} ` : ''}${kind}${listed([...new Set(keys)])}`,
      )
      .join(', ')}`,
  }))
}

export function formatTranslationNotes(warnings: readonly Problem[]): string[] {
  const notes = translationNotes(warnings)
  if (notes.length === 0) return []
  return [
    'translation notes (not errors: English is shown until a translator updates these, style notes are for the next ' +
      'edit; `npm run i18n:status` lists every file and line):',
    ...notes.map(note => `  ${note.text}`),
  ]
}
