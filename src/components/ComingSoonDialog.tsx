import { useLingui } from '@lingui/react/macro'
import cx from 'classnames'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import Rocket from 'lucide-react/icons/rocket'
import X from 'lucide-react/icons/x'
import { COMMUNITY_LINKS } from '../content/constants'
import buttonStyles from './Button.module.css'
import styles from './ComingSoonDialog.module.css'
import { DIALOG_IDS, type DialogName } from '../content/dialogs'
import { ExternalLink } from './ExternalLink'
import { useCommunityLinkNames } from './useCommunityLinkNames'

/**
 * A native modal dialog saying the app is coming soon, with the community links. It opens from any
 * OpenDialogButton; both its buttons close it through `<form method="dialog">`, Escape closes it, and the browser
 * returns focus to the button that opened it. No JavaScript is needed for any of this.
 */
export function ComingSoonDialog({ name, title }: { name: DialogName; title?: string }) {
  const { t } = useLingui()
  const communityNames = useCommunityLinkNames()
  const id = DIALOG_IDS[name]
  return (
    <dialog id={id} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <form method="dialog" className={styles.panel}>
        <button type="submit" className={styles.close} aria-label={t`Close`}>
          <X aria-hidden="true" />
        </button>
        <span className={styles.icon} aria-hidden="true">
          <Rocket />
        </span>
        <h2 id={`${id}-title`} className={styles.title}>
          {title ?? t`Coming Soon`}
        </h2>
        <p id={`${id}-text`} className={styles.text}>
          {t`We're putting the finishing touches on the app. Join our community to hear first when it goes live.`}
        </p>
        <ul className={styles.community}>
          {COMMUNITY_LINKS.map(link => (
            <li key={link}>
              <ExternalLink name={link} className={styles.communityLink}>
                {communityNames[link]}
                <ArrowUpRight aria-hidden="true" />
              </ExternalLink>
            </li>
          ))}
        </ul>
        <button type="submit" className={cx(buttonStyles.button, buttonStyles.primary, styles.stayTuned)}>
          {t`Stay Tuned`}
        </button>
      </form>
    </dialog>
  )
}
