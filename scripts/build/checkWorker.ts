/**
 * A worker thread of `npm run build` (started by scripts/build/main.ts, checkInWorker): runs one check of the
 * finished site, the served outputs (./servedFacts.ts) or the emphasis (./emphasisCheck.ts), and answers with its
 * problems, [] when there is none. Each check is one long synchronous parse of thousands of files (about 24 s and
 * 8 s of CPU with 300 more articles: docs/budgets.md, "Build time"), so the build runs the two side by side, one
 * thread each, instead of one after the other on one core.
 * The worker runs under tsx as the build does (Node hands it the build's own loader options), so it imports the
 * checks as the build used to, each only when asked for.
 */
import { parentPort, workerData } from 'node:worker_threads'

const { check, site } = workerData as { check: 'served outputs' | 'emphasis'; site: string }
let problems: string[]
if (check === 'emphasis') {
  const { literalDelimiters } = await import('./emphasisCheck.ts')
  problems = literalDelimiters(site)
} else {
  const { checkServedOutputs } = await import('./servedFacts.ts')
  const { readOfficialRegistry } = await import('../registry/official.ts')
  problems = checkServedOutputs(site, readOfficialRegistry())
}
parentPort!.postMessage(problems)
