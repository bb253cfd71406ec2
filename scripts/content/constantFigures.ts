/**
 * Figures typed in English copy that are a constant's value: "$24,000" typed in an answer is right today and wrong
 * after the next change of presaleGateUsd in content/constants.yaml. English copy writes a business figure with
 * `<Constant name="…" />` (frontmatter `{name}`), so one edit of constants.yaml changes every page. A figure that is no
 * constant ("the first 6 questions") is fine, and so is a year or a step number that happens to equal a small
 * constant: a value under 1,000 counts only when written with the constant's unit ("5%", "24 hours", "$20").
 */
import type { ConstantName } from '../../src/content/constants.ts'
import type { Constants } from './types.ts'
import { normaliseText } from './suspiciousText.ts'

/** A figure as written, its value, and the constant it equals. */
export interface TypedConstant {
  written: string
  name: ConstantName
}

/**
 * A number as people write it: an optional currency ($, US$, USD), digits grouped by commas, spaces (also no-break
 * and thin ones) or none, an optional decimal part, then an optional multiplier (k, K, M, B, thousand, million,
 * billion) and an optional unit (%, percent, hours, h, USD, dollars).
 */
const NUMBER = /(?<![\p{L}\p{N}.,])((?:US\$|\$|USD\s?)\s?)?(\d{1,3}(?:[,\u00a0\u202f\u2009 ]\d{3})+|\d+)(?:\.(\d+))?(?:\s?(k|K|m|M|B|bn|thousand|million|billion)(?![\p{L}]))?(?:\s?(%|percent\b|per cent\b|[- ]?hours?\b|h\b|USD\b|dollars?\b))?/gu

const MULTIPLIERS: Record<string, number> = { k: 1e3, K: 1e3, thousand: 1e3, m: 1e6, M: 1e6, million: 1e6, B: 1e9, bn: 1e9, billion: 1e9 }

/** The constants `text` types as figures, in the order written. */
export function typedConstants(text: string, constants: Constants): TypedConstant[] {
  const found: TypedConstant[] = []
  for (const match of normaliseText(text).matchAll(NUMBER)) {
    const [written, currency, whole, decimals, multiplier, unit] = match
    const value = Number(`${whole!.replace(/\D/g, '')}${decimals ? `.${decimals}` : ''}`) * (multiplier ? MULTIPLIERS[multiplier]! : 1)
    const kind = currency || /^(usd|dollars?)$/i.test(unit?.trim() ?? '') ? 'usd'
      : unit && /%|percent|per cent/.test(unit) ? 'percent'
      : unit && /h/.test(unit) ? 'hours'
      : undefined
    for (const [name, constant] of Object.entries(constants.CONSTANTS) as [ConstantName, Constants['CONSTANTS'][ConstantName]][]) {
      if (constant.value !== value) continue
      const format = constant.format.startsWith('usd') ? 'usd' : constant.format === 'compact' ? 'count' : constant.format
      // A large value is distinctive in any spelling; a small one only with its unit, and never with another unit.
      const sameUnit = kind === undefined ? value >= 1000 : kind === format
      if (sameUnit) {
        found.push({ written: written.trim(), name })
        break
      }
    }
  }
  return found
}
