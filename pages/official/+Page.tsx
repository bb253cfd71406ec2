import { OfficialCheckerSection } from '../../src/sections/OfficialChecker'
import { OfficialLinks } from '../../src/sections/OfficialLinks'
import { OfficialRules } from '../../src/sections/OfficialRules'
import { PageIntro } from '../../src/sections/PageIntro'

/** /official/: what is really ours (content/constants.yaml), a checker for look-alikes, and the rules. */
export default function Page() {
  return (
    <>
      <PageIntro page="official" />
      <OfficialLinks />
      <OfficialCheckerSection />
      <OfficialRules />
    </>
  )
}
