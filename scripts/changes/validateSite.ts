/**
 * A built site downloaded from a pull request's CI run, checked before anything reads it: only folders and regular
 * files, plain names inside the folder, limits on count, size and depth. Throws SiteRefused with the first problem.
 */
import fs from 'node:fs'
import path from 'node:path'

export class SiteRefused extends Error {}

export interface SiteLimits {
  maxTotalBytes: number
  maxFileBytes: number
  maxFiles: number
  maxDepth: number
}

/** Today's site is under 10 MB in about 400 files; these leave room to grow and none for a bomb. */
export const DEFAULT_LIMITS: SiteLimits = {
  maxTotalBytes: 200 * 1024 * 1024,
  maxFileBytes: 25 * 1024 * 1024,
  maxFiles: 20_000,
  maxDepth: 12,
}

/** A file name a built site may hold: printable, no separator, no `..`, no control or bidi characters. */
const PLAIN_NAME = /^(?!\.{1,2}$)[^\u0000-\u001f\u007f/\\\u202a-\u202e\u2066-\u2069]{1,200}$/u

/**
 * CAREFUL HERE: a hard link is allowed: a downloaded zip cannot hold one, and a local build's compressed copies are
 * linked from the build cache, so refusing them would refuse every `--head-site dist/client`.
 */
export function validateSite(dir: string, limits: SiteLimits = DEFAULT_LIMITS): { files: number; bytes: number } {
  // The folder is named by the trusted caller (dist/client is a link to the build's folder): its contents are not.
  const rootStat = fs.statSync(dir, { throwIfNoEntry: false })
  const root = rootStat ? fs.realpathSync(dir) : path.resolve(dir)
  if (!rootStat?.isDirectory())
    throw new SiteRefused(`${dir}: is not a folder — pass the folder the site artifact was downloaded into`)
  if (!fs.existsSync(path.join(root, 'index.html')))
    throw new SiteRefused(`${dir}: has no index.html — it is not a built site`)
  let files = 0
  let bytes = 0
  const walk = (folder: string, depth: number) => {
    if (depth > limits.maxDepth)
      throw new SiteRefused(`${path.relative(root, folder)}: is nested deeper than ${limits.maxDepth} folders`)
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      const relative = path.relative(root, full)
      if (!PLAIN_NAME.test(entry.name)) throw new SiteRefused(`${JSON.stringify(relative)}: is not a plain file name`)
      if (
        relative.startsWith('..') ||
        path.isAbsolute(relative) ||
        !path.resolve(root, relative).startsWith(root + path.sep)
      ) {
        throw new SiteRefused(`${JSON.stringify(relative)}: is outside the site folder`)
      }
      const stat = fs.lstatSync(full)
      if (stat.isSymbolicLink())
        throw new SiteRefused(`${relative}: is a link — a built site holds only files and folders`)
      if (stat.isDirectory()) {
        walk(full, depth + 1)
        continue
      }
      if (!stat.isFile()) throw new SiteRefused(`${relative}: is not a regular file`)
      if (stat.size > limits.maxFileBytes)
        throw new SiteRefused(`${relative}: is ${stat.size} bytes, more than ${limits.maxFileBytes}`)
      files++
      bytes += stat.size
      if (files > limits.maxFiles) throw new SiteRefused(`${dir}: holds more than ${limits.maxFiles} files`)
      if (bytes > limits.maxTotalBytes) throw new SiteRefused(`${dir}: holds more than ${limits.maxTotalBytes} bytes`)
    }
  }
  walk(root, 0)
  return { files, bytes }
}
