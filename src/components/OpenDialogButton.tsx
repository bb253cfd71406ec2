import { useEffect, type ButtonHTMLAttributes } from 'react'
import { DIALOG_IDS, type DialogName } from './dialogs'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { dialog: DialogName }

/**
 * A button that opens a coming-soon dialog. Invoker commands (`commandfor`/`command`) open it natively, even with
 * JavaScript off and inside prerendered sections that are never hydrated. Browsers without invoker commands are
 * covered by useInvokerCommandFallback().
 */
export function OpenDialogButton({ dialog, ...props }: Props) {
  return <button type="button" commandfor={DIALOG_IDS[dialog]} command="show-modal" aria-haspopup="dialog" {...props} />
}

/**
 * For browsers without invoker commands: one click listener on the document opens the dialog of any
 * `command="show-modal"` button, hydrated or not. Used once, by the layout.
 */
export function useInvokerCommandFallback() {
  useEffect(() => {
    if ('command' in HTMLButtonElement.prototype) return
    const open = (event: MouseEvent) => {
      const button = event.target instanceof Element && event.target.closest('button[command="show-modal"][commandfor]')
      const dialog = button && document.getElementById(button.getAttribute('commandfor') ?? '')
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal()
    }
    document.addEventListener('click', open)
    return () => document.removeEventListener('click', open)
  }, [])
}
