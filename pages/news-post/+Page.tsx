import { usePageContext } from 'vike-react/usePageContext'
import { newsView } from '../../src/news/newsView'
import { NewsPost } from '../../src/sections/NewsPost'

export default function Page() {
  const view = newsView(usePageContext())
  if (view?.view !== 'post') throw new Error('A news post page without a post route: see pages/news-post/+route.ts')
  return <NewsPost slug={view.slug} />
}
