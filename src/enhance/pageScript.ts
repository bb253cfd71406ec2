// The only script a page loads before any interaction (Vike: https://vike.dev/client). The pages are HTML-only
// (`clientHooks: false` in +config.ts): nothing hydrates the page as a whole. What needs no React is done here in
// a few lines; each interactive component is an island that fetches React when it wakes up.
import { compactNavigationOnScroll } from '../src/enhance/compactNavigation'
import { fallBackToScriptForInvokerCommands } from '../src/enhance/invokerCommandFallback'
import { announceLanguageChanges } from '../src/enhance/languageChange'
import { logNotFound } from '../src/enhance/logNotFound'
import { syncPopoverButtons } from '../src/enhance/popoverButtons'
import { startIslands } from '../src/islands/startIslands'

// Each enhancement on its own: one that throws leaves the others and the islands working.
for (const enhance of [compactNavigationOnScroll, syncPopoverButtons, fallBackToScriptForInvokerCommands, announceLanguageChanges,
  logNotFound, startIslands]) {
  try {
    enhance()
  } catch (error) {
    console.error(error)
  }
}
// Browser tests wait for this; so can a curious developer.
document.documentElement.dataset.enhanced = 'true'
