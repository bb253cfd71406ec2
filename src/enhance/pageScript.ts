// The only script a page loads before any interaction, fetched by the page-script loader after the first paint
// (pageScriptLoader.ts). The pages are HTML-only: nothing hydrates the page as a whole. What needs no React is done
// here in a few lines; each interactive component is an island that fetches React when it wakes up.
import { compactNavigationOnScroll } from './compactNavigation'
import { enableCopyButtons } from './copyButtons'
import { openFaqFromAddress } from './faqDeepLinks'
import { fallBackToScriptForInvokerCommands } from './invokerCommandFallback'
import { announceLanguageChanges } from './languageChange'
import { logNotFound } from './logNotFound'
import { enhanceSearchBox } from './searchBox'
import { syncPopoverButtons } from './popoverButtons'
import { startIslands } from '../islands/startIslands'

// Each enhancement on its own: one that throws leaves the others and the islands working.
for (const enhance of [
  compactNavigationOnScroll,
  syncPopoverButtons,
  fallBackToScriptForInvokerCommands,
  announceLanguageChanges,
  logNotFound,
  enhanceSearchBox,
  openFaqFromAddress,
  enableCopyButtons,
  startIslands,
]) {
  try {
    enhance()
  } catch (error) {
    console.error(error)
  }
}
// The page marks that its script has run: browser tests and check:budgets wait for it; so can a curious developer.
document.documentElement.dataset.enhanced = 'true'
