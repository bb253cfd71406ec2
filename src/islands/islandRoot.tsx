import { useEffect, type ComponentType, type ReactNode } from 'react'

/**
 * The React tree of an island's root: the same on the server (src/islands/Island.tsx renders it to HTML) and in the
 * browser (src/islands/hydrateIsland.tsx hydrates it), so that React numbers the same ids (useId) on both sides.
 * `onHydrated` is called once the island's effects have run (children's effects run before their parent's).
 */
export function islandRoot(Component: ComponentType<object>, props: object, onHydrated = () => {}): ReactNode {
  return (
    <Hydrated onHydrated={onHydrated}>
      <Component {...props} />
    </Hydrated>
  )
}

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => onHydrated(), [onHydrated])
  return children
}
