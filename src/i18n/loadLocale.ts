import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { LocaleContent } from '../content/types'
import type { Locale } from './locales'

// A lazy glob: each locale's content is a chunk of its own, so a page loads only its locale's content.
const contents = import.meta.glob<{ default: LocaleContent }>(['../content/generated/*.ts', '!**/status.ts'])

/** What a render needs for one locale: its own i18n instance and its content. */
export interface LocaleBundle {
  locale: Locale
  i18n: I18n
  content: LocaleContent
}

const bundles = new Map<Locale, Promise<LocaleBundle>>()

/**
 * One i18n instance per locale, created once and picked per render. Pages prerendered side by side never share
 * a globally activated instance, so no page can render in another page's language. The compiled catalog comes
 * from the server (pages/+data.ts), serialized into the page, so the browser never fetches it.
 */
export function loadLocaleBundle(locale: Locale, messages: Messages): Promise<LocaleBundle> {
  let bundle = bundles.get(locale)
  if (!bundle) {
    bundle = createBundle(locale, messages)
    bundles.set(locale, bundle)
  }
  return bundle
}

async function createBundle(locale: Locale, messages: Messages): Promise<LocaleBundle> {
  const loadContent = contents[`../content/generated/${locale}.ts`]
  if (!loadContent) throw new Error(`No content index for locale "${locale}": run \`npm run content\``)
  const { default: content } = await loadContent()
  return { locale, i18n: setupI18n({ locale, messages: { [locale]: messages } }), content }
}
