/**
 * What the build agrees to open. CAREFUL HERE: a symbolic link could point at /dev/zero (memory without end) or at a
 * folder outside the repository (whose listing would be printed as errors), so links and special files are refused
 * unread, by lstat — for content files, content folders (content/images/ and content/stamped/ too) and data files.
 */
import fs from 'node:fs'

/** Why the build will not read what is at `absolutePath`, or undefined for a plain file (or folder). */
export function entryProblem(
  absolutePath: string,
  kind: 'file' | 'folder',
): { message: string; fix: string } | undefined {
  const stats = fs.lstatSync(absolutePath)
  if (stats.isSymbolicLink()) {
    return {
      message: 'is a symbolic link, which the content build does not follow',
      fix: `put the ${kind} itself here instead of a link to it`,
    }
  }
  if (kind === 'file' ? !stats.isFile() : !stats.isDirectory()) {
    return {
      message: `is not a regular ${kind}`,
      fix: kind === 'file' ? 'replace it with a plain text file' : 'remove it',
    }
  }
  return undefined
}
