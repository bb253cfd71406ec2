import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The checkout's root folder, in a module of its own that loads nothing else. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The content index's folder in a checkout: what `npm run content` writes and src/content/ imports. */
export const CONTENT_INDEX_DIR = 'src/content/generated'

/** SWC's cache in a checkout, where it keeps Lingui's plugin compiled (scripts/translation/linguiSwc.ts). */
export const SWC_CACHE_DIR = 'node_modules/.cache/swc'
