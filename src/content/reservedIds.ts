/**
 * The element ids the layout and the sections put on a page, in one place: a FAQ entry's id (its file name) becomes
 * two ids on the same page, `<name>` (the answer) and `faq-<name>` (the item), and must not clash with any of these,
 * or a deep link such as /faq#how-it-works opens the wrong thing. `npm run content` refuses such a file name
 * (scripts/content/walk.ts), and tests/unit/pageIds.test.ts checks over the built pages that this list is complete.
 * CAREFUL HERE: a new id in a component or section goes here too, or a FAQ file of that name breaks its page.
 */
import { DIALOG_IDS } from './dialogs.ts'
import { SECTION_IDS } from './schema.ts'

/**
 * Sections (`<section id>` and its `<id>-heading`), as Steps, Features, TokenEconomy, Lifecycle, FaqSection render
 * them.
 */
const SECTIONS = ['features', 'how-it-works', 'launch', 'tokenomics', 'token-economy', 'faq']

/** Ids taken by the layout, the sections and the dialogs (each dialog also has `<id>-title` and `<id>-text`). */
export const RESERVED_IDS: ReadonlySet<string> = new Set([
  'root',
  'main',
  'nav-menu',
  'language-menu',
  'site-search',
  'hero-heading',
  'cta-heading',
  'error-heading',
  'search-heading',
  'footer-platform',
  ...SECTION_IDS,
  ...SECTIONS.flatMap(id => [id, `${id}-heading`]),
  ...Object.values(DIALOG_IDS).flatMap(id => [id, `${id}-title`, `${id}-text`]),
])

/** Prefixes of ids made from data: footer columns (`footer-<column>`), logo gradients, the search island's parts. */
export const RESERVED_ID_PREFIXES = ['footer-', 'logo-gradient', 'search-', 'site-search'] as const

/** Whether `id` is one of the page's own ids or starts with a reserved prefix. */
export function isReservedId(id: string): boolean {
  return RESERVED_IDS.has(id) || RESERVED_ID_PREFIXES.some(prefix => id.startsWith(prefix))
}

/** Why a FAQ entry named `name` would clash with the page's own ids, or undefined when it does not. */
export function faqIdClash(name: string): string | undefined {
  if (isReservedId(name)) return `"${name}"`
  if (isReservedId(`faq-${name}`)) return `"faq-${name}"`
  return undefined
}
