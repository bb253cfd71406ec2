import { Trans, useLingui } from '@lingui/react/macro'
import type { BodyNode } from '../content/schema'
import { ContentBody } from '../components/ContentBody'
import { entryLang, NotTranslatedMarker } from '../components/NotTranslatedMarker'
import { TableOfContents } from '../components/TableOfContents'
import { firstScreenImage } from '../content/firstScreenImage'
import { formatDate } from '../i18n/formatDate'
import { useContent, useLocale } from '../content/useLocaleBundle'
import styles from './Article.module.css'

/** Pages with at least this many h2 get a table of contents: below that, the headings are seen at a glance. */
const CONTENTS_FROM_SECTIONS = 3

/** An article page from content/<locale>/pages/<slug>.mdx: its heading, "Updated …", contents and body. */
export function Article({ slug }: { slug: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const article = useContent().articles[slug]
  if (!article) throw new Error(`No article "${slug}" in the ${locale} content: run \`npm run content\``)
  const sections = article.body.filter(
    (node): node is Extract<BodyNode, { type: 'heading' }> => node.type === 'heading' && node.depth === 2,
  )
  const date = article.updated && formatDate(article.updated, locale)
  return (
    <article className={styles.article} {...entryLang(article.fallback, locale)}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{article.heading}</h1>
        <NotTranslatedMarker fallback={article.fallback} />
        {article.updated && (
          <p className={styles.updated} lang={locale}>
            <Trans>
              Updated <time dateTime={article.updated}>{date}</time>
            </Trans>
          </p>
        )}
      </header>
      {sections.length >= CONTENTS_FROM_SECTIONS && (
        <TableOfContents label={t`On this page`} headings={sections} fallback={article.fallback} />
      )}
      <ContentBody
        body={article.body}
        className={styles.body}
        eagerImage={firstScreenImage(article.body)}
        fallback={article.fallback}
      />
    </article>
  )
}
