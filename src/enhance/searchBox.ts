/**
 * The header's search box before it is used: nothing of the search (its code, its index) is fetched until a visitor
 * focuses or hovers the box, or presses `/` anywhere but in a text field, which focuses it. Then
 * src/search/searchClient.ts is loaded and takes over. Without JavaScript the box is a form that submits to the
 * language's search page (pages/search/).
 */
import { isSearchShortcut, SEARCH_BOX_SELECTOR } from './searchShortcut'

export function enhanceSearchBox() {
  const input = document.querySelector<HTMLInputElement>(SEARCH_BOX_SELECTOR)
  const form = input?.form
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
  // The search page, reached with a query (the form submitted before this script arrived, or a shared link):
  // the query goes back in the box and is searched, so the results are there with the list of every page.
  const query = new URLSearchParams(location.search).get('q')?.trim()
  if (query && new URL(form.action).pathname === location.pathname) {
    input.value = query.slice(0, input.maxLength > 0 ? input.maxLength : undefined)
    start()
  }
  // Focused before this script arrived (by the loader's `/`, or by a visitor's Tab or click).
  if (document.activeElement === input) start()

  document.addEventListener('keydown', event => {
    if (!isSearchShortcut(event)) return
    event.preventDefault()
    input.focus()
  })
}
