import type { PageContext } from 'vike/types'
import { ARTICLES } from './generated/articles'
import type { ArticleSummary } from './types'

/**
 * The article pages this server publishes: every page of content/en/pages/ but the fixed ones, drafts included only
 * under `npm run dev`. Server only (routing, prerendering, footer, head): the browser never loads this list.
 */
export function publishedArticles(includeDrafts = import.meta.env.DEV): readonly ArticleSummary[] {
  return includeDrafts ? ARTICLES : ARTICLES.filter(article => !article.draft)
}

/**
 * The page being rendered, as PARTLY_ENGLISH and the sitemap name it: its PageId, its slug for an article, or
 * `news/…` for a news page (pages/news/+route.ts for the lists, pages/news-post/+route.ts for a post).
 */
export function currentPage(pageContext: PageContext): string | undefined {
  return pageContext.config.contentPage ?? pageContext.routeParams?.slug ?? pageContext.routeParams?.newsPage
}
