/**
 * The header's search box before it is used: nothing of the search (its code, its index) is fetched until a visitor
 * focuses or hovers the box, or presses `/` anywhere but in a text field, which focuses it. Then
 * src/search/searchClient.ts is loaded and takes over. Without JavaScript the box is a form that submits to the
 * language's search page (pages/search/).
 */
export function enhanceSearchBox() {
  const form = document.querySelector<HTMLFormElement>('form[data-search-index]')
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]')
  if (!form || !input) return

  let started = false
  const start = () => {
    if (started) return
    started = true
    import('../search/searchClient')
      .then(({ attachSearch }) => attachSearch(form))
      .catch((error: unknown) => {
        // Offline or a removed file: the form still submits to the search page; the next use tries again.
        started = false
        console.error('search: not loaded, the form submits to the search page', error)
      })
  }
  for (const type of ['focusin', 'pointerover', 'touchstart']) form.addEventListener(type, start, { passive: true })

  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return
    // `/` typed into a field is text, not a shortcut.
    const target = event.target
    if (target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null)) return
    event.preventDefault()
    input.focus()
  })
}
