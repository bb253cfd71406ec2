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
  const { t } = useLingui()
  const tradePlatform = new URL(LINKS.trade).hostname
  useInvokerCommandFallback()
  return (
    <>
      <SkipLink />
      <Nav />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Prerendered>
        {import.meta.env.SSR && (
          <>
            <Footer />
            <ComingSoonDialog name="comingSoon" />
            <ComingSoonDialog name="trade" title={t`Coming soon on ${tradePlatform}`} />
          </>
        )}
      </Prerendered>
      <LanguageChangeAnnouncer />
    </>
  )
}
