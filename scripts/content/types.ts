/** The shapes the content build passes between its steps (buildContent.ts). */
import type { BodyNode, CollectionName } from '../../src/content/schema.ts'
import type { Unit } from '../text/units.ts'
import type { Problem } from '../core/problems.ts'

import type { Constants } from '../registry/readConstants.ts'
export type { Constants }

export interface ContentOptions {
  /** Root for the paths printed in messages (the repository root). */
  rootDir: string
  /** Folder holding one sub-folder per locale. */
  contentDir: string
  /** Folder the generated index files go to. */
  outDir: string
  locales: readonly string[]
  defaultLocale: string
  /** content/constants.yaml: the figures and links, read and checked by the content build. */
  constantsFile: string
  /** locales/: the Lingui catalogs, checked with the content; none when absent. */
  localesDir?: string
  /** content/glossary.yaml: translations must render the terms their English uses. Omitted: not checked. */
  glossaryFile?: string
  /** Today, `YYYY-MM-DD`: which news posts are published (scripts/core/clock.ts). Omitted: the real date. */
  today?: string
  /** Draft news posts shown as published (`npm run dev -- --drafts` only; scripts/core/clock.ts). */
  drafts?: boolean
}

export interface BuildOptions extends ContentOptions {
  constants: Constants
}

/** One content file that passed every check of its own. */
export interface ParsedEntry {
  collection: CollectionName
  id: string
  /** Repository-relative path of the MDX file whose content the locale shows. */
  file: string
  /** The file's text (LF, no BOM), for messages that point at a line. */
  text: string
  /** Validated frontmatter, placeholders not yet filled. */
  data: Record<string, unknown>
  body: BodyNode[]
  /** What a translation must keep (scripts/text/units.ts). */
  units: EntryUnits
  fallback: boolean
  /** Translations only: the `source_hash` of the English file they were made from. */
  sourceHash?: string
}

export interface EntryUnits {
  fields: Unit[]
  body: Unit[]
}

/** Where each locale's translation stands, by `collection/id`. */
export interface TranslationStatus {
  translated: string[]
  /** Missing files: English is shown instead. */
  fallback: string[]
  /** Translated, but the English file changed since (or the file has no source_hash). */
  outdated: string[]
}

export interface ContentResult {
  problems: Problem[]
  warnings: Problem[]
  /** Generated files by name (`en.json`, `status.ts`…); empty when there are problems. */
  outputs: Record<string, string>
  fileCount: number
  translation: Record<string, TranslationStatus>
  /** News posts left out of this build: drafts, and posts dated after today (with their date). */
  unpublishedNews?: UnpublishedPost[]
}

export interface UnpublishedPost {
  file: string

  state: 'scheduled' | 'draft'
  date: string
}
