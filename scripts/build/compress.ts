/**
 * The last step of `npm run build`: a .gz and a .br beside every text file of the site, for hosts that serve them
 * precompressed. Files are compressed in libuv's thread pool, COMPRESS_CONCURRENCY at a time, each result cached by
 * compressKey in node_modules/.cache/reelfi/compress/ and written once, as its cache entry and the site's file
 * (writeCacheEntryAsync); one the cache has is hard-linked beside its file (placeCacheEntryAsync). Why these levels:
 * docs/build.md ("Compression levels").
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { cacheDir, placeCacheEntryAsync, writeCacheEntryAsync } from '../core/cache.ts'
import { hashOf } from '../core/hash.ts'
import { codeVersion } from '../core/codeVersion.ts'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** The files served compressed: text. */
export const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|md|json|webmanifest)$/
type Levels = Record<'brotli' | 'gzip', number>
const ASSET_LEVELS: Levels = { brotli: 11, gzip: 9 }
export const PAGE_LEVELS: Levels = { brotli: 6, gzip: 6 }
const levelsFor = (file: string) => (file.startsWith(`assets${path.sep}`) ? ASSET_LEVELS : PAGE_LEVELS)
const COMPRESS_CONCURRENCY = Math.max(2, os.availableParallelism() * 2)

let code: string | undefined
/** The code that compresses: this file and what it imports, and Node's zlib and brotli (nothing else of Node's). */
export const COMPRESS_CODE = { modules: [new URL(import.meta.url)], runtime: ['zlib', 'brotli'] }

/** The cache key of `data` compressed at `levels`. Brotli's window is not in it: it follows from the bytes. */
export function compressKey(data: Buffer, levels: Levels, version = (code ??= codeVersion(COMPRESS_CODE))): string {
  return hashOf(version, data, `brotli=${levels.brotli}`, `gzip=${levels.gzip}`)
}

export interface CompressResult {
  files: number
  compressed: number
  bytesIn: number
  bytesBrotli: number
}

/** Compresses every text file of the site at `root`, or only `files` (paths relative to it) when given. */
export async function compressSite(root: string, only?: readonly string[]): Promise<CompressResult> {
  const cache = cacheDir('compress')
  const files = [...new Set(only ?? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }))].filter(file =>
    COMPRESSIBLE.test(file),
  )
  const result: CompressResult = { files: files.length, compressed: 0, bytesIn: 0, bytesBrotli: 0 }

  async function compressOne(file: string) {
    const full = path.join(root, file)
    const data = await fs.promises.readFile(full)
    const levels = levelsFor(file)
    const key = compressKey(data, levels)
    const cachedBrotli = path.join(cache, `${key}.br`)
    const cachedGzip = path.join(cache, `${key}.gz`)
    result.bytesIn += data.length
    if (!fs.existsSync(cachedBrotli) || !fs.existsSync(cachedGzip)) {
      const [gzipped, brotlied] = await Promise.all([
        gzip(data, { level: levels.gzip }),
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindow(data.length),
          },
        }),
      ])
      // Each written once, as the cache's entry and the site's file: a new file costs ext4 more than its bytes
      // (docs/build.md, compression).
      await Promise.all([
        writeCacheEntryAsync(cachedGzip, gzipped, `${full}.gz`),
        writeCacheEntryAsync(cachedBrotli, brotlied, `${full}.br`),
      ])
      result.compressed++
      result.bytesBrotli += brotlied.length
      return
    }
    result.bytesBrotli += (await fs.promises.stat(cachedBrotli)).size
    // Linked from the cache, not written again.
    // CAREFUL HERE: the site's .gz and .br are the cache's inodes; nothing may write into them in place.
    await Promise.all([
      placeCacheEntryAsync(cachedGzip, `${full}.gz`),
      placeCacheEntryAsync(cachedBrotli, `${full}.br`),
    ])
  }

  let next = 0
  const worker = async () => {
    while (next < files.length) await compressOne(files[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(COMPRESS_CONCURRENCY, files.length) }, worker))
  return result
}

/** Brotli's window for a file of `size` bytes: the smallest that holds it (the default, 4 MiB, costs time). */
function brotliWindow(size: number): number {
  return Math.max(
    zlib.constants.BROTLI_MIN_WINDOW_BITS,
    Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
  )
}

export function describeCompression(result: CompressResult): string {
  const cached = result.files - result.compressed
  return (
    `${result.files} files, ${(result.bytesIn / 1024).toFixed(0)} KiB ` +
    `→ ${(result.bytesBrotli / 1024).toFixed(0)} KiB brotli; ${result.compressed} compressed, ${cached} from the cache`
  )
}
