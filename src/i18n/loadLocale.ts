import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { LocaleContent } from '../content/types'
import type { Locale } from './locales'

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

const instances = new Map<Locale, I18n>()

/**
 * One i18n instance per locale, created once and picked per render. Pages prerendered side by side never share
 * a globally activated instance, so no page can render in another page's language. The compiled catalog comes
 * from pages/+data.ts.
 */
export function localeI18n(locale: Locale, messages: Messages): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: messages } })
    instances.set(locale, i18n)
  }
  return i18n
}
