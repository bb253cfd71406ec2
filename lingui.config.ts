import { defineConfig } from '@lingui/cli'
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales'

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/pages'],
      exclude: ['**/node_modules/**', '<rootDir>/src/content/generated/**'],
    },
  ],
})
