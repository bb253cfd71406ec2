import { useLingui } from '@lingui/react/macro'
import { BRAND_NAME, TOKEN_CONTRACT_ADDRESS } from '../content/constants'
import CopyAddress from '../islands/CopyAddress.island'
import { Island } from '../islands/Island'
import styles from './ContractAddress.module.css'

/**
 * The token contract address once it is announced, as selectable text with a Copy button (the CopyAddress island,
 * woken when it scrolls into view); until then, a warning that it will be announced here.
 */
export function ContractAddress() {
  const { t } = useLingui()
  if (TOKEN_CONTRACT_ADDRESS === null) {
    return (
      <p className={styles.pending}>
        {t`The contract address will be announced here at launch. Until then, any token claiming to be ${BRAND_NAME} is not ours.`}
      </p>
    )
  }
  return (
    <Island
      name="CopyAddress"
      component={CopyAddress}
      when="visible"
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
