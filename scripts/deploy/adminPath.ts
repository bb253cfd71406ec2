/**
 * The editor's paths (scripts/admin/), apart from the rest of the policy (policy.ts) so that the dev server's
 * middleware (scripts/serve/adminDevPlugin.ts) can tell them at no cost: policy.ts bundles the page-script loader
 * when loaded.
 */
import path from 'node:path'

export const ADMIN_PATH_PREFIX = '/admin/'
/** `/admin` without its slash: every server redirects it to ADMIN_PATH_PREFIX, with the editor's headers. */
export const ADMIN_PATH = ADMIN_PATH_PREFIX.slice(0, -1)

/**
 * The path a server looks a file up by: percent-escapes decoded, dot segments and repeated slashes resolved, so that
 * `/%61dmin/` and `//admin/x/../` are the editor's paths as the file they serve is. A malformed escape names no file
 * and is kept as it is.
 */
export function servedPath(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {}
  return path.posix.normalize(decoded)
}

/** Whether `pathname` is the editor's, in any spelling a server maps to the same file. */
export function isAdminPath(pathname: string): boolean {
  const served = servedPath(pathname)
  return served.startsWith(ADMIN_PATH_PREFIX) || served === ADMIN_PATH
}

/**
 * What a missing file under /admin/ answers (written by scripts/admin/writeAdmin.ts): a page of the editor's, under its
 * policy, never the visitor's 404 page (whose inline script the editor's policy refuses).
 */
export const ADMIN_NOT_FOUND_PAGE = `${ADMIN_PATH_PREFIX}404.html`
