import type { PageContext } from 'vike/types'
import { pageText } from '../src/content/pageText'

export default (pageContext: PageContext) => pageText(pageContext, 'description')
