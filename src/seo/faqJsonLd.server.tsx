import { BRAND_NAME, CONSTANTS } from '../content/constants'
import { contractAddressText } from '../components/ContractAddress'
import type { LocaleBundle } from '../content/loadLocale'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { plainText } from '../format/plainText'
import { jsonLdText } from './jsonLd.server'
import type { LocaleContent } from '../content/types'

/**
 * FAQPage structured data for /faq: the same questions and answers as the visible accordion, with the same
 * figures, as plain text. Server only (prerendering), outside the page's React tree.
 */
export function faqJsonLd({ locale, i18n, content }: LocaleBundle & { content: LocaleContent }): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    // An answer still in English writes its figures the English way, as the page shows it (ContentBody).
    mainEntity: content.faq.map(({ question, body, fallback }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {
        '@type': 'Answer',
        text: plainText(body, {
          locale: fallback ? DEFAULT_LOCALE : locale,
          contractAddress: contractAddressText(i18n),
          facts: { BRAND_NAME, CONSTANTS },
        }),
      },
    })),
  }
  return jsonLdText(data)
}
