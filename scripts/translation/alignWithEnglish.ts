/**
 * A translated locale against English: fallbacks, out-of-date translations, and files with no English original.
 * When today's English states facts the stamped version (`source_hash`) did not, the entry is shown in English (a
 * note for translators, never an error for the writer); when only words changed, the translation stays.
 */
import fs from 'node:fs'
import path from 'node:path'
import { COLLECTIONS, isFixedPage } from '../../src/content/schema.ts'
import { readOfficialRegistry } from '../registry/official.ts'
import { allowListOfFiles, compareUnits, describeFactGap, sameFacts, type FactGap } from './compare.ts'
import { TRANSLATION_STATES } from '../../src/i18n/translationStates.ts'
import { sourceHash, stampedEnglish } from './stampedEnglish.ts'
import { pictureOf, type Unit } from '../text/units.ts'
import { checkImageParity, NOT_IN_ENGLISH_FIX } from '../content/imageUse.ts'
import { problemIn, type Problem } from '../core/problems.ts'
import { lineOfField } from '../source/frontmatter.ts'
import { ENGLISH_ONLY_ARTICLE_FIELDS, unitsOf } from '../content/readEntry.ts'
import { readSource } from '../content/readSource.ts'
import type { BuildOptions, EntryUnits, ParsedEntry, TranslationStatus } from '../content/types.ts'

export { sourceHash }

export interface English {
  /** The English entries that passed their checks. */
  entries: ParsedEntry[]
  /** `collection/id` of every English file, including those that failed their own checks (reported already). */
  files: Set<string>
}

interface Alignment {
  options: BuildOptions
  locale: string
  problems: Problem[]
  warnings: Problem[]
  status: TranslationStatus
  problemAt: (file: string, line: number, field: string, message: string, fix: string) => Problem
}

/**
 * A translated locale has exactly English's entries: missing ones fall back to English, extra or mismatched ones are
 * errors. A translation of an English file that failed its own checks is left alone (reported once, in English).
 */
export function alignWithEnglish(
  options: BuildOptions,
  locale: string,
  entries: ParsedEntry[],
  english: English,
  problems: Problem[],
  warnings: Problem[],
  status: TranslationStatus,
): ParsedEntry[] {
  const problemAt = (file: string, line: number, field: string, message: string, fix: string) =>
    problemIn(options.rootDir, path.join(options.rootDir, file), line, field, message, fix)
  const alignment: Alignment = { options, locale, problems, warnings, status, problemAt }
  const aligned = english.entries.map(source => {
    const translated = entries.find(entry => entry.collection === source.collection && entry.id === source.id)
    return translated ? alignTranslation(alignment, source, translated) : missingTranslation(alignment, source)
  })
  for (const entry of entries) {
    if (!english.files.has(`${entry.collection}/${entry.id}`)) {
      problems.push(
        problemAt(
          entry.file,
          1,
          'file',
          `has no English original in content/${options.defaultLocale}/${entry.collection}/`,
          'rename it to match an English file name, or add the English file first',
        ),
      )
    }
  }
  return aligned
}

/** An English entry with no translation: shown in English, and noted unless it is a draft. */
function missingTranslation({ options, locale, warnings, status, problemAt }: Alignment, source: ParsedEntry) {
  const translatedFile = path.relative(
    options.rootDir,
    path.join(options.contentDir, locale, source.collection, `${source.id}.mdx`),
  )
  // A draft is not published: nothing of it is missing in any language yet.
  const draft = source.data.draft === true
  // A file that exists but was not read had its own problem reported.
  if (!draft && !fs.existsSync(path.join(options.rootDir, translatedFile))) {
    warnings.push(
      problemAt(
        translatedFile,
        1,
        'file',
        `is ${TRANSLATION_STATES.notTranslated}`,
        `copy ${source.file} there and translate it; English is shown until then`,
      ),
    )
  }
  if (!draft) status.fallback.push(`${source.collection}/${source.id}`)
  return { ...source, fallback: true }
}

/** A translation against its English: kept (up to date or out of date), or English shown when a fact changed. */
function alignTranslation(alignment: Alignment, source: ParsedEntry, translated: ParsedEntry): ParsedEntry {
  const { options, locale, problems, warnings, status, problemAt } = alignment
  const key = `${source.collection}/${source.id}`
  const upToDate = translated.sourceHash === sourceHash(source.text)
  // The English this translation was made from: today's when it is up to date, else the stamped version.
  const stamped = upToDate || !translated.sourceHash ? undefined : stampedUnits(options, source, translated.sourceHash)
  const definition = COLLECTIONS[source.collection]
  const sortBy = definition.kind === 'list' ? definition.sortBy : undefined
  const sortChanged = sortBy !== undefined && translated.data[sortBy] !== source.data[sortBy]
  const gaps = factGaps(options, locale, translated, stamped ?? source.units)
  // What the gaps' messages call the English they compare with: the stamped version is not today's file.
  const madeFrom = stamped ? `${source.file} as of its source_hash ${translated.sourceHash}` : source.file
  // CAREFUL HERE: an out-of-date translation is shown while every fact it states is still stated, unchanged, by
  // today's English (keptUnits); new units of today's English without a fact are a note for translators. Otherwise
  // English is shown: a writer's English-only change never fails, and nothing the current English does not state
  // reaches the page. A fact today's English adds, in a new sentence or a new paragraph, also shows English: the
  // reader gets the new constant, figure or link at once rather than a page without it.
  // CAREFUL HERE: a kept English copy (content/stamped/) can be planted, so it alone never decides: a planted copy can
  // at worst send the entry back to English, never change what the page states.
  const kept = stamped && !upToDate ? keptUnits(stamped, source.units) : undefined
  // A picture is a fact too: one today's English adds, removes or swaps shows English until the translation has it.
  const pictures = checkImageParity(source, translated, locale)
  const behind =
    !upToDate &&
    (pictures.some(problem => problem.kind === 'picture') ||
      (stamped
        ? kept === undefined || sortChanged || factGaps(options, locale, translated, kept).length > 0
        : gaps.length > 0 || sortChanged))
  if (behind) {
    // What the translation states that its English does not is refused (without the stamped English: whatever
    // today's English does not state).
    const planted = stamped ? gaps : gaps.filter(gap => gap.gap === 'adds')
    problems.push(...planted.map(gap => gapProblem(options, translated, madeFrom, gap)))
    // A picture neither English shows is the translation's own, refused as when it is up to date.
    const shown = (units: EntryUnits | undefined) => (units?.body ?? []).map(unit => unit.kind)
    const english = new Set([...shown(stamped), ...shown(source.units)])
    for (const unit of translated.units.body) {
      const picture = pictureOf(unit)
      if (picture === undefined || english.has(unit.kind)) continue
      problems.push(
        problemAt(
          translated.file,
          unit.line,
          'body',
          `shows ${picture}, which ${madeFrom} does not show`,
          NOT_IN_ENGLISH_FIX,
        ),
      )
    }
    status.fallback.push(key)
    warnings.push(
      problemAt(
        translated.file,
        lineOfField(translated.text, 'source_hash'),
        'source_hash',
        `${source.file} changed or added a fact since this translation (a constant, placeholder, link, figure or ` +
          `picture), so it is ${TRANSLATION_STATES.notTranslated}: English is shown until it is updated`,
        `bring the translation up to date, then run npm run i18n:stamp ${translated.file}`,
      ),
    )
    return { ...source, fallback: true }
  }
  if (upToDate) {
    status.translated.push(key)
  } else {
    status.outdated.push(key)
    const lacking = kept ? source.units.body.filter(unit => !kept.body.includes(unit)) : []
    warnings.push(outdatedWarning(problemAt, source, translated, lacking))
  }
  if (sortChanged) {
    const expected = String(source.data[sortBy])
    problems.push(
      problemAt(
        translated.file,
        lineOfField(translated.text, sortBy),
        sortBy,
        `is ${String(translated.data[sortBy])} but ${source.file} says ${expected}`,
        `use ${expected}, as in English`,
      ),
    )
  }
  problems.push(...gaps.map(gap => gapProblem(options, translated, madeFrom, gap)))
  // A caption today's English added is words an out-of-date translation trails, as a new sentence is.
  for (const { line, message, fix, kind } of pictures) {
    if (upToDate || kind !== 'caption') problems.push(problemAt(translated.file, line, 'body', message, fix))
  }
  return (definition.kind === 'pages' && !isFixedPage(source.id)) || definition.kind === 'news'
    ? withEnglishArticleFields(translated, source)
    : translated
}

/** The note on an out-of-date translation's source_hash, naming the new units of today's English it lacks. */
function outdatedWarning(
  problemAt: Alignment['problemAt'],
  source: ParsedEntry,
  translated: ParsedEntry,
  lacking: Unit[],
): Problem {
  const lacks =
    lacking.length === 0
      ? ''
      : `: it lacks ${lacking.length === 1 ? 'the' : lacking.length} ` +
        `new ${lacking.map(unit => `${unit.kind} (line ${unit.line})`).join(', ')} of today's English`
  return problemAt(
    translated.file,
    lineOfField(translated.text, 'source_hash'),
    'source_hash',
    translated.sourceHash
      ? `${source.file} changed since this translation, so it is ${TRANSLATION_STATES.outOfDate}${lacks}`
      : `is missing, so the translation may be ${TRANSLATION_STATES.outOfDate}`,
    `bring the translation up to date, then run npm run i18n:stamp ${translated.file}`,
  )
}

function factGaps(options: BuildOptions, locale: string, translated: ParsedEntry, english: EntryUnits): FactGap[] {
  const registry = readOfficialRegistry(options.constantsFile)
  const allow = allowListOfFiles(options.glossaryFile, registry, locale)
  const englishField = new Map(english.fields.map(unit => [unit.kind, unit]))
  const gaps = translated.units.fields.flatMap(unit => {
    const original: Unit = englishField.get(unit.kind) ?? { kind: unit.kind, line: unit.line, facts: [] }
    return compareUnits([original], [unit], registry, allow).map(gap => ({ ...gap, unit: unit.kind }))
  })
  return [...gaps, ...compareUnits(english.body, translated.units.body, registry, allow)]
}

function gapProblem(options: BuildOptions, translated: ParsedEntry, english: string, gap: FactGap): Problem {
  const isField = translated.units.fields.some(unit => unit.kind === gap.unit)
  const { message, fix } = describeFactGap(isField ? { ...gap, unit: 'body' } : gap, english)
  return problemIn(
    options.rootDir,
    path.join(options.rootDir, translated.file),
    gap.line,
    isField ? gap.unit.replace(/\.\d+$/, '') : 'body',
    message,
    fix,
  )
}

/**
 * Today's English units that state, unchanged, the facts of the English a translation was made from: the same
 * fields, and for each stamped body unit, in order, the next unit with the same kind and facts. Undefined when one is
 * missing or when a unit today's English adds states a fact (a changed fact, shown at once in English).
 */
function keptUnits(stamped: EntryUnits, today: EntryUnits): EntryUnits | undefined {
  const byKind = (units: Unit[]) => [...units].sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0))
  if (!sameFacts(byKind(stamped.fields), byKind(today.fields))) return undefined
  const body: Unit[] = []
  let next = 0
  for (const unit of stamped.body) {
    const at = today.body.findIndex((candidate, index) => index >= next && sameFacts([unit], [candidate]))
    if (at === -1) return undefined
    body.push(today.body[at]!)
    next = at + 1
  }
  const added = today.body.filter(unit => !body.includes(unit))
  if (added.some(unit => !sameFacts([unit], [{ ...unit, facts: [] }]))) return undefined
  return { ...today, body }
}

function stampedUnits(options: BuildOptions, source: ParsedEntry, hash: string): EntryUnits | undefined {
  const text = stampedEnglish(options.rootDir, options.contentDir, source.file, hash)
  if (text === undefined) return undefined
  const parsed = readSource(text, '', () => {})
  return parsed && unitsOf(parsed, options.defaultLocale, text)
}

function withEnglishArticleFields(translated: ParsedEntry, source: ParsedEntry): ParsedEntry {
  const data = Object.fromEntries(
    Object.entries(translated.data).filter(([field]) => !ENGLISH_ONLY_ARTICLE_FIELDS.includes(field)),
  )
  for (const field of ENGLISH_ONLY_ARTICLE_FIELDS)
    if (source.data[field] !== undefined) data[field] = source.data[field]
  return { ...translated, data }
}
