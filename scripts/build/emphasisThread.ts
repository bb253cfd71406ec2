/**
 * The emphasis check (emphasisCheck.ts) in a worker thread (emphasisWorker.mjs), started before it has anything to
 * read: the thread loads the check while the build's first step leaves a core idle, and reads the files once given
 * them. Light on purpose: the build starts it beside Vike's process, before loading its own steps.
 */
import { Worker } from 'node:worker_threads'
import { ROOT_DIR } from '../core/rootDir.ts'

export interface EmphasisThread {
  /** The problems of `files` of the built site at `site`, as literalDelimiters finds them; asked once. */
  read(site: string, files: readonly string[]): Promise<string[]>
}

/** Starts the thread; `root` holds content/ and locales/, where a problem's source is looked for. */
export function startEmphasisThread(root = ROOT_DIR): EmphasisThread {
  const worker = new Worker(new URL('./emphasisWorker.mjs', import.meta.url), { workerData: { root } })
  // Until it is given files it keeps nothing alive: a build that fails before then exits without it.
  worker.unref()
  const problems = new Promise<string[]>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', code => reject(new Error(`the emphasis check's thread ended (exit code ${code})`)))
  })
  problems.catch(() => {}) // a thread that failed to load is reported by read(), when the build asks
  return {
    read(site, files) {
      worker.ref()
      worker.postMessage({ site, files })
      return problems
    },
  }
}
