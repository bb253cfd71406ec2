import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core'

/**
 * An island's catalog messages, by the island's own names for them, compiled as the page's catalog holds them
 * (@lingui/vite-plugin): the browser formats them with Lingui (placeholders, plural, select) and needs no catalog
 * and no compiler of its own.
 */
export type IslandMessages<Key extends string> = Record<Key, Messages[string]>

/**
 * On the server: the page's messages for an island, in the page's language. A message the catalog does not hold
 * yet (not extracted, in development) goes as the source text.
 */
export function islandMessages<Key extends string>(
  i18n: I18n,
  descriptors: Record<Key, MessageDescriptor>,
): IslandMessages<Key> {
  const messages = Object.entries<MessageDescriptor>(descriptors).map(([key, { id, message }]) => [
    key,
    i18n.messages[id] ?? message ?? id,
  ])
  return Object.fromEntries(messages) as IslandMessages<Key>
}

/**
 * In the island: a Lingui instance holding only its messages. `i18n._(name, values)` formats one, as a page's
 * `t` does; Intl does the plural rules of the locale.
 */
export function islandI18n(locale: string, messages: IslandMessages<string>): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } })
}
