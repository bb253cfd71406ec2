import { useLingui } from '@lingui/react/macro'
import type { NewsTag } from '../content/newsTags'
import { newsFeedPath } from '../news/newsRoutes'
import { TAG_NAMES } from '../news/tagNames'
import { Link } from './Link'

/** The locale's feeds (RSS, Atom, JSON Feed) as links, and on a tag's page the tag's RSS feed first. */
export function NewsFeedLinks({ tag }: { tag?: NewsTag | undefined }) {
  const { t, i18n } = useLingui()
  const tagName = tag && i18n._(TAG_NAMES[tag])
  return (
    <ul>
      {tagName && (
        <li>
          <Link href={newsFeedPath('rss', tag)} type="application/rss+xml">{t`RSS: ${tagName} only`}</Link>
        </li>
      )}
      <li>
        <Link href={newsFeedPath('rss')} type="application/rss+xml">
          RSS
        </Link>
      </li>
      <li>
        <Link href={newsFeedPath('atom')} type="application/atom+xml">
          Atom
        </Link>
      </li>
      <li>
        <Link href={newsFeedPath('json')} type="application/feed+json">
          JSON Feed
        </Link>
      </li>
    </ul>
  )
}
