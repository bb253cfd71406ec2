import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { TOKEN_CONTRACT_ADDRESS } from '../content/constants'
import CopyAddress from '../islands/CopyAddress.island'
import { OFFICIAL_MESSAGES } from '../official/officialMessages'
import { Island } from '../islands/Island'
import styles from './ContractAddress.module.css'

/**
 * The token contract address once it is announced, as selectable text with a Copy button (the CopyAddress island,
 * woken when it scrolls into view); until then, a warning that it will be announced here.
 */
export function ContractAddress() {
  const { t, i18n } = useLingui()
  // Its text and labels are in the page's language, also inside an answer still shown in English (lang="en").
  const lang = i18n.locale
  if (TOKEN_CONTRACT_ADDRESS === null)
    return (
      <p className={styles.pending} lang={lang}>
        {contractAddressText(i18n)}
      </p>
    )
  return (
    <Island
      name="CopyAddress"
      component={CopyAddress}
      when="visible"
      lang={lang}
      props={{
        classes: { address: styles.address!, copy: styles.copy! },
        address: TOKEN_CONTRACT_ADDRESS,
        copyLabel: t`Copy address`,
        copiedLabel: t`Copied`,
        copiedAnnouncement: t`Address copied to the clipboard`,
        failedAnnouncement: t`Could not copy: select the address and copy it yourself`,
      }}
    />
  )
}

/** The address, or the notice that it will be announced: what the component says, as text (structured data). */
export function contractAddressText(i18n: I18n): string {
  return TOKEN_CONTRACT_ADDRESS ?? i18n._(OFFICIAL_MESSAGES.contractPending)
}
