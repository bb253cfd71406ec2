import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { copyContent, entriesOf, putBack } from './contentCopy'

/**
 * The put-back of copyContentPerTest, which the content tests share one copy through: whatever a test did to the
 * copy, the next one finds it as copyContent made it.
 */
describe('a shared content copy put back after a test', () => {
  const root = copyContent('content-copy-test-')
  const made = entriesOf(root)
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'content-copy-outside-'))
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true })
    fs.rmSync(outside, { recursive: true, force: true })
  })
  const at = (relative: string) => path.join(root, relative)
  const faq = fs
    .readdirSync(at('content/en/faq'))
    .filter(name => name.endsWith('.mdx'))
    .sort()

  test('holds every file and folder again, with its bytes and permissions, and nothing else', () => {
    const [renamed, linked, hardLinked, piped, locked] = faq
    fs.renameSync(at(`content/en/faq/${renamed}`), at('content/en/faq/renamed.mdx'))
    fs.rmSync(at(`content/en/faq/${linked}`))
    fs.symlinkSync(path.join(outside), at(`content/en/faq/${linked}`))
    // A hard link with the same bytes: a later write through it would reach the file outside.
    fs.copyFileSync(at(`content/en/faq/${hardLinked}`), path.join(outside, 'same.mdx'))
    fs.rmSync(at(`content/en/faq/${hardLinked}`))
    fs.linkSync(path.join(outside, 'same.mdx'), at(`content/en/faq/${hardLinked}`))
    fs.rmSync(at(`content/en/faq/${piped}`))
    expect(spawnSync('mkfifo', [at(`content/en/faq/${piped}`)]).status).toBe(0)
    fs.chmodSync(at(`content/en/faq/${locked}`), 0o000)
    fs.chmodSync(at('content/en/pages'), 0o500)
    fs.rmSync(at('content/stamped'), { recursive: true })
    fs.writeFileSync(at('content/stamped'), 'a file where a folder was')
    fs.mkdirSync(at('out/nested'), { recursive: true })
    fs.writeFileSync(at('out/nested/new.txt'), 'new')

    const intact = putBack(root, made)

    const now = entriesOf(root)
    expect([...now.keys()]).toEqual([...made.keys()])
    for (const [name, entry] of made) expect(now.get(name), name).toEqual(entry)
    for (const name of faq) expect(fs.lstatSync(at(`content/en/faq/${name}`)).nlink, name).toBe(1)
    expect(fs.readdirSync(outside).sort()).toEqual(['same.mdx'])
    expect(intact.has(path.join('content', 'constants.yaml'))).toBe(true)
    expect(intact.has(path.join('content', 'en', 'faq', renamed!))).toBe(false)
  })

  test('says when content/constants.yaml was changed, which a shared copy cannot serve', () => {
    fs.appendFileSync(at('content/constants.yaml'), '\n# edited\n')
    expect(putBack(root, made).has(path.join('content', 'constants.yaml'))).toBe(false)
    expect(entriesOf(root)).toEqual(made)
  })
})
