/**
 * One i18n engine: the files the build writes outside the pages (news feeds, Open Graph cards) read their words as
 * the pages do, through Lingui's compiled catalogs and the pages' own message descriptors
 * (scripts/translation/pageI18n.ts), not a second reader of the .po files that knew neither plurals nor select.
 */
import { setupI18n } from '@lingui/core'
import { createCompiledCatalog } from '@lingui/cli/api'
import { describe, expect, it } from 'vitest'
import { loadPageI18n } from '../../scripts/translation/pageI18n'
import { COMING_SOON } from '../../src/i18n/sharedMessages'
import { LOCALES } from '../../src/i18n/locales'
import { newsFeedTitles } from '../../src/news/feedTitles'
import { TAG_NAMES } from '../../src/news/tagNames'

describe("the pages' i18n outside the pages", () => {
  it('gives the words the pages show, from the descriptors the pages use, in every locale', async () => {
    const pageI18n = await loadPageI18n()
    // The descriptors are the pages' own modules (compiled here by vitest's Lingui plugins): the same ids.
    expect(pageI18n.COMING_SOON.id).toBe(COMING_SOON.id)
    expect(pageI18n.TAG_NAMES.security.id).toBe(TAG_NAMES.security.id)
    expect(pageI18n.i18n('ja')._(COMING_SOON)).toBe('近日公開')
    expect(pageI18n.i18n('en')._(COMING_SOON)).toBe('Coming soon')
    expect(pageI18n.newsFeedTitles(pageI18n.i18n('de'), 'security').tag).toBe(
      newsFeedTitles(pageI18n.i18n('de'), 'security').tag,
    )
    for (const locale of LOCALES) {
      const badge = pageI18n.i18n(locale)._(COMING_SOON)
      expect(badge, locale).not.toBe('')
      if (locale !== 'en') expect(badge, `${locale}: the English badge`).not.toBe('Coming soon')
    }
  })

  it(
    "renders plural and select by the locale's rules, as a compiled catalog does (the .po reader it replaced " +
      'read msgstr[0])',
    () => {
      const messages = {
        posts: '{count, plural, one {# новость} few {# новости} many {# новостей} other {# новости}}',
        author: '{role, select, team {Команда} other {Гость}} пишет',
      }
      const { source, errors } = createCompiledCatalog('ru', messages, { namespace: 'json' })
      expect(errors).toEqual([])
      const i18n = setupI18n({
        locale: 'ru',
        messages: { ru: (JSON.parse(source) as { messages: Record<string, never> }).messages },
      })
      expect([1, 3, 5, 21].map(count => i18n._('posts', { count }))).toEqual([
        '1 новость',
        '3 новости',
        '5 новостей',
        '21 новость',
      ])
      expect(i18n._('author', { role: 'team' })).toBe('Команда пишет')
      expect(i18n._('author', { role: 'press' })).toBe('Гость пишет')
    },
  )
})
