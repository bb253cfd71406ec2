/**
 * For browsers without invoker commands (`commandfor`/`command="show-modal"`, which open the coming-soon dialogs
 * natively): one click listener on the document opens the dialog of any such button.
 */
export function fallBackToScriptForInvokerCommands() {
  if ('command' in HTMLButtonElement.prototype) return
  document.addEventListener('click', event => {
    const button = event.target instanceof Element && event.target.closest('button[command="show-modal"][commandfor]')
    const dialog = button && document.getElementById(button.getAttribute('commandfor') ?? '')
    if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal()
  })
}
