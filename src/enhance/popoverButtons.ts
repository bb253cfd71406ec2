/**
 * Keeps `aria-expanded` of the buttons that open a native popover (`popovertarget`) in step with the popover, and
 * gives the focus back to the button when the popover closes with the focus in it or lost (Escape in a popover inside
 * another, the phone's menu, left it on the page's body in Chromium, before an island woke and after).
 * Buttons inside an island keep `aria-expanded` to the island's component, which owns its DOM once hydrated.
 */
export function syncPopoverButtons(root: ParentNode = document) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[popovertarget]')) {
    const popover = document.getElementById(button.getAttribute('popovertarget') ?? '')
    const ownsExpanded = button.hasAttribute('aria-expanded') && !button.closest('[data-island]')
    popover?.addEventListener('toggle', event => {
      const open = (event as ToggleEvent).newState === 'open'
      if (ownsExpanded) button.setAttribute('aria-expanded', String(open))
      const focused = document.activeElement
      if (!open && (focused === null || focused === document.body || popover.contains(focused))) button.focus()
    })
  }
}
