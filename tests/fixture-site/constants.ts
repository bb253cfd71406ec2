/** The figures and links of the tests' own content, read as the build reads them (for tests of the built site). */
import path from 'node:path'
import { formatProblem } from '../../scripts/core/problems'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { readConstants } from '../../scripts/registry/readConstants'
import { FIXTURE_CONTENT_DIR } from './content'

const read = readConstants(ROOT_DIR, path.join(FIXTURE_CONTENT_DIR, 'constants.yaml'))
if (!read.constants) throw new Error(read.problems.map(formatProblem).join('\n'))

/** tests/fixtures/site/content/constants.yaml as the generated constants module has it (BRAND_NAME, CONSTANTS…). */
export const FIXTURE_CONSTANTS = read.constants
