import '../src/styles/global.css'
import { I18nProvider } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LINKS } from '../src/content/constants'
import { ComingSoonDialog } from '../src/components/ComingSoonDialog'
import { LanguageChangeAnnouncer } from '../src/components/LanguageChangeAnnouncer'
import { Nav } from '../src/components/Nav'
import { SkipLink } from '../src/components/SkipLink'
import { useLocaleBundle } from '../src/content/useLocaleBundle'
import { Footer } from '../src/sections/Footer'

/** The frame of every page (prerendered only; its interactive parts are islands, see src/islands/). */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={useLocaleBundle().i18n}>
      <Frame>{children}</Frame>
    </I18nProvider>
  )
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  // The Trade dialog names the platform it will open on.
  const tradePlatform = new URL(LINKS.trade).hostname
  return (
    <>
      <SkipLink />
      <Nav />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ComingSoonDialog name="comingSoon" />
      <ComingSoonDialog name="trade" title={t`Coming soon on ${tradePlatform}`} />
      <LanguageChangeAnnouncer />
    </>
  )
}
