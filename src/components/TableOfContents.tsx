import type { BodyNode } from '../content/schema'
import { renderBody } from './ContentBody'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { useLocale } from '../content/useLocaleBundle'
import styles from './TableOfContents.module.css'

type Heading = Extract<BodyNode, { type: 'heading' }>

/**
 * Links to an article's sections (its h2, whose ids the content build made: scripts/content/headingIds.ts). In an
 * article shown in English (`fallback`), the label is in the page's language and the headings in English.
 */
export function TableOfContents({
  label,
  headings,
  fallback = false,
}: {
  label: string
  headings: Heading[]
  fallback?: boolean
}) {
  const locale = useLocale()
  const english = fallback && locale !== DEFAULT_LOCALE
  return (
    <nav aria-label={label} className={styles.contents} lang={english ? locale : undefined}>
      <h2 className={styles.title}>{label}</h2>
      <ol lang={english ? DEFAULT_LOCALE : undefined}>
        {headings.map(heading => (
          // A heading's links would nest inside this one: only its text is kept.
          <li key={heading.id}>
            <a href={`#${heading.id}`}>
              {renderBody(withoutLinks(heading.children), locale, undefined, undefined, english)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function withoutLinks(nodes: BodyNode[]): BodyNode[] {
  return nodes.flatMap(node =>
    node.type === 'link' || node.type === 'ExternalLink'
      ? withoutLinks(node.children)
      : 'children' in node && node.type !== 'heading'
        ? [{ ...node, children: withoutLinks(node.children) } as BodyNode]
        : [node],
  )
}
