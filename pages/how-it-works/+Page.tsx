import { Cta } from '../../src/sections/Cta'
import { Lifecycle } from '../../src/sections/Lifecycle'
import { PageIntro } from '../../src/sections/PageIntro'
import { Steps } from '../../src/sections/Steps'
import { TokenEconomy } from '../../src/sections/TokenEconomy'

export default function Page() {
  return (
    <>
      <PageIntro page="how-it-works" />
      <Steps detailed />
      <Lifecycle />
      <TokenEconomy id="tokenomics" />
      <Cta />
    </>
  )
}
