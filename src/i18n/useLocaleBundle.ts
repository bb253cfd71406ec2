import { usePageContext } from 'vike-react/usePageContext'
import type { LocaleBundle } from './loadLocale'
import { stripLocale } from './localizedUrl'

/** The current page's locale and i18n instance, and its content while prerendering (see +onBeforeRenderHtml). */
export function useLocaleBundle(): LocaleBundle {
  const { bundle } = usePageContext()
  if (!bundle) throw new Error('The locale bundle is not loaded: pages/+onBeforeRender{Html,Client}.ts must run first')
  return bundle
}

export const useLocale = () => useLocaleBundle().locale

/** The locale's content. Server only: components that show content are prerendered and never hydrated. */
export function useContent() {
  const { content } = useLocaleBundle()
  if (!content) throw new Error('Content is rendered on the server only: wrap the section in <Prerendered> (src/components/Prerendered.tsx)')
  return content
}

/** The current path without locale prefix or trailing slash, as navigation compares it: `/ja/faq/` → `/faq`. */
export function useLogicalPath(): string {
  const { urlPathname } = usePageContext()
  const { pathname } = stripLocale(urlPathname)
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
