import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'

export interface CopyButtonProps {
  /** Class name of the button, from the page's stylesheet (an island brings no CSS of its own). */
  className: string
  /** What goes on the clipboard. */
  text: string
  /** Visible label ("Copy"). */
  label: string
  /** Accessible name, naming what is copied ("Copy t.me/reelfi_app"). */
  accessibleLabel: string
  copiedLabel: string
  /** Said by screen readers once the text is on the clipboard. */
  copiedAnnouncement: string
  /** Said when the browser refuses the clipboard (the text beside the button stays selectable). */
  failedAnnouncement: string
}

/** How long "Copied" stays on the button. */
const CONFIRMATION_MS = 2000

/**
 * A Copy button for text shown beside it (an official link on /official/). The text itself is plain HTML outside
 * the island, selectable without JavaScript; without JavaScript the button is hidden, since it could not work.
 */
export default function CopyButton({ className, text, label, accessibleLabel, copiedLabel, copiedAnnouncement, failedAnnouncement }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const reset = setTimeout(() => setState('idle'), CONFIRMATION_MS)
    return () => clearTimeout(reset)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={copy} aria-label={accessibleLabel} data-needs-script="">
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        <span>{state === 'copied' ? copiedLabel : label}</span>
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? copiedAnnouncement : state === 'failed' ? failedAnnouncement : ''}
      </span>
    </>
  )
}
