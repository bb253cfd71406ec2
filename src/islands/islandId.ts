import { createContext, useContext } from 'react'

/**
 * The island's prefix for ids, unique in the page: given by <Island> on the server and, from its `data-id-prefix`,
 * by src/islands/hydrateIsland.tsx in the browser, so both render the same ids.
 */
export const IslandIdPrefix = createContext<string | null>(null)

/**
 * An id for `name` inside the island, unique in the page: `<island prefix>-<name>`. Islands use this, never React's
 * useId: useId numbers by position in the tree, and the island sits deep in the page the server renders but at the
 * top of the root the browser hydrates, so the two would differ. A component used twice in one island takes two names.
 */
export function useIslandId(name: string): string {
  const prefix = useContext(IslandIdPrefix)
  if (prefix === null)
    throw new Error(
      `useIslandId('${name}') outside an island: render the component through <Island> (src/islands/Island.tsx)`,
    )
  return `${prefix}-${name}`
}
