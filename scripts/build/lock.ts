/**
 * One build at a time: `npm run build` holds dist/.build.lock (its process number), and a second build stops at once.
 * A lock left by a killed build is taken over, by one build only (takeOver). The lock goes when the process exits.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../core/rootDir.ts'

/** Takes `lock` for this process, or exits with a message that says who holds it. */
export function holdBuildLock(lock: string) {
  fs.mkdirSync(path.dirname(lock), { recursive: true })
  const refused = takeLock(lock)
  if (refused) {
    console.error(refused)
    process.exit(1)
  }
  process.on('exit', () => fs.rmSync(lock, { force: true }))
  removeTakeoverGuards(lock)
}

/** Deletes the takeover guards a killed build left beside `lock`, once this process holds it: none guards anything. */
export function removeTakeoverGuards(lock: string) {
  const prefix = `${path.basename(lock)}.`
  for (const name of fs.readdirSync(path.dirname(lock))) {
    if (name.startsWith(prefix) && name.endsWith('.takeover'))
      fs.rmSync(path.join(path.dirname(lock), name), { force: true })
  }
}

interface TakeOptions {
  /** The number written into the lock: this process's. */
  pid?: number
  /** Called between seeing a lock left by a killed build and taking it over (tests run a second taker here). */
  beforeTakeover?: () => void
}

/** Takes `lock` (creates it with `pid` in it); returns nothing once taken, or the message that says why not. */
export function takeLock(lock: string, { pid = process.pid, beforeTakeover }: TakeOptions = {}): string | undefined {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lock, String(pid), { flag: 'wx' })
      return undefined
    } catch {
      let fd: number
      try {
        fd = fs.openSync(lock, 'r')
      } catch {
        continue // the other build just finished: try again
      }
      try {
        const holder = Number(fs.readFileSync(fd, 'utf8'))
        const seen = fs.fstatSync(fd, { bigint: true })
        const age = Date.now() - Number(seen.mtimeMs)
        // CAREFUL HERE: no number is a build that has just made the file and not written its number yet, unless the
        // file is old (a build killed between the two): process.kill(0) would signal this process's own group.
        const numbered = Number.isInteger(holder) && holder > 0
        if (!numbered && age < 10_000) return STARTING
        if (numbered && holder !== pid && isRunning(holder))
          return `build: another build (process ${holder}) is running; wait for it, or stop it.`
        beforeTakeover?.()
        const refused = takeOver(lock, seen)
        if (refused) return refused
      } finally {
        fs.closeSync(fd)
      }
    }
  }
  return `build: could not take ${path.relative(ROOT_DIR, lock)}; delete it if no build is running.`
}

const STARTING = 'build: another build is starting; wait for it, or stop it.'

/**
 * Deletes the lock a killed build left (`seen`, read through a file still open) unless another build took it over
 * first; returns a message when another build is taking it over now.
 * CAREFUL HERE: two builds may see the same dead lock, and the slower must not delete the lock the quicker just made.
 * So a taker first creates, with `wx`, a guard named after that very file (device, inode, time), and deletes the lock
 * only if it is still that file. The caller keeps it open, so its inode cannot be given to a new lock meanwhile.
 */
function takeOver(lock: string, seen: fs.BigIntStats): string | undefined {
  const guard = `${lock}.${seen.dev}-${seen.ino}-${seen.mtimeNs}.takeover`
  try {
    fs.writeFileSync(guard, '', { flag: 'wx' })
  } catch {
    // Another build is taking it over now, or was killed doing so (an old guard: the build says to delete the lock).
    let age = 0
    try {
      age = Date.now() - fs.statSync(guard).mtimeMs
    } catch {
      return undefined // it has just finished: the caller tries again
    }
    return age < 10_000 ? STARTING : undefined
  }
  try {
    const now = fs.statSync(lock, { bigint: true, throwIfNoEntry: false })
    if (now && now.dev === seen.dev && now.ino === seen.ino) fs.rmSync(lock, { force: true })
  } finally {
    fs.rmSync(guard, { force: true })
  }
  return undefined
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
