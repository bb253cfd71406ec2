import { usePageContext } from 'vike-react/usePageContext'
import { publishedArticles } from '../../src/content/articles'
import { pageLocale } from '../../src/i18n/pageLocale'
import { articleJsonLd } from '../../src/seo/articleJsonLd.server'

/** An article's structured data, besides every page's head tags (pages/+Head.tsx). */
export default function Head() {
  const pageContext = usePageContext()
  const slug = pageContext.routeParams?.slug
  const article = publishedArticles().find(summary => summary.slug === slug)
  const entry = article && pageContext.bundle?.content?.articles[article.slug]
  if (!article || !entry) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: articleJsonLd(entry, article, pageLocale(pageContext)) }}
    />
  )
}
