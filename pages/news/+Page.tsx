import { usePageContext } from 'vike-react/usePageContext'
import { newsView } from '../../src/news/newsView'
import { NewsList } from '../../src/sections/NewsList'

export default function Page() {
  const view = newsView(usePageContext())
  if (view?.view !== 'list') throw new Error('A news list page without a list route: see pages/news/+route.ts')
  return <NewsList page={view.page} tag={view.tag} />
}
