import { useLingui } from '@lingui/react/macro'
import { ContractAddress } from '../components/ContractAddress'
import { CopyButton } from '../components/CopyButton'
import { OFFICIAL_MESSAGES } from '../official/officialMessages'
import { purposesOf } from '../official/purposes'
import { OFFICIAL_ENTRIES } from '../official/siteRegistry'
import styles from './Official.module.css'

/**
 * The registry on /official/: the contract address (or the notice that it will be announced here), then every
 * official link and account with its purpose, as plain text and links a visitor can select without JavaScript,
 * each with a Copy button (src/components/CopyButton.tsx, made to work by the page script).
 */
export function OfficialLinks() {
  const { t, i18n } = useLingui()
  const purposes = purposesOf(OFFICIAL_ENTRIES, i18n)
  const links = OFFICIAL_ENTRIES.filter(entry => entry.kind !== 'contract')
  return (
    <>
      <section id="contract-address" className={styles.section} aria-labelledby="contract-address-heading">
        <h2 id="contract-address-heading" className={styles.heading}>
          {i18n._(OFFICIAL_MESSAGES.contractAddress)}
        </h2>
        <ContractAddress />
      </section>
      <section id="links" className={styles.section} aria-labelledby="links-heading">
        <h2 id="links-heading" className={styles.heading}>
          {i18n._(OFFICIAL_MESSAGES.links)}
        </h2>
        <ul className={styles.entries}>
          {links.map(entry => {
            const display = entry.display
            return (
              <li key={entry.name} className={styles.entry} data-official={entry.name}>
                <span className={styles.purpose}>{purposes[entry.name]}</span>{' '}
                <a
                  href={entry.value}
                  className={styles.address}
                  {...(entry.kind === 'email' ? {} : { rel: 'noopener noreferrer' })}
                >
                  <code translate="no">{entry.display}</code>
                </a>{' '}
                <CopyButton
                  className={styles.copy!}
                  text={entry.kind === 'email' ? entry.display : entry.value}
                  label={t`Copy`}
                  accessibleLabel={t`Copy ${display}`}
                  copiedLabel={t`Copied`}
                  copiedAnnouncement={t`Copied to the clipboard`}
                  failedAnnouncement={t`Could not copy: select the address and copy it yourself`}
                />
              </li>
            )
          })}
        </ul>
      </section>
    </>
  )
}
