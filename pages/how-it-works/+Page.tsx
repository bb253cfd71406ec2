import { Prerendered } from '../../src/components/Prerendered'
import { Cta } from '../../src/sections/Cta'
import { Lifecycle } from '../../src/sections/Lifecycle'
import { PageIntro } from '../../src/sections/PageIntro'
import { Steps } from '../../src/sections/Steps'
import { TokenEconomy } from '../../src/sections/TokenEconomy'

export default function Page() {
  return (
    <Prerendered>
      {import.meta.env.SSR && (
        <>
          <PageIntro page="how-it-works" />
          <Steps detailed />
          <Lifecycle />
          <TokenEconomy id="tokenomics" />
          <Cta />
        </>
      )}
    </Prerendered>
  )
}
