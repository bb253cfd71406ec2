/**
 * One build at a time: `npm run build` holds dist/.build.lock (its process number) while it runs, and a second
 * build started meanwhile stops at once instead of deleting the first one's work. A lock left by a build that was
 * killed is taken over. The lock goes when the process exits, however it exits.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../rootDir.ts'

/** Takes `lock` for this process, or exits with a message that says who holds it. */
export function holdBuildLock(lock: string) {
  fs.mkdirSync(path.dirname(lock), { recursive: true })
  takeLock(lock)
  process.on('exit', () => fs.rmSync(lock, { force: true }))
}

function takeLock(lock: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' })
      return
    } catch {
      let holder: number
      let age: number
      try {
        holder = Number(fs.readFileSync(lock, 'utf8'))
        age = Date.now() - fs.statSync(lock).mtimeMs
      } catch {
        continue // the other build just finished: try again
      }
      // CAREFUL HERE: no number is a build that has just made the file and not written its number yet, unless the
      // file is old (a build killed between the two): process.kill(0) would signal this process's own group.
      const numbered = Number.isInteger(holder) && holder > 0
      if (!numbered && age < 10_000) {
        console.error('build: another build is starting; wait for it, or stop it.')
        process.exit(1)
      }
      if (numbered && holder !== process.pid && isRunning(holder)) {
        console.error(`build: another build (process ${holder}) is running; wait for it, or stop it.`)
        process.exit(1)
      }
      fs.rmSync(lock, { force: true }) // left by a build that was killed; taken with `wx` above
    }
  }
  console.error(`build: could not take ${path.relative(ROOT_DIR, lock)}; delete it if no build is running.`)
  process.exit(1)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
