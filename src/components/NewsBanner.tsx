import { useLingui } from '@lingui/react/macro'
import X from 'lucide-react/icons/x'
import { newsBannerSlug } from '../news/newsView'
import { useContent } from '../content/useLocaleBundle'
import { newsPostPath } from '../news/newsRoutes'
import { Link } from './Link'
import styles from './NewsBanner.module.css'

/**
 * The pinned announcement: one line at the top of every page, linking to the post, until the post's `expires` day
 * (decided by the content step, src/news/schedule.ts). It is plain HTML and CSS; the dismiss button shows and works
 * only with the inline script of src/news/bannerScript.ts, which also hides a dismissed banner before the first
 * paint. Without JavaScript the banner is simply shown.
 */
export function NewsBanner() {
  const { t } = useLingui()
  const content = useContent()
  const slug = newsBannerSlug()
  const entry = slug ? content.news[slug] : undefined
  if (!slug || !entry) return null
  return (
    <div className={styles.banner} role="region" aria-label={t`Pinned announcement`} data-news-banner={slug}>
      <p className={styles.line}>
        <Link href={newsPostPath(slug)} className={styles.link}>
          <span lang={entry.fallback ? 'en' : undefined}>{entry.title}</span>
        </Link>
      </p>
      <button type="button" className={styles.dismiss} data-news-banner-dismiss value={slug}>
        <X aria-hidden="true" />
        <span className="visually-hidden">{t`Dismiss announcement`}</span>
      </button>
    </div>
  )
}
