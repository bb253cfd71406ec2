/**
 * The worker thread of `npm run dev`'s content checks (started by scripts/pipeline/vitePlugin.ts): it loads the
 * content compiler (scripts/pipeline/devServer.ts) and runs it here, so that the server's thread keeps answering the
 * page's stylesheets and modules meanwhile. Messages in: `{ type: 'changed', file }`, `{ type: 'image', id, url }`.
 * Messages out: `{ type: 'ready', dirs }`, `{ type: 'failed', reason }`, the checks' events (CheckEvent), `{ type:
 * 'image', id, file?, error? }`.
 * CAREFUL HERE: Node loads this file with its own type stripping (no tsx yet), so it imports only Node's modules and
 * tsx, and uses no TypeScript that needs transforming; tsx loads the rest, with its extensionless imports of src/.
 */
import { parentPort } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

type DevServer = typeof import('./devServer.ts')
const port = parentPort!
// A failure to load (a syntax error in the compiler) is sent as one message, and this worker ends: the server reports
// it and starts a new worker on its next request.
let devServer: DevServer
try {
  devServer = (await tsImport('./devServer.ts', import.meta.url)) as DevServer
} catch (error) {
  port.postMessage({
    type: 'failed',
    reason: String((error as Error).message ?? error)
      .split('\n')
      .slice(0, 3)
      .join('\n'),
  })
  process.exit(1)
}
const { createContentChecks } = devServer
const checks = createContentChecks(event => port.postMessage(event))
port.on('message', (message: { type: 'changed'; file: string } | { type: 'image'; id: number; url: string }) => {
  if (message.type === 'changed') checks.changed(message.file)
  else {
    checks.imageFile(message.url).then(
      file => port.postMessage({ type: 'image', id: message.id, file }),
      (error: unknown) =>
        port.postMessage({ type: 'image', id: message.id, error: String((error as Error).stack ?? error) }),
    )
  }
})
port.postMessage({ type: 'ready', dirs: checks.dirs })
void checks.check()
