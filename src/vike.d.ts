import type { PageContext as VikePageContext } from 'vike/types'
import type { PageId } from './content/schema'
import type { LocaleBundle } from './content/loadLocale'
import type { Locale } from './i18n/locales'

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix; undefined on error pages (see src/i18n/pageLocale.ts). */
      locale?: Locale
      /** The page's locale catalog and content, loaded before it is prerendered (+onBeforeRenderHtml). */
      bundle?: LocaleBundle
    }
    interface Config {
      /** Which content/<locale>/pages/<id>.mdx gives this page its title, description and heading. */
      contentPage?: PageId
      /**
       * The text of the page's Open Graph card, for og:image:alt (pages/+imageAlt.ts; an article's and a news post's
       * own).
       */
      imageAlt?: (pageContext: VikePageContext) => string | undefined
    }
  }
}

declare module 'react' {
  // Invoker commands (https://html.spec.whatwg.org/#attr-button-command) open and close dialogs without JavaScript.
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'
  }
}
