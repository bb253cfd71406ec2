import { I18nProvider } from '@lingui/react'
import type { MDXComponents } from 'mdx/types'
import type { AnchorHTMLAttributes } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { BRAND_NAME, LINKS, type ConstantName, type LinkName } from '../../content/constants'
import { ContractAddress } from '../components/ContractAddress'
import { fillPlaceholders } from '../i18n/fillPlaceholders'
import { formatConstant, type ConstantForm } from '../i18n/formatConstant'
import type { LocaleBundle } from '../i18n/loadLocale'
import type { LocaleContent } from '../content/types'
import { localizedUrl } from '../i18n/localizedUrl'
import { htmlToText } from './htmlToText'

/**
 * FAQPage structured data for /faq: the same questions and answers as the visible accordion, rendered from the
 * same MDX with the same figures, as plain text. Server only (prerendering), outside the page's React tree.
 */
export function faqJsonLd({ locale, i18n, content }: LocaleBundle & { content: LocaleContent }): string {
  // The page's components read the locale from Vike's page context; here it is bound directly.
  const components = {
    Constant: ({ name, form }: { name: ConstantName; form?: ConstantForm }) => <>{formatConstant(name, locale, { form })}</>,
    ExternalLink: ({ name, children }: { name: LinkName; children?: React.ReactNode }) => <a href={LINKS[name]}>{children}</a>,
    Brand: () => <>{BRAND_NAME}</>,
    ContractAddress,
    a: ({ href = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) => <a href={localizedUrl(href, locale)} {...props} />,
  } satisfies MDXComponents
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: content.faq.map(({ question, Body }) => ({
      '@type': 'Question',
      name: fillPlaceholders(question, locale),
      acceptedAnswer: {
        '@type': 'Answer',
        text: htmlToText(renderToStaticMarkup(<I18nProvider i18n={i18n}><Body components={components} /></I18nProvider>)),
      },
    })),
  }
  // `<` is escaped so that no answer can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
