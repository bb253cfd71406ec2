import { CONSTANTS, type ConstantName } from '../content/constants'
import { formatNumber, type FormatOptions } from './formatNumber'

export { formatNumber, formatSignedDecimal, type FormatOptions } from './formatNumber'

export function formatConstant(name: ConstantName, locale: string, options: FormatOptions = {}): string {
  const { value, format } = CONSTANTS[name]
  return formatNumber(value, format, locale, options)
}
