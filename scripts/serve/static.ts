/**
 * `npm run serve`: serves the prerendered site in dist/client the way a static host does.
 * Clean URLs (`/faq` → faq/index.html), hashed assets cached for a year, and unknown paths answered with the
 * 404 page and status 404. Usage: tsx scripts/serve/static.ts [--port 3000] [--dir dist/client]
 */
import { createStaticServer } from './staticServer.ts'
import path from 'node:path'
import { parseCommandLine } from '../core/commandLine.ts'

const USAGE = `Usage: npm run serve [-- --port 3000] [-- --dir dist/client]
  --port  the port (default: $PORT, or 3000)
  --dir   the built site to serve (default: dist/client)`
const { values } = parseCommandLine(USAGE, {
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: 'dist/client' },
  },
})
const server = createStaticServer(path.resolve(values.dir))
server.listen(Number(values.port), () => {
  console.log(`Serving ${values.dir} at http://localhost:${values.port}`)
})
