import { BRAND_NAME } from '../../content/constants'
import { formatConstant, isConstantName } from './formatConstant'

/** Replaces `{brand}` and `{constantName}` in frontmatter text with the brand and the formatted figure. */
export function fillPlaceholders(text: string, locale: string): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (name === 'brand') return BRAND_NAME
    return isConstantName(name) ? formatConstant(name, locale) : placeholder
  })
}
