import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { LocaleContent } from '../content/types'
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type Locale } from './locales'

// Lazy globs: each locale's catalog and content become chunks of their own, so a page loads only its locale's.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po')
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
 * a globally activated instance, so no page can render in another page's language.
 */
export function loadLocaleBundle(locale: Locale): Promise<LocaleBundle> {
  let bundle = bundles.get(locale)
  if (!bundle) {
    bundle = createBundle(locale)
    bundles.set(locale, bundle)
  }
  return bundle
}

async function createBundle(locale: Locale): Promise<LocaleBundle> {
  // `npm run dev:pseudo` renders English pages with the pseudo-localized catalog.
  const catalogLocale = import.meta.env.DEV && import.meta.env.VITE_PSEUDO_LOCALE && locale === DEFAULT_LOCALE ? PSEUDO_LOCALE : locale
  const loadCatalog = catalogs[`../../locales/${catalogLocale}/messages.po`]
  const loadContent = contents[`../content/generated/${locale}.ts`]
  if (!loadCatalog || !loadContent) {
    throw new Error(`No catalog or content for locale "${locale}": run \`npm run content\` and check locales/${locale}/messages.po`)
  }
  const [{ messages }, { default: content }] = await Promise.all([loadCatalog(), loadContent()])
  return { locale, i18n: setupI18n({ locale, messages: { [locale]: messages } }), content }
}
