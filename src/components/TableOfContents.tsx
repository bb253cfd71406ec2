import type { BodyNode } from '../content/schema'
import { renderBody } from './ContentBody'
import { useLocale } from '../i18n/useLocaleBundle'
import styles from './TableOfContents.module.css'

type Heading = Extract<BodyNode, { type: 'heading' }>

/** Links to an article's sections (its h2, whose ids the content build made: scripts/content/headingIds.ts). */
export function TableOfContents({ label, headings }: { label: string; headings: Heading[] }) {
  const locale = useLocale()
  return (
    <nav aria-label={label} className={styles.contents}>
      <h2 className={styles.title}>{label}</h2>
      <ol>
        {headings.map((heading) => (
          // A heading's links would nest inside this one: only its text is kept.
          <li key={heading.id}><a href={`#${heading.id}`}>{renderBody(withoutLinks(heading.children), locale)}</a></li>
        ))}
      </ol>
    </nav>
  )
}

function withoutLinks(nodes: BodyNode[]): BodyNode[] {
  return nodes.flatMap((node) => (node.type === 'link' || node.type === 'ExternalLink' ? withoutLinks(node.children)
    : 'children' in node && node.type !== 'heading' ? [{ ...node, children: withoutLinks(node.children) } as BodyNode] : [node]))
}
