/**
 * Anchors for an article's headings: each heading of the body gets an `id` made from its text, so that
 * `/privacy-policy#cookies` is a stable link and the table of contents is data. Ids are unique on the page.
 */
import type { BodyNode } from '../../src/content/schema.ts'
import { DIALOG_IDS } from '../../src/content/dialogs.ts'
import { plainText, type PlainTextOptions } from '../../src/format/plainText.ts'

/**
 * Ids the page's frame already uses (pages/+Layout.tsx, src/sections/Footer.tsx, the article layout): a heading
 * never takes one. CAREFUL HERE: an id added to the frame belongs in this list (check:links fails on any id used twice
 * in a page, so a forgotten one is caught at build time).
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

/**
 * The heading's text as an id, GitHub's way: lowercase, letters and digits of any script kept, spaces to `-`,
 * everything else dropped. `Données personnelles` → `données-personnelles`, `個人情報の取り扱い` stays as it is; a
 * heading with no letter or digit at all becomes `section`.
 */
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

/**
 * Gives every heading of the body (in document order) a unique `id` made from its text as the page shows it in
 * `locale` (the file's language); a repeated text gets `-2`, `-3`, …
 */
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
