/**
 * The message ids Lingui's SWC plugin writes into the compiled pages (scripts/translation/linguiPlugins.ts) are the
 * ids of the catalogs `lingui extract` writes (@lingui/cli, through Babel): were they to differ (a plugin or SWC
 * bumped, an option dropped), every page would show English in every language, and no check of the .po files would
 * see it. Every module of the site that uses a macro is compiled here as the site compiles it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { formatter } from '@lingui/format-po'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { transformSync } from '@swc/core'
import { describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { compileLinguiSwcPlugin, LINGUI_SWC_EXPERIMENTAL } from '../../scripts/translation/linguiSwc'

function compiledIds(code: string, filename: string): string[] {
  const { code: compiled } = transformSync(code, {
    filename,
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic' } },
      experimental: LINGUI_SWC_EXPERIMENTAL,
    },
  })
  expect(compiled, `${filename}: a macro left in the compiled code`).not.toMatch(/@lingui\/[a-z/]*macro/)
  // A message descriptor (`t`, `msg`, `useLingui`'s `t`) and a `<Trans>` element, as the plugin prints them; an
  // element's own `id` attribute is neither.
  const descriptor = /\/\*i18n\*\/\s*\{\s*id: "([^"]+)"|_jsxs?\(Trans_, \{\s*id: "([^"]+)"/g
  return [...compiled.matchAll(descriptor)].map(match => (match[1] ?? match[2])!)
}

describe("Lingui's SWC plugin", () => {
  it("fails with SWC's own reason and what to do when SWC cannot load it", async () => {
    const plugins: [string, Record<string, unknown>][] = [['@lingui/no-such-swc-plugin', {}]]
    await expect(compileLinguiSwcPlugin({ ...LINGUI_SWC_EXPERIMENTAL, plugins })).rejects.toThrow(
      /^SWC could not load Lingui's macro plugin \(@lingui\/no-such-swc-plugin\): [^\n]*resolve plugin path: @lingui\/no-such-swc-plugin[^\n]* — run `npm ci`;/,
    )
  })

  it('gives the id @lingui/cli gives a message, with and without a context', () => {
    const code = [
      "import { t, msg } from '@lingui/core/macro'",
      "import { Trans } from '@lingui/react/macro'",
      'export const a = t`Coming soon`',
      "export const b = msg({ message: 'Soon', context: 'badge' })",
      'export const c = <p id="x">{a}<Trans>Updated {b}</Trans></p>',
    ].join('\n')
    expect(compiledIds(code, 'probe.tsx')).toEqual([
      generateMessageId('Coming soon'),
      generateMessageId('Soon', 'badge'),
      generateMessageId('Updated {b}'),
    ])
  })

  it('compiles every macro of the site to an id of the English catalog', async () => {
    const catalog = await formatter().parse(fs.readFileSync(path.join(ROOT_DIR, 'locales/en/messages.po'), 'utf8'), {
      locale: 'en',
      sourceLocale: 'en',
      filename: 'messages.po',
    })
    const known = new Set(Object.keys(catalog ?? {}))
    const modules = ['src', 'pages']
      .flatMap(dir =>
        fs
          .readdirSync(path.join(ROOT_DIR, dir), { recursive: true, encoding: 'utf8' })
          .map(file => path.join(dir, file)),
      )
      .filter(file => /\.tsx?$/.test(file) && !file.startsWith(path.join('src', 'content', 'generated')))
      .filter(file => /@lingui\/[\w/]*macro/.test(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8')))
    expect(modules.length).toBeGreaterThan(10)
    let ids = 0
    for (const file of modules) {
      for (const id of compiledIds(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8'), file)) {
        ids++
        expect(known.has(id), `${file}: id ${id} is not in locales/en/messages.po`).toBe(true)
      }
    }
    expect(ids).toBeGreaterThan(100)
  })
})
