/**
 * What the page-script loader (src/enhance/pageScriptLoader.ts) and the page script's islands
 * (src/islands/startIslands.ts) agree on: which interactions wake an island, and which keys are held until it has
 * woken. Both are built from this one module.
 */

/** The interactions every island wakes on: a visitor who reaches it first never meets a dead control. */
export const ISLAND_INTERACTIONS = ['pointerover', 'focusin', 'keydown', 'touchstart'] as const

/**
 * Keys a widget handles itself (the language menu's arrow keys). Pressed while its island is still loading, they
 * would scroll the page and be lost, so they are held and replayed once it has hydrated.
 */
const HELD_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End'])

/**
 * Whether an island's widget handles this key: the arrows up and down, Home and End, without a modifier (browser
 * shortcuts stay the browser's), while a popover of the island is open. Only such keys are held and replayed.
 */
export function isWidgetKey(event: KeyboardEvent, island: Element): boolean {
  return (
    HELD_KEYS.has(event.key) &&
    !(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) &&
    island.querySelector(':popover-open') !== null
  )
}

/** What the loader leaves for the page script: `release()` stops holding and hands over what it held. */
export interface HeldIslandEvents {
  release(): Event[]
}

declare global {
  interface Window {
    // Every page inlines this name: no `__` in it, so that the build's emphasis check can skip parsing a page
    // (scripts/build/emphasisCheck.ts), and capitals, so that no heading's id (lowercase) can stand for it on `window`.
    heldIslandEvents?: HeldIslandEvents
  }
}
