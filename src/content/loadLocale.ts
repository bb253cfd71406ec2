import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { LocaleContent } from './types'
import type { Locale } from '../i18n/locales'

/**
 * What a prerender needs for one locale: its own i18n instance and its content. The browser gets neither: pages
 * are HTML, and an island receives the texts it shows as props (src/islands/).
 */
export interface LocaleBundle {
  locale: Locale
  i18n: I18n
  /** Set by pages/+onBeforeRenderHtml.ts. */
  content?: LocaleContent
}

/**
 * One i18n instance per compiled catalog, created once and picked per render. Pages prerendered side by side never
 * share a globally activated instance, so no page can render in another page's language. Keyed by the catalog
 * module's messages, not by locale: in `npm run dev`, an edit to locales/<locale>/messages.po makes Vite re-run
 * that catalog module (a new messages object), and the next page render gets an instance with the new text.
 * In a build each catalog is loaded once, so this is one instance per locale.
 */
const instances = new WeakMap<Messages, I18n>()

export function localeI18n(locale: Locale, messages: Messages): I18n {
  let i18n = instances.get(messages)
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: messages } })
    instances.set(messages, i18n)
  }
  return i18n
}
