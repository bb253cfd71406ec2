/**
 * The pages' part of the emphasis check (emphasisCheck.ts) in a worker thread: main.ts starts it once Vike has written
 * the pages, beside compression and the search index. Data: `{ site, files, root }`; it posts the problems found (an
 * empty list when there are none). Plain JavaScript loading the check through tsx, as scripts/pipeline/contentWorker.ts
 * does: the same under the build (tsx), Vitest and Node 22 without type stripping.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { literalDelimiters } = await tsImport('./emphasisCheck.ts', import.meta.url)
const { site, files, root } = workerData
parentPort.postMessage(literalDelimiters(site, root, files))
