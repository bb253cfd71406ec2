import path from 'node:path'
import type { Plugin } from 'vite'
import { defaultContentOptions, describeResult, runContentBuild } from './run.ts'
import { formatTranslationNotes } from './translationNotes.ts'

/**
 * Dev only: re-runs the content build whenever a file under content/ changes. A problem is printed in the
 * terminal and shown in the browser overlay with the same `path:line` message, errors before the translation notes
 * (one line per language), and the server keeps running;
 * the last valid index stays in place until the content is fixed.
 */
export function contentPlugin(): Plugin {
  const options = defaultContentOptions()
  return {
    name: 'content-build',
    apply: 'serve',
    configureServer(server) {
      let failing = false
      let lastNotes = ''
      const rebuild = (file: string) => {
        if (!file.startsWith(options.contentDir + path.sep)) return
        const result = runContentBuild(options)
        if (result.problems.length > 0) {
          failing = true
          server.config.logger.error(describeResult(result), { timestamp: true })
          server.ws.send({ type: 'error', err: { message: describeResult(result), stack: '', plugin: 'content-build' } })
        } else {
          // An English edit makes translations out of date: say so once, one line per language, not at every save.
          const notes = formatTranslationNotes(result.warnings).join('\n')
          if (notes && notes !== lastNotes) server.config.logger.info(notes, { timestamp: true })
          lastNotes = notes
          if (failing) {
            failing = false
            server.config.logger.info('content: fixed', { timestamp: true })
            server.ws.send({ type: 'full-reload' })
          }
        }
      }
      server.watcher.add(options.contentDir)
      server.watcher.on('add', rebuild)
      server.watcher.on('change', rebuild)
      server.watcher.on('unlink', rebuild)
    },
  }
}
