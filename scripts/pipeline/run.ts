import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts'
import {
  buildContent,
  formatProblem,
  readImageCatalog,
  type ContentOptions,
  type ContentResult,
  type ImageCatalog,
} from './buildContent.ts'
import { formatTranslationNotes, isTranslationNote } from '../translation/translationNotes.ts'
import type { Problem } from '../core/problems.ts'
import { contentToday, showDrafts } from '../core/clock.ts'
import { CONTENT_INDEX_DIR, ROOT_DIR } from '../core/rootDir.ts'
import { moduleGraph } from '../core/codeVersion.ts'
import { compilerStamp, inputsFingerprint, STAMP_FILE } from './compilerStamp.ts'

export function defaultContentOptions(overrides: Partial<ContentOptions> = {}): ContentOptions {
  return {
    rootDir: ROOT_DIR,
    contentDir: path.join(ROOT_DIR, 'content'),
    outDir: path.join(ROOT_DIR, CONTENT_INDEX_DIR),
    locales: LOCALES,
    defaultLocale: DEFAULT_LOCALE,
    constantsFile: path.join(ROOT_DIR, 'content/constants.yaml'),
    localesDir: path.join(ROOT_DIR, 'locales'),
    glossaryFile: path.join(ROOT_DIR, 'content/glossary.yaml'),
    today: contentToday(),
    drafts: showDrafts(),
    ...overrides,
  }
}

/** The whole content check: content/images/ first (its headers are read asynchronously), then every MDX file. */
export async function checkContent(options: ContentOptions): Promise<ContentResult & { images: ImageCatalog }> {
  const images = await readImageCatalog(options)
  return { ...buildContent(options, images), images }
}

/** The compiler's files, found once per process (the stamp's list: scripts/pipeline/compilerStamp.ts). */
let compilerFiles: string[] | undefined

/**
 * Validates the content and, only when all is valid, writes the changed index files and the stamp; `written`: the
 * index files written or removed (absolute), for the dev server.
 */
export async function runContentBuild(
  options: ContentOptions,
): Promise<ContentResult & { images: ImageCatalog; written: string[] }> {
  // Before reading them: a file edited while the check runs makes the stamp differ, and the next start checks again.
  const files = inputsFingerprint([options.contentDir, ...(options.localesDir ? [options.localesDir] : [])])
  const result = await checkContent(options)
  if (result.problems.length > 0) return { ...result, written: [] }
  fs.mkdirSync(options.outDir, { recursive: true })
  compilerFiles ??= moduleGraph([import.meta.filename]).files
  const outputs = {
    ...result.outputs,
    [STAMP_FILE]: compilerStamp(options.rootDir, compilerFiles, {
      files,
      today: options.today ?? contentToday(),
      drafts: options.drafts ?? false,
    }),
  }
  const written: string[] = []
  for (const [name, source] of Object.entries(outputs)) {
    const target = path.join(options.outDir, name)
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== source) {
      fs.writeFileSync(target, source)
      if (name !== STAMP_FILE) written.push(target)
    }
  }
  for (const name of fs.readdirSync(options.outDir)) {
    if (!Object.hasOwn(outputs, name)) {
      fs.rmSync(path.join(options.outDir, name))
      written.push(path.join(options.outDir, name))
    }
  }
  return { ...result, written }
}

/** Problems shown per file: a file of 3,000 unknown components printed 3,000 lines, which a terminal scrolls past. */
export const PROBLEMS_SHOWN_PER_FILE = 10

/**
 * The problems to show, file by file: all of a file's when they are few (in the order found), else its first
 * PROBLEMS_SHOWN_PER_FILE by line and one line counting the rest, at the line of the next.
 */
export function shownProblems(problems: readonly Problem[]): Problem[] {
  const byFile = new Map<string, Problem[]>()
  for (const problem of problems) {
    const list = byFile.get(problem.file)
    if (list) list.push(problem)
    else byFile.set(problem.file, [problem])
  }
  return [...byFile.values()].flatMap(list => {
    if (list.length <= PROBLEMS_SHOWN_PER_FILE + 1) return list
    const inOrder = list.toSorted((a, b) => a.line - b.line)
    const rest = inOrder.slice(PROBLEMS_SHOWN_PER_FILE)
    return [
      ...inOrder.slice(0, PROBLEMS_SHOWN_PER_FILE),
      {
        ...rest[0]!,
        field: 'file',
        message: `and ${rest.length.toLocaleString('en')} more, on lines ${rest[0]!.line} to ${rest.at(-1)!.line}`,
        fix: 'fix the ones above and run again',
      },
    ]
  })
}

/** Errors, other warnings, the translation notes (one line per language), then the verdict. */
export function describeResult(result: ContentResult): string {
  const notes = formatTranslationNotes(result.warnings)
  const lines = [
    ...shownProblems(result.problems).map(formatProblem),
    ...shownProblems(result.warnings.filter(warning => !isTranslationNote(warning))).map(
      warning => `warning: ${formatProblem(warning)}`,
    ),
  ]
  if (notes.length > 0 && lines.length > 0) lines.push('')
  lines.push(...notes)
  for (const post of result.unpublishedNews ?? []) {
    lines.push(`news: ${post.file}: ${post.state === 'draft' ? 'draft' : `scheduled for ${post.date}`}`)
  }
  if (result.problems.length > 0) {
    lines.push(`\ncontent: ${result.problems.length} problem(s) in ${result.fileCount} files; nothing was written.`)
  } else {
    const locales = Object.keys(result.outputs).filter(name => name.endsWith('.json')).length
    lines.push(`content: ${result.fileCount} files valid, index written for ${locales} locale(s).`)
  }
  return lines.join('\n')
}
