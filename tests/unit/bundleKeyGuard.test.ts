import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleKeyGuard } from '../../scripts/build/bundleKeyGuard'

/**
 * The guard on a checkout of three files instead of the site: what it checks is which files a bundle holds against
 * the key's list (scripts/build/bundleKey.ts), whatever the bundle.
 */
describe('the bundle cache key guard', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-key-guard-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write('src/util.js', 'export const answer = 42\n')
  // tests/ is one of the folders the key leaves out (no bundle reads them).
  write('tests/helper.js', 'export const helper = 1\n')
  const bundle = (entry: string) =>
    build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [bundleKeyGuard(root)],
      build: { write: false, lib: { entry: path.join(root, entry), formats: ['es'], fileName: 'out' } },
    })

  it('lets a bundle of files in the key through', async () => {
    write('src/main.js', "import { answer } from './util.js'\nconsole.log(answer)\n")
    await expect(bundle('src/main.js')).resolves.toBeDefined()
  })

  it('fails the bundling, naming the file, when a bundle holds a file the key leaves out', async () => {
    write('src/leaky.js', "import { helper } from '../tests/helper.js'\nconsole.log(helper)\n")
    await expect(bundle('src/leaky.js')).rejects.toThrow(
      /tests\/helper\.js is bundled, but scripts\/build\/bundleKey\.ts leaves it out of the key of the bundle cache/,
    )
  })
})
