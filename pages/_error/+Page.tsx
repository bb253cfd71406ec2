import { useLingui } from '@lingui/react/macro'
import cx from 'classnames'
import { usePageContext } from 'vike-react/usePageContext'
import buttonStyles from '../../src/components/Button.module.css'
import { Link } from '../../src/components/Link'
import styles from './ErrorPage.module.css'

/**
 * The 404 page (prerendered as 404.html) and, should one ever happen, the error page. `data-not-found` lets the
 * page script log the broken path (src/enhance/logNotFound.ts).
 */
export default function Page() {
  const { t } = useLingui()
  const { is404 } = usePageContext()

  return (
    <section className={styles.error} aria-labelledby="error-heading" data-not-found={is404 ? '' : undefined}>
      {/* The status code is a visual flourish; the heading says the same in words. */}
      <p className={styles.code} aria-hidden="true">
        {is404 ? '404' : '500'}
      </p>
      <h1 id="error-heading" className={styles.heading}>
        {is404 ? t`Oops! Page not found` : t`Something went wrong`}
      </h1>
      <p className={styles.text}>
        {is404 ? t`The page you are looking for does not exist or has moved.` : t`Please try again in a moment.`}
      </p>
      <Link href="/" className={cx(buttonStyles.button, buttonStyles.primary)}>
        {t`Return to Home`}
      </Link>
    </section>
  )
}
