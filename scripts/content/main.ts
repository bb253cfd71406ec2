/**
 * `npm run content`: validates content/ and generates the typed index pages import (src/content/generated/).
 * Usage: tsx scripts/content/main.ts [--content DIR] [--out DIR]
 * Exits 1 and writes nothing when any file has a problem; each problem is printed as `path:line: field: … — fix`.
 * In a GitHub Actions job each problem and warning is also printed as an annotation on its file and line.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { defaultContentOptions, describeResult, runContentBuild } from './run.ts'
import { inGitHubActions, problemAnnotation } from '../report/githubAnnotations.ts'

const { values } = parseArgs({ options: { content: { type: 'string' }, out: { type: 'string' } } })
const options = defaultContentOptions({
  ...(values.content ? { contentDir: path.resolve(values.content), constantsFile: path.resolve(values.content, 'constants.yaml') } : {}),
  ...(values.out ? { outDir: path.resolve(values.out) } : {}),
})
const result = await runContentBuild(options)
const report = describeResult(result)
if (result.problems.length > 0) console.error(report)
else console.log(report)
if (inGitHubActions()) {
  for (const warning of result.warnings) console.log(problemAnnotation('warning', warning))
  for (const problem of result.problems) console.log(problemAnnotation('error', problem))
}
if (result.problems.length > 0) process.exit(1)
