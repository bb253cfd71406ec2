import type { PageContext } from 'vike/types'
import { newsView } from '../../src/news/newsView'

/** A news post's card shows its title (pages/+image.ts, scripts/build/ogImages.ts). */
export default (pageContext: PageContext) => {
  const news = newsView(pageContext)
  const content = pageContext.bundle?.content
  return (news?.view === 'post' ? content?.news[news.slug]?.title : undefined) ?? content?.pages.home.heading
}
