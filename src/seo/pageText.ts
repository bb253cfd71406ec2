import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { BRAND_NAME } from '../content/constants'
import { newsView } from '../news/newsView'
import { TAG_NAMES } from '../news/tagNames'
import { titleOf } from '../i18n/typography'

/**
 * A page's title or description, from its content/<locale>/pages/<id>.mdx frontmatter. Pages without content
 * (the 404 page) get a translated message instead. Every title the code composes joins its parts with the
 * language's title dash (titleOf: " – " in French and German, " — " elsewhere), as the content's titles do once set
 * (src/i18n/typeset.ts), so no page lists two kinds of dash.
 */
export function pageText(pageContext: PageContext, field: 'title' | 'description'): string {
  const bundle = pageContext.bundle
  if (!bundle) return BRAND_NAME
  const news = newsView(pageContext)
  if (news) {
    const { i18n } = bundle
    if (news.view === 'post') {
      const post = bundle.content?.news[news.slug]
      if (!post) throw new Error(`No news post "${news.slug}" in the ${bundle.locale} content: run \`npm run content\``)
      return field === 'title' ? titleOf([post.title, BRAND_NAME], bundle.locale) : post.description
    }
    if (field === 'description') return i18n._(msg`Announcements from ${BRAND_NAME}, published on this site first.`)
    const tagName = news.tag && i18n._(TAG_NAMES[news.tag])
    const page = news.page
    const heading = tagName ? i18n._(msg`News: ${tagName}`) : i18n._(msg`News`)
    return titleOf([heading, ...(page > 1 ? [i18n._(msg`Page ${page}`)] : []), BRAND_NAME], bundle.locale)
  }
  const id = pageContext.config.contentPage
  const slug = pageContext.routeParams?.slug
  if (id || slug) {
    if (!bundle.content) throw new Error('Titles and descriptions are rendered on the server only (pages/+config.ts)')
    const page = id ? bundle.content.pages[id] : bundle.content.articles[slug!]
    if (!page) throw new Error(`No article "${slug}" in the ${bundle.locale} content: run \`npm run content\``)
    return page[field]
  }
  return field === 'title'
    ? titleOf([bundle.i18n._(msg`Page not found`), BRAND_NAME], bundle.locale)
    : bundle.i18n._(msg`The page you are looking for does not exist.`)
}
