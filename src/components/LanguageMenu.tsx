import { useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { currentPage } from '../content/articles'
import { PARTLY_ENGLISH } from '../content/generated/status'
import { localizedUrl } from '../i18n/localizedUrl'
import { LOCALE_NAMES, LOCALES } from '../i18n/locales'
import { useLocale, useLogicalPath } from '../content/useLocaleBundle'
import { Island } from '../islands/Island'
import LanguageMenuIsland from '../islands/LanguageMenu.island'
import styles from './LanguageMenu.module.css'

/**
 * The language menu of the navigation (server side): works out the links and labels for this page and renders
 * the LanguageMenu island, which wakes on the first interaction with it (hover, focus, key or touch).
 */
export function LanguageMenu() {
  const { t } = useLingui()
  const locale = useLocale()
  const path = useLogicalPath()
  const pageContext = usePageContext()
  const { is404 } = pageContext
  const contentPage = currentPage(pageContext)
  // The 404 page has no counterpart in other languages: its language links go to each language's home page.
  const target = is404 ? '/' : path
  const currentName = LOCALE_NAMES[locale]
  const partlyEnglish = t`partly English`

  return (
    <Island
      name="LanguageMenu"
      component={LanguageMenuIsland}
      when="interaction"
      props={{
        classes: {
          languageMenu: styles.languageMenu!,
          button: styles.button!,
          chevron: styles.chevron!,
          popover: styles.popover!,
          list: styles.list!,
          item: styles.item!,
          partly: styles.partly!,
        },
        popoverId: 'language-menu',
        buttonLabel: t`Language: ${currentName}`,
        currentName,
        listLabel: t`Languages`,
        pageLocale: locale,
        languages: LOCALES.map(code => ({
          code,
          name: LOCALE_NAMES[code],
          href: localizedUrl(target, code),
          current: code === locale,
          ...(contentPage && PARTLY_ENGLISH[code].includes(contentPage) ? { partlyEnglish } : {}),
        })),
      }}
    />
  )
}
