import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE } from './src/i18n/locales'

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES, PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  // A message missing in a locale shows the English text (never an empty string).
  fallbackLocales: { default: DEFAULT_LOCALE },
  // File references without line numbers, so moving code does not make every catalog stale.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/pages'],
      exclude: ['**/node_modules/**', '<rootDir>/src/content/generated/**'],
    },
  ],
})
