import type { ComponentProps, ComponentType } from 'react'

/**
 * Every island of the site, by name: the browser imports an island's module only when a page has that island
 * and its trigger fires (src/islands/startIslands.ts). A name here is what `<Island name>` writes into the HTML.
 *
 * CAREFUL HERE: an island module is browser code. It renders from its props alone (no page's Lingui, no page
 * context, no content; src/islands/Island.tsx renders it as a root of its own, synchronously: a Suspense boundary
 * shows its fallback): the server computes every text it shows and passes it in, a message with placeholders
 * compiled (src/islands/islandMessages.ts), so the browser needs no catalog. It
 * imports no CSS either: its class names come in its props from the server's CSS Module, whose rules are in the
 * page's stylesheet (loading them again when the island wakes would reorder the cascade). check:budgets fails when
 * waking an island fetches a stylesheet.
 */
export const ISLANDS = {
  /** The language menu: arrow keys, focus on the current language, aria-expanded. */
  LanguageMenu: () => import('./LanguageMenu.island'),
  /** The Copy button beside the token contract address. */
  CopyAddress: () => import('./CopyAddress.island'),
  /** The look-alike checker on /official/: is this address, link or handle ours? */
  OfficialChecker: () => import('./OfficialChecker.island'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof ISLANDS

/** The props an island's component takes; they are serialized into the page as JSON. */
export type IslandProps<Name extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[Name]>>['default']
>

/**
 * When an island wakes up (hydrates), as in Astro's `client:*` directives:
 * - `interaction`: on the first pointer over, focus, key press or touch on it;
 * - `visible`: when it scrolls into view (or on interaction, whichever comes first);
 * - `idle`: when the browser is idle after loading the page.
 */
export type HydrateWhen = 'interaction' | 'visible' | 'idle'
