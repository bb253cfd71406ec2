import { Cta } from '../../src/sections/Cta'
import { FaqSection } from '../../src/sections/FaqSection'
import { Features } from '../../src/sections/Features'
import { Hero } from '../../src/sections/Hero'
import { Steps } from '../../src/sections/Steps'
import { TokenEconomy } from '../../src/sections/TokenEconomy'

export default function Page() {
  return (
    <>
      <Hero />
      <Features />
      <Steps />
      <TokenEconomy />
      <FaqSection />
      <Cta />
    </>
  )
}
