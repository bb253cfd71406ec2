import Check from 'lucide-react/icons/check'
import Copy from 'lucide-react/icons/copy'
import { useEffect, useState } from 'react'

export interface CopyAddressProps {
  /** Class names from the page's stylesheet (ContractAddress.module.css): an island brings no CSS of its own. */
  classes: Record<'address' | 'copy', string>
  address: string
  copyLabel: string
  copiedLabel: string
  /** Said by screen readers once the address is on the clipboard. */
  copiedAnnouncement: string
  /** Said when the browser refuses the clipboard (the address stays selectable). */
  failedAnnouncement: string
}

/** How long "Copied" stays on the button. */
const CONFIRMATION_MS = 2000

/**
 * The token contract address as selectable text, and a Copy button that puts it on the clipboard and says so.
 * Without JavaScript the button is hidden (it could not work) and the address can still be selected and copied.
 */
export default function CopyAddress({
  classes: styles,
  address,
  copyLabel,
  copiedLabel,
  copiedAnnouncement,
  failedAnnouncement,
}: CopyAddressProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const reset = setTimeout(() => setState('idle'), CONFIRMATION_MS)
    return () => clearTimeout(reset)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <p className={styles.address}>
      <code translate="no">{address}</code>
      <button type="button" className={styles.copy} onClick={copy} data-needs-script="">
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        <span>{state === 'copied' ? copiedLabel : copyLabel}</span>
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? copiedAnnouncement : state === 'failed' ? failedAnnouncement : ''}
      </span>
    </p>
  )
}
