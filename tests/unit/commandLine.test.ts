import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir'

/**
 * Every npm script that takes options reads them with parseCommandLine (scripts/core/commandLine.ts): `--help` prints
 * its usage, an unknown option the option's name and the usage, never a stack. The scripts are found from
 * package.json (any that parses options), so a new one is checked the day it is added. `npm run dev` reads its own
 * (scripts/dev/options.ts, loaded under Node's type stripping): tests/unit/devOptions.test.ts.
 */
const scripts = Object.entries(
  (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
).flatMap(([name, command]) => {
  const file = [...command.matchAll(/scripts\/[\w/]+\.ts/g)].at(-1)?.[0]
  return file && /\bparse(?:Args|CommandLine)\(/.test(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8'))
    ? [[name, file] as const]
    : []
})

const run = async (file: string, argument: string) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', file, argument], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
      timeout: 60_000,
    })
    return { status: 0, stdout, stderr }
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string }
    return { status: code, stdout, stderr }
  }
}

describe('the npm scripts with options', () => {
  it('are found: content, changes, the i18n and bench commands, serve and deploy:nginx', () => {
    expect(scripts.map(([name]) => name)).toEqual(
      expect.arrayContaining(['content', 'changes', 'i18n:status', 'bench:build', 'bench', 'serve', 'deploy:nginx']),
    )
  })

  it('print their usage on --help and name an unknown option, never with a stack', { timeout: 180_000 }, async () => {
    const results = await Promise.all(
      scripts.map(async ([name, file]) => ({
        name,
        help: await run(file, '--help'),
        unknown: await run(file, '--no-such-option'),
      })),
    )
    for (const { name, help, unknown } of results) {
      expect(help.status, name).toBe(0)
      expect(help.stdout, name).toMatch(new RegExp(`^Usage: npm run ${name.replace(':', '\\:')}[ \\n]`))
      expect(unknown.status, name).toBe(2)
      expect(unknown.stderr, name).toContain("Unknown option '--no-such-option'")
      expect(unknown.stderr, name).toContain(`Usage: npm run ${name}`)
      expect(`${help.stderr}${unknown.stderr}`, name).not.toMatch(/\n\s+at /)
    }
  })
})
