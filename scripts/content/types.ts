/** The shapes the content build passes between its steps (see buildContent.ts for the order of the steps). */
import type { BodyNode, CollectionName } from '../../src/content/schema.ts'
import type { ConstantName, NumericConstant } from '../../content/constants.ts'
import type { Problem } from './problems.ts'

/** The parts of content/constants.ts the build checks (widened, so tests can pass broken values). */
export interface Constants {
  CONSTANTS: Record<ConstantName, NumericConstant>
  TOKEN_SPLIT: readonly ConstantName[]
  LINKS: Record<string, string>
  TOKEN_CONTRACT_ADDRESS: string | null
}

export interface ContentOptions {
  /** Root for the paths printed in messages (the repository root). */
  rootDir: string
  /** Folder holding one sub-folder per locale. */
  contentDir: string
  /** Folder the generated index files go to. */
  outDir: string
  locales: readonly string[]
  defaultLocale: string
  constants: Constants
  /** Path of the constants file, for messages about it. */
  constantsFile: string
  /** content/glossary.yaml: translations must render the terms their English uses. Omitted: not checked. */
  glossaryFile?: string
}

/** One content file that passed every check of its own. */
export interface ParsedEntry {
  collection: CollectionName
  id: string
  /** Repository-relative path of the MDX file whose content the locale shows. */
  file: string
  /** The file's text, decoded, without BOM and with LF line ends: for messages that point at a line. */
  text: string
  /** Validated frontmatter, placeholders not yet filled (they are filled per locale when the index is generated). */
  data: Record<string, unknown>
  /** The body, compiled once to data. */
  body: BodyNode[]
  fallback: boolean
  /** Translations only: the `source_hash` of the English file they were made from. */
  sourceHash?: string
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
  /** Generated TypeScript source per locale (`en.ts`), `status.ts` and `articles.ts`; empty when there are problems. */
  outputs: Record<string, string>
  fileCount: number
  translation: Record<string, TranslationStatus>
}
