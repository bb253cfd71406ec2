/**
 * Past the checks that report what a writer can fix (`path:line`), anything a content file's reading throws is the
 * tool's failure: the content build ends once with a ToolError naming the file and keeping the stack, instead of
 * "file: could not be read — simplify the file" in every file a library bug touches.
 */
import fs from 'node:fs'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { describeToolError, ToolError } from '../../scripts/core/problems'
import { runContentBuild } from '../../scripts/pipeline/run'
import { contentOptionsIn, copyContent } from './contentCopy'

// A library's bug, reached after the file parsed and passed its schema.
vi.mock('../../scripts/text/units', async importOriginal => ({
  ...(await importOriginal<typeof import('../../scripts/text/units')>()),
  bodyUnits: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'children')")
  },
}))

const root = copyContent('reelfi-tool-error-entry-')
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('a tool failure while reading one content file', () => {
  it('ends the build once as a ToolError naming the file, with the cause, and writes nothing', async () => {
    const options = contentOptionsIn(root)
    const failure = await runContentBuild(options).then(
      result => result,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(ToolError)
    expect((failure as ToolError).message).toMatch(
      /^reading content\/en\/[^ ]+\.mdx failed: Cannot read properties of undefined/,
    )
    expect(describeToolError('content', failure)).toMatch(/caused by: TypeError: [^\n]*\n\s+at /)
    expect(fs.existsSync(options.outDir)).toBe(false)
  })
})
