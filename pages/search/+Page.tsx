import { SearchPageList } from '../../src/sections/SearchPageList'

/** `/search/` in each language: where the header's search form goes without JavaScript. */
export default function Page() {
  return <SearchPageList />
}
