import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EDITOR_FONTS, selfHostFonts, writeNew } from '../../scripts/admin/writeAdmin.ts'

/** The editor's fonts are served from /admin/fonts/: the build rewrites the CDN URLs in Sveltia's script, or fails. */
const require = createRequire(import.meta.url)
const cmsScript = () =>
  fs.readFileSync(path.join(path.dirname(require.resolve('@sveltia/cms')), '../dist/sveltia-cms.js'), 'utf8')
const read = (file: string) => fs.readFileSync(require.resolve(file))

describe('selfHostFonts', () => {
  it('points every font of the pinned editor at this origin, with the @fontsource files under hashed names', () => {
    const { script, fonts } = selfHostFonts(cmsScript(), '/admin/fonts', read)
    expect(script).not.toContain('cdn.jsdelivr.net')
    expect(script).not.toMatch(/url\(https?:/)
    expect(fonts).toHaveLength(EDITOR_FONTS.length)
    for (const font of fonts) {
      expect(font.name).toMatch(/^[a-z0-9-]+\.[0-9a-f]{10}\.woff2$/)
      expect(script).toContain(`url(/admin/fonts/${font.name})`)
      expect(font.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2')
    }
  })

  it('fails the build when the editor names a font it does not know, rather than ship a CDN request', () => {
    const upgraded = cmsScript().replace(EDITOR_FONTS[0].cdn, EDITOR_FONTS[0].cdn.replace('5.3.0', '5.4.0'))
    expect(() => selfHostFonts(upgraded, '/admin/fonts', read)).toThrow(
      /source-sans-3:vf@5\.3\.0.* 0 times, not once — .*EDITOR_FONTS/,
    )
    const extra = `${cmsScript()}src:url(https://fonts.example/other.woff2)`
    expect(() => selfHostFonts(extra, '/admin/fonts', read)).toThrow(
      /https:\/\/fonts\.example\/other\.woff2 is loaded from another host/,
    )
  })
})

describe("the editor's pages", () => {
  it('are written only where no file is: one from public/admin/ is named, never replaced', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-admin-'))
    try {
      const page = path.join(site, 'admin', 'index.html')
      fs.mkdirSync(path.dirname(page))
      fs.writeFileSync(page, '<p>a page of public/admin/</p>')
      expect(() => writeNew(page, '<p>the editor</p>')).toThrow(
        "admin/index.html is already in the site, where the editor's page goes: remove it from public/admin/",
      )
      expect(fs.readFileSync(page, 'utf8')).toBe('<p>a page of public/admin/</p>')
      writeNew(path.join(site, 'admin', '404.html'), '<p>not found</p>')
      expect(fs.readFileSync(path.join(site, 'admin', '404.html'), 'utf8')).toBe('<p>not found</p>')
    } finally {
      fs.rmSync(site, { recursive: true, force: true })
    }
  })
})
