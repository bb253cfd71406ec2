import { PAGE_SCRIPT } from 'virtual:page-script'
import { usePageContext } from 'vike-react/usePageContext'
import { currentPage } from '../src/content/articles'
import { UNTRANSLATED } from '../src/content/generated/status'
import { isLocale, type Locale } from '../src/i18n/locales'
import { labelled } from '../src/i18n/typography'
import { pageLocale } from '../src/i18n/pageLocale'
import { absoluteUrl, alternates, OG_IMAGE_SIZE, OG_LOCALES, pageRoute, THEME_COLOR } from '../src/seo/site'
import { markdownCopyPath } from '../src/seo/markdownCopy'
import { BRAND_NAME } from '../src/content/constants'
import { newsBannerSlug } from '../src/news/newsView'
import { localizedUrl } from '../src/i18n/localizedUrl'
import { NEWS_BANNER_SCRIPT } from '../src/news/bannerScript'
import { newsFeedTitles } from '../src/news/feedTitles'
import { NEWS_FEEDS, newsFeedPath } from '../src/news/newsRoutes'

/**
 * Head tags every page has (server only): the page-script loader, indexing, canonical and alternates, social cards,
 * the site's news feeds. A page's own tags (structured data, a news list's pagination and tag feed) are in its own
 * +Head.tsx, which vike-react adds to these (the Head setting is cumulative, https://vike.dev/Head).
 */
export default function Head() {
  const pageContext = usePageContext()
  const locale = pageLocale(pageContext)
  const page = currentPage(pageContext)
  // The Open Graph image's text, as the card shows it (scripts/build/ogImages.ts): pages/+imageAlt.ts, or the
  // page's own (an article's heading, a news post's title).
  const heroLine = pageContext.config.imageAlt?.(pageContext)
  const feedTitles = pageContext.bundle && newsFeedTitles(pageContext.bundle.i18n)
  const banner = newsBannerSlug()
  // A page whose main content is still in English in its locale (an untranslated article) is kept out of search
  // engines; one that shows a few English entries among translated ones stays indexed (they are marked lang="en").
  const noindex = pageContext.is404 || page === undefined || UNTRANSLATED[locale].includes(page)
  const indexedPage = noindex ? undefined : page
  // Every page but the lists (news lists end with a slash), the search page and the 404 page has a Markdown copy for
  // assistants (scripts/llms/llmsFiles.ts); untranslated ones too, whose copy is the English text the page shows.
  const markdownCopy =
    !pageContext.is404 && page !== undefined && !page.endsWith('/')
      ? markdownCopyPath(localizedUrl(pageRoute(page), locale))
      : undefined
  return (
    <>
      <meta name="theme-color" content={THEME_COLOR} />
      {/* CAREFUL HERE: no first paint before <main> is parsed to its end tag
          (https://html.spec.whatwg.org/#link-type-expect;
          Chromium 124+, others ignore it). Painted while the parser was still in the header or the hero (a slow phone,
          a loaded machine), the search box stood where the menu goes and moved when the rest arrived, a layout shift.
          A page is 6-11 KB compressed, so this waits for one more read of the document at most; Lighthouse's FCP and
          LCP did not move. Holding the paint only until the header's end left the search box moving in 2 loads of 8:
          the cause is not yet found (docs/budgets.md). Every page has <main id="main"> (pages/+Layout.tsx). */}
      <link rel="expect" href="#main" blocking="render" />
      <PageScriptLoader />
      {/* The pinned-news banner's dismissal, applied before the first paint (src/news/bannerScript.ts). */}
      {banner && <meta name="news-banner" content={banner} />}
      {banner && <script dangerouslySetInnerHTML={{ __html: NEWS_BANNER_SCRIPT }} />}
      {/* The web manifest (issue 5: every page has the favicon set and a web manifest; scripts/build/icons.ts draws
          both). Chromium fetches it for its install check before the first paint, and Lighthouse's simulation counts
          that request in LCP: one round trip on HTTP/1.1, nothing on HTTP/2 (docs/budgets.md, "Why the manifest
          counts"). Where it sits in the head does not change that. */}
      <link rel="manifest" href="/site.webmanifest" />
      {/* The news feeds of the page's language (scripts/news/feeds.ts); a tag's page adds its own
          (pages/news/+Head.tsx). */}
      {feedTitles &&
        (Object.keys(NEWS_FEEDS) as (keyof typeof NEWS_FEEDS)[]).map(kind => (
          <link
            key={kind}
            rel="alternate"
            type={NEWS_FEEDS[kind].type}
            title={feedTitles[kind]}
            href={localizedUrl(newsFeedPath(kind), locale)}
          />
        ))}
      {/* The page's text as Markdown, for assistants; nginx and the edge also answer the page's URL with it for
          Accept: text/markdown. */}
      {markdownCopy && <link rel="alternate" type="text/markdown" href={markdownCopy} />}
      {/* For browsers without SVG icons and for crawlers; the SVG icon is inlined by pages/+favicon.ts. Drawn by
          scripts/build/icons.ts. */}
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <SocialCard locale={locale} indexedPage={indexedPage} heroLine={heroLine} />
      {noindex && <meta name="robots" content="noindex" />}
      {indexedPage !== undefined && <SearchLinks page={indexedPage} locale={locale} />}
    </>
  )
}

/** The page's one module script: the loader that fetches the page script after the first paint. */
function PageScriptLoader() {
  return PAGE_SCRIPT.loader === undefined ? (
    <script type="module" data-page-script={PAGE_SCRIPT.src} src={PAGE_SCRIPT.loaderSrc} />
  ) : (
    <script type="module" data-page-script={PAGE_SCRIPT.src} dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT.loader }} />
  )
}

/**
 * The page's Open Graph card: the site, the page's language and (an indexed page) its other languages, the image's
 * type, size and text (heroLine). og:url comes with the canonical URL (SearchLinks).
 */
function SocialCard({
  locale,
  indexedPage,
  heroLine,
}: {
  locale: Locale
  indexedPage: string | undefined
  heroLine: string | undefined
}) {
  return (
    <>
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {/* The other languages the page is read in, from the same table as its hreflang alternates. */}
      {indexedPage !== undefined &&
        alternates(indexedPage, UNTRANSLATED).flatMap(({ hreflang }) =>
          isLocale(hreflang) && hreflang !== locale
            ? [<meta key={hreflang} property="og:locale:alternate" content={OG_LOCALES[hreflang]} />]
            : [],
        )}
      {/* og:image and twitter:card (summary_large_image) come from pages/+image.ts through vike-react. */}
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      {heroLine && <meta property="og:image:alt" content={labelled(BRAND_NAME, heroLine, locale)} />}
    </>
  )
}

/** An indexed page's canonical URL (also its og:url) and its hreflang alternates, one per language it is read in. */
function SearchLinks({ page, locale }: { page: string; locale: Locale }) {
  return (
    <>
      <link rel="canonical" href={absoluteUrl(page, locale)} />
      <meta property="og:url" content={absoluteUrl(page, locale)} />
      {alternates(page, UNTRANSLATED).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  )
}
