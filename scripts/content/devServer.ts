/**
 * The dev server's content checks (scripts/content/vitePlugin.ts loads this module once the server has answered,
 * so that the content compiler is not part of Vite's configuration, which Vike loads four times before it starts): it
 * re-runs every check of `npm run content` whenever a file under content/ or a catalog under locales/ changes, and
 * serves the pictures at the URLs the pages name, each rendition encoded on its first request through the same
 * cache as the build.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Connect, ViteDevServer } from 'vite'
import { ensureRendition } from '../build/imageRenditions.ts'
import { readImageCatalog, type ImageCatalog } from './imageCatalog.ts'
import { IMAGES_URL_PREFIX } from './imagePlan.ts'
import { defaultContentOptions, describeResult, runContentBuild } from './run.ts'
import { formatTranslationNotes, isTranslationNote } from './translationNotes.ts'
import { formatProblem, type Problem } from './problems.ts'
import { GlossaryError, readGlossary } from '../i18n/glossary.ts'
import { checkCatalogGlossary } from '../i18n/glossaryCatalog.ts'
import type { ContentOptions } from './types.ts'

const CONTENT_TYPES: Record<string, string> = { '.avif': 'image/avif', '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' }

export interface ContentChecks {
  /** Runs the checks now (or once more after the running ones); resolves when they are done. */
  check(): Promise<void>
  /** Answers a request under IMAGES_URL_PREFIX with its rendition, or passes it on. */
  serveImage: Connect.NextHandleFunction
}

/** Watches content/ and locales/ for `server` and checks them on every change; the first check is the caller's to start. */
export function startContentChecks(server: ViteDevServer): ContentChecks {
  const options = defaultContentOptions()
  let catalog: Promise<ImageCatalog> | undefined
  /** What the overlay shows while something is wrong; sent again to every page that connects. */
  let overlay: string | undefined
  let lastNotes = ''
  const watched = (file: string) => file.startsWith(options.contentDir + path.sep)
    || (options.localesDir !== undefined && file.startsWith(options.localesDir + path.sep) && file.endsWith('.po'))
  const showOverlay = (message: string) => server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'content-build' } })
  const check = async () => {
    const result = await runContentBuild(options)
    catalog = Promise.resolve(result.images)
    // Warnings that are one line's mistake (a term off the glossary), content's and the catalogs', with the errors.
    const lineWarnings = [...result.warnings.filter((warning) => !isTranslationNote(warning)), ...catalogGlossaryProblems(options)]
    if (result.problems.length > 0 || lineWarnings.length > 0) {
      const message = [
        describeResult({ ...result, warnings: result.warnings.filter(isTranslationNote) }).replace(/\n*content: .*$/, ''),
        ...new Set(lineWarnings.map((warning) => `warning: ${formatProblem(warning)}`)),
        result.problems.length > 0 ? `\ncontent: ${result.problems.length} problem(s); nothing was written: the pages show the last valid content, and a catalog message that cannot be shown as written shows its English.` : '',
      ].filter(Boolean).join('\n').trim()
      if (message !== overlay) server.config.logger.error(message, { timestamp: true })
      overlay = message
      showOverlay(message)
      return
    }
    // An English edit makes translations out of date: say so once, one line per language, not at every save.
    const notes = formatTranslationNotes(result.warnings).join('\n')
    if (notes && notes !== lastNotes) server.config.logger.info(notes, { timestamp: true })
    lastNotes = notes
    if (overlay !== undefined) {
      overlay = undefined
      server.config.logger.info('content: fixed', { timestamp: true })
      server.ws.send({ type: 'full-reload' })
    }
  }
  // One check at a time, and one more after it when files changed meanwhile: the last result is the files' state.
  let running: Promise<void> | undefined
  let again = false
  /** Starts the checks (or asks the running ones to run once more); resolves when the last one is done. */
  const schedule = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await check().catch((error: unknown) => server.config.logger.error(String((error as Error).stack ?? error)))
      } while (again)
      running = undefined
    })()
    return running
  }
  const rebuild = (file: string) => {
    if (watched(file)) void schedule()
  }
  server.ws.on('connection', () => {
    if (overlay !== undefined) showOverlay(overlay)
  })
  if (options.localesDir) server.watcher.add(options.localesDir)
  server.watcher.add(options.contentDir)
  for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, (file: string) => void rebuild(file))
  return {
    check: schedule,
    serveImage(request, response, next) {
      const url = IMAGES_URL_PREFIX + (request.url ?? '').replace(/^\//, '').split('?')[0]
      catalog ??= readImageCatalog(options)
      void catalog.then(async ({ images }) => {
        for (const image of images.values()) {
          const rendition = image.renditions.find((candidate) => candidate.url === url)
          if (!rendition) continue
          const { file } = await ensureRendition(image, rendition)
          response.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
          response.setHeader('Cache-Control', 'no-cache')
          response.end(fs.readFileSync(file))
          return
        }
        next()
      }).catch(next)
    },
  }
}

/**
 * The glossary against every translated catalog, as `npm run i18n:status -- --check` checks it (a glossary that does
 * not parse is reported by the content build already).
 */
function catalogGlossaryProblems(options: ContentOptions): Problem[] {
  if (!options.glossaryFile || !options.localesDir || !fs.existsSync(options.glossaryFile)) return []
  try {
    const glossary = readGlossary(options.glossaryFile)
    return options.locales.filter((locale) => locale !== options.defaultLocale
      && fs.existsSync(path.join(options.localesDir!, locale, 'messages.po')))
      .flatMap((locale) => checkCatalogGlossary(options.rootDir, locale, glossary))
  } catch (error) {
    if (error instanceof GlossaryError) return []
    throw error
  }
}
