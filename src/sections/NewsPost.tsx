import { useLingui } from '@lingui/react/macro'
import { ContentBody } from '../components/ContentBody'
import { Link } from '../components/Link'
import { entryLang, NotTranslatedMarker } from '../components/NotTranslatedMarker'
import { NewsMeta } from '../components/NewsMeta'
import { publishedNews } from '../news/newsView'
import { firstScreenImage } from '../content/firstScreenImage'
import { useContent, useLocale } from '../content/useLocaleBundle'
import { newsListPath } from '../news/newsRoutes'
import articleStyles from './Article.module.css'
import styles from './NewsPost.module.css'

/**
 * A news post from content/<locale>/news/<slug>.mdx: a link back to the news, its date and tags, then the post. A
 * post not yet translated shows the English, marked `lang="en"`, after the "Not yet translated" marker (the head
 * keeps such a page out of search engines, see pages/+Head.tsx).
 */
export function NewsPost({ slug }: { slug: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const entry = useContent().news[slug]
  const summary = publishedNews().find(post => post.slug === slug)
  if (!entry || !summary) throw new Error(`No news post "${slug}" in the ${locale} content: run \`npm run content\``)
  return (
    <div className={articleStyles.article}>
      <p className={styles.back}>
        <Link href={newsListPath(1)}>{t`All news`}</Link>
      </p>
      <p className={styles.meta}>
        <NewsMeta post={summary} locale={locale} />
        <NotTranslatedMarker fallback={entry.fallback} />
      </p>
      <article {...entryLang(entry.fallback, locale)}>
        <header className={articleStyles.header}>
          <h1 className={articleStyles.heading}>{entry.title}</h1>
        </header>
        <ContentBody body={entry.body} className={articleStyles.body} eagerImage={firstScreenImage(entry.body)} />
      </article>
    </div>
  )
}
