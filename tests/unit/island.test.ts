import fs from 'node:fs'
import path from 'node:path'
import { setupI18n } from '@lingui/core'
import { I18nProvider, LinguiContext } from '@lingui/react'
import { createElement as h, Suspense, use, useContext, type ComponentType } from 'react'
import { prerender } from 'react-dom/static'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { usePageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { Island } from '../../src/islands/Island'
import { ISLANDS, type IslandName } from '../../src/islands/registry'
import { IslandIdPrefix, useIslandId } from '../../src/islands/islandId'
import { ROOT_DIR } from '../../scripts/core/rootDir'

/** <Island> with any component: the registry's types pair real names with real components. */
const AnyIsland = Island as unknown as ComponentType<{
  name: string
  component: ComponentType<object>
  props: object
  when: string
}>

/**
 * An island as the browser hydrates it (src/islands/hydrateIsland.tsx): its component alone, on a root of its own
 * with its id prefix as React's identifierPrefix, and no provider.
 */
const asHydrated = (component: ComponentType<object>, props: object, prefix: string) =>
  renderToString(h(IslandIdPrefix, { value: prefix }, h(component, props)), { identifierPrefix: prefix })

/** A page around one island, with the page's providers (pages/+Layout.tsx, Vike's page context) and elements before it. */
function page(component: ComponentType<object>, props: object = {}, name = 'CopyAddress') {
  const i18n = setupI18n({ locale: 'de', messages: { de: {} } })
  const island = h(AnyIsland, { name, component, props, when: 'visible' })
  const pageContext = { urlPathname: '/de/', locale: 'de' } as unknown as PageContext
  return h(
    I18nProvider,
    { i18n },
    h(VikeReactProviderPageContext, {
      pageContext,
      children: [
        h('header', { key: 'h' }, h('nav', null, 'Menu')),
        h('main', { key: 'm' }, h('p', null, 'Text'), island),
      ],
    }),
  )
}

const islandOf = (html: string, name = 'CopyAddress') => {
  const match = new RegExp(
    `<div[^>]*data-island="${name}"[^>]*data-id-prefix="([^"]+)"[^>]*>(.*)</div></main>`,
    's',
  ).exec(html)
  if (!match) throw new Error(`no island in ${html}`)
  return { prefix: match[1]!, inner: match[2]! }
}

describe('an island rendered within the page', () => {
  function Labelled({ label }: { label: string }) {
    const id = useIslandId('field')
    // What a page context would leak in: the browser's root has none.
    const language = useContext(LinguiContext)?.i18n.locale ?? 'none'
    const path = usePageContext()?.urlPathname ?? 'none'
    return h(
      'p',
      null,
      h('label', { htmlFor: id }, label),
      h('input', { id }),
      h('span', null, language),
      h('i', null, path),
    )
  }

  it("renders the HTML its own root renders in the browser: the same ids, and none of the page's contexts", () => {
    const { prefix, inner } = islandOf(renderToString(page(Labelled as ComponentType<object>, { label: 'Adresse' })))
    expect(inner).toBe(asHydrated(Labelled as ComponentType<object>, { label: 'Adresse' }, prefix))
    expect(inner).toContain(`id="${prefix}-field"`)
    expect(inner).toContain('<span>none</span>')
    // Vike's page context too (usePageContext): the browser's root has none.
    expect(inner).toContain('<i>none</i>')
  })

  it('may use() a promise: the prerender of the page waits for it, inside a Suspense boundary of its own', async () => {
    const data = Promise.resolve('from a promise')
    const Waiting = () =>
      h(
        Suspense,
        { fallback: 'loading' },
        h(() => h('output', null, use(data))),
      )
    const { prelude } = await prerender(page(Waiting))
    const html = await new Response(prelude).text()
    expect(islandOf(html).inner).toContain('<output>from a promise</output>')
  })

  it('gives each island of a page its own ids', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const island = () =>
      h(AnyIsland, {
        name: 'CopyAddress',
        component: Labelled as ComponentType<object>,
        props: { label: 'x' },
        when: 'visible',
      })
    const html = renderToString(h(I18nProvider, { i18n }, island(), island()))
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(match => match[1])
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
  })

  // Props for each island of the registry, as a page passes them (texts, class names, data).
  const classes = new Proxy({}, { get: (_, key) => `c-${String(key)}` })
  const FIXTURES: Record<IslandName, object> = {
    LanguageMenu: {
      classes,
      popoverId: 'languages',
      buttonLabel: 'Sprache',
      currentName: 'Deutsch',
      listLabel: 'Sprachen',
      pageLocale: 'de',
      languages: [
        { code: 'de', name: 'Deutsch', href: '/de/', current: true },
        { code: 'ja', name: '日本語', href: '/ja/', current: false, partlyEnglish: 'teilweise Englisch' },
      ],
    },
    CopyAddress: {
      classes,
      address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      copyLabel: 'Kopieren',
      copiedLabel: 'Kopiert',
      copiedAnnouncement: 'Adresse kopiert',
      failedAnnouncement: 'Nicht kopiert',
    },
    OfficialChecker: {
      classes,
      label: 'Adresse',
      hint: 'Einfügen',
      entries: [],
      purposes: {},
      messages: new Proxy({}, { get: (_, key) => `m-${String(key)}` }),
      locale: 'de',
    },
  }

  // What it renders, and what any component it imports renders: a useId there numbers by the page's tree.
  it.each(Object.keys(ISLANDS) as IslandName[])(
    'renders %s within the page as its own root does in the browser',
    async name => {
      const component = (await ISLANDS[name]()).default as ComponentType<object>
      const props = FIXTURES[name]
      const { prefix, inner } = islandOf(renderToString(page(component, props, name)), name)
      expect(inner.length).toBeGreaterThan(20)
      expect(inner).toBe(asHydrated(component, props, prefix))
    },
  )

  it("takes its ids from useIslandId, never React's useId (numbered by position in a tree the browser does not have)", () => {
    const dir = path.join(ROOT_DIR, 'src/islands')
    for (const file of fs.readdirSync(dir).filter(name => name.endsWith('.island.tsx'))) {
      expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/\buseId\b/)
    }
    expect(() => renderToString(h(Labelled, { label: 'x' }))).toThrow("useIslandId('field') outside an island")
  })
})
