import { defineConfig } from '@lingui/cli'
import type { CatalogFormatter } from '@lingui/conf'
import config from './lingui.config'
import { fuzzyIsMissing } from './scripts/translation/fuzzyIsMissing'

/**
 * The Lingui configuration the Vite plugin compiles the pages' catalogs with (vite.config.ts): the project's own
 * (lingui.config.ts) with fuzzy entries treated as missing. `lingui extract` and the i18n scripts use lingui.config.ts.
 */
export default defineConfig({ ...config, format: fuzzyIsMissing(config.format as CatalogFormatter) })
