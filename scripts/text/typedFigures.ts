/**
 * Figures an English writer typed into copy instead of taking them from content/constants.yaml: "the platform fee
 * is 2%" against the constant 5 says something the site does not mean, and every translation made from it
 * repeats it. Each is a note for the change report's careful look (scripts/changes/), never an error: "24 hours"
 * and "3 steps" are honest copy. One beside a constant's term (fee, share, gate, split) names the constant it
 * should be.
 */
import type { Unit } from './units.ts'

export interface TypedFigure {
  /** The line of the unit in its file. */
  line: number
  /** The unit (`paragraph`, `question`, `table row`). */
  unit: string
  /** The figure's value as facts.ts reads it (`2`, `25000`, `2.5`). */
  value: string
  /** The constant's term the unit uses (`fee`), when it uses one. */
  term?: string
  /** The constants of that term (`platformFeePercent`): the figure should be `<Constant name="…" />`. */
  constants?: string[]
}

/** The terms that name a business constant in copy; each is found in the constants' names (platformFeePercent). */
export const CONSTANT_TERMS = ['fee', 'share', 'gate', 'split'] as const

const words = (name: string) => name.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase().split(/\s+/)

/**
 * The figures typed in English units (digits, not words: "one more step" is copy), with the constant each should
 * be when the unit uses a constant's term. `constantNames` are the names of content/constants.yaml's `constants`;
 * `splitNames` its `tokenSplit` (the constants a "split" is made of).
 */
export function typedFiguresInEnglish(units: readonly Unit[], constantNames: readonly string[], splitNames: readonly string[] = []): TypedFigure[] {
  const typed: TypedFigure[] = []
  for (const unit of units) {
    const figures = unit.facts.filter((fact) => fact.kind === 'figure' && !fact.spelled)
    if (figures.length === 0) continue
    const text = (unit.text ?? '').toLowerCase()
    const term = CONSTANT_TERMS.find((candidate) => new RegExp(`\\b${candidate}(?:s|d)?\\b`).test(text))
    const named = term === undefined ? [] : constantNames.filter((name) => words(name).includes(term))
    const constants = term === 'split' && named.length === 0 ? [...splitNames] : named
    for (const figure of figures) {
      typed.push({ line: unit.line, unit: unit.kind, value: figure.value, ...(term ? { term } : {}), ...(constants.length > 0 ? { constants } : {}) })
    }
  }
  return typed
}

/** A typed figure as one line of a note: `line 6 (paragraph): 2 typed beside "fee" — use <Constant name="platformFeePercent" />`. */
export function describeTypedFigure(figure: TypedFigure): string {
  const where = `line ${figure.line} (${figure.unit}): the figure ${figure.value} is typed`
  if (figure.constants) return `${where} beside "${figure.term}" — use ${figure.constants.map((name) => `<Constant name="${name}" />`).join(' or ')}, so that it is the constant's value`
  return `${where}, not taken from content/constants.yaml — check that it is not a business figure`
}
