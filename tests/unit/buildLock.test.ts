import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { removeTakeoverGuards, takeLock } from '../../scripts/build/lock'

/**
 * The build lock (scripts/build/lock.ts) when two builds start together after one was killed: both see the dead
 * build's lock, and exactly one may take it over. The race is driven in this process: the second taker runs in full
 * at the moment the first has seen the stale lock and not yet taken it over (the `beforeTakeover` hook).
 */
let dir: string
let lock: string
/** Above the kernel's largest process number (2^22): no process has it. */
const DEAD = 2 ** 22 + 1
const OTHER = 2 ** 22 + 2

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-lock-'))
  lock = path.join(dir, '.build.lock')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('the build lock', () => {
  it('is taken over from a killed build, and nothing else is left beside it', () => {
    fs.writeFileSync(lock, String(DEAD))
    expect(takeLock(lock, { pid: process.pid })).toBeUndefined()
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid))
    expect(fs.readdirSync(dir)).toEqual(['.build.lock'])
  })

  it("goes to one build only when two take over a killed build's lock together", () => {
    fs.writeFileSync(lock, String(DEAD))
    // The slow taker sees the killed build's lock, then the quick one (this process, running) takes it over in full;
    // the slow one's number is one no process has, so it holds the lock at the end only if it took it from the quick.
    let quick: string | undefined = 'not run'
    const slow = takeLock(lock, {
      pid: OTHER,
      beforeTakeover: () => {
        if (quick === 'not run') quick = takeLock(lock, { pid: process.pid })
      },
    })
    expect(quick).toBeUndefined()
    expect(slow).toBe(`build: another build (process ${process.pid}) is running; wait for it, or stop it.`)
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid))
    expect(fs.readdirSync(dir)).toEqual(['.build.lock'])
  })
  it('is left alone while another build is taking it over', () => {
    fs.writeFileSync(lock, String(DEAD))
    const seen = fs.statSync(lock, { bigint: true })
    fs.writeFileSync(`${lock}.${seen.dev}-${seen.ino}-${seen.mtimeNs}.takeover`, '')
    expect(takeLock(lock, { pid: process.pid })).toBe('build: another build is starting; wait for it, or stop it.')
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(DEAD))
  })

  it('once held, clears the guards a build killed in the middle of a takeover left beside it', () => {
    fs.writeFileSync(lock, String(DEAD))
    const left = path.join(dir, '.build.lock.1-2-3.takeover')
    fs.writeFileSync(left, '')
    fs.writeFileSync(path.join(dir, 'other.lock.1-2-3.takeover'), '')
    fs.rmSync(lock) // the maintainer deleted the lock, as the message says
    expect(takeLock(lock, { pid: process.pid })).toBeUndefined()
    removeTakeoverGuards(lock)
    expect(fs.readdirSync(dir).sort()).toEqual(['.build.lock', 'other.lock.1-2-3.takeover'])
  })
})
