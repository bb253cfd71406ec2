import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { BRAND_NAME } from '../content/constants'
import type { NewsTag } from '../content/newsTags'
import { TAG_NAMES } from './tagNames'

/**
 * The feeds' titles and description in a locale, from the Lingui catalogs: the same words in the pages' head links
 * and in the feeds themselves (scripts/news/feeds.ts), so that a reader subscribes to what it was shown.
 */
export function newsFeedTitles(i18n: I18n, tag?: NewsTag) {
  const channel = i18n._(msg`${BRAND_NAME} news`)
  const tagName = tag && i18n._(TAG_NAMES[tag])
  return {
    channel,
    description: i18n._(msg`Announcements from ${BRAND_NAME}, published on this site first.`),
    rss: `${channel} (RSS)`,
    atom: `${channel} (Atom)`,
    json: `${channel} (JSON Feed)`,
    tag: tagName ? i18n._(msg`${BRAND_NAME} news: ${tagName}`) : undefined,
  }
}
