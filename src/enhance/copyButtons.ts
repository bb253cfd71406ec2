/**
 * The Copy buttons of src/components/CopyButton.tsx: a click puts `data-copy` on the clipboard, shows the copied
 * label for a moment and has the status beside the button say so (or say that copying failed). One listener on
 * the document, so buttons need no script of their own and no React.
 */

/** How long the copied label stays on the button. */
const CONFIRMATION_MS = 2000

export function enableCopyButtons(root: Document = document) {
  root.addEventListener('click', event => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-copy]') : null
    if (!button) return
    const label = button.querySelector<HTMLElement>('[data-copy-label]')
    const status =
      button.nextElementSibling instanceof HTMLElement && button.nextElementSibling.matches('[data-copy-status]')
        ? button.nextElementSibling
        : null
    const original = label?.dataset.original ?? label?.textContent ?? ''
    if (label) label.dataset.original = original
    // Emptied first, so a second click is announced again (a live region speaks changes, not repeats).
    if (status) status.textContent = ''
    // No clipboard (an insecure context, an old browser): say that copying failed, never throw.
    const written =
      typeof navigator.clipboard?.writeText === 'function'
        ? navigator.clipboard.writeText(button.dataset.copy ?? '')
        : Promise.reject(new Error('no clipboard'))
    written
      .then(
        () => {
          if (label) label.textContent = button.dataset.copiedLabel ?? original
          if (status) status.textContent = button.dataset.copiedAnnouncement ?? ''
        },
        () => {
          if (status) status.textContent = button.dataset.failedAnnouncement ?? ''
        },
      )
      .finally(() => {
        clearTimeout(Number(button.dataset.copyTimer))
        button.dataset.copyTimer = String(
          setTimeout(() => {
            if (label) label.textContent = original
            if (status) status.textContent = ''
          }, CONFIRMATION_MS),
        )
      })
  })
}
