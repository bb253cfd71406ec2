import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { renderBody } from '../components/ContentBody'
import type { LocaleBundle } from '../i18n/loadLocale'
import type { LocaleContent } from '../content/types'
import { htmlToText } from './htmlToText'

/**
 * FAQPage structured data for /faq: the same questions and answers as the visible accordion, rendered by the same
 * renderer with the same figures, as plain text. Server only (prerendering), outside the page's React tree.
 */
export function faqJsonLd({ locale, i18n, content }: LocaleBundle & { content: LocaleContent }): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: content.faq.map(({ question, body }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {
        '@type': 'Answer',
        text: htmlToText(renderToStaticMarkup(<I18nProvider i18n={i18n}>{renderBody(body, locale)}</I18nProvider>)),
      },
    })),
  }
  // `<` is escaped so that no answer can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
