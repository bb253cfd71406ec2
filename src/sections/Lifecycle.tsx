import { Section } from './Section'

/** How a creator coin launches (content/<locale>/sections/lifecycle.mdx); the whole section is prose. */
export function Lifecycle() {
  return <Section id="launch" content="lifecycle">{null}</Section>
}
