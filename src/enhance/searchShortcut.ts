/**
 * The search box's keyboard shortcut, shared by the page-script loader (which handles it before the page script
 * has arrived) and src/enhance/searchBox.ts (after): `/` without a modifier, anywhere but in a text field, where a
 * `/` is text.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return false
  const target = event.target
  return !(target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null))
}

/** The header's search box (src/components/SearchBox.tsx). */
export const SEARCH_BOX_SELECTOR = 'form[data-search-index] input[type="search"]'
