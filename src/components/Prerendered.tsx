import type { ReactNode } from 'react'
import styles from './Prerendered.module.css'

// Kept as one object so re-renders compare equal and React never touches the prerendered children.
const KEEP_PRERENDERED_HTML = { __html: '' }

/**
 * Static HTML that the browser keeps as it is: prerendered with its children, never hydrated. The children, their
 * components and the content they show are left out of the client bundle, so a page hydrates only its interactive
 * frame (navigation, language menu). Pass the children behind `import.meta.env.SSR`, which is how the bundler
 * knows to drop them from the browser build:
 *
 *     <Prerendered>{import.meta.env.SSR && <Footer />}</Prerendered>
 *
 * What stays interactive inside works without JavaScript: links, `<details>`, and buttons that open dialogs with
 * invoker commands. The wrapper is `display: contents`, so it does not change the layout.
 *
 * Hydration leaves an element with `dangerouslySetInnerHTML` alone (React neither compares nor replaces its
 * children), which is what keeps the HTML. Pages are navigated by the server (`clientRouting: false` in
 * pages/+config.ts), so the browser never has to render one of these itself.
 */
export function Prerendered({ children }: { children: ReactNode }) {
  return import.meta.env.SSR ? (
    <div className={styles.contents}>{children}</div>
  ) : (
    <div className={styles.contents} dangerouslySetInnerHTML={KEEP_PRERENDERED_HTML} suppressHydrationWarning />
  )
}
