import { usePageContext } from 'vike-react/usePageContext'
import { Article } from '../../src/sections/Article'

export default function Page() {
  const { routeParams } = usePageContext()
  return <Article slug={routeParams.slug!} />
}
