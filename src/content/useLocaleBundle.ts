import { usePageContext } from 'vike-react/usePageContext'
import type { LocaleBundle } from './loadLocale'
import { stripLocale } from '../i18n/localizedUrl'

/** The current page's locale, i18n instance and content while it is prerendered (see +onBeforeRenderHtml). */
export function useLocaleBundle(): LocaleBundle {
  const { bundle } = usePageContext()
  if (!bundle) throw new Error('The locale bundle is not loaded: pages/+onBeforeRenderHtml.ts must run first')
  return bundle
}

export const useLocale = () => useLocaleBundle().locale

/** The locale's content. Pages are prerendered; the browser never gets content, only island props. */
export function useContent() {
  const { content } = useLocaleBundle()
  if (!content) throw new Error('The content is not loaded: pages/+onBeforeRenderHtml.ts must run first')
  return content
}

/** The current path without locale prefix or trailing slash, as navigation compares it: `/ja/faq/` → `/faq`. */
export function useLogicalPath(): string {
  const { urlPathname } = usePageContext()
  const { pathname } = stripLocale(urlPathname)
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
