/**
 * Deep links to FAQ answers (`/faq#which-wallet`, also on the home page and in every locale). The HTML already opens
 * the entry: the id is on the answer inside its <details>, and a fragment navigation to it opens the details without
 * JavaScript (the "ancestor details revealing algorithm", src/components/FaqAccordion.tsx). This script does the same
 * in a browser that does not reveal, accepts the details' own id (`#faq-which-wallet`), and keeps the address on
 * the entry the reader opens, so that a reload (the dev server's, after a writer saves) or a copied link shows it
 * open again.
 */
export function openFaqFromAddress(root: Document = document) {
  const accordionItems = () => root.querySelectorAll<HTMLDetailsElement>('details[name="faq"]')
  if (accordionItems().length === 0) return
  const open = () => {
    const id = idOfHash(location.hash)
    if (!id) return
    const target = root.getElementById(id)
    const details = target instanceof HTMLDetailsElement ? target : target?.closest('details')
    if (details?.name === 'faq' && !details.open) {
      details.open = true
      target!.scrollIntoView({ block: 'start' })
    }
  }
  open()
  window.addEventListener('hashchange', open)
  // `toggle` does not bubble: listen in the capture phase, once for every entry.
  root.addEventListener(
    'toggle',
    event => {
      const details = event.target
      if (!(details instanceof HTMLDetailsElement) || details.name !== 'faq') return
      const answer = details.querySelector<HTMLElement>('[data-faq-answer]')
      if (!answer?.id) return
      const here = `#${encodeURIComponent(answer.id)}`
      const url = new URL(location.href)
      if (details.open) url.hash = here
      else if (location.hash === here || location.hash === `#${details.id}`) url.hash = ''
      else return
      // replaceState: no new history entry per click, and no scroll.
      if (url.href !== location.href)
        history.replaceState(history.state, '', url.hash ? url.href : url.href.replace(/#$/, ''))
    },
    true,
  )
}

/**
 * The id a fragment names: `#%E3%82%A6` is the id "ウ". A malformed escape (`#%E0%A4%A`) cannot be decoded and is
 * taken as written. CAREFUL HERE: decodeURIComponent throws on it, and a throw here would stop the listeners above.
 */
export function idOfHash(hash: string): string {
  const raw = hash.replace(/^#/, '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
