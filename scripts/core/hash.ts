/**
 * THE SHA-256 helper of scripts/, so that how parts are joined is decided once.
 * CAREFUL HERE: loaded under Node's own type stripping too (compilerStamp.ts): import only Node's modules.
 */
import crypto from 'node:crypto'

/** SHA-256 of the given parts, hex, each followed by a NUL so that ('ab', 'c') and ('a', 'bc') differ. */
export function hashOf(...parts: readonly (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** SHA-256 of `data` as it is, in `encoding`: a CSP hash, a file's digest. */
export function sha256(data: string | Buffer, encoding: 'hex' | 'base64' | 'base64url' = 'hex'): string {
  return crypto.createHash('sha256').update(data).digest(encoding)
}
