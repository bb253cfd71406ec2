import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { bundleKey, sourceFiles } from '../../scripts/build/bundleKey'
import { LOCKFILES } from '../../scripts/core/lockfiles'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/** A checkout with one file of each kind the key must tell apart. */
function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-bundle-key-'))
  roots.push(root)
  const files: Record<string, string> = {
    'package.json': '{"dependencies":{"vike":"^0.4.266"}}',
    'package-lock.json': '{"packages":{"node_modules/vike":{"version":"0.4.266"}}}',
    'vite.config.ts': 'export default {}',
    'pages/index/+Page.tsx': 'export default () => null',
    'src/content/generated/articles.ts': 'export const ARTICLES = []',
    'src/content/generated/en.json': '{"pages":{}}',
    'locales/de/messages.po': 'msgid "Watch"\nmsgstr "Ansehen"\n',
    'content/constants.yaml': 'presaleGate: 30000',
    'content/en/pages/home.mdx': '---\ntitle: Home\n---\nWatch and earn.',
    'tests/e2e/home.spec.ts': 'test()',
    'README.md': '# Site',
    'build.log': 'vike: 36 pages',
    '.nginx/nginx.pid': '4242',
    'src/seo/site.ts': 'export const ORIGIN = import.meta.env.SITE_ORIGIN',
    'dist/client/index.html': '<p>old</p>',
    'node_modules/.package-lock.json': '{"packages":{"node_modules/vike":{"version":"0.4.266"}}}',
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

const edit = (root: string, file: string, text: string) => fs.writeFileSync(path.join(root, file), text)

describe('the key of the Vike bundles in the build cache', () => {
  it(
    'holds every file a person writes (code, catalogs, constants, tests) and the generated TypeScript, not the ' +
      'prose or what tools write',
    () => {
      expect(sourceFiles(checkout())).toEqual([
        'content/constants.yaml',
        'locales/de/messages.po',
        'package-lock.json',
        'package.json',
        'pages/index/+Page.tsx',
        'src/content/generated/articles.ts',
        'src/seo/site.ts',
        'tests/e2e/home.spec.ts',
        'vite.config.ts',
      ])
    },
  )

  it('stays when only prose changed (the prerender reads it), and changes with anything a bundle is made from', () => {
    const root = checkout()
    const key = bundleKey(root, {})
    expect(bundleKey(root, {})).toBe(key)
    edit(root, 'content/en/pages/home.mdx', '---\ntitle: Home\n---\nWatch and earn more.')
    edit(root, 'src/content/generated/en.json', '{"pages":{"home":{}}}')
    edit(root, 'src/content/generated/compiler.stamp', 'content/en/pages/home.mdx 88 1764340000000')
    edit(root, 'README.md', '# The site')
    edit(root, 'build.log', 'vike: 37 pages')
    edit(root, '.nginx/nginx.pid', '4343')
    edit(root, 'dist/client/index.html', '<p>new</p>')
    // Written and deleted by Vike while another command (knip, the dev server) loads the configuration.
    edit(root, 'pages/+config.ts.build-a1b2c3d4e5f6.mjs', 'export default {}')
    expect(bundleKey(root, {})).toBe(key)

    const changes: [string, string][] = [
      ['pages/index/+Page.tsx', 'export default () => "x"'],
      ['locales/de/messages.po', 'msgid "Watch"\nmsgstr "Schauen"\n'],
      ['content/constants.yaml', 'presaleGate: 40000'],
      ['src/content/generated/articles.ts', 'export const ARTICLES = [{ slug: "a" }]'],
      // No bundle should import a test, but one that did would be keyed: nothing a person writes is left out.
      ['tests/e2e/home.spec.ts', 'test.skip()'],
      ['node_modules/.package-lock.json', '{"packages":{"node_modules/vike":{"version":"0.4.267"}}}'],
    ]
    const keys = new Set([key])
    for (const [file, text] of changes) {
      edit(root, file, text)
      keys.add(bundleKey(root, {}))
    }
    // A content index more or fewer: the server bundle lists them when it is bundled.
    edit(root, 'src/content/generated/de.json', '{"pages":{}}')
    keys.add(bundleKey(root, {}))
    expect(keys.size).toBe(changes.length + 2)
    // The environment variables a bundle can hold, and only those.
    expect(bundleKey(root, { HOME: '/elsewhere', CI: 'true' })).toBe(bundleKey(root, {}))
    expect(bundleKey(root, { VITE_PSEUDO_LOCALE: '1' })).not.toBe(bundleKey(root, {}))
    expect(bundleKey(root, { PUBLIC_ENV__ORIGIN: 'https://example.org' })).not.toBe(bundleKey(root, {}))
    expect(bundleKey(root, { SOURCEMAP: '1' })).not.toBe(bundleKey(root, {}))
    // Named in the code as import.meta.env.SITE_ORIGIN: Vike writes its value into the server bundle.
    expect(bundleKey(root, { SITE_ORIGIN: 'https://staging.example.org' })).not.toBe(
      bundleKey(root, { SITE_ORIGIN: 'https://example.org' }),
    )
  })

  it('follows a linked folder to its files, and names a file it cannot read instead of waiting on it', () => {
    const root = checkout()
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-bundle-key-catalogs-'))
    roots.push(elsewhere)
    fs.mkdirSync(path.join(elsewhere, 'fr'))
    fs.writeFileSync(path.join(elsewhere, 'fr/messages.po'), 'msgid "Watch"\nmsgstr "Regarder"\n')
    fs.symlinkSync(elsewhere, path.join(root, 'catalogs'))
    fs.symlinkSync('..', path.join(root, 'pages/up')) // a link back up the tree is walked once
    expect(sourceFiles(root)).toContain('catalogs/fr/messages.po')
    const key = bundleKey(root, {})
    fs.writeFileSync(path.join(elsewhere, 'fr/messages.po'), 'msgid "Watch"\nmsgstr "Voir"\n')
    expect(bundleKey(root, {})).not.toBe(key)

    execFileSync('mkfifo', [path.join(root, 'src/pipe')])
    expect(() => bundleKey(root, {})).toThrow('src/pipe is neither a file nor a folder')
  })

  it.each(LOCKFILES)('keys the lockfile %s, and what was installed, whichever package manager wrote them', lockfile => {
    const root = checkout()
    fs.rmSync(path.join(root, 'package-lock.json'))
    fs.rmSync(path.join(root, 'node_modules/.package-lock.json'))
    edit(root, lockfile, 'vike 0.4.266')
    const key = bundleKey(root, {})
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    edit(root, lockfile, 'vike 0.4.267')
    const upgraded = bundleKey(root, {})
    expect(upgraded).not.toBe(key)
    // Installed after the lockfile was pulled: bun writes no record of an install, so the packages' versions count.
    fs.mkdirSync(path.join(root, 'node_modules/vike'), { recursive: true })
    edit(root, 'node_modules/vike/package.json', '{"name":"vike","version":"0.4.266"}')
    const installed = bundleKey(root, {})
    edit(root, 'node_modules/vike/package.json', '{"name":"vike","version":"0.4.267"}')
    expect(new Set([upgraded, installed, bundleKey(root, {})]).size).toBe(3)
  })

  it.each([
    'node_modules/.package-lock.json',
    'node_modules/.pnpm/lock.yaml',
    'node_modules/.yarn-integrity',
    'node_modules/.yarn-state.yml',
  ])('changes when the install record %s changes (installed, the lockfile unchanged)', record => {
    const root = checkout()
    fs.mkdirSync(path.dirname(path.join(root, record)), { recursive: true })
    edit(root, record, 'vike 0.4.266')
    const key = bundleKey(root, {})
    edit(root, record, 'vike 0.4.267')
    expect(bundleKey(root, {})).not.toBe(key)
  })

  it(
    'is null without a lockfile: a package.json alone installs other versions from one day to the next, so ' +
      'nothing is reused',
    () => {
      const root = checkout()
      fs.rmSync(path.join(root, 'package-lock.json'))
      expect(bundleKey(root, {})).toBeNull()
    },
  )

  it('is the same for two checkouts with the same files in two folders: nothing bundled names the folder', () => {
    expect(bundleKey(checkout(), {})).toBe(bundleKey(checkout(), {}))
  })
})
