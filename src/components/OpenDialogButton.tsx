import type { ButtonHTMLAttributes } from 'react'
import { DIALOG_IDS, type DialogName } from '../content/dialogs'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { dialog: DialogName }

/**
 * A button that opens a coming-soon dialog. Invoker commands (`commandfor`/`command`) open it natively, even with
 * JavaScript off. Browsers without invoker commands are covered by src/enhance/invokerCommandFallback.ts.
 */
export function OpenDialogButton({ dialog, ...props }: Props) {
  return <button type="button" commandfor={DIALOG_IDS[dialog]} command="show-modal" aria-haspopup="dialog" {...props} />
}
