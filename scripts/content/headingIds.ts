/** Anchors for an article's headings (`/privacy-policy#cookies`), unique on the page. */
import type { BodyNode } from '../../src/content/schema.ts'
import { DIALOG_IDS } from '../../src/content/dialogs.ts'
import { plainText, type PlainTextOptions } from '../../src/format/plainText.ts'

/**
 * Ids the page's frame already uses, which a heading never takes. CAREFUL HERE: an id added to the frame belongs here
 * (check:links fails on an id used twice in a page).
 */
export const FRAME_IDS: readonly string[] = [
  'root',
  'main',
  'nav-menu',
  'language-menu',
  'footer-platform',
  'footer-resources',
  'footer-legal',
  'contents',
  'top',
  ...Object.values(DIALOG_IDS).flatMap(id => [id, `${id}-title`, `${id}-text`]),
]

/** The heading's text as an id, GitHub's way (`Données personnelles` → `données-personnelles`), else `section`. */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
  return slug || 'section'
}

/** Gives every heading a unique `id` from its text as shown in `locale`; a repeated text gets `-2`, `-3`, … */

export function addHeadingIds(body: BodyNode[], locale: string, facts: PlainTextOptions['facts']): void {
  const used = new Set<string>(FRAME_IDS)
  const visit = (nodes: BodyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        const base = slugifyHeading(plainText(node.children, { locale, facts }))
        let id = base
        for (let count = 2; used.has(id); count++) id = `${base}-${count}`
        used.add(id)
        node.id = id
      } else if ('children' in node) {
        visit(node.children)
      }
    }
  }
  visit(body)
}
