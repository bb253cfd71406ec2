import type { Locale } from '../i18n/locales'
import type { Entry, LocaleContent } from './types'
import { typesetEntry } from './typesetContent'

/**
 * A locale's index as scripts/content/generate.ts writes it: JSON data, in which an entry that falls back to
 * English has no body of its own (English's is stored once, in the English index).
 */
type StoredEntry = Omit<Entry<object>, 'body'> & Partial<Pick<Entry<object>, 'body'>>
type Collections = Exclude<keyof LocaleContent, 'today'>
export type StoredContent = {
  [Key in Collections]: LocaleContent[Key] extends unknown[] ? StoredEntry[] : Record<string, StoredEntry>
} & Pick<LocaleContent, 'today'>

/**
 * The locale's index with every English body it falls back to put in place, each translated entry set as its
 * language sets it (src/i18n/typeset.ts): the pages (loadContent.server.ts) and the build's Markdown copies
 * (scripts/llms/) read the same content.
 */
export function withFallbackBodies(stored: StoredContent, english: StoredContent, locale: Locale): LocaleContent {
  const withBody = (collection: Collections, entry: StoredEntry): StoredEntry => {
    if (entry.body) return typesetEntry(entry, locale)
    if (!entry.fallback)
      throw new Error(`content index of "${locale}": ${collection}/${entry.id} has no body: run \`npm run content\``)
    const originals = english[collection]
    const source = Array.isArray(originals)
      ? originals.find(candidate => candidate.id === entry.id)
      : originals[entry.id]
    if (!source?.body)
      throw new Error(
        `content index of "${locale}": ${collection}/${entry.id} has no body and no English original: run \`npm ` +
          `run content\``,
      )
    return { ...entry, body: source.body }
  }
  const content: Record<string, unknown> = { today: stored.today }
  for (const [collection, entries] of Object.entries(stored) as [Collections, StoredContent[Collections]][]) {
    if (typeof entries !== 'object') continue // the "generated" notice, the day
    content[collection] = Array.isArray(entries)
      ? entries.map(entry => withBody(collection, entry))
      : Object.fromEntries(Object.entries(entries).map(([id, entry]) => [id, withBody(collection, entry)]))
  }
  return content as unknown as LocaleContent
}
