/**
 * `npm run serve:nginx`: Debian's nginx in the foreground over dist/client with the production configuration, as the
 * current user (pid and temporary files in .nginx/). PORT (default 8080) and HOST (default 127.0.0.1) choose where it
 * listens. Needs `apt-get install nginx libnginx-mod-http-js` (and libnginx-mod-http-brotli-static for .br files).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../core/rootDir.ts'
import { BROTLI_STATIC_MODULE, NJS_MODULE, nginxBinary, renderMain, renderNegotiationModule } from '../deploy/nginx.ts'
import { requireBuiltSite } from '../core/siteDir.ts'

const root = path.join(ROOT_DIR, 'dist/client')
const prefix = path.join(ROOT_DIR, '.nginx')
const port = process.env.PORT ?? '8080'
const host = process.env.HOST ?? '127.0.0.1'

const nginx = nginxBinary()
if (!nginx) {
  console.error('serve:nginx: nginx is not installed — `sudo apt-get install nginx libnginx-mod-http-brotli-static`')
  process.exit(1)
}
if (!fs.existsSync(NJS_MODULE)) {
  console.error(
    `serve:nginx: ${NJS_MODULE} is missing — \`sudo apt-get install libnginx-mod-http-js\` (njs: / by language)`,
  )
  process.exit(1)
}
requireBuiltSite('serve:nginx', root)
fs.mkdirSync(prefix, { recursive: true })
const brotliModule = fs.existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : undefined
const config = path.join(prefix, 'nginx.conf')
const negotiation = path.join(prefix, 'negotiation.js')
fs.writeFileSync(negotiation, renderNegotiationModule())
fs.writeFileSync(
  config,
  renderMain({ root, listen: `${host}:${port}`, brotli: !!brotliModule, brotliModule, prefix, negotiation }),
)

const args = ['-p', prefix, '-c', config, '-e', 'stderr']
const test = spawnSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit' })
if (test.status !== 0) process.exit(test.status ?? 1)
console.log(
  `nginx serving dist/client at http://${host}:${port}/ ` +
    `(${brotliModule ? 'gzip and brotli' : 'gzip; no brotli module'})`,
)
const child = spawn(nginx, args, { stdio: 'inherit' })
// nginx stops gracefully on SIGQUIT and at once on SIGTERM/SIGINT; pass the signal on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
