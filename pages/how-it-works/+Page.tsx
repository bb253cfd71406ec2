import { Cta } from '../../src/sections/Cta'
import { Lifecycle } from '../../src/sections/Lifecycle'
import { PageIntro } from '../../src/sections/PageIntro'
import { StepsDetailed } from '../../src/sections/StepsDetailed'
import { TokenEconomy } from '../../src/sections/TokenEconomy'

export default function Page() {
  return (
    <>
      <PageIntro page="how-it-works" />
      <StepsDetailed />
      <Lifecycle />
      <TokenEconomy id="tokenomics" />
      <Cta />
    </>
  )
}
