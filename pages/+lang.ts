import type { PageContext } from 'vike/types'
import { pageLocale } from '../src/i18n/pageLocale'

/** `<html lang>` is the page's locale in the prerendered HTML, not only after hydration. */
export default (pageContext: PageContext) => pageLocale(pageContext)
