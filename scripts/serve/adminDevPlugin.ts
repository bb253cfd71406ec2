/**
 * The editor at /admin/ under `npm run dev`, as the build serves it: a `configureServer` middleware ahead of Vite's and
 * Vike's. The build's own step (scripts/admin/writeAdmin.ts) writes its files at the first request, into
 * node_modules/.cache/reelfi/dev-admin/, served with the editor's headers, redirect and 404 page.
 * CAREFUL HERE: the editor is loaded on first use (a dynamic import), so that the dev server's start pays nothing.
 */
import fs from 'node:fs'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import type { Plugin } from 'vite'
import { ROOT_DIR } from '../core/rootDir.ts'
import { ADMIN_NOT_FOUND_PAGE, ADMIN_PATH, ADMIN_PATH_PREFIX, isAdminPath, servedPath } from '../deploy/adminPath.ts'

const NOT_STORED = { 'Cache-Control': 'no-store' }

const SITE = path.join(ROOT_DIR, 'node_modules/.cache/reelfi/dev-admin')

export function adminDevPlugin(): Plugin {
  let ready: Promise<Record<string, string>> | undefined
  const prepare = () => {
    ready ??= Promise.all([import('../admin/writeAdmin.ts'), import('../deploy/policy.ts')]).then(
      async ([{ writeAdmin }, { ADMIN_SECURITY_HEADERS }]) => {
        fs.rmSync(SITE, { recursive: true, force: true })
        await writeAdmin(SITE)
        return ADMIN_SECURITY_HEADERS
      },
    )
    return ready
  }
  return {
    name: 'reelfi:admin-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname, search } = new URL(`http://localhost${request.url ?? '/'}`)
        if (!isAdminPath(pathname)) return next()
        // CAREFUL HERE: a failure in the answer goes to Vite too (`catch`): left unhandled, it ended the dev server.
        prepare()
          .then(headers => {
            for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
            const served = servedPath(pathname)
            if (served === ADMIN_PATH) {
              response.writeHead(301, { Location: `${ADMIN_PATH_PREFIX}${search}`, ...NOT_STORED }).end()
            } else send(response, served.endsWith('/') ? `${served}index.html` : served)
          })
          .catch((error: unknown) => next(error))
      })
    },
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.woff2': 'font/woff2',
}

function send(response: ServerResponse, served: string) {
  const file = path.join(SITE, served)
  // A NUL byte (`/admin/%00`) names no file: the file system would throw on it.
  const found =
    file.startsWith(`${SITE}${path.sep}`) &&
    !file.includes('\0') &&
    fs.statSync(file, { throwIfNoEntry: false })?.isFile()
  const answer = found ? file : path.join(SITE, ADMIN_NOT_FOUND_PAGE)
  response.writeHead(found ? 200 : 404, {
    'Content-Type': TYPES[path.extname(answer)] ?? 'application/octet-stream',
    ...NOT_STORED,
  })
  response.end(fs.readFileSync(answer))
}
