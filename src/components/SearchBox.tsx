import { useLingui } from '@lingui/react/macro'
import Search from 'lucide-react/icons/search'
import { localizedUrl } from '../i18n/localizedUrl'
import { useLocale } from '../content/useLocaleBundle'
import { SEARCH_INDEX_DIR } from '../search/searchIndexFormat'
import { MAX_QUERY_CHARACTERS } from '../search/searchTerms'
import styles from './SearchBox.module.css'

/**
 * The header's site search: a form with `role="search"` that submits (GET) to the language's search page, which
 * lists every page, so it works without JavaScript. Used, it searches as you type (src/enhance/searchBox.ts wakes
 * src/search/searchClient.ts, which reads its texts and class names from the data attributes here) and shows the
 * results as links in the panel below the box; the status paragraph becomes the live region that
 * announces them.
 */
export function SearchBox() {
  const { t } = useLingui()
  const locale = useLocale()
  // Placeholders filled in the browser (searchClient.ts); Lingui keeps them as named arguments for translators.
  const query = '{query}'
  const count = '{count}'
  return (
    <form
      role="search"
      action={localizedUrl('/search/', locale)}
      method="get"
      className={styles.search}
      data-search-index={`/${SEARCH_INDEX_DIR}/${locale}/`}
      data-locale={locale}
      data-text-loading={t`Loading search…`}
      data-text-none={t`No results for “${query}”`}
      data-text-count={t`Pages found: ${count}`}
      data-text-failed={t`Search is not available right now. Press Enter to see every page.`}
      data-class-title={styles.resultTitle}
      data-class-section={styles.resultSection}
      data-class-excerpt={styles.resultExcerpt}
    >
      <label htmlFor="site-search" className="visually-hidden">{t`Search the site`}</label>
      <Search aria-hidden="true" className={styles.icon} />
      <input
        id="site-search"
        className={styles.input}
        type="search"
        name="q"
        placeholder={t`Search`}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="/"
        maxLength={MAX_QUERY_CHARACTERS}
        // aria-expanded is not allowed on a searchbox (axe: aria-allowed-attr), and role="combobox" would take the
        // searchbox role away from the box; aria-controls names the results it fills.
        aria-controls="site-search-results"
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        /
      </kbd>
      <div id="site-search-results" className={styles.panel} data-search-results="" hidden>
        <ul className={styles.results} aria-label={t`Search results`} />
        <p className={styles.message} data-search-message="" />
      </div>
      {/* The live region: given role="status" when the search wakes (searchClient.ts), so that the page has no
          second status region (LanguageChangeAnnouncer) before the search is used. */}
      <p className="visually-hidden" data-search-status="" />
    </form>
  )
}
