import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { carryPreviousAssets } from '../../scripts/build/publish'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A build folder as scripts/build/main.ts makes one: <build>/client/assets/ with the given files. */
function buildWith(builds: string, name: string, assets: Record<string, string>): string {
  const site = path.join(builds, name, 'client')
  fs.mkdirSync(path.join(site, 'assets'), { recursive: true })
  for (const [file, text] of Object.entries(assets)) fs.writeFileSync(path.join(site, 'assets', file), text)
  return site
}

describe('the assets of the published site, kept in the next one', () => {
  it('carries the previous build’s own assets, once, and never what it carried itself', () => {
    const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-carry-'))
    folders.push(builds)
    const first = buildWith(builds, 'one', { 'site-AAA.css': 'a{}', 'site-AAA.css.br': 'br', 'pageScript-111.js': '1' })
    expect(carryPreviousAssets(first, null)).toBe(0)

    const second = buildWith(builds, 'two', { 'site-BBB.css': 'b{}', 'pageScript-111.js': '1' })
    expect(carryPreviousAssets(second, first)).toBe(2)
    expect(fs.readdirSync(path.join(second, 'assets')).sort()).toEqual(['pageScript-111.js', 'site-AAA.css', 'site-AAA.css.br', 'site-BBB.css'])
    expect(fs.readFileSync(path.join(second, 'assets/site-AAA.css'), 'utf8')).toBe('a{}')

    // One deploy back: the third build keeps the second's own CSS, not the first's that the second carried.
    const third = buildWith(builds, 'three', { 'site-CCC.css': 'c{}', 'pageScript-111.js': '1' })
    expect(carryPreviousAssets(third, second)).toBe(1)
    expect(fs.readdirSync(path.join(third, 'assets')).sort()).toEqual(['pageScript-111.js', 'site-BBB.css', 'site-CCC.css'])
  })

  it('ignores a record naming anything but a file of assets/', () => {
    const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-carry-'))
    folders.push(builds)
    const first = buildWith(builds, 'one', { 'site-AAA.css': 'a{}' })
    fs.writeFileSync(path.join(builds, 'secret'), 'x')
    fs.writeFileSync(path.join(builds, 'one/own-assets.json'), JSON.stringify(['../../secret', '.hidden', 42, 'site-AAA.css']))
    const second = buildWith(builds, 'two', {})
    expect(carryPreviousAssets(second, first)).toBe(1)
    expect(fs.readdirSync(path.join(second, 'assets'))).toEqual(['site-AAA.css'])
  })
})
