/**
 * Figures an English change types into copy instead of taking them from content/constants.yaml ("a fee of 2%" against
 * the constant 5), which every language would show as fallback. A figure equal to a constant's value is the constant;
 * one beside a constant's term (fee, share, gate, split, …) names it.
 */
import type { Constants } from '../registry/readConstants.ts'

export interface TypedFigure {
  written: string
  /** The constants whose term is beside it (`platformFeePercent` for "fee"). */
  constants: string[]
}

/** A percentage, an amount of money, or a number with a multiplier: what a business figure looks like in copy. */
const FIGURE =
  /(?<![\p{L}\p{N}])(?:(?:US\$|\p{Sc})\s?\d[\d,.]*(?:\s?(?:k|K|M|B|thousand|million|billion)\b)?|\d[\d,.]*\s?(?:%|percent\b|per cent\b|(?:k|K|M|B)\b|thousand\b|million\b|billion\b|USD\b|SOL\b|dollars?\b))/gu
const UNITS = /(Percent|Usd|Hours)$/

/** Each constant's term: the last word of its name before the unit (`platformFeePercent` → fee). The split: `split`. */
export function constantTerms(constants: Pick<Constants, 'CONSTANTS' | 'TOKEN_SPLIT'>): Map<string, string[]> {
  const terms = new Map<string, string[]>()
  const add = (term: string, name: string) => terms.set(term, [...(terms.get(term) ?? []), name])
  for (const name of Object.keys(constants.CONSTANTS)) {
    const words = name.replace(UNITS, '').split(/(?=[A-Z])/)
    add(words.at(-1)!.toLowerCase().replace(/s$/, ''), name)
  }
  for (const name of constants.TOKEN_SPLIT) add('split', name)
  return terms
}

const MULTIPLIERS: [RegExp, number][] = [
  [/\b(k|K|thousand)\b/, 1e3],
  [/\b(M|million)\b/, 1e6],
  [/\b(B|billion)\b/, 1e9],
]
const valueOf = (written: string) =>
  Number((/\d[\d,.]*/.exec(written)?.[0] ?? '').replace(/,/g, '')) *
  (MULTIPLIERS.find(([word]) => word.test(written))?.[1] ?? 1)

/** The figures `text` types that no constant's value gives, each with the constants whose term is within four words. */
export function typedFigures(text: string, constants: Pick<Constants, 'CONSTANTS' | 'TOKEN_SPLIT'>): TypedFigure[] {
  const values = new Set(Object.values(constants.CONSTANTS).map(constant => constant.value))
  const terms = constantTerms(constants)
  const found: TypedFigure[] = []
  for (const match of text.matchAll(FIGURE)) {
    const written = match[0].trim()
    if (values.has(valueOf(written))) continue
    const near = [
      ...text.slice(0, match.index).split(/\s+/).slice(-5),
      ...text
        .slice(match.index + match[0].length)
        .split(/\s+/)
        .slice(0, 5),
    ].map(word =>
      word
        .toLowerCase()
        .replace(/[^\p{L}]/gu, '')
        .replace(/s$/, ''),
    )
    const named = [...new Set(near.flatMap(word => terms.get(word) ?? []))]
    found.push({ written, constants: named })
  }
  return found
}
