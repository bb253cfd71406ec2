/**
 * Install scripts are the repository's decision, not the installing machine's: package.json "allowScripts" decides
 * on every package of the lockfile that has one (true: it runs, false: it is skipped), and .npmrc makes npm stop,
 * before any script runs, on a package it has not decided on. CONTRIBUTING.md, "Add a dependency".
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  allowScripts: Record<string, boolean>
}
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>
}

/** The package name of an allowScripts key: `esbuild`, `esbuild@0.28.2`, `@scope/name@1.0.0 || 1.0.1`. */
const nameOf = (key: string) => key.replace(/(?!^)@.*$/, '')

describe('install scripts', () => {
  it('package.json decides on every package of the lockfile that has an install script, and on no other', () => {
    const withScripts = new Set(
      Object.entries(lock.packages)
        .filter(([location, entry]) => location !== '' && entry.hasInstallScript)
        .map(([location]) => location.split('node_modules/').at(-1)!),
    )
    expect(withScripts.size).toBeGreaterThan(0)
    expect(new Set(Object.keys(manifest.allowScripts).map(nameOf))).toEqual(withScripts)
  })

  it('.npmrc turns an undecided install script into an error that names the package, before anything runs', {
    timeout: 120_000,
  }, () => {
    expect(fs.readFileSync(path.join(ROOT, '.npmrc'), 'utf8').split('\n')).toContain('strict-allow-scripts=true')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'install-scripts-'))
    try {
      // A package whose postinstall would leave a file behind, packed as a tarball: no registry involved.
      const source = path.join(dir, 'source')
      fs.mkdirSync(source)
      fs.writeFileSync(
        path.join(source, 'package.json'),
        JSON.stringify({
          name: 'leaves-a-mark',
          version: '1.0.0',
          scripts: { postinstall: "node -e \"require('fs').writeFileSync(process.env.MARK, 'ran')\"" },
        }),
      )
      const project = path.join(dir, 'project')
      fs.mkdirSync(project)
      const npm = (args: string[]) =>
        spawnSync('npm', args, {
          cwd: project,
          encoding: 'utf8',
          env: { ...process.env, MARK: path.join(dir, 'mark'), npm_config_audit: 'false', npm_config_fund: 'false' },
        })
      expect(npm(['pack', source, '--pack-destination', project]).status).toBe(0)
      fs.copyFileSync(path.join(ROOT, '.npmrc'), path.join(project, '.npmrc'))
      const writeManifest = (allowScripts: Record<string, boolean>) =>
        fs.writeFileSync(
          path.join(project, 'package.json'),
          JSON.stringify({
            name: 'project',
            version: '1.0.0',
            private: true,
            dependencies: { 'leaves-a-mark': 'file:leaves-a-mark-1.0.0.tgz' },
            allowScripts,
          }),
        )

      writeManifest({ 'other-package': true })
      const refused = npm(['install'])
      expect(refused.status).not.toBe(0)
      expect(refused.stderr).toContain('ESTRICTALLOWSCRIPTS')
      expect(refused.stderr).toContain('leaves-a-mark@1.0.0 (postinstall:')
      expect(fs.existsSync(path.join(dir, 'mark'))).toBe(false)
      expect(fs.existsSync(path.join(project, 'node_modules/leaves-a-mark'))).toBe(false)

      // Denied: installed, its script skipped, and nothing printed about it. (A package from the registry is named by
      // its name, as in this repository's package.json; one from a tarball by its absolute source, as npm deny-scripts
      // writes.)
      writeManifest({ [`file:${path.join(project, 'leaves-a-mark-1.0.0.tgz')}`]: false })
      const denied = npm(['install'])
      expect(denied.status).toBe(0)
      expect(denied.stderr).not.toMatch(/install-scripts|allowScripts/)
      expect(fs.existsSync(path.join(project, 'node_modules/leaves-a-mark/package.json'))).toBe(true)
      expect(fs.existsSync(path.join(dir, 'mark'))).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
