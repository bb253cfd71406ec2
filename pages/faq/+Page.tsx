import { Cta } from '../../src/sections/Cta'
import { FaqSection } from '../../src/sections/FaqSection'
import { PageIntro } from '../../src/sections/PageIntro'

export default function Page() {
  return (
    <>
      <PageIntro page="faq" />
      <FaqSection all />
      <Cta />
    </>
  )
}
