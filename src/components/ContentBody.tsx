import { useLingui } from '@lingui/react/macro'
import { Fragment, type ReactNode } from 'react'
import { BRAND_NAME, CONSTANTS } from '../content/constants'
import type { BodyNode } from '../content/schema'
import { formatConstant } from '../format/formatConstant'
import { formatList } from '../i18n/formatList'
import { DEFAULT_LOCALE, intlLocale } from '../i18n/locales'
import { plainText } from '../format/plainText'
import type { Locale } from '../i18n/locales'
import { localizedUrl } from '../i18n/localizedUrl'
import { useLocale } from '../content/useLocaleBundle'
import { ContentImage } from './ContentImage'
import { ContractAddress } from './ContractAddress'
import styles from './ContentBody.module.css'
import { ExternalLink } from './ExternalLink'

type NodeOf<Type extends BodyNode['type']> = Extract<BodyNode, { type: Type }>

/** Renders child nodes; `tight` is set by a tight list for its items' paragraphs. */
type RenderChildren = (nodes: BodyNode[], tight?: boolean) => ReactNode

interface Context {
  /** The page's language: links keep it, and the page's own labels are in it. */
  locale: Locale
  /**
   * The language the body is written in: English for an entry shown untranslated, whose figures read the English way.
   */
  contentLocale: Locale
  /** In an item of a tight list (no blank lines between items), paragraphs show their text without `<p>`. */
  tight: boolean
  /** Labels of the page's own controls; absent outside a page (structured data), where there are none. */
  labels?: Labels
  /**
   * The image on the page's first screen (src/content/firstScreenImage.ts), fetched eagerly; every other loads lazily.
   */
  eagerImage?: BodyNode
}

interface Labels {
  /** The "#" link beside a heading that has an id (article pages). */
  headingLink: string
  /** A table's scrolling box, which keyboard users focus to scroll it, named with its column headings if any. */
  table: (columns: string) => string
}

/**
 * The one map from a body's node types (BodyNode in src/content/schema.ts) to elements and components. A body is data
 * compiled by `npm run content`; this is all it can become, on the page and in the FAQ's structured data alike.
 */
const ELEMENTS: {
  [Type in BodyNode['type']]: (node: NodeOf<Type>, render: RenderChildren, context: Context) => ReactNode
} = {
  text: ({ value }) => value,
  paragraph: ({ children }, render, { tight }) => (tight ? render(children) : <p>{render(children)}</p>),
  heading: ({ depth, id, children }, render, { labels, locale, contentLocale }) => {
    const Heading = `h${depth}` as const
    if (!id || !labels) return <Heading>{render(children)}</Heading>
    // The link sits beside the heading, not in it, so that the heading's accessible name stays its text. Its label is
    // the same on every heading: no words of the section's for the site search.
    return (
      <div className={styles.headingRow}>
        <Heading id={id}>{render(children)}</Heading>
        <a href={`#${id}`} className={styles.headingLink} aria-describedby={id} data-search-ignore="">
          <span aria-hidden="true">#</span>
          <span className="visually-hidden" lang={contentLocale === locale ? undefined : locale}>
            {labels.headingLink}
          </span>
        </a>
      </div>
    )
  },
  emphasis: ({ children }, render) => <em>{render(children)}</em>,
  strong: ({ children }, render) => <strong>{render(children)}</strong>,
  delete: ({ children }, render) => <del>{render(children)}</del>,
  inlineCode: ({ value }) => <code>{value}</code>,
  code: ({ value, lang }) => (
    <pre>
      <code className={lang && `language-${lang}`}>{value}</code>
    </pre>
  ),
  blockquote: ({ children }, render) => <blockquote>{render(children)}</blockquote>,
  list: ({ ordered, start, tight, children }, render) =>
    ordered ? <ol start={start}>{render(children, tight)}</ol> : <ul>{render(children, tight)}</ul>,
  listItem: ({ children }, render, { tight }) => <li>{render(children, tight)}</li>,
  link: ({ href, title, children }, render, { locale }) => {
    // Site paths keep the page's language, anchors stay on the page, and https: or mailto: leave the site.
    if (href.startsWith('/'))
      return (
        <a href={localizedUrl(href, locale)} title={title}>
          {render(children)}
        </a>
      )
    if (href.startsWith('#'))
      return (
        <a href={href} title={title}>
          {render(children)}
        </a>
      )
    return (
      <a href={href} title={title} target="_blank" rel="noopener noreferrer">
        {render(children)}
      </a>
    )
  },
  table: ({ children: [head, ...rows] }, render, { labels, locale }) => {
    const table = (
      <table>
        {head && <thead>{render([head])}</thead>}
        {rows.length > 0 && <tbody>{render(rows)}</tbody>}
      </table>
    )
    // A wide table scrolls inside its own box at 320 px; the box is focusable so that the keyboard can scroll it.
    // Named by its column headings too, so that two tables on a page are two distinct regions (axe landmark-unique).
    const cells = head && 'children' in head ? head.children : []
    const headings = cells
      .map(cell => ('children' in cell ? plainText(cell.children, { locale, facts: { BRAND_NAME, CONSTANTS } }) : ''))
      .filter(Boolean)
    const columns = headings.length > 0 ? formatList(headings, intlLocale(locale)) : ''
    return labels ? (
      <div className={styles.tableScroll} role="region" aria-label={labels.table(columns)} tabIndex={0}>
        {table}
      </div>
    ) : (
      table
    )
  },
  tableRow: ({ children }, render) => <tr>{render(children)}</tr>,
  // `align`, not a style: the CSP allows no inline style.
  tableCell: ({ header, align, children }, render) =>
    header ? <th align={align}>{render(children)}</th> : <td align={align}>{render(children)}</td>,
  thematicBreak: () => <hr />,
  break: () => <br />,
  Constant: ({ name, form }, _, { contentLocale }) => formatConstant(name, contentLocale, { form }),
  ExternalLink: ({ name, children }, render) => <ExternalLink name={name}>{render(children)}</ExternalLink>,
  Brand: () => BRAND_NAME,
  ContractAddress: () => <ContractAddress />,
  image: (node, _, { eagerImage }) => <ContentImage image={node} eager={node === eagerImage} />,
}

function renderNodes(nodes: BodyNode[], context: Context): ReactNode {
  const render: RenderChildren = (children, tight = false) => renderNodes(children, { ...context, tight })
  return nodes.map((node, index) => {
    const element = ELEMENTS[node.type] as (node: BodyNode, render: RenderChildren, context: Context) => ReactNode
    return <Fragment key={index}>{element(node, render, context)}</Fragment>
  })
}

/**
 * A body rendered for a page in `locale`, also outside a page's React tree (the FAQ's structured data). `fallback`:
 * the body is the English text shown until it is translated, so its figures are written the English way ($24,000,
 * not 24.000 $ in an English sentence on a German page).
 */
export function renderBody(
  body: BodyNode[],
  locale: Locale,
  labels?: Labels,
  eagerImage?: BodyNode,
  fallback = false,
): ReactNode {
  const contentLocale = fallback ? DEFAULT_LOCALE : locale
  return renderNodes(body, {
    locale,
    contentLocale,
    tight: false,
    ...(labels ? { labels } : {}),
    ...(eagerImage ? { eagerImage } : {}),
  })
}

/**
 * A content file's body, as the page shows it; `eagerImage` is the one image on its first screen, if any; `fallback`
 * when it is the English text of an entry not yet translated (its element is lang="en",
 * src/components/NotTranslatedMarker.tsx).
 */
export function ContentBody({
  body,
  className,
  eagerImage,
  fallback = false,
}: {
  body: BodyNode[]
  className?: string
  eagerImage?: BodyNode
  fallback?: boolean
}) {
  const { t } = useLingui()
  const labels: Labels = {
    headingLink: t`Link to this section`,
    table: columns => (columns ? t`Table (scrolls sideways): ${columns}` : t`Table (scrolls sideways)`),
  }
  return <div className={className}>{renderBody(body, useLocale(), labels, eagerImage, fallback)}</div>
}
