/**
 * What the build agrees to open, and how it reads a writer's text (strict UTF-8). CAREFUL HERE: a link could point at
 * /dev/zero or at a folder outside the repository, so links and special files are refused unread, by lstat.
 */
import fs from 'node:fs'
import type { Report } from '../core/problems.ts'
import { sourceText } from './frontmatter.ts'

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

/** Why a file of `size` bytes is refused when over `limit` (a `kind` of file: "content file", "data file"). */
export function sizeProblem(size: number, limit: number, kind: string, fix: string) {
  if (size <= limit) return undefined
  return { message: `is ${Math.ceil(size / 1024)} KiB, over the limit of ${limit / 1024} KiB for a ${kind}`, fix }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** The file's text, or undefined after reporting the first line that is not valid UTF-8 (decoded line by line). */
export function readText(filePath: string, report: Report): string | undefined {
  const bytes = fs.readFileSync(filePath)
  let text: string
  try {
    text = strictUtf8.decode(bytes)
  } catch {
    let line = 1
    for (let start = 0; start <= bytes.length; line++) {
      const end = bytes.indexOf(0x0a, start)
      try {
        strictUtf8.decode(bytes.subarray(start, end === -1 ? bytes.length : end))
      } catch {
        break
      }
      if (end === -1) break
      start = end + 1
    }
    report(
      line,
      'file',
      'is not valid UTF-8',
      'save the file with the UTF-8 encoding (your editor offers it under "Save with encoding")',
    )
    return undefined
  }
  return sourceText(text)
}
