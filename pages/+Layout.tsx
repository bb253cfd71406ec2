import '../src/styles/global.css'
import { I18nProvider } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LINKS } from '../content/constants'
import { ComingSoonDialog } from '../src/components/ComingSoonDialog'
import { LanguageChangeAnnouncer } from '../src/components/LanguageChangeAnnouncer'
import { Nav } from '../src/components/Nav'
import { useInvokerCommandFallback } from '../src/components/OpenDialogButton'
import { Prerendered } from '../src/components/Prerendered'
import { SkipLink } from '../src/components/SkipLink'
import { useLocaleBundle } from '../src/i18n/useLocaleBundle'
import { Footer } from '../src/sections/Footer'

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={useLocaleBundle().i18n}>
      <Frame>{children}</Frame>
    </I18nProvider>
  )
}

function Frame({ children }: { children: ReactNode }) {
  useInvokerCommandFallback()
  return (
    <>
      <SkipLink />
      <Nav />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Prerendered>
        {import.meta.env.SSR && <FooterAndDialogs />}
      </Prerendered>
      <LanguageChangeAnnouncer />
    </>
  )
}

/** Prerendered only: the footer and the coming-soon dialogs (Trade names the platform it will open on). */
function FooterAndDialogs() {
  const { t } = useLingui()
  const tradePlatform = new URL(LINKS.trade).hostname
  return (
    <>
      <Footer />
      <ComingSoonDialog name="comingSoon" />
      <ComingSoonDialog name="trade" title={t`Coming soon on ${tradePlatform}`} />
    </>
  )
}
