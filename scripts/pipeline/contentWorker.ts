/**
 * The worker thread of `npm run dev`'s content checks (devServer.ts), so that the server's thread keeps answering
 * meanwhile. Messages: see the handlers in vitePlugin.ts.
 * CAREFUL HERE: Node loads this file with its own type stripping, so it imports only Node's modules and tsx, and uses
 * no TypeScript that needs transforming; tsx loads the rest.
 */
import { parentPort } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

type DevServer = typeof import('./devServer.ts')
const port = parentPort!
// A failure to load is sent as one message and ends this worker; the server starts a new one on its next request.
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
