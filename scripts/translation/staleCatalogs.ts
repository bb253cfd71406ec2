import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The catalogs `lingui extract` would change. It runs on a copy of locales/ (a configuration in a temporary folder
 * points there), so a check never writes a translator's file.
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
    // `--workers 1`: worker threads cost more than extracting, and one not started within 10 s failed the check.
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
