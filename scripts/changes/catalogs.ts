/**
 * The catalog messages a change edits, per language, each with its English: a message an island shows only after a
 * click is in no page's text. Parsed with pofile, as data, once within the catalog limits; a side over them is not
 * compared, and the report says so (npm run content refuses it).
 */
import PO from 'pofile'
import { checkCatalogLimits } from '../translation/catalogLimits.ts'
import { findAddresses } from './addresses.ts'
import { safeText } from './markdown.ts'
import { textChange } from './diff.ts'

export interface CatalogChange {
  locale: string
  /** The catalog file: `locales/de/messages.po`. */
  file: string
  /** The English (the msgid), as safe Markdown. */
  english: string
  /** The translation's change, as safe Markdown. */
  markdown: string
  /** Addresses, domains and handles the new translation has that the old one did not. */
  addresses: string[]
}

/** msgid (with its context) → the translation, of a catalog's text; empty when it cannot be read. */
function messages(text: string | undefined): Map<string, { english: string; translation: string }> {
  const found = new Map<string, { english: string; translation: string }>()
  if (text === undefined) return found
  let catalog: PO
  try {
    catalog = PO.parse(text)
  } catch {
    return found
  }
  for (const item of catalog.items) {
    if (item.obsolete) continue
    found.set(`${item.msgctxt ?? ''}\u0004${item.msgid}`, { english: item.msgid, translation: item.msgstr.join(' · ') })
  }
  return found
}

/** The first limit a catalog's text is over, as `line 3: msgstr: is … long`, or undefined when pofile may parse it. */
function overLimits(text: string | undefined): string | undefined {
  let first: string | undefined
  if (text !== undefined)
    checkCatalogLimits(text, (line, field, message) => (first ??= `line ${line}: ${field}: ${message}`))
  return first
}

/** Each message whose translation changed, appeared or went, in the catalogs of `files` (`locales/<l>/messages.po`). */
export function compareCatalogs(
  files: readonly string[],
  read: { base: (file: string) => string | undefined; head: (file: string) => string | undefined },
): CatalogChange[] {
  const changes: CatalogChange[] = []
  for (const file of files) {
    const locale = /^locales\/([^/]+)\/messages\.po$/.exec(file)?.[1]
    if (!locale) continue
    const [base, head] = [read.base(file), read.head(file)]
    const headRefused = overLimits(head)
    const refused = headRefused ?? overLimits(base)
    if (refused) {
      const side = headRefused ? "the pull request's" : 'the base'
      changes.push({
        locale,
        file,
        english: '(the whole catalog)',
        markdown: safeText(`not compared, as npm run content refuses it: ${side} catalog, ${refused}`),
        addresses: [],
      })
      continue
    }
    const before = messages(base)
    const after = messages(head)
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const was = before.get(key)
      const now = after.get(key)
      if (was?.translation === now?.translation) continue
      const known = new Set(findAddresses(`${was?.translation ?? ''}\n${now?.english ?? was?.english ?? ''}`))
      changes.push({
        locale,
        file,
        english: safeText((now ?? was)!.english),
        markdown: textChange(was?.translation, now?.translation),
        addresses: now ? [...new Set(findAddresses(now.translation).filter(address => !known.has(address)))] : [],
      })
    }
  }
  return changes
}
