/**
 * What the content build says it wrote, which the dev server reads again before it reloads its pages on a fix
 * (scripts/pipeline/vitePlugin.ts): every file it wrote or removed, never an unchanged one or the stamp.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { STAMP_FILE } from '../../scripts/pipeline/compilerStamp'
import { runContentBuild } from '../../scripts/pipeline/run'
import { fixtureContentOptions } from './contentCopy'
import { testTempDir } from './tempDir'

it('lists the files it writes or removes, and leaves out the rest', async () => {
  const outDir = testTempDir('reelfi-written-')
  const options = fixtureContentOptions({ outDir })
  const build = async () => {
    const { problems, written } = await runContentBuild(options)
    expect(problems).toEqual([])
    return written.map(file => path.relative(outDir, file)).sort()
  }
  const first = await build()
  const files = fs.readdirSync(outDir).filter(name => name !== STAMP_FILE)
  expect(files).toContain('en.json')
  expect(files).toContain('status.ts')
  expect(first).toEqual(files.sort())

  // Only what changed: one file rewritten, then one removed.
  fs.writeFileSync(path.join(outDir, 'en.json'), '{}')
  expect(await build()).toEqual(['en.json'])
  fs.writeFileSync(path.join(outDir, 'stray.json'), '{}')
  expect(await build()).toEqual(['stray.json'])
  expect(fs.existsSync(path.join(outDir, 'stray.json'))).toBe(false)
})
