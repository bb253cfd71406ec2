import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runScript } from '../../scripts/build/childProcesses'
import { StepFailure } from '../../scripts/build/step'

/**
 * A build step's own process (scripts/build/childProcesses.ts): Vike's prints every page it writes, which the build
 * shows only when that process fails (the `quiet` option), instead of silencing Vike by replacing console.log.
 */
let dir: string
let shown: string[]
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-child-'))
  shown = []
  vi.spyOn(console, 'log').mockImplementation(text => void shown.push(`log ${text}`))
  vi.spyOn(console, 'error').mockImplementation(text => void shown.push(`error ${text}`))
})
afterEach(() => {
  vi.restoreAllMocks()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A script that prints `lines` numbered lines, then its summary, and exits with `status`. */
function script(lines: number, status: number) {
  const file = path.join(dir, `script-${lines}-${status}.mjs`)
  fs.writeFileSync(
    file,
    `for (let i = 1; i <= ${lines}; i++) console.log('dist/client/page-' + i + ` +
      `'/index.html')\nconsole.log('vike: ${lines} pages')\nprocess.exit(${status})\n`,
  )
  return file
}

describe('a quiet step process', () => {
  it('shows only its summary when it succeeds', async () => {
    await expect(runScript(script(50, 0), { quiet: true })).resolves.toBe('50 pages')
    expect(shown).toEqual([])
  })

  it('shows its last 20 lines when it fails, and fails the step', async () => {
    await expect(runScript(script(50, 1), { quiet: true })).rejects.toBeInstanceOf(StepFailure)
    expect(shown).toHaveLength(1)
    const lines = shown[0]!.replace(/^error /, '').split('\n')
    expect(lines).toHaveLength(20)
    expect(lines.at(-1)).toBe('vike: 50 pages')
    expect(lines[0]).toBe('dist/client/page-32/index.html')
  })

  it('passes every line on when it is not quiet (the card drawing)', async () => {
    await expect(runScript(script(3, 0))).resolves.toBe('3 pages')
    expect(shown).toEqual([
      'log dist/client/page-1/index.html\ndist/client/page-2/index.html\ndist/client/page-3/index.html',
    ])
  })
})

describe('a step process off the critical path (the card drawing)', () => {
  it('runs nicer than the build by the niceness it is given, before it does any work', async () => {
    const file = path.join(dir, 'niceness.mjs')
    // It starts its work when told (runScript's startWhen), so the niceness is read once the build has set it.
    fs.writeFileSync(
      file,
      "import os from 'node:os'\nprocess.stdin.once('data', () => {\n" +
        "  console.log('niceness: ' + os.getPriority())\n  process.exit(0)\n})\n",
    )
    const niceness = await runScript(file, { startWhen: Promise.resolve(), niceness: 7 })
    expect(Number(niceness)).toBe(Math.min(19, os.getPriority() + 7))
    await expect(runScript(file, { startWhen: Promise.resolve() })).resolves.toBe(String(os.getPriority()))
  })
})
