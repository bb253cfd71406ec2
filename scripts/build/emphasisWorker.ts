/**
 * The pages' part of the emphasis check (emphasisCheck.ts) in a worker thread: main.ts starts it once Vike has written
 * the pages, beside compression and the search index, which leave a core idle. Data: `{ site, files, root }`; it posts
 * the problems found (an empty list when there are none).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { literalDelimiters } from './emphasisCheck.ts'

const { site, files, root } = workerData as { site: string; files: string[]; root: string }
parentPort!.postMessage(literalDelimiters(site, root, files))
