import { usePageContext } from 'vike-react/usePageContext'
import { contentChunkUrls } from '../src/content/contentPreload.server'
import { PARTLY_ENGLISH } from '../src/content/generated/status'
import { pageLocale } from '../src/i18n/pageLocale'

/** Head tags of every page (server only). */
export default function Head() {
  const pageContext = usePageContext()
  const locale = pageLocale(pageContext)
  const page = pageContext.config.contentPage
  // A page whose content still falls back to English in its locale is kept out of search engines.
  const noindex = pageContext.is404 || (page !== undefined && PARTLY_ENGLISH[locale].includes(page))
  return (
    <>
      {noindex && <meta name="robots" content="noindex" />}
      {contentChunkUrls(locale).map((url) => (
        <link key={url} rel="modulepreload" href={url} />
      ))}
    </>
  )
}
