/**
 * The tests' own content (tests/fixtures/site/content/: every locale, the constants, the glossary and the stamped
 * English, its README says why) and what tests read of it, in place of the live content/ and of what
 * `npm run content` generated from it (src/content/generated/). So a writer's edit changes no test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT_DIR } from '../../scripts/core/rootDir.ts'

export const FIXTURE_CONTENT_DIR = path.join(ROOT_DIR, 'tests/fixtures/site/content')

/**
 * Where the unit project's setup (tests/fixture-site/generate.ts) writes the index generated from the fixture content;
 * vitest.config.ts resolves every import of src/content/generated/ there. Outside the repository, one per checkout.
 */
export const FIXTURE_GENERATED_DIR = path.join(os.tmpdir(), `reelfi-fixture-generated-${path.basename(ROOT_DIR)}`)

/** The day the fixture content is built as (REELFI_NOW): the real posts are published, the banner's post pinned. */
export const FIXTURE_TODAY = '2026-12-01'

/** One locale's generated index (src/content/generated/<locale>.json), as generated from the tests' own content. */
export function fixtureIndex<Index>(locale: string): Index {
  return JSON.parse(fs.readFileSync(path.join(FIXTURE_GENERATED_DIR, `${locale}.json`), 'utf8')) as Index
}
