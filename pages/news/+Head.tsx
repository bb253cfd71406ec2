import { usePageContext } from 'vike-react/usePageContext'
import { pageLocale } from '../../src/i18n/pageLocale'
import { localizedUrl } from '../../src/i18n/localizedUrl'
import { newsFeedTitles } from '../../src/news/feedTitles'
import { NEWS_FEEDS, newsFeedPath, newsListPath, pageCount } from '../../src/news/newsRoutes'
import { newsView, publishedNews } from '../../src/news/newsView'

/**
 * A news list's own head tags, besides every page's (pages/+Head.tsx): its tag's feed, and rel=prev/next as its
 * pagination links say.
 */
export default function Head() {
  const pageContext = usePageContext()
  const news = newsView(pageContext)
  if (news?.view !== 'list') return null
  const locale = pageLocale(pageContext)
  const posts = news.tag
    ? publishedNews().filter(post => post.tags?.includes(news.tag!)).length
    : publishedNews().length
  const tagFeedTitle = news.tag && pageContext.bundle && newsFeedTitles(pageContext.bundle.i18n, news.tag).tag
  return (
    <>
      {tagFeedTitle && (
        <link
          rel="alternate"
          type={NEWS_FEEDS.rss.type}
          title={tagFeedTitle}
          href={localizedUrl(newsFeedPath('rss', news.tag), locale)}
        />
      )}
      {news.page > 1 && <link rel="prev" href={localizedUrl(newsListPath(news.page - 1, news.tag), locale)} />}
      {news.page < pageCount(posts) && (
        <link rel="next" href={localizedUrl(newsListPath(news.page + 1, news.tag), locale)} />
      )}
    </>
  )
}
