import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import {
  ADMIN_PATH,
  ADMIN_PATH_PREFIX,
  CACHE_NOT_FOUND,
  cacheControl,
  MARKDOWN_CONTENT_TYPE,
  notFoundPage,
  securityHeaders,
  servedPath,
} from '../deploy/policy.ts'

/**
 * A static server over a built site, for `npm start` and the browser tests: headers, cache rules and 404 pages follow
 * scripts/deploy/policy.ts, as nginx and the static hosts do.
 */
export function createStaticServer(root: string): http.Server {
  return http.createServer(staticRequestListener(root))
}

/** The request listener of createStaticServer, for a server of another kind (the benchmark's HTTP/2 one). */
export function staticRequestListener(root: string): http.RequestListener {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: run \`npm run build\` first`)
  }
  const serveFile = sirv(root, {
    // CAREFUL HERE: sirv's production mode keeps each file's size from the start, so a rebuild while serving is cut
    // mid-tag or hangs. `dev` looks every file up on each request (sirv's README, "opts.dev"), affordable here.
    dev: true,
    etag: true,
    extensions: ['html'],
    // Serve the .br / .gz files written by scripts/build/compress.ts when the browser accepts them.
    brotli: true,
    gzip: true,
    setHeaders(response, pathname) {
      response.setHeader('Cache-Control', cacheControl(pathname))
      if (pathname.endsWith('.md')) response.setHeader('Content-Type', MARKDOWN_CONTENT_TYPE)
    },
  })
  return (request, response) => {
    // Appended to the origin, not resolved against it: `//admin/` is a path here, not a host.
    const { pathname, search } = new URL(`http://localhost${request.url ?? '/'}`)
    for (const [name, value] of Object.entries(securityHeaders(pathname))) response.setHeader(name, value)
    // The editor's page loads nothing by a relative URL, but its address is /admin/, as nginx and the hosts answer.
    if (servedPath(pathname) === ADMIN_PATH) {
      response.writeHead(301, { Location: `${ADMIN_PATH_PREFIX}${search}`, 'Cache-Control': CACHE_NOT_FOUND })
      response.end()
      return
    }
    serveFile(request, response, () => {
      // A site built without the editor has no admin/404.html: its English 404 page answers.
      const own = path.join(root, notFoundPage(pathname))
      const page = fs.existsSync(own) ? own : path.join(root, '404.html')
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && fs.existsSync(`${page}.gz`)
      response.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': CACHE_NOT_FOUND,
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      })
      response.end(fs.readFileSync(gzip ? `${page}.gz` : page))
    })
  }
}
