/**
 * Build step: the editor at /admin/ (dist/client/admin/): its page, Sveltia CMS's script from the pinned npm package,
 * the script that starts it, and its fonts from pinned @fontsource packages (never a CDN), each named by its hash.
 * /admin/ has its own headers (scripts/deploy/policy.ts) and is in no sitemap, feed or search index.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { hashOf } from '../core/hash.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { COLLECTIONS } from '../../src/content/schema.ts'
import { BRAND_NAME, CONSTANTS, LINKS } from '../../src/content/generated/constants.ts'
import type { NumericConstant } from '../../src/content/constants.ts'
import { formatNumber } from '../../src/format/formatNumber.ts'
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts'
import { editorConfig, trueOnlyFields } from './editorConfig.ts'
import { componentSpecs, renderEditorScript } from './editorScript.ts'
import { eventHooksLibrary } from './eventHooksLibrary.ts'

/** Where the editor is served; scripts/deploy/policy.ts gives this path its own headers. */
export const ADMIN_DIR = 'admin'

/**
 * `owner/name` of the repository the editor opens pull requests on, from package.json's `repository`.
 * CAREFUL HERE: a wrong value sends writers' edits to someone else's repository, so a missing or non-GitHub one fails.
 */
export function repositoryName(manifestText = fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')): string {
  const manifest = JSON.parse(manifestText) as { repository?: { url?: string } | string }
  const url = typeof manifest.repository === 'string' ? manifest.repository : (manifest.repository?.url ?? '')
  const match = /^(?:git\+)?(?:https:\/\/|git@|ssh:\/\/git@)github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url)
  if (!match)
    throw new Error(
      `package.json: repository: ${url ? `"${url}" is not a GitHub repository` : 'missing'} — ` +
        'set "repository": {"type": "git", "url": "git+https://github.com/<owner>/<name>.git"} ' +
        "to the site's repository (the editor at /admin/ opens its pull requests there)",
    )
  return match[1]!
}

/** The editor's configuration as this checkout's schema and constants make it. */
export function siteEditorConfig() {
  return editorConfig({
    collections: COLLECTIONS,
    repository: repositoryName(),
  })
}

/** What the Insert menu's pickers show: each figure with its English value (`presaleGateUsd — $24,000`), each link. */
export function pickerLabels(
  constants: Record<string, NumericConstant> = CONSTANTS,
  links: Record<string, string> = LINKS,
): { constant: Record<string, string>; link: Record<string, string> } {
  const labelled = (entries: [string, string][]) =>
    Object.fromEntries(entries.map(([name, shown]) => [name, `${name} — ${shown}`]))
  return {
    constant: labelled(
      Object.entries(constants).map(([name, { value, format }]) => [name, formatNumber(value, format, DEFAULT_LOCALE)]),
    ),
    link: labelled(Object.entries(links)),
  }
}

const named = (base: string, text: string | Buffer, extension = 'js') =>
  `${base}.${hashOf(text).slice(0, 10)}.${extension}`

/**
 * The fonts Sveltia CMS loads from a CDN, each with the pinned @fontsource file of the same release: Sveltia cannot
 * move them (its issue 909), so the build rewrites these URLs to files under /admin/fonts/.
 * CAREFUL HERE: upgrading @sveltia/cms can change these URLs; the build then fails: update them and the pins.
 */
export const EDITOR_FONTS = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    file: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
] as const

/** Sveltia's script with its font URLs in `fontsDir`; throws unless each is there once and no CDN font is left. */
export function selfHostFonts(
  cms: string,
  fontsDir: string,
  read: (file: string) => Buffer,
): { script: string; fonts: { name: string; bytes: Buffer }[] } {
  let script = cms
  const fonts = EDITOR_FONTS.map(({ cdn, file }) => {
    const count = script.split(cdn).length - 1
    if (count !== 1)
      throw new Error(
        `node_modules/@sveltia/cms/dist/sveltia-cms.js: font: ${cdn} is there ${count} times, not once — ` +
          '@sveltia/cms changed its fonts: update EDITOR_FONTS in scripts/admin/writeAdmin.ts ' +
          'and pin the @fontsource release it names',
      )
    const bytes = read(file)
    const name = named(path.basename(file, '.woff2'), bytes, 'woff2')
    script = script.replace(cdn, `${fontsDir}/${name}`)
    return { name, bytes }
  })
  const left = /https:\/\/[^\s`'")]+\.woff2?/.exec(script)
  if (left)
    throw new Error(
      `node_modules/@sveltia/cms/dist/sveltia-cms.js: font: ${left[0]} is loaded from another host — ` +
        'add it to EDITOR_FONTS in scripts/admin/writeAdmin.ts with its @fontsource package',
    )
  return { script, fonts }
}

/** A page of the editor's (its own and its 404), never indexed. */
function editorHtml(title: string, head: string, body: string): string {
  return `<!doctype html>
<!-- Generated by scripts/admin/writeAdmin.ts at build time: do not edit by hand. -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
${head}</head>
<body>${body}</body>
</html>
`
}

/** Writes dist/client/admin/; returns the files written, relative to the site. */
export async function writeAdmin(site: string): Promise<string[]> {
  const dir = path.join(site, ADMIN_DIR)
  fs.mkdirSync(path.join(dir, 'chunks'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'fonts'), { recursive: true })
  const require = createRequire(import.meta.url)
  // The package exports only its module entry (npm/index.js); its built script is in dist/ beside it.
  const cmsDist = path.join(path.dirname(require.resolve('@sveltia/cms')), '../dist')
  const { script: cms, fonts } = selfHostFonts(
    fs.readFileSync(path.join(cmsDist, 'sveltia-cms.js'), 'utf8'),
    `/${ADMIN_DIR}/fonts`,
    file => fs.readFileSync(require.resolve(file)),
  )
  for (const font of fonts) fs.writeFileSync(path.join(dir, 'fonts', font.name), font.bytes)
  // The editor loads its React chunk (custom previews) from chunks/ beside its own script.
  const chunks = fs.readdirSync(path.join(cmsDist, 'chunks')).filter(file => file.endsWith('.js'))
  const starter = await renderEditorScript(
    siteEditorConfig(),
    componentSpecs(Object.keys(CONSTANTS), Object.keys(LINKS), pickerLabels()),
    trueOnlyFields(COLLECTIONS),
    { BRAND_NAME, CONSTANTS },
  )
  const cmsFile = named('sveltia-cms', cms)
  const starterFile = named('editor', starter)
  fs.writeFileSync(path.join(dir, cmsFile), cms)
  for (const chunk of chunks) fs.copyFileSync(path.join(cmsDist, 'chunks', chunk), path.join(dir, 'chunks', chunk))
  fs.writeFileSync(path.join(dir, starterFile), starter)
  // Immutable.js for the editor's event hooks, and the import map that sends Sveltia's unpkg import to it.
  const hooksLibrary = eventHooksLibrary()
  fs.writeFileSync(path.join(dir, hooksLibrary.file), hooksLibrary.bytes)
  // Never over a page of the site (`admin` is a reserved slug; the emphasis check read the pages before).
  writeNew(
    path.join(dir, 'index.html'),
    editorHtml(
      'Edit the site',
      `<script type="importmap">${hooksLibrary.importMap}</script>\n` +
        `<script src="/${ADMIN_DIR}/${starterFile}"></script>\n<script src="/${ADMIN_DIR}/${cmsFile}"></script>\n`,
      '',
    ),
  )
  // A missing file under /admin/ (ADMIN_NOT_FOUND_PAGE, scripts/deploy/policy.ts): no script, its policy allows none.
  writeNew(
    path.join(dir, '404.html'),
    editorHtml(
      'Not found',
      '',
      '\n<h1>Not found</h1>\n' +
        `<p>This address is not part of the editor. <a href="/${ADMIN_DIR}/">Open the editor</a>.</p>\n`,
    ),
  )
  return [
    'index.html',
    '404.html',
    cmsFile,
    starterFile,
    hooksLibrary.file,
    ...chunks.map(chunk => `chunks/${chunk}`),
    ...fonts.map(font => `fonts/${font.name}`),
  ].map(file => `${ADMIN_DIR}/${file}`)
}

/** Writes a page of the editor where no file is: one already there came from public/admin/ and would be replaced. */
export function writeNew(file: string, text: string) {
  try {
    fs.writeFileSync(file, text, { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const name = `${ADMIN_DIR}/${path.basename(file)}`
    throw new Error(`${name} is already in the site, where the editor's page goes: remove it from public/${ADMIN_DIR}/`)
  }
}
