import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { LocaleContent } from '../content/types'
import type { Locale } from './locales'

/**
 * What a render needs for one locale: its own i18n instance and, while prerendering, its content. The browser
 * never gets the content: every section that shows it is prerendered HTML and is not hydrated (see
 * src/components/Prerendered.tsx), so only the interactive frame (navigation, menus) runs there.
 */
export interface LocaleBundle {
  locale: Locale
  i18n: I18n
  /** Set on the server only, by pages/+onBeforeRenderHtml.ts. */
  content?: LocaleContent
}

const instances = new Map<Locale, I18n>()

/**
 * One i18n instance per locale, created once and picked per render. Pages prerendered side by side never share
 * a globally activated instance, so no page can render in another page's language. The compiled catalog comes
 * from the server (pages/+data.ts), serialized into the page, so the browser never fetches it.
 */
export function localeI18n(locale: Locale, messages: Messages): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: messages } })
    instances.set(locale, i18n)
  }
  return i18n
}
