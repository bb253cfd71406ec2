import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { BRAND_NAME } from '../../content/constants'

/**
 * A page's title or description, from its content/<locale>/pages/<id>.mdx frontmatter. Pages without content
 * (the 404 page) get a translated message instead.
 */
export function pageText(pageContext: PageContext, field: 'title' | 'description'): string {
  const bundle = pageContext.bundle
  if (!bundle) return BRAND_NAME
  const id = pageContext.config.contentPage
  if (id) {
    if (!bundle.content) throw new Error('Titles and descriptions are rendered on the server only (pages/+config.ts)')
    return bundle.content.pages[id][field]
  }
  return field === 'title'
    ? `${bundle.i18n._(msg`Page not found`)} — ${BRAND_NAME}`
    : bundle.i18n._(msg`The page you are looking for does not exist.`)
}
