import { useLingui } from '@lingui/react/macro'
import cx from 'classnames'
import { newsListPath } from '../news/newsRoutes'
import { TAG_NAMES } from '../news/tagNames'
import { Link } from './Link'
import styles from './NewsTagLink.module.css'

/** A news tag as a pill linking to its list (/news/tags/<tag>/), named in the page's language. */
export function NewsTagLink({ tag, className }: { tag: keyof typeof TAG_NAMES; className?: string }) {
  const { i18n } = useLingui()
  return (
    <Link href={newsListPath(1, tag)} className={cx(styles.tag, className)}>
      {i18n._(TAG_NAMES[tag])}
    </Link>
  )
}
