/**
 * No honest English edit takes a translation away (scripts/translation/alignWithEnglish.ts): an out-of-date
 * translation stays on the page while every fact it states is still stated, unchanged, by today's English. A new
 * paragraph without a changed fact is a note for translators; a fact changed or gone sends the entry back to English.
 * On the content fixture (tests/fixtures/site: English and three translations).
 */
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { formatProblem } from '../../scripts/core/problems'
import { keepStampedEnglish } from '../../scripts/translation/stampedEnglish'
import { translationNotes } from '../../scripts/translation/translationNotes'
import { contentOptionsIn, copyContentPerTest, fixtureFile, writeInto } from './contentCopy'

// English and three translations: two Latin languages and a CJK one.
const LOCALES = ['en', 'de', 'fr', 'ja'] as const
const TRANSLATED = LOCALES.filter(locale => locale !== 'en')
const ENGLISH = 'content/en/faq/content-ownership.mdx'
const KEY = 'faq/content-ownership'
let root: string

const copy = copyContentPerTest('honest-edits-', LOCALES)
beforeEach(() => {
  root = copy()
  // The English each translation was stamped against, kept as `npm run i18n:stamp` keeps it.
  keepStampedEnglish(path.join(root, 'content'), real(ENGLISH))
})

const real = fixtureFile
const build = () => buildContent(contentOptionsIn(root, { locales: [...LOCALES] }))

describe('an honest English edit keeps the translations', () => {
  it('keeps every translation when a new paragraph without a figure or link is added, with one note each', () => {
    const english = `${real(ENGLISH).trimEnd()}\n\nCreators keep full control of their channel.\n`
    writeInto(root, ENGLISH, english)
    const result = build()
    expect(result.problems.map(formatProblem)).toEqual([])
    const line = english.trimEnd().split('\n').length
    for (const locale of TRANSLATED) {
      expect(result.translation[locale]!.fallback, locale).not.toContain(KEY)
      expect(result.translation[locale]!.outdated, locale).toContain(KEY)
      const notes = result.warnings.filter(warning => warning.file === `content/${locale}/${KEY}.mdx`)
      expect(
        notes.map(note => note.message),
        locale,
      ).toEqual([
        `${ENGLISH} changed since this translation, so it is out of date: it lacks the new paragraph (line ${line}) ` +
          `of today's English`,
      ])
    }
    expect(
      translationNotes(result.warnings.filter(warning => warning.field !== 'style')).map(note => note.text),
    ).toEqual(TRANSLATED.map(locale => `${locale}: 1 out of date (${KEY})`))
  })

  it('keeps them when a sentence is added inside the paragraph, and when a word changes', () => {
    writeInto(
      root,
      ENGLISH,
      `${real(ENGLISH)
        .trimEnd()
        .replace('is yours.', 'is yours, and always stays yours. Creators keep full control of their channel.')}\n`,
    )
    const result = build()
    expect(result.problems.map(formatProblem)).toEqual([])
    for (const locale of TRANSLATED) expect(result.translation[locale]!.outdated, locale).toContain(KEY)
  })

  it('shows English when a fact the translations state changed (a figure typed into their paragraph)', () => {
    writeInto(root, ENGLISH, `${real(ENGLISH).trimEnd().replace('every video', 'every one of your 3 latest videos')}\n`)
    const result = build()
    expect(result.problems.map(formatProblem)).toEqual([])
    for (const locale of TRANSLATED) {
      expect(result.translation[locale]!.fallback, locale).toContain(KEY)
      expect(result.translation[locale]!.outdated, locale).not.toContain(KEY)
    }
  })

  it('shows English when a link the translations state is gone', () => {
    const file = 'content/en/faq/where-to-trade.mdx'
    keepStampedEnglish(path.join(root, 'content'), real(file))
    writeInto(root, file, real(file).replace('<ExternalLink name="gmgn">GMGN</ExternalLink>', 'GMGN'))
    const result = build()
    for (const locale of TRANSLATED)
      expect(result.translation[locale]!.fallback, locale).toContain('faq/where-to-trade')
  })

  it('shows English when a new paragraph states a new fact', () => {
    writeInto(
      root,
      ENGLISH,
      `${real(ENGLISH).trimEnd()}\n\nCreators keep <Constant name="creatorSharePercent" /> of every trade.\n`,
    )
    const result = build()
    for (const locale of TRANSLATED) expect(result.translation[locale]!.fallback, locale).toContain(KEY)
  })

  it("names the English a translation is compared with: the stamped version, not today's file", () => {
    // Today's English has two paragraphs; the German, made from the one-paragraph English, adds one of its own.
    writeInto(root, ENGLISH, `${real(ENGLISH).trimEnd()}\n\nCreators keep full control of their channel.\n`)
    const german = 'content/de/faq/content-ownership.mdx'
    writeInto(root, german, `${real(german).trimEnd()}\n\nUnd dein Kanal bleibt deiner.\n`)
    const hash = /source_hash: (\w+)/.exec(real(german))![1]
    expect(build().problems.map(formatProblem)).toEqual([
      `${german}:8: body: has 2 paragraphs, list items and table rows, but ${ENGLISH} as of its source_hash ` +
        `${hash} has 1: this paragraph is one too many — translate paragraph for paragraph, item for item and row ` +
        `for row, so that each keeps the facts of its English`,
    ])
  })

  it('shows English when a new paragraph comes with a changed fact elsewhere', () => {
    writeInto(
      root,
      ENGLISH,
      `${real(ENGLISH).trimEnd().replace('every video', 'every 2 videos')}\n\nCreators keep full control of ` +
        `their channel.\n`,
    )
    const result = build()
    for (const locale of TRANSLATED) expect(result.translation[locale]!.fallback, locale).toContain(KEY)
  })
})
