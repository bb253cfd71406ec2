import { useLingui } from '@lingui/react/macro'
import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { BRAND_NAME, TOKEN_CONTRACT_ADDRESS } from '../../content/constants'
import styles from './ContractAddress.module.css'

/** The token contract address with a copy button once it is announced; until then, a warning that it will be. */
export function ContractAddress() {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  if (TOKEN_CONTRACT_ADDRESS === null) {
    return (
      <p className={styles.pending}>
        {t`The contract address will be announced here at launch. Until then, any token claiming to be ${BRAND_NAME} is not ours.`}
      </p>
    )
  }
  const address = TOKEN_CONTRACT_ADDRESS
  return (
    <p className={styles.address}>
      <code translate="no">{address}</code>
      <button
        type="button"
        className={styles.copy}
        onClick={async () => {
          await navigator.clipboard.writeText(address)
          setCopied(true)
          setTimeout(() => setCopied(false), 2000)
        }}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        <span>{copied ? t`Copied` : t`Copy address`}</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? t`Address copied to the clipboard` : ''}
      </span>
    </p>
  )
}
