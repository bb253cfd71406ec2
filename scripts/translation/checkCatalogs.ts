/**
 * The Lingui catalogs, checked as carefully as content, each message parsed by Lingui's own compiler: a translation
 * keeps its msgid's placeholders, select/plural, quoting and tags, types no figure, address, link or handle the msgid
 * does not have, and hides no character. Fuzzy entries show English and are left to `npm run i18n:status`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { readOfficialRegistry } from '../registry/official.ts'
import { allowListOfFiles, compareUnitFacts, describeFactGap, identifierGaps, notYetReported } from './compare.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { factsOfText } from '../text/facts.ts'
import { problemIn, type Problem, type Report } from '../core/problems.ts'
import { suspiciousText } from '../text/suspiciousText.ts'
import { shapeDifferences, shapeOf, withoutMarkup, type MessageShape } from './messageShape.ts'
import { catalogEntries, readCatalog, strayLines, type CatalogEntry } from './catalogs.ts'
import { catalogParity, messageKey, type ReadCatalog } from './catalogParity.ts'

/** Lines that are not of a catalog reported one by one; the rest are counted in one problem. */
const MAX_STRAY_LINES_SHOWN = 5

/**
 * Every catalog under `localesDir`; `defaultLocale`'s is the source, its msgstr may be empty, and every other catalog
 * holds its messages and no other (catalogParity.ts).
 */
export function checkCatalogs(rootDir: string, localesDir: string, defaultLocale: string): Problem[] {
  if (!fs.existsSync(localesDir)) return []
  const problems: Problem[] = []
  const read = new Map<string, ReadCatalog>()
  for (const locale of fs.readdirSync(localesDir).sort()) {
    const file = path.join(localesDir, locale, 'messages.po')
    if (!fs.lstatSync(file, { throwIfNoEntry: false })) continue
    const keep = (entries: CatalogEntry[]) => read.set(locale, { file: path.relative(rootDir, file), entries })
    problems.push(...checkCatalog(rootDir, file, locale === defaultLocale, locale, keep))
  }
  const source = read.get(defaultLocale)
  for (const [locale, catalog] of read) {
    if (source && locale !== defaultLocale) problems.push(...catalogParity(source, catalog))
  }
  return problems
}

/** Checks one catalog; `read` is given its entries when it could be parsed. */
export function checkCatalog(
  rootDir: string,
  file: string,
  isSource: boolean,
  locale: string,
  read: (entries: CatalogEntry[]) => void = () => {},
): Problem[] {
  const problems: Problem[] = []
  const at: Report = (line, field, message, fix) => problems.push(problemIn(rootDir, file, line, field, message, fix))
  const text = readCatalog(file, at)
  if (text === undefined) return problems
  reportStrayLines(text, at)
  const entries = catalogEntries(text)
  read(entries)
  const seen = new Map<string, number>()
  for (const entry of entries) {
    const key = messageKey(entry)
    const first = seen.get(key)
    if (first !== undefined) {
      at(
        entry.line,
        'msgid',
        `"${entry.msgid}" is already translated on line ${first}`,
        'keep one entry per msgid: merge the two and delete the other',
      )
    } else {
      seen.set(key, entry.line)
    }
    checkEntry(entry, isSource, locale, at)
  }
  return problems
}

/** Lines pofile would skip or misread, the first MAX_STRAY_LINES_SHOWN one by one and the rest counted. */
function reportStrayLines(text: string, at: Report) {
  const stray = strayLines(text)
  for (const line of stray.slice(0, MAX_STRAY_LINES_SHOWN)) {
    at(
      line,
      'file',
      'is not a line of a catalog, which pofile skips or misreads, losing its entry',
      'restore it as npm run i18n:extract wrote it: a comment (#), msgid "…", msgstr "…" or a "…" line',
    )
  }
  if (stray.length > MAX_STRAY_LINES_SHOWN) {
    at(
      stray[MAX_STRAY_LINES_SHOWN]!,
      'file',
      `and ${stray.length - MAX_STRAY_LINES_SHOWN} more lines from here are not lines of a catalog`,
      'restore the file from the main branch and translate again, or run npm run i18n:extract',
    )
  }
}

/** One message: no hidden character or typed address, a msgid Lingui compiles, a msgstr that keeps its shape. */
function checkEntry(entry: CatalogEntry, isSource: boolean, locale: string, at: Report) {
  let hides = false
  for (const [field, value] of [
    ['msgid', entry.msgid],
    ['msgstr', entry.msgstr],
  ] as const) {
    const suspicious = suspiciousText(value)
    if (suspicious)
      at(
        field === 'msgstr' ? entry.msgstrLine : entry.line,
        field,
        suspicious.problem,
        suspicious.fix.replace('<ContractAddress />', 'the page'),
      )
    hides ||= suspicious !== undefined
  }
  // A typed address is reported once, as an address, not again as figures.
  if (hides) return
  let english: MessageShape
  try {
    english = shapeOf(entry.msgid)
  } catch (error) {
    at(
      entry.line,
      'msgid',
      `is not a valid message (${(error as Error).message})`,
      'fix the message in the source code, then run npm run i18n:extract',
    )
    return
  }
  if (entry.fuzzy || entry.msgstr === '') return
  let translated: MessageShape
  try {
    translated = shapeOf(entry.msgstr)
  } catch (error) {
    at(
      entry.msgstrLine,
      'msgstr',
      `does not compile (${(error as Error).message.split('\n')[0]})`,
      `close every { with a }, and write each {placeholder} exactly as in the msgid "${entry.msgid}"`,
    )
    return
  }
  for (const problem of compareShapes(english, translated, isSource, locale))
    at(entry.msgstrLine, 'msgstr', problem.message, problem.fix)
}

/** How a translation's shape and the facts of its words differ from its msgid's, as messages a translator acts on. */
export function compareShapes(
  english: MessageShape,
  translated: MessageShape,
  isSource = false,
  locale = 'und',
): { message: string; fix: string }[] {
  const found = shapeDifferences(english, translated)
  if (!isSource) {
    // The facts of the words: a translation that shows readers where to go ("support will ask for your recovery
    // phrase: t.me/…") is the classic attack on a token site. Placeholders are compared by shapeDifferences.
    const words = (text: string, language: string) =>
      factsOfText(text, language).filter(fact => fact.kind !== 'placeholder')
    const registry = readOfficialRegistry()
    // Markup is reported once, as markup (shapeDifferences), on both sides alike.
    const source = withoutMarkup(english.text)
    const shown = withoutMarkup(translated.text)
    const factGaps = compareUnitFacts(words(source, 'en'), words(shown, locale), 1, 'msgstr', registry)
    const gaps = [
      ...factGaps,
      // Every identifier-shaped token the msgid does not state that the nets above missed.
      ...identifierGaps(
        { kind: 'msgid', line: 1, facts: [], text: source },
        { kind: 'msgstr', line: 1, facts: [], text: shown },
        allowListOfFiles(path.join(ROOT_DIR, 'content/glossary.yaml'), registry, locale),
        'body',
      ).filter(notYetReported(factGaps)),
    ]
    for (const gap of gaps) {
      if (gap.kind === 'figure') {
        found.push({
          message: `types the figure ${gap.value}, which the msgid does not have`,
          fix: 'keep the figure as the placeholder of the msgid, or write it in words as the msgid does',
        })
      } else if (gap.kind === 'web' || gap.kind === 'email' || gap.kind === 'domain' || gap.kind === 'handle') {
        found.push({
          message:
            `types the ${gap.kind === 'web' || gap.kind === 'email' ? 'address' : gap.kind} ${gap.value}, ` +
            `which the msgid does not have`,
          fix: 'translate only the words: an address on the page comes from the msgid or from content/constants.yaml',
        })
      } else {
        found.push(describeFactGap({ ...gap, unit: 'body' }, 'the msgid'))
      }
    }
  }
  return found
}
