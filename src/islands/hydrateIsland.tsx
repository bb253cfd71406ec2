import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandRoot } from './islandRoot'
import type { IslandName } from './registry'

/**
 * Hydrates one island on a React root of its own, over the HTML its own root rendered on the server
 * (src/islands/Island.tsx: the same tree, the same `identifierPrefix`), and resolves once its effects have run.
 * - A mismatch between the HTML and the browser's render is recoverable: React renders this island again in the
 *   browser and nothing outside it is touched. It is logged as an error, because it is a bug.
 * - An error thrown while rendering unmounts the root; the island's prerendered HTML is put back.
 */
export function hydrateIsland(element: HTMLElement, name: IslandName, Component: ComponentType<object>, props: object) {
  const prerendered = element.innerHTML
  const typed = keepTyped(element)
  return new Promise<void>((resolve, reject) => {
    const hydrated = () => {
      typed.restore()
      resolve()
    }
    const root = hydrateRoot(element, islandRoot(Component, props, hydrated), {
      identifierPrefix: element.dataset.idPrefix,
      onRecoverableError: error =>
        console.error(`island ${name}: hydration mismatch, rendered again in the browser`, error),
      onUncaughtError: error => {
        // Unmounting from inside React's own error callback is not allowed; do it right after.
        queueMicrotask(() => {
          typed.stop()
          root.unmount()
          element.innerHTML = prerendered
          reject(error)
        })
      },
    })
  })
}

type Field = HTMLInputElement | HTMLTextAreaElement

/**
 * What the visitor typed or pasted into the island's fields before it woke, and while it hydrates: a field of the
 * prerendered HTML takes text long before the page script arrives on a slow phone. React keeps it when it hydrates
 * the field, but a field it renders anew (after a mismatch) is empty: `restore()` puts the text back, as an input
 * event, so that the component sees it as typed, and answers it.
 * CAREFUL HERE: only text the visitor gave is put back, into the field at the same place, and only where the
 * field lost it (it is empty, or holds what the component rendered): a component that changes a value on purpose
 * keeps its change.
 */
function keepTyped(element: HTMLElement) {
  const fields = () => [
    ...element.querySelectorAll<Field>(
      'input:not([type=checkbox], [type=radio], [type=file], [type=hidden]), textarea',
    ),
  ]
  const values = fields().map(field => (field.value === field.defaultValue ? undefined : field.value))
  const record = (event: Event) => {
    const index = fields().indexOf(event.target as Field)
    if (index !== -1) values[index] = (event.target as Field).value
  }
  element.addEventListener('input', record, true)
  const stop = () => element.removeEventListener('input', record, true)
  const restore = () => {
    stop()
    fields().forEach((field, index) => {
      const value = values[index]
      if (value === undefined || field.value === value || (field.value !== '' && field.value !== field.defaultValue))
        return
      // The prototype's setter, not the element's: React tracks the element's, and would take this for its own.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }
  return { restore, stop }
}
