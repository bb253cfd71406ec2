import { LinguiContext } from '@lingui/react'
import { useId, type ComponentType, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import styles from './Island.module.css'
import { IslandIdPrefix } from './islandId'
import type { HydrateWhen, IslandName, IslandProps } from './registry'

interface IslandAttributes<Name extends IslandName> {
  /** Registered name (src/islands/registry.ts); the browser loads the component by this name. */
  name: Name
  /** The component the registry names, rendered here on the server. */
  component: ComponentType<IslandProps<Name>>
  props: IslandProps<Name>
  when: HydrateWhen
  /** The language of its labels when it differs from the text around it (inside an English entry on a German page). */
  lang?: string
}

/**
 * An interactive component in a prerendered page, hydrated on its own React root when `when` says
 * (src/islands/startIslands.ts). Everything around it is plain HTML that no script touches.
 *
 * The component renders within the page's React tree (so Suspense and use() work as anywhere in the page), but
 * sees only what the browser's root will give it: its props and its id prefix (IslandScope). The wrapper is
 * `display: contents` and changes no layout.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  when,
  lang,
}: IslandAttributes<Name>) {
  // The pairing of name, component and props is checked by the types above; JSON is what reaches the browser.
  const Render = Component as ComponentType<object>
  // Unique in the page; the island's ids are made from it (src/islands/islandId.ts), here and in the browser.
  const idPrefix = `${name}${useId()}`.replace(/[^\w-]/g, '')
  return (
    <div
      className={styles.island}
      data-island={name}
      lang={lang}
      data-when={when}
      data-props={JSON.stringify(props)}
      data-id-prefix={idPrefix}
    >
      <IslandScope idPrefix={idPrefix}>
        <Render {...props} />
      </IslandScope>
    </div>
  )
}

/**
 * CAREFUL HERE: the contexts the page provides (Lingui's i18n in pages/+Layout.tsx, Vike's page context) are set
 * back to what a root without providers holds, as the island's own root in the browser has (hydrateIsland.tsx):
 * an island that reads one renders the same here as there, instead of HTML the browser cannot reproduce. A new
 * provider around the pages belongs here too.
 */
function IslandScope({ idPrefix, children }: { idPrefix: string; children: ReactNode }) {
  return (
    <LinguiContext value={null}>
      <VikeReactProviderPageContext pageContext={undefined as unknown as PageContext}>
        <IslandIdPrefix value={idPrefix}>{children}</IslandIdPrefix>
      </VikeReactProviderPageContext>
    </LinguiContext>
  )
}
