import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import { stripLocale } from '../../src/i18n/localizedUrl.ts'

/**
 * A static server over a built site: what `npm start` and the browser tests use. A missing file gets the 404
 * page of the URL's locale (`/ja/...` → ja/404.html when it exists) with status 404.
 */
export function createStaticServer(root: string): http.Server {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: run \`npm run build\` first`)
  }
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    // Serve the .br / .gz files written by scripts/compress.ts when the browser accepts them.
    brotli: true,
    gzip: true,
    setHeaders(response, pathname) {
      response.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      )
    },
  })
  return http.createServer((request, response) => {
    serveFile(request, response, () => {
      const { locale } = stripLocale(new URL(request.url ?? '/', 'http://localhost').pathname)
      const localized = path.join(root, locale, '404.html')
      const page = fs.existsSync(localized) ? localized : path.join(root, '404.html')
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && fs.existsSync(`${page}.gz`)
      response.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      })
      response.end(fs.readFileSync(gzip ? `${page}.gz` : page))
    })
  })
}
