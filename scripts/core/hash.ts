/**
 * THE SHA-256 helper of scripts/: every hash the tools compute (cache keys, stamps, source hashes, CSP hashes, file
 * names) goes through here, so that how parts are joined is decided once.
 * CAREFUL HERE: loaded under Node's own type stripping too (scripts/pipeline/compilerStamp.ts, for `npm run dev`):
 * import only Node's modules.
 */
import crypto from 'node:crypto'

/**
 * SHA-256 of the given parts, hex, each part followed by a NUL so that ('ab', 'c') and ('a', 'bc') differ: the name
 * of a cache entry, a key of several inputs.
 */
export function hashOf(...parts: readonly (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** SHA-256 of `data` as it is (nothing added), in `encoding`: the digest of one text or file, e.g. a CSP hash. */
export function sha256(data: string | Buffer, encoding: 'hex' | 'base64' | 'base64url' = 'hex'): string {
  return crypto.createHash('sha256').update(data).digest(encoding)
}
