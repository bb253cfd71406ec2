/**
 * Runs at the end of `npm run build`: writes a .gz and a .br beside every text file in dist/client, so a static
 * host (scripts/serve/static.ts, nginx with gzip_static/brotli_static) serves compressed files without compressing on
 * each request.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { siteDir } from './siteDir.ts'

const root = siteDir()
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/
let count = 0
let before = 0
let after = 0
for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
  if (!COMPRESSIBLE.test(file)) continue
  const full = path.join(root, file)
  const data = fs.readFileSync(full)
  const gzip = zlib.gzipSync(data, { level: 9 })
  const brotli = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  })
  fs.writeFileSync(`${full}.gz`, gzip)
  fs.writeFileSync(`${full}.br`, brotli)
  count++
  before += data.length
  after += brotli.length
}
console.log(`compress: ${count} files, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli (.gz and .br written)`)
