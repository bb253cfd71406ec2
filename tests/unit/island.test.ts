import { setupI18n } from '@lingui/core'
import { I18nProvider, LinguiContext } from '@lingui/react'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { createElement as h, useContext, useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { usePageContext, VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { Island } from '../../src/islands/Island'
import { islandRoot } from '../../src/islands/islandRoot'
import { islandI18n, islandMessages } from '../../src/islands/islandMessages'
import { ISLANDS, type IslandName } from '../../src/islands/registry'

/** <Island> with any component: the registry's types pair real names with real components. */
const AnyIsland = Island as unknown as ComponentType<{
  name: string
  component: ComponentType<object>
  props: object
  when: string
}>

/**
 * An island as the browser hydrates it (src/islands/hydrateIsland.tsx): the island's root alone, with its id prefix
 * as React's identifierPrefix, and no provider.
 */
const asHydrated = (component: ComponentType<object>, props: object, prefix: string) =>
  renderToString(islandRoot(component, props), { identifierPrefix: prefix })

/** What the page's contexts hold where it is read: Lingui's locale and Vike's URL, or `none`. */
function Contexts() {
  const language = useContext(LinguiContext)?.i18n.locale ?? 'none'
  const path = usePageContext()?.urlPathname ?? 'none'
  return h('span', { className: 'contexts' }, `${language} ${path}`)
}

/**
 * A page around one island, with the page's providers (pages/+Layout.tsx, Vike's page context), elements before
 * it, and after it a component that reads the contexts and React's useId.
 */
function page(component: ComponentType<object>, props: object = {}, name = 'CopyAddress') {
  const i18n = setupI18n({ locale: 'de', messages: { de: {} } })
  const island = h(AnyIsland, { key: 'i', name, component, props, when: 'visible' })
  const pageContext = { urlPathname: '/de/', locale: 'de' } as unknown as PageContext
  const After = () => h('footer', { id: useId() }, h(Contexts))
  return h(
    I18nProvider,
    { i18n },
    h(VikeReactProviderPageContext, {
      pageContext,
      children: [
        h('header', { key: 'h' }, h('nav', null, 'Menu')),
        h('main', { key: 'm' }, h('p', null, 'Text'), island),
        h(After, { key: 'a' }),
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

/** A component as libraries write them: ids from React's useId, and whatever context it finds. */
function Labelled({ label }: { label: string }) {
  const id = useId()
  return h('p', null, h('label', { htmlFor: id }, label), h('input', { id }), h(Contexts))
}

describe('an island rendered on the server as its own root', () => {
  it("renders the HTML its root renders in the browser: the same useId ids, and none of the page's contexts", () => {
    const { prefix, inner } = islandOf(renderToString(page(Labelled as ComponentType<object>, { label: 'Adresse' })))
    expect(inner).toBe(asHydrated(Labelled as ComponentType<object>, { label: 'Adresse' }, prefix))
    expect(inner).toMatch(new RegExp(`<label for="(_${prefix}[^"]+)">Adresse</label><input id="\\1"/>`))
    expect(inner).toContain('<span class="contexts">none none</span>')
  })

  it('leaves the page around it as it was: its contexts and ids after the island are those without it', () => {
    const withIsland = renderToString(page(Labelled as ComponentType<object>, { label: 'Adresse' }))
    const without = renderToString(page(() => null))
    const after = (html: string) => html.slice(html.indexOf('<footer'))
    expect(after(withIsland)).toContain('<span class="contexts">de /de/</span>')
    expect(after(withIsland)).toBe(after(without))
  })

  it('gives each island of a page its own ids', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const island = (key: string) =>
      h(AnyIsland, {
        key,
        name: 'CopyAddress',
        component: Labelled as ComponentType<object>,
        props: { label: 'x' },
        when: 'visible',
      })
    const html = renderToString(h(I18nProvider, { i18n }, [island('a'), island('b')]))
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
      messages: new Proxy({}, { get: (_, key) => [`m-${String(key)}`] }),
      locale: 'de',
    },
  }

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
})

describe('island messages', () => {
  // A page's catalog, compiled as @lingui/vite-plugin compiles it.
  const SOURCE = {
    found: '{count, plural, one {# Eintrag gefunden} other {# Einträge gefunden}}',
    where: '{platform, select, x {Auf X} telegram {Auf Telegram} other {Anderswo}}: {handle}',
  }
  const page = setupI18n({
    locale: 'de',
    messages: { de: { found: compileMessage(SOURCE.found), where: compileMessage(SOURCE.where) } },
  })

  it('carries the page’s compiled messages, by the island’s names, as JSON can', () => {
    const messages = islandMessages(page, { entries: { id: 'found' }, platform: { id: 'where' } })
    expect(JSON.parse(JSON.stringify(messages))).toEqual({
      entries: compileMessage(SOURCE.found),
      platform: compileMessage(SOURCE.where),
    })
  })

  it('formats them in the island with plural and select, as the page would', () => {
    const i18n = islandI18n('de', islandMessages(page, { entries: { id: 'found' }, platform: { id: 'where' } }))
    expect(i18n._('entries', { count: 1 })).toBe('1 Eintrag gefunden')
    expect(i18n._('entries', { count: 3 })).toBe('3 Einträge gefunden')
    expect(i18n._('platform', { platform: 'telegram', handle: '@reelfi_app' })).toBe('Auf Telegram: @reelfi_app')
    expect(i18n._('platform', { platform: 'tiktok', handle: '@reelfi_app' })).toBe('Anderswo: @reelfi_app')
  })

  it('sends a message the catalog does not hold yet as its source text', () => {
    expect(islandMessages(page, { missing: { id: 'x1', message: 'Not yet {name}' } })).toEqual({
      missing: 'Not yet {name}',
    })
  })
})
