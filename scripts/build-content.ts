/**
 * `npm run content`: validates content/ and generates the typed index pages import (src/content/generated/).
 * Usage: tsx scripts/build-content.ts [--content DIR] [--out DIR]
 * Exits 1 and writes nothing when any file has a problem; each problem is printed as `path:line: field: … — fix`.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { defaultContentOptions, describeResult, runContentBuild } from './content/run.ts'

const { values } = parseArgs({ options: { content: { type: 'string' }, out: { type: 'string' } } })
const options = defaultContentOptions({
  ...(values.content ? { contentDir: path.resolve(values.content) } : {}),
  ...(values.out ? { outDir: path.resolve(values.out) } : {}),
})
const result = runContentBuild(options)
const report = describeResult(result)
if (result.problems.length > 0) {
  console.error(report)
  process.exit(1)
}
console.log(report)
