/**
 * The unit project's global setup (vitest.config.ts): generates the content index from the tests' own content into
 * FIXTURE_GENERATED_DIR, which vitest.config.ts puts in the place of src/content/generated/ for every module under
 * test. Built as on FIXTURE_TODAY, so that no test depends on the day it runs. No site is built.
 */
import path from 'node:path'
import { defaultContentOptions, describeResult, runContentBuild } from '../../scripts/pipeline/run'
import { FIXTURE_CONTENT_DIR, FIXTURE_GENERATED_DIR, FIXTURE_TODAY } from './content'

export default async function generateFixtureContent() {
  const result = await runContentBuild(
    defaultContentOptions({
      contentDir: FIXTURE_CONTENT_DIR,
      constantsFile: path.join(FIXTURE_CONTENT_DIR, 'constants.yaml'),
      glossaryFile: path.join(FIXTURE_CONTENT_DIR, 'glossary.yaml'),
      outDir: FIXTURE_GENERATED_DIR,
      today: FIXTURE_TODAY,
      drafts: false,
    }),
  )
  if (result.problems.length > 0) throw new Error(`the tests' content does not build:\n${describeResult(result)}`)
}
