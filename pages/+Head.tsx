import { PAGE_SCRIPT } from 'virtual:page-script'
import { usePageContext } from 'vike-react/usePageContext'
import { currentPage, publishedArticles } from '../src/content/articles'
import { UNTRANSLATED } from '../src/content/generated/status'
import { isLocale } from '../src/i18n/locales'
import { pageLocale } from '../src/i18n/pageLocale'
import { articleJsonLd } from '../src/seo/articleJsonLd.server'
import { faqJsonLd } from '../src/seo/faqJsonLd.server'
import { absoluteUrl, alternates, OG_IMAGE_SIZE, OG_LOCALES, THEME_COLOR } from '../src/seo/site'
import { BRAND_NAME } from '../src/content/constants'

/** Head tags of every page (server only): indexing, canonical and alternates, social cards. */
export default function Head() {
  const pageContext = usePageContext()
  const locale = pageLocale(pageContext)
  const page = currentPage(pageContext)
  const article = page && pageContext.routeParams?.slug === page ? publishedArticles().find(({ slug }) => slug === page) : undefined
  // A page whose main content is still in English in its locale (an untranslated article) is kept out of search
  // engines; one that shows a few English entries among translated ones stays indexed (they are marked lang="en").
  // The Open Graph image shows the home page's hero line (scripts/build/ogImages.ts).
  // An article's card shows its heading instead (pages/+image.ts).
  const articleHeading = article && pageContext.bundle?.content?.articles[article.slug]?.heading
  const heroLine = articleHeading ?? pageContext.bundle?.content?.pages.home.heading
  const noindex = pageContext.is404 || page === undefined || UNTRANSLATED[locale].includes(page)
  return (
    <>
      <meta name="theme-color" content={THEME_COLOR} />
      {/* The one script of the page: it fetches the page script after the first paint (src/enhance/pageScriptLoader.ts). */}
      {PAGE_SCRIPT.loader === undefined
        ? <script type="module" data-page-script={PAGE_SCRIPT.src} src={PAGE_SCRIPT.loaderSrc} />
        : <script type="module" data-page-script={PAGE_SCRIPT.src} dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT.loader }} />}
      <link rel="manifest" href="/site.webmanifest" />
      {/* With the SVG icon from pages/+favicon.ts; drawn by scripts/build/icons.ts. */}
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {/* The other languages the page is read in, from the same table as its hreflang alternates. */}
      {page !== undefined && !noindex && alternates(page, UNTRANSLATED).flatMap(({ hreflang }) =>
        isLocale(hreflang) && hreflang !== locale ? [<meta key={hreflang} property="og:locale:alternate" content={OG_LOCALES[hreflang]} />] : [])}
      {/* og:image and twitter:card (summary_large_image) come from pages/+image.ts through vike-react. */}
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      {heroLine && <meta property="og:image:alt" content={`${BRAND_NAME}: ${heroLine}`} />}
      {noindex && <meta name="robots" content="noindex" />}
      {page !== undefined && !noindex && (
        <>
          <link rel="canonical" href={absoluteUrl(page, locale)} />
          <meta property="og:url" content={absoluteUrl(page, locale)} />
          {alternates(page, UNTRANSLATED).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
        </>
      )}
      {article && pageContext.bundle?.content?.articles[article.slug] && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: articleJsonLd(pageContext.bundle.content.articles[article.slug]!, article, locale) }}
        />
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
