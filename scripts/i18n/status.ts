/**
 * `npm run i18n:status [-- --check | --strict] [<locale> ...]`: one table of translation status for catalogs and
 * content, every problem as `path:line: problem — fix`. Out-of-date and not yet translated content are notes, not
 * failures of --check: a writer's correct English edit must pass (tests/unit/newEnglishContent.test.ts); --strict,
 * the release gate, fails on them. In GitHub Actions each gap is also an annotation and a job summary is written.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isFixedPage } from '../../src/content/schema.ts'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts'
import { TRANSLATION_STATES } from '../../src/i18n/translationStates.ts'
import { readCatalogStatus } from '../translation/catalogs.ts'
import { parseCommandLine } from '../core/commandLine.ts'
import { readGlossary } from '../translation/glossary.ts'
import { catalogStyleNotes, checkCatalogGlossary } from '../translation/glossaryCheck.ts'
import { paragraphChanges } from './sourceDiff.ts'
import { findStaleCatalogs } from '../translation/staleCatalogs.ts'
import { formatProblem, type TranslationStatus } from '../pipeline/buildContent.ts'
import { checkContent, defaultContentOptions } from '../pipeline/run.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { lineOfField } from '../source/frontmatter.ts'
import { formatAnnotation, inGitHubActions, problemAnnotation, type Annotation } from '../core/githubAnnotations.ts'
import { formatMarkdownTable, formatTable } from '../core/table.ts'
import { exitWhenWritten } from '../core/problems.ts'

const USAGE = `Usage: npm run i18n:status [-- [--check | --strict] [<locale> ...]]
  <locale>   only these languages (${LOCALES.join(', ')}); all when none is given
  --check    exit 1 if anything is missing, fuzzy, off the glossary or stale (new or out-of-date translations are notes)
  --strict   --check that also exits 1 on out-of-date or not yet translated content (the release gate)
  --json     print only what translators have to do, as JSON: { notTranslated, outOfDate }, English file → locales`
const { values, positionals } = parseCommandLine(USAGE, {
  allowPositionals: true,
  options: {
    check: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
})
const checking = values.check || values.strict
const unknownLocales = positionals.filter(name => !(LOCALES as readonly string[]).includes(name))
if (unknownLocales.length > 0) {
  console.error(
    `i18n:status: ${unknownLocales.map(name => `"${name}"`).join(', ')} is not a locale of the site — use one ` +
      `of: ${LOCALES.join(', ')}\n\n${USAGE}`,
  )
  process.exit(2)
}
const selectedLocales = LOCALES.filter(locale => positionals.length === 0 || positionals.includes(locale))
const localesDir = path.join(ROOT_DIR, 'locales')
const content = await checkContent(defaultContentOptions())
if (content.problems.length > 0) {
  console.error(content.problems.map(formatProblem).join('\n'))
  console.error('\ni18n:status: fix the content problems above first (npm run content).')
  if (inGitHubActions()) for (const problem of content.problems) console.log(problemAnnotation('error', problem))
  process.exit(1)
}

interface Gap {
  locale: string
  label: string
  items: string[]
}

type Note = { file: string; line: number; message: string; fix: string }
const located = ({ file, line, message, fix }: Note) => `${file}:${line}: ${message} — ${fix}`
const annotated = ({ file, line, message, fix }: Note, title: string) => ({
  file,
  line,
  title,
  message: `${message} — ${fix}`,
})

const english = readCatalogStatus(localesDir, DEFAULT_LOCALE)
const englishMissing = new Set(english.missing)
const rows: string[][] = [
  ['locale', 'messages', 'missing', 'fuzzy', 'content', TRANSLATION_STATES.notTranslated, TRANSLATION_STATES.outOfDate],
]
const gaps: Gap[] = []
/** Out-of-date translations per locale (their files): notes, failing only --strict. */
const outOfDateGaps: Gap[] = []
/** Content not yet translated per locale (English is shown): notes, failing only --strict. */
const notTranslatedGaps: Gap[] = []
/** Style notes (path:line: problem — fix): a term's second rendering, typography for a person; never failing. */
const styleNotes: string[] = []
const annotations: (Omit<Annotation, 'level'> & { level?: Annotation['level'] })[] = []
const filesIn = (status: TranslationStatus) =>
  status.translated.length + status.fallback.length + status.outdated.length
const contentTotal = Math.max(0, ...Object.values(content.translation).map(filesIn))

// checkContent has refused a broken glossary already.
const glossary = readGlossary(path.join(ROOT_DIR, 'content/glossary.yaml'))

for (const locale of selectedLocales) {
  const catalog = locale === DEFAULT_LOCALE ? english : readCatalogStatus(localesDir, locale)
  const catalogFile = `locales/${locale}/messages.po`
  const files = content.translation[locale]
  rows.push([
    locale === DEFAULT_LOCALE ? `${locale} (source)` : locale,
    `${catalog.translated}/${catalog.total}`,
    String(catalog.missing.length),
    String(catalog.fuzzy.length),
    files ? `${files.translated.length}/${contentTotal}` : `${contentTotal}/${contentTotal}`,
    files ? String(files.fallback.length) : '-',
    files ? String(files.outdated.length) : '-',
  ])
  const list = (label: string, items: string[]) => items.length > 0 && gaps.push({ locale, label, items })
  /** Catalog messages as `path:line: problem — fix` and annotations, on the msgstr's line or (`at`) the msgid's. */
  const onMessages = (
    ids: string[],
    label: string,
    title: string,
    message: (id: string) => string,
    at: 'msgid' | 'msgstr' = 'msgstr',
  ) => {
    const lineOf = (id: string) => (at === 'msgid' ? catalog.lines : catalog.msgstrLines).get(id) ?? 1
    list(
      label,
      ids.map(id => `${catalogFile}:${lineOf(id)}: ${message(id)}`),
    )
    annotations.push(...ids.map(id => ({ file: catalogFile, line: lineOf(id), title, message: message(id) })))
  }

  const missingEverywhere = catalog.missing.filter(id => englishMissing.has(id) || locale === DEFAULT_LOCALE)
  onMessages(
    missingEverywhere,
    'messages missing everywhere (the key is shown)',
    'missing message',
    id => `"${id}" has no text in any catalog, so the key is shown — fill in msgstr`,
  )
  if (locale !== DEFAULT_LOCALE) {
    const missing = catalog.missing.filter(id => !englishMissing.has(id))
    onMessages(
      missing,
      'messages missing (English is shown)',
      'missing translation',
      id => `"${id}" is not translated, so English is shown — fill in msgstr`,
    )
  }
  onMessages(
    catalog.fuzzy,
    'fuzzy messages (English is shown until confirmed)',
    'fuzzy translation',
    id => `"${id}" is marked fuzzy, so English is shown — check the translation and remove the fuzzy flag`,
    'msgid',
  )
  onMessages(
    catalog.placeholderMismatches,
    'messages whose placeholders differ from English',
    'placeholders differ',
    id => `the translation of "${id}" has other placeholders than English — keep every {placeholder} as in the msgid`,
  )
  if (locale !== DEFAULT_LOCALE) {
    const offGlossary = [
      ...content.warnings.filter(
        warning => warning.field === 'glossary' && warning.file.startsWith(`content/${locale}/`),
      ),
      ...checkCatalogGlossary(ROOT_DIR, locale, glossary),
    ]
    list('terms not as the glossary says (content/glossary.yaml)', offGlossary.map(located))
    annotations.push(...offGlossary.map(note => annotated(note, 'glossary')))
    // A second rendering of a term, quotes or spacing for a person to fix (TRANSLATING.md, "House style"): notes.
    const style = [
      ...content.warnings.filter(warning => warning.field === 'style' && warning.file.startsWith(`content/${locale}/`)),
      ...catalogStyleNotes(ROOT_DIR, locale, glossary),
    ]
    styleNotes.push(...style.map(located))
    annotations.push(...style.map(note => ({ ...annotated(note, 'style note'), level: 'notice' as const })))
  }
  if (files) {
    // New English content (an FAQ entry, a page) is published in English first, so that a writer is not blocked on
    // nine translators: its translations are notes for translators, failing only --strict. An article shown in
    // English is noindex meanwhile; an entry shown in English among translated ones is marked lang="en" on its page.
    const isArticle = (key: string) => key.startsWith('pages/') && !isFixedPage(key.slice('pages/'.length))
    const fileOf = (key: string) => `content/${locale}/${key}.mdx`
    if (files.fallback.length > 0)
      notTranslatedGaps.push({ locale, label: TRANSLATION_STATES.notTranslated, items: files.fallback.map(fileOf) })
    if (files.outdated.length > 0)
      outOfDateGaps.push({ locale, label: TRANSLATION_STATES.outOfDate, items: files.outdated.map(fileOf) })
    // Without --strict, collapsed to one notice per language below.
    for (const key of values.strict ? files.fallback : []) {
      annotations.push({
        file: `content/${locale}/${key}.mdx`,
        title: TRANSLATION_STATES.notTranslated,
        message:
          `is ${TRANSLATION_STATES.notTranslated}, so English is ` +
          `shown${isArticle(key) ? ' (and the page is noindex)' : ''} — copy content/${DEFAULT_LOCALE}/${key}.mdx ` +
          `there, translate it and stamp it`,
      })
    }
    for (const key of values.strict ? files.outdated : []) {
      const file = fileOf(key)
      const text = fs.readFileSync(path.join(ROOT_DIR, file), 'utf8')
      annotations.push({
        file,
        line: lineOfField(text, 'source_hash'),
        title: TRANSLATION_STATES.outOfDate,
        message: /^source_hash:/m.test(text)
          ? `content/${DEFAULT_LOCALE}/${key}.mdx changed since this translation was stamped — \`npm run i18n:diff ` +
            `-- ${file}\` shows what changed; bring it over, then \`npm run i18n:stamp -- ${file}\``
          : `has no source_hash, so it may be ${TRANSLATION_STATES.outOfDate} — compare it with ` +
            `content/${DEFAULT_LOCALE}/${key}.mdx, then \`npm run i18n:stamp -- ${file}\``,
      })
    }
  }
}

/**
 * An out-of-date translation with the size of the job: "content/de/faq/x.mdx: 2 of 5 paragraphs changed in English".
 */
function outOfDate(file: string): string {
  const changes = paragraphChanges(ROOT_DIR, file, DEFAULT_LOCALE)
  return changes
    ? `${file}: ${changes.changed} of ${changes.total} paragraphs changed in English`
    : `${file}: not stamped — compare it with English`
}

const keysOf = ({ locale, items }: Gap) =>
  items.map(file => file.replace(`content/${locale}/`, '').replace(/\.mdx$/, '')).join(', ')
const capitalised = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`
/** `de: 2 out of date (faq/x, pages/y)`: the label of an out-of-date or not-translated gap is its state. */
const countLine = (gap: Gap) => `${gap.locale}: ${gap.items.length} ${gap.label} (${keysOf(gap)})`
const notices = [
  [outOfDateGaps, 'translators bring them up to date; `npm run i18n:diff -- --all` shows what changed in English'],
  [
    notTranslatedGaps,
    `new English content, shown in English until translated; translators copy each file from ` +
      `content/${DEFAULT_LOCALE}/, translate and stamp it`,
  ],
] as const
for (const [noted, what] of values.strict ? [] : notices) {
  for (const gap of noted)
    annotations.push({ level: 'notice', title: `translations (${gap.locale})`, message: `${countLine(gap)} — ${what}` })
}

/** English file → the locales a translator has to act in, for the job summary and `--json`. */
function byEnglishFile(gaps: Gap[]): Map<string, string[]> {
  const files = new Map<string, string[]>()
  for (const { locale, items } of gaps) {
    for (const file of items) {
      const english = file.replace(`content/${locale}/`, `content/${DEFAULT_LOCALE}/`)
      files.set(english, [...(files.get(english) ?? []), locale])
    }
  }
  return files
}
if (values.json) {
  console.log(
    JSON.stringify(
      {
        notTranslated: Object.fromEntries(byEnglishFile(notTranslatedGaps)),
        outOfDate: Object.fromEntries(byEnglishFile(outOfDateGaps)),
      },
      null,
      2,
    ),
  )
  process.exit(0)
}

console.log(formatTable(rows))
const plainGap = ({ locale, label, items }: Gap) => `${locale}: ${label}:\n  ${items.join('\n  ')}`
// Errors first, then the notes, so that what fails is never buried under what does not.
const failing = values.strict
  ? [
      ...gaps,
      ...notTranslatedGaps.map(gap => ({
        ...gap,
        label:
          `content ${TRANSLATION_STATES.notTranslated}, so English is shown (copy the English file there, ` +
          `translate it, npm run i18n:stamp -- <file>)`,
      })),
      ...outOfDateGaps.map(gap => ({
        ...gap,
        items: gap.items.map(outOfDate),
        label:
          `content ${TRANSLATION_STATES.outOfDate} (npm run i18n:diff -- <file> shows what changed in English; ` +
          `npm run i18n:stamp -- <file> once updated)`,
      })),
    ]
  : gaps
if (failing.length > 0) console.log(`\n${failing.map(plainGap).join('\n')}`)
if (!values.strict && notTranslatedGaps.length > 0) {
  console.log(
    `\n${TRANSLATION_STATES.notTranslated} (not an error: new English content is shown in English until translated; ` +
      `--strict fails on it):\n  ${notTranslatedGaps.map(countLine).join('\n  ')}`,
  )
}
if (!values.strict && outOfDateGaps.length > 0) {
  console.log(
    `\ntranslations ${TRANSLATION_STATES.outOfDate} (not an error: English changed, translators update them; npm run ` +
      `i18n:diff -- --all shows what changed):\n  ${outOfDateGaps.map(countLine).join('\n  ')}`,
  )
}

if (styleNotes.length > 0) {
  console.log(
    `\nstyle notes (not errors: one term per idea and each language's typography, TRANSLATING.md "House ` +
      `style"):\n  ${styleNotes.join('\n  ')}`,
  )
}

let stale: string[] = []
if (checking) {
  stale = findStaleCatalogs(ROOT_DIR, localesDir)
  if (stale.length > 0) console.log(`\nstale catalogs — run npm run i18n:extract and commit: ${stale.join(', ')}`)
  annotations.push(
    ...stale.map(file => ({
      file,
      title: 'stale catalog',
      message:
        'npm run i18n:extract would change this catalog (the source has new, changed or removed messages) — run it ' +
        'and commit the result',
    })),
  )
}
const complete = failing.length === 0 && stale.length === 0
// Named languages are each confirmed, so that `npm run i18n:status -- de` ends with "de: complete", and says what
// is still to do without failing: "de: complete (1 out of date)".
if (positionals.length > 0) {
  for (const locale of selectedLocales) {
    if (failing.some(gap => gap.locale === locale)) continue
    const still = pending(gaps => gaps.find(gap => gap.locale === locale)?.items.length ?? 0, '')
    console.log(`\n${locale}: complete${still ? ` (${still})` : ''}`)
  }
}

if (inGitHubActions()) {
  // Errors first: GitHub keeps only the first 10 annotations of each level per step.
  const ordered = [
    ...annotations.filter(annotation => !annotation.level),
    ...annotations.filter(annotation => annotation.level),
  ]
  for (const annotation of ordered)
    console.log(formatAnnotation({ level: checking ? 'error' : 'warning', ...annotation }))
}
if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, jobSummary())

if (checking) {
  const flag = values.strict ? '--strict' : '--check'
  if (!complete) {
    console.error(`\ni18n:status ${flag}: translations are incomplete or stale (see above).`)
    await exitWhenWritten(1)
  }
  const still = pending(gaps => gaps.reduce((sum, gap) => sum + gap.items.length, 0), 'translation(s) ')
  console.log(
    values.strict || !still
      ? `\ni18n:status ${flag}: every locale is complete and up to date.`
      : `\ni18n:status ${flag}: nothing is missing; ${still} (notes above; --strict fails on them).`,
  )
}

/** What is still to translate, not failing: `2 not yet translated, 1 out of date`, counted by `count`. */
function pending(count: (gaps: Gap[]) => number, noun: string): string {
  const counts = [
    [count(notTranslatedGaps), TRANSLATION_STATES.notTranslated],
    [count(outOfDateGaps), TRANSLATION_STATES.outOfDate],
  ] as const
  return counts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${n} ${noun}${what}`)
    .join(', ')
}

function jobSummary(): string {
  const code = (text: string) => `\`${text}\``
  const html = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
  const shown = 20
  const gapLines = failing.map(
    ({ locale, label, items }) =>
      `- **${locale}**, ${html(label)}: ${items.slice(0, shown).map(code).join(', ')}` +
      (items.length > shown ? `, and ${items.length - shown} more` : ''),
  )
  if (stale.length > 0)
    gapLines.push(`- stale catalogs (run ${code('npm run i18n:extract')} and commit): ${stale.map(code).join(', ')}`)
  const outdated = Object.values(content.translation).some(status => status.outdated.length > 0)
  // Which files, in which languages, and the command that shows a translator what changed.
  const byFile = byEnglishFile(outOfDateGaps)
  const newFiles = byEnglishFile(notTranslatedGaps)
  // Notes, not errors: tables of them only when --strict does not list them as failing.
  const noteTable = (heading: string, rows: string[][]) =>
    values.strict || rows.length === 1 ? [] : [heading, '', formatMarkdownTable(rows, 'left'), '']
  const notTranslatedTable = noteTable(
    `### ${capitalised(TRANSLATION_STATES.notTranslated)} (not an error: new English content, shown in English ` +
      `until translated)`,
    [['English file', 'languages'], ...[...newFiles].map(([file, locales]) => [code(file), locales.join(', ')])],
  )
  const outOfDateTable = noteTable(
    `### Translations ${TRANSLATION_STATES.outOfDate} (not an error: translators update them)`,
    [
      ['English file', 'languages', 'what changed'],
      ...[...byFile].map(([file, locales]) => [
        code(file),
        locales.join(', '),
        code(`npm run i18n:diff -- ${file.replace(`content/${DEFAULT_LOCALE}/`, `content/${locales[0]}/`)}`),
      ]),
    ],
  )
  return [
    '## Translation status',
    '',
    formatMarkdownTable(rows),
    '',
    ...(gapLines.length > 0
      ? [...gapLines, '']
      : [
          outdated && !values.strict ? 'Nothing is missing or fuzzy.' : 'Nothing is missing, fuzzy or out of date.',
          '',
        ]),
    ...notTranslatedTable,
    ...outOfDateTable,
    ...(outdated
      ? [
          `${code('npm run i18n:diff -- --all')} shows what changed in English since each out-of-date translation ` +
            `was stamped.`,
          '',
        ]
      : []),
  ].join('\n')
}
