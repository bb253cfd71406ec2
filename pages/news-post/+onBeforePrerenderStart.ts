import { newsPostUrls } from '../../src/news/newsView'

/** The English URL of every published news post; pages/+onPrerenderStart.ts adds each locale's copy. */
export function onBeforePrerenderStart() {
  return newsPostUrls()
}
