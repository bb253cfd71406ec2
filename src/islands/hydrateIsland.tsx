import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandIdPrefix } from './islandId'
import type { IslandName } from './registry'

/**
 * Hydrates one island on a React root of its own and resolves once its effects have run.
 * - A mismatch between the HTML and the browser's render is recoverable: React renders this island again in the
 *   browser and nothing outside it is touched. It is logged as an error, because it is a bug.
 * - An error thrown while rendering unmounts the root; the island's prerendered HTML is put back.
 * Its ids come from the prefix the server gave it (src/islands/islandId.ts), not from React's useId.
 */
export function hydrateIsland(element: HTMLElement, name: IslandName, Component: ComponentType<object>, props: object) {
  const prerendered = element.innerHTML
  return new Promise<void>((resolve, reject) => {
    const root = hydrateRoot(
      element,
      <IslandIdPrefix value={element.dataset.idPrefix ?? name}>
        <Hydrated onHydrated={resolve}>
          <Component {...props} />
        </Hydrated>
      </IslandIdPrefix>,
      {
        // Keeps a library's useId in one island from clashing with another island's in the document.
        identifierPrefix: element.dataset.idPrefix,
        onRecoverableError: (error) => console.error(`island ${name}: hydration mismatch, rendered again in the browser`, error),
        onUncaughtError: (error) => {
          // Unmounting from inside React's own error callback is not allowed; do it right after.
          queueMicrotask(() => {
            root.unmount()
            element.innerHTML = prerendered
            reject(error)
          })
        },
      },
    )
  })
}

/** Calls onHydrated after the island's own effects (children's effects run before their parent's). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => onHydrated(), [onHydrated])
  return children
}
