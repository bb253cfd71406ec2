import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A copy of this checkout (its files as they are now, node_modules linked) with `files` written over it, in which the
 * same commands a pull request runs check them: `npm run content` and `npm run i18n:status -- --check`.
 * Returns each command's exit status and output; the copy is deleted.
 */
export function checkInCopy(
  files: Record<string, string>,
): { command: string; status: number | null; output: string }[] {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-round-trip-'))
  try {
    const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean)
    for (const file of tracked) {
      if (!fs.existsSync(file)) continue
      fs.mkdirSync(path.join(copy, path.dirname(file)), { recursive: true })
      fs.copyFileSync(file, path.join(copy, file))
    }
    fs.symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'))
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
