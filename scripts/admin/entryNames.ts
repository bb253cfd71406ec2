/**
 * The file names the editor accepts for a new entry, as one regular expression made from the lists `npm run content`
 * checks: SLUG_WORDS, none of the collection's reserved names (src/content/reservedIds.ts), and short.
 * CAREFUL HERE: a new reserved list in scripts/content/ belongs here too; tests/unit/editorConfig.test.ts compares
 * this pattern with the checks' own answers.
 */

import { RESERVED_NEWS_SLUGS, RESERVED_SLUGS, SLUG_WORDS } from '../../src/content/schema.ts'
import { RESERVED_ID_PREFIXES, RESERVED_IDS } from '../../src/content/reservedIds.ts'

/** The longest name the editor accepts: a few words, where the checks would take up to LIMITS.slug. */
export const ENTRY_NAME_LENGTH = 40

/** A FAQ entry named `x` puts the ids `x` and `faq-x` on its page (scripts/content/walk.ts, faqIdClash). */
const FAQ_ITEM = 'faq-'

/** Names the collection refuses whole, and beginnings it refuses. */
function reservedNames(collection: string): { names: string[]; prefixes: string[] } {
  if (collection === 'news') return { names: [...RESERVED_NEWS_SLUGS], prefixes: [] }
  if (collection === 'pages') return { names: [...RESERVED_SLUGS], prefixes: [] }
  if (collection !== 'faq') return { names: [], prefixes: [] }
  const asItem = (ids: Iterable<string>) =>
    [...ids].filter(id => id.startsWith(FAQ_ITEM)).map(id => id.slice(FAQ_ITEM.length))
  return {
    names: [...RESERVED_IDS, ...asItem(RESERVED_IDS)],
    prefixes: [...RESERVED_ID_PREFIXES, ...asItem(RESERVED_ID_PREFIXES)],
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The pattern a new entry's file name (without `.mdx`) must match in `collection`. */
export function entryNamePattern(collection: string): string {
  const { names, prefixes } = reservedNames(collection)
  const refused = [...names.map(name => `${escape(name)}$`), ...prefixes.map(escape)]
  return `^(?=.{1,${ENTRY_NAME_LENGTH}}$)${refused.length > 0 ? `(?!(?:${refused.join('|')}))` : ''}${SLUG_WORDS}$`
}

/** What the editor says when a name does not match, and what the name field's hint says before. */
export function entryNameHint(collection: string): string {
  const { names, prefixes } = reservedNames(collection)
  const reserved = [...names, ...prefixes.map(prefix => `${prefix}…`)]
  return (
    'The file name, in every language (and the address for a page or a post): a few lowercase words of a-z and 0-9 ' +
    `joined by dashes, at most ${ENTRY_NAME_LENGTH} characters, such as "minimum-withdrawal"` +
    `${reserved.length > 0 ? `; not ${reserved.join(', ')}` : ''}.`
  )
}
