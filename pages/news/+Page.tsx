import { usePageContext } from 'vike-react/usePageContext'
import { newsView } from '../../src/content/news'
import { NewsList } from '../../src/sections/NewsList'
import { NewsPost } from '../../src/sections/NewsPost'

export default function Page() {
  const view = newsView(usePageContext())
  if (!view) throw new Error('A news page without a news route: see pages/news/+route.ts')
  return view.view === 'post' ? <NewsPost slug={view.slug} /> : <NewsList page={view.page} tag={view.tag} />
}
