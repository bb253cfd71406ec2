import { publishedArticles } from '../../src/content/articles'

/**
 * The English URL of every article that is not a draft; pages/+onPrerenderStart.ts adds each locale's copy.
 * https://vike.dev/onBeforePrerenderStart
 */
export function onBeforePrerenderStart() {
  return publishedArticles(false).map(({ slug }) => `/${slug}`)
}
