/**
 * The states of a translated entry, one name each, in every tool and on the page: `npm run content`'s notes,
 * `npm run i18n:status`, the change report (scripts/changes/), TRANSLATING.md, and the marker the page shows
 * (src/components/NotTranslatedMarker.tsx, whose Lingui message is the name with a capital: "Not yet translated",
 * 未翻訳 in Japanese). tests/unit/translationStates.test.ts holds them to it.
 * - `notTranslated`: English is shown, with the marker: there is no translation, or the English it was made from
 *   states facts today's English no longer does (a figure, link or constant changed or gone).
 * - `outOfDate`: an older translation is shown: every fact it states is still stated, unchanged, by today's English,
 *   which has changed words or has more (a new paragraph); translators bring it up to date.
 */
export const TRANSLATION_STATES = {
  notTranslated: 'not yet translated',
  outOfDate: 'out of date',
} as const
