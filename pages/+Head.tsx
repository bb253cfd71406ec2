import { usePageContext } from 'vike-react/usePageContext'
import { PARTLY_ENGLISH } from '../src/content/generated/status'
import { pageLocale } from '../src/i18n/pageLocale'
import { faqJsonLd } from '../src/seo/faqJsonLd.server'
import { absoluteUrl, alternates, OG_LOCALES } from '../src/seo/site'
import { BRAND_NAME } from '../content/constants'

/** Head tags of every page (server only): indexing, canonical and alternates, social cards. */
export default function Head() {
  const pageContext = usePageContext()
  const locale = pageLocale(pageContext)
  const page = pageContext.config.contentPage
  // A page whose content still falls back to English in its locale is kept out of search engines.
  const noindex = pageContext.is404 || page === undefined || PARTLY_ENGLISH[locale].includes(page)
  return (
    <>
      <meta name="theme-color" content="#0a0a12" />
      <link rel="manifest" href="/site.webmanifest" />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      <meta name="twitter:card" content="summary" />
      {noindex && <meta name="robots" content="noindex" />}
      {page !== undefined && !noindex && (
        <>
          <link rel="canonical" href={absoluteUrl(page, locale)} />
          <meta property="og:url" content={absoluteUrl(page, locale)} />
          {alternates(page, PARTLY_ENGLISH).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
        </>
      )}
      {page === 'faq' && pageContext.bundle?.content && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: faqJsonLd({ ...pageContext.bundle, content: pageContext.bundle.content }) }}
        />
      )}
    </>
  )
}
