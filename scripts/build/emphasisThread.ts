/**
 * The emphasis check (emphasisCheck.ts) in a worker thread (emphasisWorker.mjs), started before it has anything to
 * read: the thread loads the check at once and reads the files once given them. Light on purpose: the build starts it
 * beside Vike's process, before loading its own steps. CAREFUL HERE: the thread loads while the content step runs,
 * so the check must not import src/content/generated/ (it would read the previous build's, or none on a fresh clone).
 */
import { Worker } from 'node:worker_threads'
import { ROOT_DIR } from '../core/rootDir.ts'

export interface EmphasisThread {
  /** The problems of `files` of the built site at `site`, as literalDelimiters finds them; asked once. */
  read(site: string, files: readonly string[]): Promise<string[]>
}

const WORKER = new URL('./emphasisWorker.mjs', import.meta.url)

/** Starts the thread; `root` holds content/ and locales/, where a problem's source is looked for. */
export function startEmphasisThread(root = ROOT_DIR, worker = WORKER): EmphasisThread {
  // Only tsImport loads TypeScript in it (not the build's tsx flags): the same thread under tsx, Vitest and Node 22.
  const thread = new Worker(worker, { workerData: { root }, execArgv: [] })
  const problems = new Promise<string[]>((resolve, reject) => {
    thread.once('message', resolve)
    thread.once('error', reject)
    thread.once('exit', code => reject(new Error(`the emphasis check's thread ended (exit code ${code})`)))
  })
  problems.catch(() => {}) // a thread that failed to load is reported by read(), when the build asks
  let asked = false
  return {
    read(site, files) {
      if (asked) throw new Error("the emphasis check's thread reads once")
      asked = true
      thread.postMessage({ site, files })
      return problems
    },
  }
}
