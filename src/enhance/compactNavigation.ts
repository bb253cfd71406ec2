/**
 * The navigation turns compact and glassy once the page is scrolled past its `data-compact-after` pixels: a
 * class of its own would need the CSS Module's name, so the script sets `data-scrolled` and the CSS keys on it.
 */
export function compactNavigationOnScroll(root: ParentNode = document) {
  const header = root.querySelector<HTMLElement>('header[data-compact-after]')
  if (!header) return
  const threshold = Number(header.dataset.compactAfter)
  const update = () => {
    const scrolled = String(window.scrollY > threshold)
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled
  }
  update()
  window.addEventListener('scroll', update, { passive: true })
}
