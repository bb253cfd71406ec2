/**
 * The content index's stamp (scripts/pipeline/compilerStamp.ts): `npm run dev` regenerates an index made by other code.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { compilerStamp, inputsFingerprint, isIndexCurrent, STAMP_FILE } from '../../scripts/pipeline/compilerStamp.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A checkout with a two-file compiler, a lockfile and an index stamped by that compiler. */
function checkout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-stamp-'))
  dirs.push(root)
  fs.mkdirSync(path.join(root, 'compiler'))
  fs.mkdirSync(path.join(root, 'generated'))
  const files = ['compiler/run.ts', 'compiler/parse.ts'].map(file => path.join(root, file))
  for (const file of files) fs.writeFileSync(file, `// ${file}\n`)
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}\n')
  const outDir = path.join(root, 'generated')
  fs.writeFileSync(path.join(outDir, STAMP_FILE), compilerStamp(root, files))
  return { root, outDir, files }
}

describe('compiler stamp', () => {
  it('holds for the index its compiler made', () => {
    const { root, outDir } = checkout()
    expect(isIndexCurrent(root, outDir)).toBe(true)
  })

  it('fails when a file of the compiler changed', () => {
    const { root, outDir, files } = checkout()
    fs.appendFileSync(files[1]!, 'export const changed = true\n')
    expect(isIndexCurrent(root, outDir)).toBe(false)
  })

  it('fails when a file of the compiler is gone', () => {
    const { root, outDir, files } = checkout()
    fs.rmSync(files[0]!)
    expect(isIndexCurrent(root, outDir)).toBe(false)
  })

  it('fails when the lockfile changed (a package upgrade)', () => {
    const { root, outDir } = checkout()
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n')
    expect(isIndexCurrent(root, outDir)).toBe(false)
  })

  it('fails without a stamp (an index from a compiler before stamps) or with a broken one', () => {
    const { root, outDir } = checkout()
    fs.writeFileSync(path.join(outDir, STAMP_FILE), '{')
    expect(isIndexCurrent(root, outDir)).toBe(false)
    fs.rmSync(path.join(outDir, STAMP_FILE))
    expect(isIndexCurrent(root, outDir)).toBe(false)
  })

  it('fails when the content it was made from changed since, or the day, or whether drafts are shown', () => {
    const { root, outDir, files } = checkout()
    const content = path.join(root, 'content')
    fs.mkdirSync(path.join(content, 'en'), { recursive: true })
    const home = path.join(content, 'en/home.mdx')
    fs.writeFileSync(home, '---\nheading: Watch\n---\n')
    const now = () => ({ files: inputsFingerprint([content]), today: '2026-11-28', drafts: false })
    fs.writeFileSync(path.join(outDir, STAMP_FILE), compilerStamp(root, files, now()))
    expect(isIndexCurrent(root, outDir, now())).toBe(true)
    // An edit made while the dev server was stopped: same size, a later time.
    fs.writeFileSync(home, '---\nheading: Earns\n---\n')
    fs.utimesSync(home, new Date(), new Date(Date.now() + 5000))
    expect(isIndexCurrent(root, outDir, now())).toBe(false)
    fs.writeFileSync(path.join(outDir, STAMP_FILE), compilerStamp(root, files, now()))
    expect(isIndexCurrent(root, outDir, now())).toBe(true)
    fs.writeFileSync(path.join(content, 'en/new.mdx'), '')
    expect(isIndexCurrent(root, outDir, now())).toBe(false)
    fs.rmSync(path.join(content, 'en/new.mdx'))
    expect(isIndexCurrent(root, outDir, now())).toBe(true)
    expect(isIndexCurrent(root, outDir, { ...now(), today: '2027-01-15' })).toBe(false)
    expect(isIndexCurrent(root, outDir, { ...now(), drafts: true })).toBe(false)
  })

  it('reads a content folder holding a dangling symbolic link without throwing, and notices the link', () => {
    // Untrusted input: the content check refuses a link with its path; taking the fingerprint first must not crash.
    const { root } = checkout()
    const content = path.join(root, 'content')
    fs.mkdirSync(path.join(content, 'en'), { recursive: true })
    fs.writeFileSync(path.join(content, 'en/home.mdx'), '---\nheading: Watch\n---\n')
    const before = inputsFingerprint([content])
    fs.symlinkSync(path.join(root, 'nowhere.mdx'), path.join(content, 'en/linked.mdx'))
    const withLink = inputsFingerprint([content])
    expect(withLink).not.toBe(before)
    fs.rmSync(path.join(content, 'en/linked.mdx'))
    expect(inputsFingerprint([content])).toBe(before)
  })
})
