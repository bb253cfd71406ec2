import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Whether `lingui extract` would change the catalogs. It runs on a copy: a configuration in a temporary folder
 * points Lingui's catalogs there (a copy of locales/, byte for byte) and reads the sources from the repository,
 * so a check never writes a translator's file, not even to put it back. Returns the catalogs that would change.
 */
export function findStaleCatalogs(rootDir: string, localesDir: string): string[] {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-stale-catalogs-'))
  try {
    fs.cpSync(localesDir, path.join(copy, 'locales'), { recursive: true })
    const config = path.join(copy, 'lingui.config.ts')
    const project = path.join(rootDir, 'lingui.config.ts')
    fs.writeFileSync(
      config,
      [
        `import config from ${JSON.stringify(project)}`,
        'export default {',
        '  ...config,',
        `  rootDir: ${JSON.stringify(rootDir)},`,
        `  catalogs: config.catalogs.map((catalog) => ({ ...catalog, path: ` +
          `catalog.path.replace('<rootDir>/locales', ${JSON.stringify(path.join(copy, 'locales'))}) })),`,
        '}',
        '',
      ].join('\n'),
    )
    // One process, no worker threads (`--workers 1`): on two cores Lingui starts two, each loading Babel and the
    // configuration, which costs more CPU than the site's 170-odd modules take to extract; and a thread not started
    // within 10 s (its `threads` library's limit, passed at load 25) failed the check.
    const run = spawnSync(
      path.join(rootDir, 'node_modules/.bin/lingui'),
      ['extract', '--clean', '--workers', '1', '--config', config],
      {
        cwd: rootDir,
        encoding: 'utf8',
      },
    )
    if (run.status !== 0) throw new Error(`lingui extract failed:\n${run.stdout}\n${run.stderr}`)
    const changed = (locale: string) => {
      const original = path.join(localesDir, locale, 'messages.po')
      const extracted = path.join(copy, 'locales', locale, 'messages.po')
      return (
        !fs.existsSync(original) ||
        !fs.existsSync(extracted) ||
        !fs.readFileSync(original).equals(fs.readFileSync(extracted))
      )
    }
    const locales = new Set([...fs.readdirSync(localesDir), ...fs.readdirSync(path.join(copy, 'locales'))])
    return [...locales]
      .sort()
      .filter(changed)
      .map(locale => path.relative(rootDir, path.join(localesDir, locale, 'messages.po')))
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}
