/**
 * One state, one name (src/i18n/translationStates.ts): the page's marker, the content build's notes, i18n:status
 * and TRANSLATING.md say the same words for the same state.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { TRANSLATION_STATES } from '../../src/i18n/translationStates'

const read = (file: string) => fs.readFileSync(path.join(ROOT_DIR, file), 'utf8')
const capitalised = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`

describe('one name per translation state', () => {
  it("the page's marker is the name of the state, in every language", () => {
    expect(read('src/components/NotTranslatedMarker.tsx')).toContain(
      `message: '${capitalised(TRANSLATION_STATES.notTranslated)}'`,
    )
    for (const locale of ['de', 'es', 'fr', 'it', 'ja', 'ko', 'ru', 'zh-TW']) {
      const catalog = read(`locales/${locale}/messages.po`)
      expect(catalog, locale).toMatch(
        new RegExp(`msgid "${capitalised(TRANSLATION_STATES.notTranslated)}"\\nmsgstr "[^"]+"`),
      )
    }
  })

  it('no tool or guide uses another name for a state', () => {
    const files = [
      'scripts/translation/translationNotes.ts',
      'scripts/translation/alignWithEnglish.ts',
      'scripts/i18n/status.ts',
      'TRANSLATING.md',
      'scripts/pipeline/main.ts',
      'scripts/changes/report.ts',
      'scripts/changes/compareSites.ts',
      'CONTRIBUTING.md',
      'docs/changes.md',
      'docs/build.md',
    ]
    for (const file of files) {
      const text = read(file)
      for (const other of [
        'not translated yet',
        'Not translated yet',
        'shown in English until updated',
        'now shown in English',
        'English fallback',
      ]) {
        expect(text, `${file} says "${other}"`).not.toContain(other)
      }
    }
    for (const name of Object.values(TRANSLATION_STATES)) expect(read('TRANSLATING.md')).toContain(`**${name}**`)
  })

  it('the change report names the states from the same place', () => {
    const report = read('scripts/changes/report.ts')
    expect(report).toContain("import { TRANSLATION_STATES } from '../../src/i18n/translationStates.ts'")
    expect(report).toContain('### Translations now ${TRANSLATION_STATES.outOfDate}')
    expect(report).toContain('### New in English, ${TRANSLATION_STATES.notTranslated}')
  })
})
