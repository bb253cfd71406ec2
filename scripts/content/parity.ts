/**
 * Structural parity of a translation with its English original: the facts of a body (its components, with their
 * attributes) and the `{name}` placeholders of each frontmatter field. A translation holds the same ones, the same
 * number of times, in any order its grammar needs.
 *
 * Generic over node kinds: a node kind joins the comparison by getting an entry in PARITY, which says how the node
 * is written in a message (and so which attributes make two of them the same fact).
 */
import type { BodyNode } from '../../src/content/schema.ts'

/** A fact of a body, as a writer would type it, and the line it is on. */
export interface Fact {
  key: string
  line: number
}

type NodeOf<Type extends BodyNode['type']> = Extract<BodyNode, { type: Type }>

/** Node kinds a translation must keep, each written the way the writer types it (attributes in a fixed order). */
export const PARITY: { [Type in BodyNode['type']]?: (node: NodeOf<Type>) => string } = {
  ContractAddress: () => '<ContractAddress />',
  Brand: () => '<Brand />',
  // `form` is grammar, not a fact: "a 24-hour timer" in English is "24時間のタイマー" in Japanese.
  Constant: (node) => `<Constant name="${String(node.name)}" />`,
  ExternalLink: (node) => `<ExternalLink name="${String(node.name)}">`,
}

export function factOf(node: BodyNode): Omit<Fact, 'line'> | undefined {
  const describe = PARITY[node.type] as ((node: BodyNode) => string) | undefined
  return describe ? { key: describe(node) } : undefined
}

/** A difference between a translation's facts and its original's: a fact dropped or added, with how many times. */
export interface ParityGap {
  key: string
  /** Where the translation has it (an added fact), or undefined (a dropped one). */
  line?: number
  kind: 'drops' | 'adds'
  english: number
  translation: number
}

/** The facts of `translation` against those of `english`, as a multiset: order does not matter, counts do. */
export function compareFacts(english: readonly Omit<Fact, 'line'>[], translation: readonly Fact[]): ParityGap[] {
  const count = (facts: readonly Omit<Fact, 'line'>[]) => {
    const counts = new Map<string, number>()
    for (const { key } of facts) counts.set(key, (counts.get(key) ?? 0) + 1)
    return counts
  }
  const inEnglish = count(english)
  const inTranslation = count(translation)
  const gaps: ParityGap[] = []
  for (const [key, number] of inEnglish) {
    const translated = inTranslation.get(key) ?? 0
    if (translated < number) gaps.push({ key, kind: 'drops', english: number, translation: translated })
  }
  for (const [key, number] of inTranslation) {
    const original = inEnglish.get(key) ?? 0
    if (number > original) {
      const line = translation.filter((fact) => fact.key === key)[original]?.line
      gaps.push({ key, kind: 'adds', english: original, translation: number, ...(line ? { line } : {}) })
    }
  }
  return gaps
}

/** How a gap reads in a message: "drops <Brand /> that content/en/… has" or "adds … that content/en/… does not have". */
export function describeGap(gap: ParityGap, englishFile: string): string {
  const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`)
  if (gap.kind === 'drops') {
    return gap.translation === 0
      ? `the translation drops ${gap.key} that ${englishFile} has`
      : `the translation has ${gap.key} ${times(gap.translation)} but ${englishFile} has it ${times(gap.english)}`
  }
  return gap.english === 0
    ? `the translation adds ${gap.key} that ${englishFile} does not have`
    : `the translation has ${gap.key} ${times(gap.translation)} but ${englishFile} has it ${times(gap.english)}`
}

// `{name:form}` is the same fact as `{name}`: the form is grammar (an Italian article), as for <Constant form>.
const PLACEHOLDER = /\{(\w+)(?::\w+)?\}/g

/** The `{name}` placeholders of a frontmatter text field, as facts. */
export function placeholderFacts(value: string): Omit<Fact, 'line'>[] {
  return [...value.matchAll(PLACEHOLDER)].map(([, name]) => ({ key: `{${name}}` }))
}
