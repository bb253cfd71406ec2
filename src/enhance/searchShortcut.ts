/**
 * The search box's keyboard shortcut, shared by the page-script loader (which handles it before the page script
 * has arrived) and src/enhance/searchBox.ts (after): `/` without a modifier, anywhere but in a text field, where a
 * `/` is text, and not while a modal dialog is open (the search box is behind it).
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return false
  if (document.querySelector('dialog:modal, [aria-modal="true"]:not([hidden])') !== null) return false
  const target = event.target
  return !(
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select') !== null)
  )
}

/** The header's search box (src/components/SearchBox.tsx). */
export const SEARCH_BOX_SELECTOR = 'form[data-search-index] input[type="search"]'
