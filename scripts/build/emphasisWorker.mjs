/**
 * The worker thread of emphasisThread.ts: it loads the emphasis check (emphasisCheck.ts) at once, then reads the files
 * of the one message it is sent, `{ site, files }`, and posts the problems found (an empty list when there are none).
 * Plain JavaScript loading the check through tsx, as scripts/pipeline/contentWorker.ts does: the same under the build
 * (tsx), Vitest and Node 22 without type stripping. CAREFUL HERE: it loads while the content step runs, so nothing it
 * imports may read src/content/generated/ (emphasisThread.ts).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { literalDelimiters } = await tsImport('./emphasisCheck.ts', import.meta.url)
parentPort.once('message', ({ site, files }) => parentPort.postMessage(literalDelimiters(site, workerData.root, files)))
