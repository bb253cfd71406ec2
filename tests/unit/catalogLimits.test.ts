/**
 * A catalog comes from outside contributors: one too large, too long or with a message the size of a book is refused
 * with its path and line before pofile, whose parse is quadratic, is given it, by every command that reads catalogs;
 * a message lost to a stray line or an edited msgid is reported on its line, not only as a stale catalog.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import PO from 'pofile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { compareCatalogs } from '../../scripts/changes/catalogs'
import { formatProblem } from '../../scripts/core/problems'
import {
  MAX_CATALOG_BYTES,
  MAX_CATALOG_LINES,
  MAX_MESSAGE_CHARACTERS,
  MAX_STRING_LINES,
  MAX_HEADER_LINES,
} from '../../scripts/translation/catalogLimits'
import { readCatalogStatus } from '../../scripts/translation/catalogs'
import { checkCatalogs } from '../../scripts/translation/checkCatalogs'

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-limits-'))
})
afterEach(() => {
  vi.restoreAllMocks()
  fs.rmSync(root, { recursive: true, force: true })
})

const FILE = 'locales/de/messages.po'
/** A catalog: the header (lines 1–3, then `headerLines` more), an empty line, then one entry per msgstr. */
const catalog = (msgstrs: string[], headerLines: string[] = []) =>
  [
    'msgid ""',
    'msgstr ""',
    '"Language: de\\n"',
    ...headerLines,
    '',
    ...msgstrs.flatMap((msgstr, index) => [`msgid "Message ${index}"`, `msgstr ${msgstr}`, '']),
  ].join('\n')

/** The problems of `npm run content` for locales/de/messages.po holding `text`, and whether pofile was called. */
function check(text: string): { problems: string[]; parsed: boolean } {
  fs.mkdirSync(path.join(root, 'locales/de'), { recursive: true })
  fs.writeFileSync(path.join(root, FILE), text)
  const parse = vi.spyOn(PO, 'parse')
  const problems = checkCatalogs(root, path.join(root, 'locales'), 'en').map(formatProblem)
  return { problems, parsed: parse.mock.calls.length > 0 }
}

describe('the catalog limits, as npm run content reads a catalog', () => {
  it('refuses a catalog over the size limit with its size, the limit and a fix, before pofile parses it', () => {
    const text = catalog(Array.from({ length: 20_000 }, () => '"Alle Neuigkeiten"'))
    expect(text.length).toBeGreaterThan(MAX_CATALOG_BYTES)
    const { problems, parsed } = check(text)
    expect(problems).toEqual([
      `${FILE}:1: file: is ${Math.ceil(text.length / 1024)} KiB, over the limit of ${MAX_CATALOG_BYTES / 1024} KiB ` +
        'for a catalog — a catalog holds only the interface messages: remove what was added by hand, or run npm run ' +
        'i18n:extract to write it again from the source',
    ])
    expect(parsed).toBe(false)
  })

  it('refuses a catalog of more lines than the limit, small as it is', () => {
    const { problems, parsed } = check(catalog(Array.from({ length: MAX_CATALOG_LINES / 3 }, () => '"x"')))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      new RegExp(`^${FILE}:${MAX_CATALOG_LINES + 1}: file: has 10,00\\d lines, more than the 10,000 allowed`),
    )
    expect(parsed).toBe(false)
  })

  it('refuses a header continued over more string lines than the limit, on its first string line', () => {
    const added = Array.from({ length: MAX_STRING_LINES }, () => '"a"')
    const { problems, parsed } = check(catalog(['"Eins"'], added))
    expect(problems).toEqual([
      `${FILE}:3: file: has more than ${MAX_STRING_LINES} string lines in a row from here — write each message on ` +
        'one line, as npm run i18n:extract does, and keep the header it writes',
    ])
    expect(parsed).toBe(false)
    expect(check(catalog(['"Eins"'], added.slice(1))).problems).toEqual([])
  })

  it('refuses lines before the first message that pofile would join to the header, before pofile parses them', () => {
    // pofile joins a header line with every later line that ends in a quote, comments included.
    for (const added of [
      Array.from({ length: MAX_HEADER_LINES }, () => '#, aaaaaaaaaaaaaaaaaaaaaa"'),
      Array.from({ length: MAX_HEADER_LINES / 2 }, () => ['"a"', '']).flat(),
    ]) {
      const { problems, parsed } = check(catalog(['"Eins"'], added))
      expect(problems).toEqual([
        `${FILE}:${MAX_HEADER_LINES + 1}: file: has ${added.length + 4} lines before its first message, more than ` +
          `the ${MAX_HEADER_LINES} allowed — a catalog holds only the interface messages: remove what was added by ` +
          'hand, or run npm run i18n:extract to write it again from the source',
      ])
      expect(parsed).toBe(false)
    }
  })

  it('refuses an empty msgid after the header, whose msgstr pofile gives to the next entry unchecked', () => {
    const text = `${catalog(['"Eins"'])}\nmsgid ""\nmsgstr "${'a'.repeat(5_000)}"\n\nmsgid "Buy"\n`
    const { problems, parsed } = check(text)
    expect(problems).toEqual([
      `${FILE}:8: msgid: is empty: only the header at the top of the catalog has an empty msgid — a catalog holds ` +
        'only the interface messages: remove what was added by hand, or run npm run i18n:extract to write it again ' +
        'from the source',
    ])
    expect(parsed).toBe(false)
  })

  it('refuses a msgstr over the limit on its line, continued lines counted, and accepts one at the limit', () => {
    const long = `"${'a'.repeat(MAX_MESSAGE_CHARACTERS - 10)}"\n"${'b'.repeat(11)}"`
    const { problems, parsed } = check(catalog(['"Eins"', `""\n${long}`]))
    expect(problems).toEqual([
      `${FILE}:9: msgstr: is 2,001 characters long, more than the 2,000 allowed in one message — shorten it: a ` +
        'catalog message is a label or a sentence of the interface; longer text belongs in content/<locale>/ as MDX',
    ])
    expect(parsed).toBe(false)
    expect(check(catalog(['"Eins"', `"${'a'.repeat(MAX_MESSAGE_CHARACTERS)}"`])).problems).toEqual([])
  })
})

describe('the catalog limits, as i18n:status and the change report read a catalog', () => {
  const long = catalog([`"${'a'.repeat(MAX_MESSAGE_CHARACTERS + 1)}"`])

  it('i18n:status refuses a catalog over a limit with its path and line, before pofile parses it', () => {
    fs.mkdirSync(path.join(root, 'locales/de'), { recursive: true })
    fs.writeFileSync(path.join(root, FILE), long)
    const parse = vi.spyOn(PO, 'parse')
    expect(() => readCatalogStatus(path.join(root, 'locales'), 'de')).toThrow(`${FILE}:6: msgstr: is 2,001 characters`)
    expect(parse).not.toHaveBeenCalled()
  })

  it('the change report does not compare a catalog over a limit, and says which side and why', () => {
    const parse = vi.spyOn(PO, 'parse')
    const changes = compareCatalogs([FILE], { base: () => catalog(['"Eins"']), head: () => long })
    expect(changes).toEqual([
      {
        locale: 'de',
        file: FILE,
        english: '(the whole catalog)',
        markdown: expect.stringMatching(
          /^not compared, as npm run content refuses it: the pull request's catalog, line 6: msgstr: is 2,001 /,
        ),
        addresses: [],
      },
    ])
    expect(parse).not.toHaveBeenCalled()
  })
})

describe('a message that vanishes from a translated catalog, as npm run content reads it', () => {
  /** locales/en/messages.po with three messages, and locales/de/messages.po as `edit` leaves its translation. */
  function checkAgainstEnglish(edit: (german: string) => string): string[] {
    const english = catalog(['"Message 0"', '"Message 1"', '"Message 2"'])
    fs.mkdirSync(path.join(root, 'locales/en'), { recursive: true })
    fs.writeFileSync(path.join(root, 'locales/en/messages.po'), english)
    return check(edit(catalog(['"Hallo"', '"Willkommen"', '"Danke"']))).problems
  }

  it('reports a junk line in place of a msgid on its line, and the message it lost where its entry was', () => {
    expect(checkAgainstEnglish(german => german)).toEqual([])
    expect(checkAgainstEnglish(german => german.replace('msgid "Message 1"', 'Message 1'))).toEqual([
      `${FILE}:8: file: is not a line of a catalog, which pofile skips or misreads, losing its entry — restore it as ` +
        'npm run i18n:extract wrote it: a comment (#), msgid "…", msgstr "…" or a "…" line',
      `${FILE}:7: msgid: "Message 1" is missing here (its entry was removed or its msgid edited), so English is ` +
        'shown — copy its entry back from locales/en/messages.po:8 and translate its msgstr',
    ])
  })

  it('reports a quote left inside a msgstr, and a second msgstr that would replace the first, on their lines', () => {
    const strayAt = (line: number) =>
      `${FILE}:${line}: file: is not a line of a catalog, which pofile skips or misreads, losing its entry — ` +
      'restore it as npm run i18n:extract wrote it: a comment (#), msgid "…", msgstr "…" or a "…" line'
    expect(checkAgainstEnglish(german => german.replace('msgstr "Willkommen"', 'msgstr "Will"kommen"'))).toEqual([
      strayAt(9),
    ])
    // An escaped quote is a quote of the message, as pofile writes one.
    expect(checkAgainstEnglish(german => german.replace('msgstr "Willkommen"', 'msgstr "\\"Willkommen\\""'))).toEqual(
      [],
    )
    for (const second of ['msgstr "Tschüss"', 'msgstr[0] "Tschüss"', '#~ msgstr "Tschüss"', '#| " Tschüss"'])
      expect(
        checkAgainstEnglish(german => german.replace('msgstr "Willkommen"', `msgstr "Willkommen"\n${second}`)),
        second,
      ).toEqual([strayAt(10)])
    // A translator's comment, and the comments extract writes, are comments.
    expect(
      checkAgainstEnglish(german =>
        german.replace('msgstr "Willkommen"', 'msgstr "Willkommen"\n# Begrüßung\n#, fuzzy'),
      ),
    ).toEqual([])
  })

  it('reports an edited msgid on its line, and the English message it no longer translates', () => {
    expect(checkAgainstEnglish(german => german.replace('msgid "Message 2"', 'msgid "Danke"'))).toEqual([
      `${FILE}:10: msgid: "Message 2" is missing here (its entry was removed or its msgid edited), so English is ` +
        'shown — copy its entry back from locales/en/messages.po:11 and translate its msgstr',
      `${FILE}:11: msgid: "Danke" is not a message of locales/en/messages.po, so its translation is never ` +
        'shown — write the msgid exactly as in locales/en/messages.po: only the msgstr is yours to change',
    ])
  })
})
