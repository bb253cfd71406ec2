import type { PageContext } from 'vike/types'
import { pageText } from '../src/seo/pageText'

export default (pageContext: PageContext) => pageText(pageContext, 'title')
