import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { copyWithFixtureContent } from '../fixture-site/copy'

/**
 * A copy of this checkout with the tests' content (tests/fixture-site/copy.ts) and `files` written over it, in which
 * the same commands a pull request runs check them: `npm run content` and `npm run i18n:status -- --check`.
 * Returns each command's exit status and output; the copy is deleted.
 */
export function checkInCopy(
  files: Record<string, string>,
): { command: string; status: number | null; output: string }[] {
  const copy = copyWithFixtureContent(fs.mkdtempSync(path.join(os.tmpdir(), 'editor-round-trip-')))
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.join(copy, path.dirname(file)), { recursive: true })
      fs.writeFileSync(path.join(copy, file), text)
    }
    const tsx = path.resolve('node_modules/.bin/tsx')
    return [['scripts/pipeline/main.ts'], ['scripts/i18n/status.ts', '--check']].map(args => {
      const run = spawnSync(tsx, args, {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_ACTIONS: '', CI: '' },
        timeout: 240_000,
      })
      return { command: args.join(' '), status: run.status, output: `${run.stdout}${run.stderr}` }
    })
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}
