/**
 * Keeps `aria-expanded` of the buttons that open a native popover (`popovertarget`) in step with the popover.
 * Buttons inside an island are left to the island's component, which owns its DOM once hydrated.
 */
export function syncPopoverButtons(root: ParentNode = document) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[popovertarget][aria-expanded]')) {
    if (button.closest('[data-island]')) continue
    const popover = document.getElementById(button.getAttribute('popovertarget') ?? '')
    popover?.addEventListener('toggle', event => {
      button.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'))
    })
  }
}
