import { newsUrls } from '../../src/content/news'

/** The English URL of every news page; pages/+onPrerenderStart.ts adds each locale's copy. */
export function onBeforePrerenderStart() {
  return newsUrls()
}
