import { Prerendered } from '../../src/components/Prerendered'
import { Cta } from '../../src/sections/Cta'
import { FaqSection } from '../../src/sections/FaqSection'
import { PageIntro } from '../../src/sections/PageIntro'

export default function Page() {
  return (
    <Prerendered>
      {import.meta.env.SSR && (
        <>
          <PageIntro page="faq" />
          <FaqSection all />
          <Cta />
        </>
      )}
    </Prerendered>
  )
}
