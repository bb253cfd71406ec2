import type { ButtonHTMLAttributes } from 'react'
import { DIALOG_IDS, type DialogName } from './dialogs'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { dialog: DialogName }

/**
 * A button that opens a coming-soon dialog. Invoker commands (`commandfor`/`command`) open it natively, even with
 * JavaScript off; the click handler covers browsers that do not support them yet.
 */
export function OpenDialogButton({ dialog, ...props }: Props) {
  const id = DIALOG_IDS[dialog]
  return (
    <button
      type="button"
      commandfor={id}
      command="show-modal"
      aria-haspopup="dialog"
      onClick={() => {
        if (!('command' in HTMLButtonElement.prototype)) {
          document.querySelector<HTMLDialogElement>(`#${id}`)?.showModal()
        }
      }}
      {...props}
    />
  )
}
