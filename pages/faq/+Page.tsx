import { Cta } from '../../src/sections/Cta'
import { FaqPageList } from '../../src/sections/FaqPageList'
import { PageIntro } from '../../src/sections/PageIntro'

export default function Page() {
  return (
    <>
      <PageIntro page="faq" />
      <FaqPageList />
      <Cta />
    </>
  )
}
