import { useLingui } from '@lingui/react/macro'
import styles from './SkipLink.module.css'

/** First focusable element of every page: jumps past the navigation to the main content. */
export function SkipLink() {
  const { t } = useLingui()
  return (
    <a href="#main" className={styles.skipLink}>
      {t`Skip to content`}
    </a>
  )
}
