import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { NewsTag } from '../content/newsTags'

/**
 * Each tag's name as pages and feeds show it, translated in the Lingui catalogs. The Record makes TypeScript refuse
 * a tag of NEWS_TAGS (src/content/newsTags.ts) that has no name here. The feeds (scripts/news/feeds.ts) read the same
 * msgids from the catalogs.
 */
export const TAG_NAMES: Record<NewsTag, MessageDescriptor> = {
  announcement: msg`Announcements`,
  product: msg`Product`,
  presale: msg`Presale`,
  security: msg`Security`,
}
