import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { checkQueue } from '../../scripts/pipeline/devServer'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** Errors the queue handed over: none is expected where a test's check does not throw. */
const errors: unknown[] = []
const keep = (error: unknown) => void errors.push(error)
afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

function tempFile(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-check-queue-'))
  dirs.push(dir)
  const file = path.join(dir, 'entry.mdx')
  fs.writeFileSync(file, text)
  return file
}

it('checks once more when a changed file is written again during the check', async () => {
  const file = tempFile('')
  const seen: string[] = []
  // An editor that saves in place: the first check reads the emptied file, and the write lands while it runs with no
  // event of its own. Only the queue's own comparison can start the second check here.
  const queue = checkQueue(async () => {
    seen.push(fs.readFileSync(file, 'utf8'))
    if (seen.length === 1) fs.writeFileSync(file, 'question: Saved?\n')
  }, keep)
  queue.changed(file)
  await vi.waitFor(() => expect(seen).toEqual(['', 'question: Saved?\n']))
})

it('does not check again for a changed file that stays the same during the check', async () => {
  const file = tempFile('question: Saved?\n')
  let checks = 0
  const queue = checkQueue(async () => {
    checks++
  }, keep)
  queue.changed(file)
  // Asked while the first runs: exactly one more, and none for the file, which did not change meanwhile.
  await queue.run()
  expect(checks).toBe(2)
})

it('runs one check at a time: a run asked for during a check waits for it and one more', async () => {
  let active = 0
  let most = 0
  let checks = 0
  let release!: () => void
  const first = new Promise<void>(resolve => (release = resolve))
  const queue = checkQueue(async () => {
    active++
    most = Math.max(most, active)
    checks++
    if (checks === 1) await first
    active--
  }, keep)
  const running = queue.run()
  const asked = queue.run()
  const askedAgain = queue.run()
  expect(asked).toBe(running)
  release()
  await Promise.all([running, asked, askedAgain])
  expect(most).toBe(1)
  expect(checks).toBe(2)
})

it('reports a check that throws, and checks again when asked', async () => {
  let checks = 0
  const queue = checkQueue(async () => {
    checks++
    if (checks === 1) throw new Error('broken plugin')
  }, keep)
  await queue.run()
  expect(errors.splice(0)).toEqual([new Error('broken plugin')])
  await queue.run()
  expect(checks).toBe(2)
})

it('runs the check asked for during one that throws, synchronously or not', async () => {
  let checks = 0
  let release!: () => void
  const first = new Promise<void>(resolve => (release = resolve))
  const check = (): Promise<void> => {
    checks++
    if (checks === 1)
      return first.then(() => {
        throw new Error('rejected')
      })
    if (checks === 2) throw new Error('thrown')
    return Promise.resolve()
  }
  const queue = checkQueue(check, keep)
  const running = queue.run()
  const asked = queue.run()
  release()
  await Promise.all([running, asked])
  expect(checks).toBe(2)
  expect(errors.splice(0)).toEqual([new Error('rejected'), new Error('thrown')])
  await queue.run()
  expect(checks).toBe(3)
})

it('checks again after a run whose error handler threw', async () => {
  let checks = 0
  const queue = checkQueue(
    async () => {
      checks++
      if (checks === 1) throw new Error('broken plugin')
    },
    error => {
      throw new Error(`cannot report: ${(error as Error).message}`)
    },
  )
  await expect(queue.run()).rejects.toThrow('cannot report: broken plugin')
  await queue.run()
  expect(checks).toBe(2)
})
