/**
 * `npm run content`: validates content/ and generates the index pages import (src/content/generated/).
 * Usage: tsx scripts/pipeline/main.ts [--content DIR] [--out DIR]
 * Exits 1 and writes nothing when any file has a problem; in GitHub Actions each is also an annotation.
 */
import path from 'node:path'
import { defaultContentOptions, describeResult, runContentBuild, shownProblems } from './run.ts'
import { isTranslationNote, translationNotes } from '../translation/translationNotes.ts'
import { formatAnnotation, inGitHubActions, problemAnnotation } from '../core/githubAnnotations.ts'
import { describeToolError, exitWhenWritten } from '../core/problems.ts'
import { parseCommandLine } from '../core/commandLine.ts'

const USAGE = `Usage: npm run content [-- --content DIR] [-- --out DIR]
  --content DIR   the content folder to check (default: content/)
  --out DIR       where the index goes (default: src/content/generated/)`
const { values } = parseCommandLine(USAGE, { options: { content: { type: 'string' }, out: { type: 'string' } } })
let options: ReturnType<typeof defaultContentOptions>
try {
  options = defaultContentOptions({
    ...(values.content
      ? {
          contentDir: path.resolve(values.content),
          constantsFile: path.resolve(values.content, 'constants.yaml'),
          glossaryFile: path.resolve(values.content, 'glossary.yaml'),
        }
      : {}),
    ...(values.out ? { outDir: path.resolve(values.out) } : {}),
  })
} catch (error) {
  // A clock that is not a date (REELFI_NOW, scripts/core/clock.ts): its message says how to write it.
  console.error(`content: ${(error as Error).message}`)
  process.exit(1)
}
let result: Awaited<ReturnType<typeof runContentBuild>>
try {
  result = await runContentBuild(options)
} catch (error) {
  // The tool's own failure (a ToolError, or a bug): once, with its stack, never as a problem of every content file.
  console.error(describeToolError('content', error))
  process.exit(1)
}
const report = describeResult(result)
if (result.problems.length > 0) console.error(report)
else console.log(report)
if (inGitHubActions()) {
  // Errors first: GitHub keeps only the first 10 annotations of each level per step.
  for (const problem of shownProblems(result.problems)) console.log(problemAnnotation('error', problem))
  for (const warning of shownProblems(result.warnings.filter(candidate => !isTranslationNote(candidate))))
    console.log(problemAnnotation('warning', warning))
  // Style notes on their lines too, as notices: translators fix them there.
  for (const warning of result.warnings.filter(candidate => candidate.field === 'style'))
    console.log(problemAnnotation('notice', warning))
  for (const note of translationNotes(result.warnings)) {
    console.log(formatAnnotation({ level: 'notice', title: `translations (${note.locale})`, message: note.text }))
  }
}
if (result.problems.length > 0) await exitWhenWritten(1)
