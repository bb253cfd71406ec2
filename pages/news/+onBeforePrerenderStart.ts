import { newsListUrls } from '../../src/news/newsView'

/** The English URL of every news list page; pages/+onPrerenderStart.ts adds each locale's copy. */
export function onBeforePrerenderStart() {
  return newsListUrls()
}
