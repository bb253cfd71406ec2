/**
 * The glossary (content/glossary.yaml): each English term of the site and the one way each language renders it,
 * read and validated here.
 */
import { z } from 'zod'
import { readDataFile } from '../source/dataFile.ts'
import { logSafe } from '../core/problems.ts'
import { suspiciousText } from '../text/suspiciousText.ts'
import { factsOfText } from '../text/facts.ts'
import unhomoglyph from 'unhomoglyph'
import { identifierText, isIdentifierShaped } from '../text/identifiers.ts'
import { TRANSLATED_LOCALES } from '../../src/i18n/locales.ts'

const text = z.string().trim().min(1, 'must not be empty')
/** One form, or the term followed by its other forms (plural, cases): `wallet` or `[Wallet, Wallets]`. */
const forms = z.union([text.transform(form => [form]), z.array(text).min(1, 'must list at least the term')])

/** `schema`, optional, under each translated locale. */
const perLocale = <Schema extends z.ZodType>(schema: Schema) =>
  Object.fromEntries(TRANSLATED_LOCALES.map(locale => [locale, schema.optional()])) as Record<
    (typeof TRANSLATED_LOCALES)[number],
    z.ZodOptional<Schema>
  >

/** content/glossary.yaml — one entry per English term. */
const termSchema = z
  .strictObject({
    /** The English term, then the other English forms that count as using it (`[creator coin, creator coins]`). */
    en: forms,
    /** What the term means on this site, for translators (shown in the TBX export too). */
    note: z.string().trim().optional(),
    /** `keep: true`: a name that stays in English in every language (brand, product, network). */
    keep: z.literal(true).optional(),
    /**
     * Per locale: the required rendering, then its inflected forms (a translation uses the term when it contains any
     * of them). Every locale is required unless `keep` is set.
     */
    ...perLocale(forms),
    /**
     * Per locale: other renderings of the same idea that the site has used and no longer does (`de: [Contract-Adresse]`
     * where the term is "Vertragsadresse"). Anywhere in that language's content and catalog, one of them is a note
     * naming the term (glossaryCheck.ts): one term per idea.
     */
    avoid: z.strictObject(perLocale(forms)).optional(),
  })
  .superRefine((term, context) => {
    for (const locale of TRANSLATED_LOCALES) {
      if (term.keep && term[locale]) {
        context.addIssue({
          code: 'custom',
          path: [locale],
          message: 'is set, but the term is kept in English (keep: true)',
          params: { fix: `remove ${locale}, or remove keep` },
        })
      } else if (!term.keep && !term[locale]) {
        context.addIssue({
          code: 'custom',
          path: [locale],
          message: 'is missing',
          params: {
            fix: `add how ${locale} renders "${term.en[0]}", or set keep: true for a name that stays in English`,
          },
        })
      }
    }
  })

/**
 * Per locale: the everyday words the allow-list passes (identifiers.ts): abbreviations (`z. B.`) and Latin common
 * nouns a CJK language writes as its own (`Web`). Never a name, an account or a domain (wordProblem).
 */
const wordsSchema = z.strictObject(perLocale(z.array(text))).optional()

export const glossarySchema = z.strictObject({
  terms: z
    .array(termSchema)
    .min(1, 'must list at least one term')
    .superRefine((terms, context) => {
      // One entry per term: two would ask a translation for two renderings, and a reader would see only one of them.
      const first = new Map<string, number>()
      terms.forEach((term, index) => {
        for (const form of term.en) {
          const key = form.normalize('NFC').toLowerCase()
          const earlier = first.get(key)
          if (earlier === undefined) first.set(key, index)
          else if (earlier !== index)
            context.addIssue({
              code: 'custom',
              path: [index, 'en'],
              message: `"${form}" is already a form of the entry "${terms[earlier]!.en[0]}"`,
              params: { fix: 'merge the two entries into one' },
            })
        }
      })
    }),
  words: wordsSchema,
})

export interface GlossaryTerm {
  /** The English headword and its forms. */
  en: string[]
  note?: string
  /** Per translated locale: the required rendering first, then its other forms; the English forms for a kept name. */
  renderings: Record<string, string[]>
  /** Per translated locale: the second renderings of the term that the locale must not use (see `avoid` above). */
  avoid: Record<string, string[]>
  keep: boolean
}

export class GlossaryError extends Error {
  constructor(
    readonly file: string,
    readonly problems: { line: number; field: string; message: string; fix: string }[],
  ) {
    super(
      problems
        .map(({ line, field, message, fix }) => logSafe(`${file}:${line}: ${field}: ${message} — ${fix}`))
        .join('\n'),
    )
  }
}

/**
 * Reads and validates the glossary; a problem is a GlossaryError with `path:line: field: problem — fix` lines.
 * CAREFUL HERE: read as a data file (regular, size-limited, no YAML aliases), and every term, form and note passes
 * the text checks of content: translators write what it says, and the TBX export carries it into their tools.
 */
export function readGlossary(
  file: string,
  displayPath = 'content/glossary.yaml',
  names: readonly string[] = [],
): GlossaryTerm[] {
  return readGlossaryFile(file, displayPath, names).terms
}

export interface Glossary {
  terms: GlossaryTerm[]
  words: Record<string, string[]>
}

/** readGlossary, with the words lists; `names` (the brand, the registry's accounts) no words entry may contain. */
export function readGlossaryFile(
  file: string,
  displayPath = 'content/glossary.yaml',
  names: readonly string[] = [],
): Glossary {
  const read = readDataFile(file)
  if (!read.ok) throw new GlossaryError(displayPath, read.problems)
  const { document, lineOf } = read
  const offsetOf = (path: readonly PropertyKey[]) =>
    (document.getIn(path as (string | number)[], true) as { range?: [number, number] } | undefined)?.range?.[0]
  const result = glossarySchema.safeParse(document.toJS({ maxAliasCount: 0 }))
  if (!result.success) {
    throw new GlossaryError(
      displayPath,
      // The fix of the glossary's own checks travels beside the message, which may quote the file's text.
      result.error.issues.map(issue => ({
        line: lineOf(offsetOf(issue.path) ?? offsetOf(issue.path.slice(0, -1)) ?? 0),
        field: issue.path.join('.') || 'glossary',
        message: issue.message,
        fix: (issue as { params?: { fix?: string } }).params?.fix ?? 'correct the entry',
      })),
    )
  }
  const textProblems = result.data.terms.flatMap((term, index) =>
    (['en', 'note', ...TRANSLATED_LOCALES, ...TRANSLATED_LOCALES.map(locale => `avoid.${locale}`)] as const).flatMap(
      field => {
        const value = field.startsWith('avoid.')
          ? term.avoid?.[field.slice('avoid.'.length) as (typeof TRANSLATED_LOCALES)[number]]
          : term[field as keyof typeof term]
        const forms = typeof value === 'string' ? [value] : Array.isArray(value) ? value : []
        const line = lineOf(offsetOf(['terms', index, ...field.split('.')]) ?? 0)
        return forms
          .flatMap(form => renderingProblems(form, field === 'note' ? 'en' : field.replace('avoid.', '')))
          .slice(0, 1)
          .map(problem => ({ line, field: `terms.${index}.${field}`, ...problem }))
      },
    ),
  )
  const words = result.data.words ?? {}
  for (const [locale, list] of Object.entries(words)) {
    list?.forEach((word, index) => {
      const problem = wordProblem(word, locale, names)
      if (!problem) return
      textProblems.push({ line: lineOf(offsetOf(['words', locale, index]) ?? 0), field: `words.${locale}`, ...problem })
    })
  }
  if (textProblems.length > 0) throw new GlossaryError(displayPath, textProblems)
  const terms = result.data.terms.map(term => ({
    en: term.en,
    ...(term.note ? { note: term.note } : {}),
    keep: term.keep === true,
    renderings: Object.fromEntries(TRANSLATED_LOCALES.map(locale => [locale, term.keep ? term.en : term[locale]!])),
    avoid: Object.fromEntries(
      TRANSLATED_LOCALES.flatMap(locale => (term.avoid?.[locale] ? [[locale, term.avoid[locale]]] : [])),
    ),
  }))
  return { terms, words: Object.fromEntries(Object.entries(words).map(([locale, list]) => [locale, list ?? []])) }
}

/**
 * Why a words entry is refused, or undefined. CAREFUL HERE: the list passes a token in every file of its language,
 * so it holds only what no one can send money or a message to: no domain (`reelfi.help`, but `z.B.` passes), handle,
 * address, link, figure, `_ @ / :`, name-like case (reelFi) or word of two scripts.
 */
export function wordProblem(
  word: string,
  locale: string,
  names: readonly string[] = [],
): { message: string; fix: string } | undefined {
  const fix =
    'the words list passes everyday abbreviations and common nouns only: a name comes from the English, a link, ' +
    'handle or address from content/constants.yaml'
  const rendering = renderingProblems(word, locale)[0]
  if (rendering) return { message: rendering.message, fix }
  // In a CJK list any Latin word passes the shape test (`reelfijapan` is an account there): a word holding the brand
  // or an official account, look-alikes folded (UTS #39 skeleton), is a name.
  const skeleton = (value: string) => unhomoglyph(identifierText(value).toLowerCase()).replace(/[^\p{L}\p{N}]/gu, '')
  const name = names.find(name => skeleton(name).length > 0 && skeleton(word).includes(skeleton(name)))
  if (name) return { message: `"${word}" contains the name ${name}`, fix }
  const folded = identifierText(word)
  const shape =
    /[_@/:]/u.test(folded) || /\.[\p{L}\p{N}]{2}/u.test(folded)
      ? 'a name, an account or an address'
      : folded.split(/[\s.]+/u).some(part => isIdentifierShaped(part, false))
        ? 'a name'
        : undefined
  return shape ? { message: `"${word}" is shaped like ${shape}`, fix } : undefined
}

/**
 * Text as the glossary compares it: MDX tags and `{placeholders}` removed (`name="presaleGateUsd"` is no use of
 * "presale"), emphasis marks dropped, spaces collapsed, lowercase.
 */
export function comparable(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{\w+(?::\w+)?\}/g, ' ')
    .replace(/[*_`]/g, '')
    .replace(/\s+/gu, ' ')
    .normalize('NFC')
    .toLowerCase()
}

const WORD_CHARACTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{N}]/u

/** Where `form` occurs in `text` (both `comparable`) as a word or the start of one; CJK forms match anywhere. */
export function occurrences(text: string, form: string, wholeWord: boolean): [number, number][] {
  const found: [number, number][] = []
  const needle = form.toLowerCase()
  for (let index = text.indexOf(needle); index !== -1; index = text.indexOf(needle, index + 1)) {
    const before = text[index - 1] ?? ' '
    const after = text[index + needle.length] ?? ' '
    const startsWord = !WORD_CHARACTER.test(needle[0]!) || !WORD_CHARACTER.test(before)
    const endsWord = !wholeWord || !WORD_CHARACTER.test(needle.at(-1)!) || !WORD_CHARACTER.test(after)
    if (startsWord && endsWord) found.push([index, index + needle.length])
  }
  return found
}

/** The terms an English text uses (whole words), longest first: "trading volume" is not also a use of "trade". */
export function termsUsed(englishText: string, glossary: readonly GlossaryTerm[]): GlossaryTerm[] {
  let text = comparable(englishText)
  const used: GlossaryTerm[] = []
  const byLength = [...glossary].sort(
    (a, b) => Math.max(...b.en.map(form => form.length)) - Math.max(...a.en.map(form => form.length)),
  )
  for (const term of byLength) {
    const spans = term.en.flatMap(form => occurrences(text, form, true))
    if (spans.length === 0) continue
    used.push(term)
    for (const [start, end] of spans) text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end)
  }
  return used
}

/** Whether a translation renders a term: it contains one of the locale's forms (at the start of a word). */
export function rendersTerm(translatedText: string, term: GlossaryTerm, locale: string): boolean {
  const text = comparable(translatedText)
  return (term.renderings[locale] ?? []).some(form => occurrences(text, comparable(form).trim(), false).length > 0)
}

export function missingTerms(
  english: string,
  translated: string,
  locale: string,
  glossary: readonly GlossaryTerm[],
): GlossaryTerm[] {
  return termsUsed(english, glossary).filter(term => !rendersTerm(translated, term, locale))
}

export function describeViolation(term: GlossaryTerm, locale: string): { message: string; fix: string } {
  const [required, ...others] = term.renderings[locale]!
  const message = term.keep
    ? `the English uses "${term.en[0]}", which stays in English, but this translation does not have "${required}"`
    : `the English uses "${term.en[0]}", but this translation does not have its ${locale} term "${required}"`
  const forms = others.length > 0 ? ` (or a form of it: ${others.join(', ')})` : ''
  return {
    message,
    fix: `write "${required}"${forms}, or propose another term in content/glossary.yaml (TRANSLATING.md, "Glossary")`,
  }
}

/** Durations in each language: a term names a thing, never how long it lasts ("zweitägiger Fair Launch"). */
const DURATION =
  /(?<![\p{L}])(hours?|days?|weeks?|months?|years?|minutes?|stunden?|\p{L}*(?:tägig|stündig|wöchig|monatig|jährig)|tag(?:e|en|es)?|wochen?|monat(?:e|en|s)?|jahr(?:e|en|es)?|horas?|días?|semanas?|mes(?:es)?|años?|ore|giorn[oi]|settiman[ae]|mesi|ann[oi]|heures?|jours?|semaines?|mois|années?|час(?:а|ов)?|дн(?:я|ей)|день|сут\p{L}*|недел\p{L}*|месяц\p{L}*|год(?:а)?|лет)(?![\p{L}])|時間|日間|週間|か月|ヶ月|年間|分間|小時|天內|分鐘|시간|일간|개월/iu

/** What a glossary term, form or note may not carry: hidden characters, addresses, links, figures, durations. */
export function renderingProblems(text: string, locale: string): { message: string; fix: string }[] {
  const suspicious = suspiciousText(text)
  if (suspicious) return [{ message: suspicious.problem, fix: suspicious.fix }]
  const fact = factsOfText(text, locale).find(candidate => candidate.kind !== 'placeholder')
  if (fact) {
    return [
      {
        message:
          fact.kind === 'figure'
            ? `states the figure ${fact.value}`
            : `contains the ${fact.kind === 'web' ? 'web address' : fact.kind} ${fact.value}`,
        fix:
          'a glossary entry names a term: figures come from content/constants.yaml, links and handles ' +
          'from its links',
      },
    ]
  }
  const duration = DURATION.exec(text)
  if (duration)
    return [
      {
        message: `states a duration ("${duration[0]}")`,
        fix: 'name the term only: how long it lasts is a figure of content/constants.yaml',
      },
    ]
  return []
}
