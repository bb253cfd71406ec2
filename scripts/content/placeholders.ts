/**
 * The `{name}` placeholders of frontmatter text, filled, for the pages and the editor's lists: it is in the editor's
 * browser script, so it imports nothing heavy.
 */
import { formatNumber, isConstantForm } from '../../src/format/formatNumber.ts'
import type { Constants } from './types.ts'

/** `{name}`, or `{name:form}` for a figure in one of CONSTANT_FORMS (`{creatorSharePercent:article}`). */
export const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g

/** Every text field with `{brand}` and `{constantName}` filled for `locale`, the page's (not an English fallback's). */

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
