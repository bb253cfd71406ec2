import Copy from 'lucide-react/icons/copy'

interface Props {
  className: string
  /** What goes on the clipboard. */
  text: string
  /** Visible label ("Copy"). */
  label: string
  /** Accessible name, naming what is copied ("Copy t.me/reelfi_app"). */
  accessibleLabel: string
  /** Shown on the button for a moment after copying. */
  copiedLabel: string
  /** Said by screen readers once the text is on the clipboard. */
  copiedAnnouncement: string
  /** Said when the browser refuses the clipboard (the text beside the button stays selectable). */
  failedAnnouncement: string
}

/**
 * A Copy button for text shown beside it, made to work by the page script (src/enhance/copyButtons.ts) without
 * React: a page of many such buttons fetches no framework for them. Without JavaScript it is hidden
 * (data-needs-script), and the text beside it can be selected and copied by hand.
 */
export function CopyButton({
  className,
  text,
  label,
  accessibleLabel,
  copiedLabel,
  copiedAnnouncement,
  failedAnnouncement,
}: Props) {
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={accessibleLabel}
        data-needs-script=""
        data-copy={text}
        data-copied-label={copiedLabel}
        data-copied-announcement={copiedAnnouncement}
        data-failed-announcement={failedAnnouncement}
      >
        <Copy aria-hidden="true" />
        <span data-copy-label="">{label}</span>
      </button>
      <span className="visually-hidden" role="status" data-copy-status="" />
    </>
  )
}
