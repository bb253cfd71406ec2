/**
 * The dev server's content checks, run in a worker thread (contentWorker.ts): every check of `npm run content` again
 * when content/ or a catalog changes, what the terminal and overlay show, and each picture encoded on first request.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ensureRendition } from '../content/imageRenditions.ts'
import { readImageCatalog, type ImageCatalog } from '../content/imageCatalog.ts'
import { IMAGES_URL_PREFIX } from '../content/imageUrl.ts'
import { defaultContentOptions, describeResult, runContentBuild } from './run.ts'
import { formatTranslationNotes, isTranslationNote } from '../translation/translationNotes.ts'
import { errorText, formatProblem, type Problem } from '../core/problems.ts'
import { GlossaryError, readGlossary } from '../translation/glossary.ts'
import { checkCatalogGlossary } from '../translation/glossaryCheck.ts'
import type { ContentOptions, ContentResult } from '../content/types.ts'

/** What the checks tell the server's thread (scripts/pipeline/vitePlugin.ts). */
export type CheckEvent =
  | { type: 'log'; level: 'info' | 'error'; text: string }
  /** Something is wrong: show `message` in the overlay (to every page, and to each page that connects). */
  | { type: 'overlay'; message: string }
  /** The problem is fixed: hide the overlay and reload the pages, `files` (the generated files just written) fresh. */
  | { type: 'fixed'; files: string[] }

/** Checks content/ and locales/, telling `report` what to show; the first check is the caller's to start. */
export function createContentChecks(report: (event: CheckEvent) => void) {
  const options = defaultContentOptions()
  let catalog: Promise<ImageCatalog> | undefined
  let overlay: string | undefined
  let lastNotes = ''
  const watched = (file: string) =>
    file.startsWith(options.contentDir + path.sep) ||
    (options.localesDir !== undefined && file.startsWith(options.localesDir + path.sep) && file.endsWith('.po'))
  const check = async () => {
    const result = await runContentBuild(options)
    catalog = Promise.resolve(result.images)
    const message = problemsMessage(result, options)
    if (message !== undefined) {
      // The same problem again (a save that fixed nothing) is neither printed nor sent again.
      if (message !== overlay) {
        report({ type: 'log', level: 'error', text: message })
        report({ type: 'overlay', message })
      }
      overlay = message
      return
    }
    // An English edit makes translations out of date: say so once, one line per language, not at every save.
    const notes = formatTranslationNotes(result.warnings).join('\n')
    if (notes && notes !== lastNotes) report({ type: 'log', level: 'info', text: notes })
    lastNotes = notes
    if (overlay !== undefined) {
      overlay = undefined
      report({ type: 'fixed', files: result.written })
    }
  }
  const queue = checkQueue(check, error => report({ type: 'log', level: 'error', text: errorText(error) }))
  return {
    /** The folders to watch. */
    dirs: [options.contentDir, ...(options.localesDir ? [options.localesDir] : [])],
    /** Runs the checks now (or once more after the running ones); resolves when they are done. */
    check: queue.run,
    /** A file changed: checks again if it is content or a catalog. */
    changed(file: string) {
      if (watched(file)) queue.changed(file)
    },
    /** The file of the rendition served at `url` (under IMAGES_URL_PREFIX), encoded now if need be, or undefined. */
    async imageFile(url: string): Promise<string | undefined> {
      const wanted = IMAGES_URL_PREFIX + url.replace(/^\//, '').split('?')[0]
      catalog ??= readImageCatalog(options)
      for (const image of (await catalog).images.values()) {
        const rendition = image.renditions.find(candidate => candidate.url === wanted)
        if (rendition) return (await ensureRendition(image, rendition)).file
      }
      return undefined
    },
  }
}

/**
 * What the terminal and the overlay show of a check with problems or with warnings that are one line's mistake;
 * undefined when it has neither.
 */
function problemsMessage(result: ContentResult, options: ContentOptions): string | undefined {
  // Warnings that are one line's mistake (a term off the glossary), content's and the catalogs', with the errors.
  const lineWarnings = [
    ...result.warnings.filter(warning => !isTranslationNote(warning)),
    ...catalogGlossaryProblems(options),
  ]
  if (result.problems.length === 0 && lineWarnings.length === 0) return undefined
  return [
    describeResult({ ...result, warnings: result.warnings.filter(isTranslationNote) }).replace(/\n*content: .*$/, ''),
    ...new Set(lineWarnings.map(warning => `warning: ${formatProblem(warning)}`)),
    result.problems.length > 0
      ? `\ncontent: ${result.problems.length} problem(s); nothing was written: the pages show the last valid ` +
        `content, and a catalog message that cannot be shown as written shows its English.`
      : '',
  ]
    .filter(Boolean)
    .join('\n')
    .trim()
}

/**
 * Runs `check` one at a time, and once more after it when files changed meanwhile: the last result is the files'
 * state. `run` resolves when the checks are done; `changed` notes a changed file and runs them. A check that throws or
 * rejects goes to `onError` and the queue goes on: once more if a run was asked for meanwhile, else at the next change
 * or `run`. Should `onError` itself throw, that run rejects and the next one checks again.
 */
export function checkQueue(check: () => Promise<void>, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined
  let again = false
  // CAREFUL HERE: an editor that saves in place empties the file first, and chokidar throttles events to one per
  // 50 ms: a check that read the emptied file may get no event for the write. So each check runs again when a file
  // changed before it is not the same after it.
  const changedFiles = new Set<string>()
  const run = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          const versions = new Map([...changedFiles].map(file => [file, fileVersion(file)]))
          changedFiles.clear()
          try {
            await check()
          } catch (error) {
            onError(error)
          }
          for (const [file, version] of versions) {
            if (fileVersion(file) !== version) {
              changedFiles.add(file)
              again = true
            }
          }
        } while (again)
      } finally {
        // Even when `onError` throws: the next run checks again.
        running = undefined
      }
    })()
    return running
  }
  return {
    run,
    changed(file: string) {
      changedFiles.add(file)
      run().catch(onError)
    },
  }
}

/**
 * A file's size and modification time, to tell whether it changed: `none` for a file that is not there, the error's
 * code for one that cannot be read (a loop of links, a folder without access): the check reports it.
 */
function fileVersion(file: string): string {
  try {
    const stats = fs.statSync(file, { throwIfNoEntry: false })
    return stats ? `${stats.size} ${stats.mtimeMs}` : 'none'
  } catch (error) {
    return `error ${(error as NodeJS.ErrnoException).code ?? String(error)}`
  }
}

/** The glossary against every translated catalog (one that does not parse is reported by the content build). */
function catalogGlossaryProblems(options: ContentOptions): Problem[] {
  if (!options.glossaryFile || !options.localesDir || !fs.existsSync(options.glossaryFile)) return []
  try {
    const glossary = readGlossary(options.glossaryFile)
    return options.locales
      .filter(
        locale =>
          locale !== options.defaultLocale && fs.existsSync(path.join(options.localesDir!, locale, 'messages.po')),
      )
      .flatMap(locale => checkCatalogGlossary(options.rootDir, locale, glossary))
  } catch (error) {
    if (error instanceof GlossaryError) return []
    throw error
  }
}
