/**
 * Figures typed in English copy that are a constant's value ("$24,000" goes stale when presaleGateUsd changes):
 * an error when surely the constant (a dollar amount equal to a dollar constant, a count followed by the constant's
 * noun: "100,000 early users"), a note when it only may be ("20% of viewers"). `figures_not_constants` silences one.
 */
import type { ConstantName } from '../../src/content/constants.ts'
import type { Constants } from './types.ts'
import { normaliseText } from '../text/normalise.ts'

/** A figure as written, the constant it equals, and whether that is surely the constant (error) or maybe (note). */
export interface TypedConstant {
  written: string
  name: ConstantName
  severity: 'error' | 'note'
}

/** A number as people write it: currency, grouped digits, decimals, multiplier, unit, then the next two words. */

const NUMBER =
  /(?<![\p{L}\p{N}.,])((?:US\$|[A-Z]{3}\s?|\p{Sc})\s?)?(\d{1,3}(?:[,\u00a0\u202f\u2009 ]\d{3})+|\d+)(?:\.(\d+))?(?:\s?(k|K|m|M|B|bn|thousand|million|billion)(?![\p{L}]))?(?:\s?(%|percent\b|per cent\b|[- ]?hours?\b|h\b|[A-Z]{3}\b|dollars?\b|euros?\b|pounds?\b|yen\b|\p{Sc}))?((?:\s+[\p{L}-]+){0,2})/gu

/** Spelled-out amounts: "twenty-four thousand dollars". */
const UNITS = (
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen ' +
  'eighteen nineteen'
).split(' ')
const TENS = ',,twenty,thirty,forty,fifty,sixty,seventy,eighty,ninety'.split(',')
const SPELLED = new RegExp(
  `\\b(?:(${TENS.filter(Boolean).join('|')})(?:[- ](${UNITS.slice(1, 10).join('|')}))?|(${UNITS.join('|')}))` +
    `(?:\\s(hundred))?\\s(thousand|million|billion)\\s(US dollars|dollars|USD)\\b`,
  'gi',
)

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  K: 1e3,
  thousand: 1e3,
  m: 1e6,
  M: 1e6,
  million: 1e6,
  B: 1e9,
  bn: 1e9,
  billion: 1e9,
}

type Kind = 'usd' | 'other-currency' | 'percent' | 'hours' | undefined

function kindOf(currency: string | undefined, unit: string | undefined): Kind {
  const before = currency?.trim()
  const after = unit?.trim()
  if (before === '$' || before === 'US$' || before === 'USD' || after === 'USD' || /^dollars?$/i.test(after ?? ''))
    return 'usd'
  if (before || (after && /^(\p{Sc}|[A-Z]{3}|euros?|pounds?|yen)$/u.test(after))) return 'other-currency'
  if (after && /%|percent|per cent/.test(after)) return 'percent'
  if (after && /h/.test(after)) return 'hours'
  return undefined
}

/** The words of a constant's name ("earlyUsers" → early, users), each also without a plural s. */
function nounsOf(name: string): string[] {
  const words = name.split(/(?=[A-Z])/).map(word => word.toLowerCase())
  return words.flatMap(word => [word, word.replace(/s$/, '')])
}

type ConstantEntry = [ConstantName, Constants['CONSTANTS'][ConstantName]]

/** The constant `value` in `kind` would be, with how sure that is; `following` is the two words after the figure. */
function constantFor(
  value: number,
  kind: Kind,
  following: string,
  constants: Constants,
): Omit<TypedConstant, 'written'> | undefined {
  for (const [name, constant] of Object.entries(constants.CONSTANTS) as ConstantEntry[]) {
    if (constant.value !== value) continue
    const format = constant.format.startsWith('usd') ? 'usd' : constant.format === 'compact' ? 'count' : constant.format
    if (format === 'usd') {
      if (kind === 'usd') return { name, severity: 'error' }
    } else if (format === 'count') {
      if (kind !== undefined || value < 1000) continue
      const words = following
        .toLowerCase()
        .split(/[\s-]+/)
        .filter(Boolean)
      const nouns = nounsOf(name)
      return { name, severity: words.some(word => nouns.includes(word)) ? 'error' : 'note' }
    } else if (kind === format) {
      // A percentage or a number of hours is often another figure that happens to be equal: "a 1% chance".
      return { name, severity: 'note' }
    }
  }
  return undefined
}

/** The constants `text` types as figures, in the order written, minus the figures in `notConstants`. */
export function typedConstants(
  text: string,
  constants: Constants,
  notConstants: readonly string[] = [],
): TypedConstant[] {
  const found: { index: number; typed: TypedConstant }[] = []
  const normalised = normaliseText(text)
  const allowed = notConstants.map(figure => normaliseText(figure).trim().toLowerCase())
  const add = (index: number, written: string, match: Omit<TypedConstant, 'written'> | undefined) => {
    if (!match || allowed.some(figure => written.toLowerCase().includes(figure))) return
    found.push({ index, typed: { written, ...match } })
  }
  for (const match of normalised.matchAll(NUMBER)) {
    const [, currency, whole, decimals, multiplier, unit, following = ''] = match
    const value =
      Number(`${whole!.replace(/\D/g, '')}${decimals ? `.${decimals}` : ''}`) *
      (multiplier ? MULTIPLIERS[multiplier]! : 1)
    const written = match[0].slice(0, match[0].length - following.length).trim()
    add(match.index, written, constantFor(value, kindOf(currency, unit), following, constants))
  }
  for (const match of normalised.matchAll(SPELLED)) {
    const [written, tens, unitOfTens, unit, hundred, multiplier] = match
    const small = tens
      ? TENS.indexOf(tens.toLowerCase()) * 10 + (unitOfTens ? UNITS.indexOf(unitOfTens.toLowerCase()) : 0)
      : UNITS.indexOf(unit!.toLowerCase())
    const value = small * (hundred ? 100 : 1) * MULTIPLIERS[multiplier!.toLowerCase()]!
    add(match.index, written, constantFor(value, 'usd', '', constants))
  }
  return found.sort((a, b) => a.index - b.index).map(({ typed }) => typed)
}
