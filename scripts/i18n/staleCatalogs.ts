import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Whether `lingui extract` would change the catalogs: runs it, compares, and puts the files back as they were,
 * so the check never edits a translator's work. Returns the catalogs that would change.
 */
export function findStaleCatalogs(rootDir: string, localesDir: string): string[] {
  const files = fs.readdirSync(localesDir).map((locale) => path.join(localesDir, locale, 'messages.po'))
  const before = new Map(files.map((file) => [file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null]))
  const run = spawnSync('npx', ['lingui', 'extract', '--clean'], { cwd: rootDir, encoding: 'utf8' })
  try {
    if (run.status !== 0) throw new Error(`lingui extract failed:\n${run.stdout}\n${run.stderr}`)
    return files.filter((file) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== before.get(file))
      .map((file) => path.relative(rootDir, file))
  } finally {
    for (const [file, text] of before) {
      if (text === null) fs.rmSync(file, { force: true })
      else fs.writeFileSync(file, text)
    }
  }
}
