import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir'

/**
 * The repository never holds a content file with CRLF line ends (.gitattributes): the editor at /admin/ reads and
 * writes LF, so a CRLF it was handed would otherwise change in a file nobody edited. Checked with git itself, in a
 * repository of its own holding this checkout's .gitattributes.
 */
test('a content file saved with CRLF line ends is stored with LF', () => {
  const repository = fs.mkdtempSync(path.join(os.tmpdir(), 'content-line-ends-'))
  try {
    const git = (...args: string[]) => {
      const run = spawnSync('git', ['-c', 'core.autocrlf=false', ...args], { cwd: repository, encoding: 'utf8' })
      expect(run.status, run.stderr).toBe(0)
      return run.stdout
    }
    git('init', '-q')
    fs.copyFileSync(path.join(ROOT_DIR, '.gitattributes'), path.join(repository, '.gitattributes'))
    const file = 'content/ja/faq/which-wallet.mdx'
    fs.mkdirSync(path.join(repository, path.dirname(file)), { recursive: true })
    fs.writeFileSync(path.join(repository, file), '---\r\nquestion: どのウォレット？\r\norder: 1\r\n---\r\n本文。\r\n')
    git('add', '.')
    expect(git('show', `:${file}`)).toBe('---\nquestion: どのウォレット？\norder: 1\n---\n本文。\n')
  } finally {
    fs.rmSync(repository, { recursive: true, force: true })
  }
})
