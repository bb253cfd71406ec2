/**
 * A locale's content index as the content step wrote it, for the build steps after it (feeds, cards, llms.txt): an
 * English fallback has no body of its own, and nothing is typeset yet (src/content/loadContent.server.ts).
 */

import fs from 'node:fs'
import path from 'node:path'
import type { LocaleContent } from '../../src/content/types.ts'
import { CONTENT_INDEX_DIR, ROOT_DIR } from '../core/rootDir.ts'

export function readStoredIndex(locale: string): LocaleContent {
  const file = path.join(ROOT_DIR, CONTENT_INDEX_DIR, `${locale}.json`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as LocaleContent
}
