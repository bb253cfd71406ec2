import type { PageContext } from 'vike/types'

/** An article's card shows its heading (pages/+image.ts, scripts/build/ogImages.ts). */
export default (pageContext: PageContext) => {
  const content = pageContext.bundle?.content
  const slug = pageContext.routeParams?.slug
  return (slug === undefined ? undefined : content?.articles[slug]?.heading) ?? content?.pages.home.heading
}
