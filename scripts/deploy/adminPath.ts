/** The editor's paths, apart from policy.ts (which bundles the page-script loader when loaded) for the dev server. */
import path from 'node:path'

export const ADMIN_PATH_PREFIX = '/admin/'
/** `/admin` without its slash: every server redirects it to ADMIN_PATH_PREFIX, with the editor's headers. */
export const ADMIN_PATH = ADMIN_PATH_PREFIX.slice(0, -1)

/** The path a server looks a file up by (`/%61dmin/`, `//admin/x/../` → `/admin/`); a malformed escape is kept. */
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

/** What a missing file under /admin/ answers: the editor's own, as its policy refuses the visitor's 404 page. */
export const ADMIN_NOT_FOUND_PAGE = `${ADMIN_PATH_PREFIX}404.html`
