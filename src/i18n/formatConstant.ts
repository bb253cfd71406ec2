import { CONSTANTS, type ConstantName } from '../content/constants'
import { formatNumber, type ConstantForm, type FormatOptions } from './formatNumber'

export { formatNumber, type ConstantForm, type FormatOptions } from './formatNumber'

export function formatConstant(name: ConstantName, locale: string, options: FormatOptions = {}): string {
  const { value, format } = CONSTANTS[name]
  return formatNumber(value, format, locale, options)
}

export function isConstantName(name: string): name is ConstantName {
  return Object.hasOwn(CONSTANTS, name)
}

export function isConstantForm(form: string): form is ConstantForm {
  return form === 'adjective'
}
