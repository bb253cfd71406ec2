import type { AnchorHTMLAttributes } from 'react'
import { LINKS, type LinkName } from '../content/constants'

/** A link to one of the external sites in content/constants.yaml; opens in a new tab without leaking the opener. */
export function ExternalLink({ name, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { name: LinkName }) {
  return <a href={LINKS[name]} target="_blank" rel="noopener noreferrer" {...props} />
}
