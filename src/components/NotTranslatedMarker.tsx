import { useLingui } from '@lingui/react/macro'
import styles from './NotTranslatedMarker.module.css'

/**
 * The label beside content shown in English on a page of another language (the content itself sits in an element
 * with `lang="en"`), in the page's language: readers know why, screen readers switch voice for the English only.
 */
export function NotTranslatedMarker() {
  const { t } = useLingui()
  return <span className={styles.marker}>{t`Not yet translated`}</span>
}
