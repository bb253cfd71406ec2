/**
 * A failure of the tool is not the writer's: when the MDX parse cache cannot compute its key (as on an unsupported
 * Node, where every file said "body: is not valid MDX (ENOTDIR …)"), the content build fails once with a ToolError
 * and its stack, and reports no problem in any content file. Only the parser's own messages become `path:line`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { describeToolError, ToolError } from '../../scripts/core/problems'
import { runContentBuild } from '../../scripts/pipeline/run'
import { fixtureContentOptions } from './contentCopy'

// The code version of the parser's cache key reads the tool's own files; here that read fails as it did on Node 20.
vi.mock('../../scripts/core/codeVersion', async importOriginal => ({
  ...(await importOriginal<typeof import('../../scripts/core/codeVersion')>()),
  codeVersion: () => {
    throw Object.assign(new Error("ENOTDIR: not a directory, scandir 'node_modules/micromark/package.json'"), {
      code: 'ENOTDIR',
    })
  },
}))

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-tool-error-'))
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }))

describe('a failure of the tool, not of the content', () => {
  it(
    'ends the content build once with a ToolError naming the parse cache, not with a problem in each ' + 'of the files',
    async () => {
      const failure = await runContentBuild(fixtureContentOptions({ outDir })).then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(failure).toBeInstanceOf(ToolError)
      expect((failure as ToolError).message).toMatch(/^the MDX parse cache cannot compute its key: ENOTDIR/)
      // Printed once, as the tool's, with the stack of where it failed.
      const printed = describeToolError('content', failure)
      expect(printed.split('\n')[0]).toBe(
        `content: tool error, not a problem in the content — ${(failure as Error).message}`,
      )
      expect(printed).toMatch(/caused by: Error: ENOTDIR[^\n]*\n\s+at /)
      expect(printed).not.toMatch(/is not valid MDX/)
      expect(fs.readdirSync(outDir)).toEqual([])
    },
  )
})
