/**
 * The pages' own i18n for the files the build writes outside the pages (news feeds, Open Graph cards, llms.txt):
 * Lingui with the catalogs and message descriptors the pages use, so that plurals, select and a renamed message
 * behave as on the pages. Loaded once per process through Vite's module runner (runnerImport) with the site's Lingui
 * plugins (linguiPlugins.ts): tsx, which runs scripts/, does not compile Lingui's macros.
 */
import type { I18n } from '@lingui/core'
import { runnerImport } from 'vite'
import type { Locale } from '../../src/i18n/locales.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { linguiPlugins } from './linguiPlugins.ts'

type PageTextsModule = typeof import('./pageTexts.ts')

/** The pages' i18n instance of a locale, and the shared message descriptors. */
export type PageI18n = Pick<PageTextsModule, 'newsFeedTitles' | 'TAG_NAMES' | 'COMING_SOON' | 'OFFICIAL_MESSAGES'> & {
  i18n(locale: Locale): I18n
}

let loading: Promise<PageI18n> | undefined

export function loadPageI18n(): Promise<PageI18n> {
  return (loading ??= (async () => {
    const { module } = await runnerImport<PageTextsModule>('/scripts/translation/pageTexts.ts', {
      root: ROOT_DIR,
      configFile: false,
      logLevel: 'warn',
      plugins: linguiPlugins(),
    })
    return { ...module, i18n: locale => module.localeI18n(locale, module.catalogs[locale]!) }
  })())
}
