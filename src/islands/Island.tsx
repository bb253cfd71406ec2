import { useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import styles from './Island.module.css'
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
 * The component is rendered as a root of its own, with nothing but its props, exactly as the browser will
 * hydrate it: no context from the page leaks in, so the HTML and the browser's first render agree by
 * construction. The wrapper is `display: contents` and changes no layout.
 */
export function Island<Name extends IslandName>({ name, component: Component, props, when, lang }: IslandAttributes<Name>) {
  // The pairing of name, component and props is checked by the types above; JSON is what reaches the browser.
  const Render = Component as ComponentType<object>
  // Each island root gets its own prefix for useId, unique in the page, which the browser hydrates it with.
  const idPrefix = `${name}${useId()}`.replace(/[^\w-]/g, '')
  const html = renderToString(<Render {...props} />, { identifierPrefix: idPrefix })
  return (
    <div
      className={styles.island}
      data-island={name}
      lang={lang}
      data-when={when}
      data-props={JSON.stringify(props)}
      data-id-prefix={idPrefix}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
