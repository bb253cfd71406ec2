/**
 * The `{name}` placeholders of frontmatter text, filled: the rule the site's pages use (scripts/content/generate.ts)
 * and the editor's lists (scripts/admin/browser/siteFormat.ts), which is why this file imports nothing heavy (it is in
 * the editor's browser script). The names are checked by checkPlaceholders (frontmatter.ts).
 */
import { formatNumber, isConstantForm } from '../../src/format/formatNumber.ts'
import type { Constants } from './types.ts'

/** `{name}`, or `{name:form}` for a figure in one of CONSTANT_FORMS (`{creatorSharePercent:article}`). */
export const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g

/**
 * Every text field with `{brand}` and `{constantName}` replaced by the product name and the figure formatted for
 * `locale` (the locale of the page, which for an English fallback is not the file's). Done once, here, so that no
 * component has to remember it. The names were checked by checkPlaceholders.
 */
export function fillPlaceholders(
  data: Record<string, unknown>,
  locale: string,
  constants: Pick<Constants, 'BRAND_NAME' | 'CONSTANTS'>,
): Record<string, unknown> {
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (placeholder, name: string, form: string | undefined) => {
      if (name === 'brand' && form === undefined) return constants.BRAND_NAME
      if (!Object.hasOwn(constants.CONSTANTS, name) || (form !== undefined && !isConstantForm(form))) return placeholder
      const { value, format } = constants.CONSTANTS[name as keyof Constants['CONSTANTS']]
      return formatNumber(value, format, locale, form ? { form } : {})
    })
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => [field, typeof value === 'string' ? fill(value) : value]),
  )
}
