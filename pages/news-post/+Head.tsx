import { usePageContext } from 'vike-react/usePageContext'
import { pageLocale } from '../../src/i18n/pageLocale'
import { newsView, publishedNews } from '../../src/news/newsView'
import { newsJsonLd } from '../../src/seo/newsJsonLd.server'

/** A news post's structured data (a NewsArticle), besides every page's head tags (pages/+Head.tsx). */
export default function Head() {
  const pageContext = usePageContext()
  const news = newsView(pageContext)
  if (news?.view !== 'post') return null
  const post = pageContext.bundle?.content?.news[news.slug]
  const summary = publishedNews().find(({ slug }) => slug === news.slug)
  if (!post || !summary || !pageContext.bundle) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: newsJsonLd(post, summary, pageLocale(pageContext), pageContext.bundle.i18n) }}
    />
  )
}
