import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { carryPreviousAssets, publish } from '../../scripts/build/publish'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/**
 * A build folder as scripts/build/main.ts makes one: <build>/client/assets/ with the given files, in Vike's subfolders.
 */
function buildWith(builds: string, name: string, assets: Record<string, string>): string {
  const site = path.join(builds, name, 'client')
  fs.mkdirSync(path.join(site, 'assets'), { recursive: true })
  for (const [file, text] of Object.entries(assets)) {
    fs.mkdirSync(path.dirname(path.join(site, 'assets', file)), { recursive: true })
    fs.writeFileSync(path.join(site, 'assets', file), text)
  }
  return site
}

const filesOf = (site: string) =>
  fs
    .readdirSync(path.join(site, 'assets'), { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(path.join(site, 'assets'), path.join(entry.parentPath, entry.name)))
    .sort()

describe('the assets of the published site, kept in the next one', () => {
  it('carries the previous build’s own assets, in their folders, once, and never what it carried itself', () => {
    const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-carry-'))
    folders.push(builds)
    const first = buildWith(builds, 'one', {
      'static/site-AAA.css': 'a{}',
      'static/site-AAA.css.br': 'br',
      'chunks/chunk-111.js': '1',
      'entries/pageScript-111.js': 'p',
    })
    expect(carryPreviousAssets(first, null)).toBe(0)

    // The second build has no chunks/ folder of its own: the first's chunk is carried into a new one.
    const second = buildWith(builds, 'two', { 'static/site-BBB.css': 'b{}', 'entries/pageScript-111.js': 'p' })
    expect(carryPreviousAssets(second, first)).toBe(3)
    expect(filesOf(second)).toEqual([
      'chunks/chunk-111.js',
      'entries/pageScript-111.js',
      'static/site-AAA.css',
      'static/site-AAA.css.br',
      'static/site-BBB.css',
    ])
    expect(fs.readFileSync(path.join(second, 'assets/static/site-AAA.css'), 'utf8')).toBe('a{}')

    // One deploy back: the third build keeps the second's own CSS, not the first's that the second carried.
    const third = buildWith(builds, 'three', { 'static/site-CCC.css': 'c{}', 'entries/pageScript-111.js': 'p' })
    expect(carryPreviousAssets(third, second)).toBe(1)
    expect(filesOf(third)).toEqual(['entries/pageScript-111.js', 'static/site-BBB.css', 'static/site-CCC.css'])
  })

  it('follows a record only to files below the previous build’s assets/', () => {
    const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-carry-'))
    folders.push(builds)
    const first = buildWith(builds, 'one', { 'static/site-AAA.css': 'a{}', 'static/.hidden': 'h' })
    fs.writeFileSync(path.join(builds, 'secret'), 'x')
    fs.writeFileSync(
      path.join(builds, 'one/own-assets.json'),
      JSON.stringify([
        '../../secret',
        'static/../../../secret',
        '/etc/passwd',
        'static/.hidden',
        'static',
        42,
        'static/site-AAA.css',
      ]),
    )
    const second = buildWith(builds, 'two', {})
    expect(carryPreviousAssets(second, first)).toBe(1)
    expect(filesOf(second)).toEqual(['static/site-AAA.css'])
  })
})

describe('dist/client, the link to the published build', () => {
  /** A project folder with dist/builds/<name>/client/index.html saying `text`; returns the build's client folder. */
  function builtSite(project: string, name: string, text: string): string {
    const site = path.join(project, 'dist/builds', name, 'client')
    fs.mkdirSync(site, { recursive: true })
    fs.writeFileSync(path.join(site, 'index.html'), text)
    return site
  }
  const readSite = (project: string) => fs.readFileSync(path.join(project, 'dist/client/index.html'), 'utf8')

  it('is relative, so the site still reads through it after the project is moved or copied', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-publish-'))
    folders.push(parent)
    const project = path.join(parent, 'project')
    publish(builtSite(project, 'one', 'first'), path.join(project, 'dist'))
    expect(fs.readlinkSync(path.join(project, 'dist/client'))).toBe(path.join('builds', 'one', 'client'))
    expect(readSite(project)).toBe('first')

    const moved = path.join(parent, 'moved')
    fs.renameSync(project, moved)
    expect(readSite(moved)).toBe('first')
    // `cp -r` copies the link as a link: the copy leads to its own copy of the build, not back to the original.
    const copy = path.join(parent, 'copy')
    expect(spawnSync('cp', ['-r', moved, copy]).status).toBe(0)
    fs.writeFileSync(path.join(moved, 'dist/builds/one/client/index.html'), 'changed in the original')
    expect(readSite(copy)).toBe('first')
    // So does dist/ alone, copied elsewhere.
    expect(spawnSync('cp', ['-r', path.join(copy, 'dist'), path.join(parent, 'dist-copy')]).status).toBe(0)
    expect(fs.readFileSync(path.join(parent, 'dist-copy/client/index.html'), 'utf8')).toBe('first')
  })

  it('is replaced by the next build, and takes the place of a dist/client folder (a restored CI cache)', () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-publish-'))
    folders.push(project)
    const dist = path.join(project, 'dist')
    fs.mkdirSync(path.join(dist, 'client'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'client/index.html'), 'a folder')
    publish(builtSite(project, 'one', 'first'), dist)
    expect(readSite(project)).toBe('first')
    expect(fs.readdirSync(path.join(dist, 'builds')).filter(name => name.startsWith('previous-'))).toHaveLength(1)
    publish(builtSite(project, 'two', 'second'), dist)
    expect(readSite(project)).toBe('second')
    expect(fs.readdirSync(dist).sort()).toEqual(['builds', 'client'])
  })
})
