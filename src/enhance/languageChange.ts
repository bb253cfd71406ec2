import { languageCookie } from '../i18n/languageCookie'

const STORAGE_KEY = 'language-changed-to'
/** How long the confirmation stays on screen. */
const VISIBLE_MS = 4000
/** The live region must be in the accessibility tree before its text changes, or screen readers miss it. */
const ANNOUNCE_AFTER_MS = 150

/**
 * The language-change confirmation: following a language link (`data-language-switch` in the language menu)
 * remembers the language, and the next page, in that language, fills its live region with the prerendered
 * message ("Language changed to: 日本語") for a few seconds. The choice is also kept in a cookie (a locale code and
 * nothing else, src/i18n/languageCookie.ts) that the servers read on `/` alone, so that the root opens in the
 * chosen language on later visits, English included (scripts/deploy/rootLanguage.ts). It is set here, by the
 * script every page already runs, so no page gains a script and the Content-Security-Policy stays as it is; a
 * click before the script has loaded changes the language without remembering it.
 */
export function announceLanguageChanges(root: ParentNode = document) {
  document.addEventListener('click', event => {
    const link = event.target instanceof Element && event.target.closest<HTMLElement>('a[data-language-switch]')
    if (!link) return
    // Synchronous on purpose: the navigation this click starts must carry it (cookieStore.set() resolves later).
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = languageCookie(link.dataset.languageSwitch ?? '')
    try {
      sessionStorage.setItem(STORAGE_KEY, link.dataset.languageSwitch ?? '')
    } catch {
      // Storage can be disabled; the language still changes, only the confirmation is skipped.
    }
  })

  const region = root.querySelector<HTMLElement>('[data-language-announcement]')
  let changedTo: string | null = null
  try {
    changedTo = sessionStorage.getItem(STORAGE_KEY)
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    return
  }
  if (!region || changedTo !== region.dataset.locale) return
  setTimeout(() => {
    region.textContent = region.dataset.languageAnnouncement ?? ''
    setTimeout(() => (region.textContent = ''), VISIBLE_MS - ANNOUNCE_AFTER_MS)
  }, ANNOUNCE_AFTER_MS)
}
