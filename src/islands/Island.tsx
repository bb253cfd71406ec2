import { useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import styles from './Island.module.css'
import { islandRoot } from './islandRoot'
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
 * As Astro does, the component is rendered on the server as a root of its own (renderToString), with the same
 * `identifierPrefix` as the root that hydrates it in the browser (src/islands/hydrateIsland.tsx): it sees its props
 * and nothing of the page (no provider, no page context), and React's useId gives the same ids on both sides. Its
 * HTML is put into the page as it is. The wrapper is `display: contents` and changes no layout.
 */
export function Island<Name extends IslandName>({ name, component, props, when, lang }: IslandAttributes<Name>) {
  // Unique in the page, so that the ids of two islands never clash in the document.
  const idPrefix = `${name}${useId()}`
  return (
    <IslandElement
      name={name}
      html={() => renderIsland(component as ComponentType<object>, props, idPrefix)}
      lang={lang}
      when={when}
      props={props}
      idPrefix={idPrefix}
    />
  )
}

/**
 * CAREFUL HERE: the island's own render happens in this component, which calls no hook. React restores the page's
 * render (its dispatcher, contexts, request) when a renderToString inside it returns, but not the hook state of
 * the component that called it: Island's useId would no longer count, and a hook called after it would throw.
 */
function IslandElement(attributes: {
  name: string
  html: () => string
  lang: string | undefined
  when: HydrateWhen
  props: object
  idPrefix: string
}) {
  return (
    <div
      className={styles.island}
      data-island={attributes.name}
      lang={attributes.lang}
      data-when={attributes.when}
      data-props={JSON.stringify(attributes.props)}
      data-id-prefix={attributes.idPrefix}
      // React's own HTML for the island's root (no content goes into it unescaped).
      dangerouslySetInnerHTML={{ __html: attributes.html() }}
    />
  )
}

/**
 * The island's HTML, as its own root renders it: the tree the browser hydrates (src/islands/islandRoot.tsx), with
 * the same prefix.
 */
function renderIsland(component: ComponentType<object>, props: object, idPrefix: string): string {
  return renderToString(islandRoot(component, props), { identifierPrefix: idPrefix })
}
