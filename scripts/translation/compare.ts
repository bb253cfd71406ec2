/**
 * A translation's facts against its English, unit by unit (units.ts): the same components and placeholders, as many
 * times; no figure, address, domain, handle or e-mail the English unit does not state, unless it is an official one.
 */
import fs from 'node:fs'
import type { OfficialRegistry } from '../registry/official.ts'
import { checkOfficial } from '../../src/official/checkOfficial.ts'
import { digitsValue, type FactKind, type TextFact } from '../text/facts.ts'
import { pictureOf, type Unit } from '../text/units.ts'
import { identifierText, unstatedTokens } from '../text/identifiers.ts'
import { ADDRESS_FIX } from '../text/suspiciousText.ts'
import { readGlossaryFile, type Glossary, type GlossaryTerm } from './glossary.ts'

export interface FactGap {
  /** `structure`: the units do not line up with English; `identifier`: a token no allow-list states. */
  kind: FactKind | 'structure' | 'identifier'
  value: string
  gap: 'drops' | 'adds'
  english: number
  translation: number
  line: number
  /** The unit, for a message: `table row`, `question`. */
  unit: string
  /** An identifier's language: its message names the words list that would pass an everyday word. */
  locale?: string
}

const COUNTED: ReadonlySet<FactKind> = new Set(['component', 'placeholder'])

/**
 * CAREFUL HERE: one matcher decides what is ours, the checker of /official/ (src/official/checkOfficial.ts): a host
 * and an account match only together (t.me/reelfi_app, not t.me/reelfi or x.com/<the Discord invite code>), and a
 * bare @name only for the X and Telegram accounts listed.
 */
function isOfficial(
  fact: TextFact,
  registry: OfficialRegistry | undefined,
  facts: readonly TextFact[],
  count: number,
): boolean {
  if (!registry) return false
  if (fact.kind === 'domain' || fact.kind === 'web')
    return checkOfficial(fact.value, registry.entries).verdict === 'official'
  if (fact.kind !== 'handle' || !fact.value.startsWith('@')) return false
  // A bare @name is ours when it is one of our accounts (on X, Telegram).
  if (['official', 'platform'].includes(checkOfficial(fact.value, registry.entries).verdict)) return true
  // An official link's account (discord.gg/reelfi) is also read as a handle (@reelfi): as many as those links, no more.
  const links = facts.filter(link => {
    if (link.kind !== 'domain' && link.kind !== 'web') return false
    const result = checkOfficial(link.value, registry.entries)
    return (
      result.verdict === 'official' &&
      result.entries.some(entry => entry.kind === 'account' && `@${entry.handle}` === fact.value)
    )
  })
  return count <= links.length
}

const countOf = (facts: readonly TextFact[]) => {
  const counts = new Map<string, { fact: TextFact; count: number }>()
  for (const fact of facts) {
    const key = `${fact.kind}\u0000${fact.value}`
    const known = counts.get(key)
    if (known) known.count++
    else counts.set(key, { fact, count: 1 })
  }
  return counts
}

/** A name with digits is a gap only when it states a figure (ERC20: 20) the English does not. */
function nameStated(fact: TextFact, english: ReadonlyMap<string, unknown>): boolean {
  return [...fact.value.matchAll(/\p{Nd}+/gu)].every(([run]) => english.has(`figure\u0000${digitsValue(run)}`))
}

export function compareUnitFacts(
  english: readonly TextFact[],
  translation: readonly TextFact[],
  line: number,
  unit: string,
  registry?: OfficialRegistry,
): FactGap[] {
  const inEnglish = countOf(english)
  const inTranslation = countOf(translation)
  const gaps: FactGap[] = []
  for (const [key, { fact, count }] of inEnglish) {
    if (!COUNTED.has(fact.kind)) continue
    const translated = inTranslation.get(key)?.count ?? 0
    if (translated < count)
      gaps.push({
        kind: fact.kind,
        value: fact.value,
        gap: 'drops',
        english: count,
        translation: translated,
        line,
        unit,
      })
  }
  for (const [key, { fact, count }] of inTranslation) {
    const original = inEnglish.get(key)?.count ?? 0
    if (
      COUNTED.has(fact.kind)
        ? count > original
        : original === 0 &&
          !isOfficial(fact, registry, translation, count) &&
          !(fact.kind === 'name' && nameStated(fact, inEnglish))
    ) {
      gaps.push({ kind: fact.kind, value: fact.value, gap: 'adds', english: original, translation: count, line, unit })
    }
  }
  return gaps
}

/** What a translation may type besides what its English unit states: the registry's names, the glossary's forms. */
export interface AllowList {
  tokens: ReadonlySet<string>
  /** The glossary's forms and the language's everyday words, one a line, folded (identifierText). */
  text: string
  /** A Chinese, Japanese or Korean file: every Latin word of every unit is a name (identifiers.ts). */
  cjk: boolean
  locale?: string
}

/** Whether `locale` writes Chinese, Japanese or Korean (Intl's likely script). */
export function isCjkLocale(locale: string): boolean {
  try {
    return ['Jpan', 'Kore', 'Hant', 'Hans', 'Hani'].includes(new Intl.Locale(locale).maximize().script ?? '')
  } catch {
    return false
  }
}

/** The allow-list of a language (`words`: its everyday words, content/glossary.yaml `words:`). */
export function allowListOf(
  registry?: OfficialRegistry,
  glossary: readonly GlossaryTerm[] = [],
  words: readonly string[] = [],
  locale?: string,
): AllowList {
  const tokens = new Set<string>()
  for (const entry of registry?.entries ?? []) {
    for (const name of [
      entry.display,
      entry.host,
      entry.handle,
      entry.handle && `@${entry.handle}`,
      entry.value.replace(/^(?:https:\/\/|mailto:)/, ''),
    ]) {
      if (name) tokens.add(name.toLowerCase())
    }
  }
  for (const host of registry?.hosts ?? []) tokens.add(host)
  const text = identifierText(
    [...glossary.flatMap(term => [...term.en, ...Object.values(term.renderings).flat()]), ...words].join('\n'),
  )
  return { tokens, text, cjk: locale !== undefined && isCjkLocale(locale), ...(locale ? { locale } : {}) }
}

const glossaries = new Map<string, { version: string; glossary: Glossary }>()
const allowLists = new WeakMap<object, { glossary: Glossary; byLocale: Map<string, AllowList> }>()

/** The allow-list of a language from the files, made once per registry, glossary version and locale. */
export function allowListOfFiles(
  glossaryFile: string | undefined,
  registry: OfficialRegistry,
  locale: string,
): AllowList {
  const glossary = glossaryOf(glossaryFile)
  let known = allowLists.get(registry)
  if (!known || known.glossary !== glossary) {
    known = { glossary, byLocale: new Map() }
    allowLists.set(registry, known)
  }
  let allow = known.byLocale.get(locale)
  if (!allow) {
    allow = allowListOf(registry, glossary.terms, glossary.words[locale] ?? [], locale)
    known.byLocale.set(locale, allow)
  }
  return allow
}

const NO_GLOSSARY: Glossary = { terms: [], words: {} }

/** The glossary, read again when the file changes; a broken one (reported by glossaryCheck.ts) passes nothing. */
function glossaryOf(file: string | undefined): Glossary {
  if (!file) return NO_GLOSSARY
  const stats = fs.statSync(file, { throwIfNoEntry: false })
  const version = stats ? `${stats.mtimeMs}:${stats.size}` : 'none'
  const known = glossaries.get(file)
  if (known?.version === version) return known.glossary
  let glossary: Glossary
  try {
    glossary = readGlossaryFile(file)
  } catch {
    glossary = NO_GLOSSARY
  }
  glossaries.set(file, { version, glossary })
  return glossary
}

/** Leaves out what the pattern nets (facts.ts) already report, in their own words. */
export function notYetReported(gaps: readonly FactGap[]): (gap: FactGap) => boolean {
  const reported = gaps
    .filter(gap => gap.gap === 'adds' && gap.kind !== 'structure')
    .map(gap => gap.value.toLowerCase().replace(/^@/, ''))
  return gap => {
    const token = gap.value.toLowerCase().replace(/^@/, '')
    return !reported.some(value => value.includes(token) || token.includes(value))
  }
}

export function identifierGaps(
  english: Unit | undefined,
  translation: Unit,
  allow: AllowList,
  unit = translation.kind,
  line = translation.line,
): FactGap[] {
  return unstatedTokens(english?.text ?? '', translation.text ?? '', allow.tokens, allow.text, allow.cjk).map(
    value => ({
      kind: 'identifier' as const,
      value,
      ...(allow.locale ? { locale: allow.locale } : {}),
      gap: 'adds' as const,
      english: 0,
      translation: 1,
      line,
      unit,
    }),
  )
}

const isPicture = (unit: Unit) => pictureOf(unit) !== undefined || unit.kind.startsWith('caption of ')

/**
 * The units' facts lined up with English: unit by unit when both have the same units, else as one whole. Pictures'
 * alt texts and captions are lined up on their own: which pictures are shown is checked by the image rules.
 */
export function compareUnits(
  english: readonly Unit[],
  translation: readonly Unit[],
  registry?: OfficialRegistry,
  allow: AllowList = allowListOf(registry),
): FactGap[] {
  const pictures = [english.filter(isPicture), translation.filter(isPicture)] as const
  const text = compareTextUnits(
    english.filter(unit => !isPicture(unit)),
    translation.filter(unit => !isPicture(unit)),
    registry,
    allow,
  )
  const samePictures =
    pictures[0].length === pictures[1].length &&
    pictures[0].every((unit, index) => unit.kind === pictures[1][index]!.kind)
  const pictureGaps = compareTextUnits(pictures[0], pictures[1], registry, allow)
  return [...text, ...(samePictures ? pictureGaps : pictureGaps.filter(gap => gap.kind !== 'structure'))]
}

function compareTextUnits(
  english: readonly Unit[],
  translation: readonly Unit[],
  registry: OfficialRegistry | undefined,
  allow: AllowList,
): FactGap[] {
  const sameShape =
    english.length === translation.length && english.every((unit, index) => unit.kind === translation[index]!.kind)
  if (!sameShape) {
    // CAREFUL HERE: units that do not line up are refused, or splitting a paragraph would let two rows swap their
    // figures unseen. The facts of the whole are compared too, so that the translator sees every gap at once.
    const index = english.findIndex((unit, at) => unit.kind !== translation[at]?.kind)
    const at = index === -1 ? english.length : index
    const structure: FactGap = {
      kind: 'structure',
      value: english[at]?.kind ?? '',
      gap: english[at] ? 'drops' : 'adds',
      english: english.length,
      translation: translation.length,
      line: translation[at]?.line ?? translation.at(-1)?.line ?? 1,
      unit: translation[at]?.kind ?? 'end',
    }
    const line = translation[0]?.line ?? 1
    const wholeEnglish: Unit = { kind: 'body', line, facts: [], text: english.map(unit => unit.text ?? '').join('\n') }
    const factGaps = compareUnitFacts(
      english.flatMap(unit => unit.facts),
      translation.flatMap(unit => unit.facts),
      line,
      'body',
      registry,
    ).map(gap =>
      gap.gap === 'adds'
        ? {
            ...gap,
            line:
              translation.find(unit => unit.facts.some(fact => fact.kind === gap.kind && fact.value === gap.value))
                ?.line ?? line,
          }
        : gap,
    )
    return [
      structure,
      ...factGaps,
      ...translation
        .flatMap(unit => identifierGaps(wholeEnglish, unit, allow, 'body'))
        .filter(notYetReported(factGaps)),
    ]
  }
  return english.flatMap((unit, index) => {
    const factGaps = compareUnitFacts(
      unit.facts,
      translation[index]!.facts,
      translation[index]!.line,
      unit.kind,
      registry,
    )
    return [...factGaps, ...identifierGaps(unit, translation[index]!, allow).filter(notYetReported(factGaps))]
  })
}

/**
 * Whether two versions of an English file state the same facts, unit by unit (same units, kinds and order; facts in
 * any order inside a unit): only words changed. A spelled-out "one" is a word ("no one"), not a fact.
 * CAREFUL HERE: this alone never decides that a translation is shown: a kept English copy can be planted, so the
 * content build also compares the translation with today's English (alignWithEnglish.ts).
 */
export function sameFacts(before: readonly Unit[], after: readonly Unit[]): boolean {
  const counts = (fact: TextFact) => !(fact.spelled && fact.value === '1')
  const key = (unit: Unit) =>
    `${unit.kind}\u0000${unit.facts
      .filter(counts)
      .map(fact => `${fact.kind}:${fact.value}`)
      .sort()
      .join('|')}`
  return before.length === after.length && before.every((unit, index) => key(unit) === key(after[index]!))
}

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`)

const WHAT = { web: 'the web address ', domain: 'the domain ', handle: 'the handle ', email: 'the e-mail address ' }

export function describeFactGap(gap: FactGap, englishFile: string): { message: string; fix: string } {
  const where = gap.unit === 'body' ? '' : ` (${gap.unit})`
  if (gap.kind === 'structure') {
    return {
      message:
        gap.value === ''
          ? `has ${gap.translation} paragraphs, list items and table rows, but ${englishFile} has ${gap.english}: ` +
            `this ${gap.unit} is one too many`
          : gap.unit === 'end'
            ? `has ${gap.translation} paragraphs, list items and table rows, but ${englishFile} has ${gap.english}: ` +
              `its ${gap.value} ${gap.translation + 1} is missing`
            : `does not line up with ${englishFile}: here this translation has a ${gap.unit} where the English has ` +
              `a ${gap.value}`,
      fix:
        'translate paragraph for paragraph, item for item and row for row, so that each keeps the facts of ' +
        'its English',
    }
  }
  if (gap.kind === 'component' || gap.kind === 'placeholder') {
    const message =
      gap.translation === 0
        ? `the translation drops ${gap.value} that ${englishFile} has${where}`
        : gap.english === 0
          ? `the translation adds ${gap.value} that ${englishFile} does not have${where}`
          : `the translation has ${gap.value} ${times(gap.translation)} but ${englishFile} has ` +
            `it ${times(gap.english)}${where}`
    return { message, fix: PARITY_FIX }
  }
  if (gap.kind === 'identifier') {
    return {
      message:
        `types ${gap.value}, which ${englishFile} does not state here${where}, nor content/glossary.yaml or ` +
        `the official links`,
      fix: gap.locale ? `${IDENTIFIER_FIX}; ${wordsListFix(gap.locale)}` : IDENTIFIER_FIX,
    }
  }
  if (gap.kind === 'figure') {
    return {
      message: `the figure ${gap.value} is typed as text, and ${englishFile} does not state it here${where}`,
      fix: FIGURE_FIX,
    }
  }
  if (gap.kind === 'name') {
    return {
      message: `types ${gap.value}, a name with a figure that ${englishFile} does not state here${where}`,
      fix: FIGURE_FIX,
    }
  }
  if (gap.kind === 'address') {
    return {
      message:
        `contains what looks like a wallet or contract address (${gap.value.slice(0, 6)}…), ` +
        `which ${englishFile} does not have${where}`,
      fix: ADDRESS_FIX,
    }
  }
  return {
    message: `types ${WHAT[gap.kind]}${gap.value}, which ${englishFile} does not have${where}`,
    fix:
      'translate only the words: a link, handle or address on the page comes from the English or from ' +
      'content/constants.yaml',
  }
}

export const IDENTIFIER_FIX =
  'translate only the words: a name, address, handle, link or figure comes from the English unit, ' +
  'content/glossary.yaml or content/constants.yaml'
/** Which list would pass an everyday word of `locale`, and who owns it. */
export const wordsListFix = (locale: string) =>
  `an everyday abbreviation or common noun (z. B., Web) is passed by the list words.${locale} of ` +
  `content/glossary.yaml, which the maintainers own (.github/CODEOWNERS): ask them to add it`
export const PARITY_FIX =
  'keep every component and {placeholder} of the English, with the same attributes, as many times (the order may ' +
  'follow your language)'
export const FIGURE_FIX =
  'write it with <Constant name="…" /> (in frontmatter {name}) so the figure comes from content/constants.yaml, or ' +
  'in words as the English does'
