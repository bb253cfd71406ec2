import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { BodyNode } from '../../src/content/schema'
import { renderBody } from '../../src/components/ContentBody'
import { extractPage } from '../../scripts/search/buildSearchIndex'

const ADDRESS = 'So11111111111111111111111111111111111111112'
vi.mock('../../src/content/constants', async importOriginal => ({
  ...(await importOriginal<typeof import('../../src/content/constants')>()),
  TOKEN_CONTRACT_ADDRESS: 'So11111111111111111111111111111111111111112',
}))

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const render = (body: BodyNode[], locale: 'en' | 'de' = 'en') =>
  renderToStaticMarkup(createElement(I18nProvider, { i18n, children: renderBody(body, locale) as ReactNode }))
const text = (value: string): BodyNode => ({ type: 'text', value })

describe('the body renderer', () => {
  it('opens external links in a new tab without the opener or referrer, and localizes site paths', () => {
    expect(render([{ type: 'link', href: 'https://example.com', children: [text('out')] }])).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
    )
    expect(render([{ type: 'ExternalLink', name: 'solana', children: [text('Solana')] }])).toBe(
      '<a href="https://solana.com" target="_blank" rel="noopener noreferrer">Solana</a>',
    )
    expect(render([{ type: 'link', href: '/faq', children: [text('FAQ')] }], 'de')).toBe('<a href="/de/faq">FAQ</a>')
    expect(render([{ type: 'link', href: '#top', children: [text('top')] }])).toBe('<a href="#top">top</a>')
  })

  it('formats constants for the locale and renders text as text, never as markup', () => {
    expect(render([{ type: 'Constant', name: 'presaleGateUsd' }], 'de')).toBe('24.000\u00a0Dollar')
    // English shown untranslated on a German page writes the figure the English way, as the English sentence around it.
    const english = renderToStaticMarkup(
      createElement(I18nProvider, {
        i18n,
        children: renderBody(
          [{ type: 'Constant', name: 'presaleGateUsd' }],
          'de',
          undefined,
          undefined,
          true,
        ) as ReactNode,
      }),
    )
    expect(english).toBe('$24,000')
    expect(render([text('<script>alert(1)</script>')])).toBe('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('shows tight list items without paragraphs, and table cells with their alignment', () => {
    const item = (value: string): BodyNode => ({
      type: 'listItem',
      children: [{ type: 'paragraph', children: [text(value)] }],
    })
    expect(render([{ type: 'list', ordered: true, tight: true, children: [item('a'), item('b')] }])).toBe(
      '<ol><li>a</li><li>b</li></ol>',
    )
    expect(render([{ type: 'list', ordered: false, tight: false, children: [item('a')] }])).toBe(
      '<ul><li><p>a</p></li></ul>',
    )
    const cell = (header: boolean, value: string): BodyNode => ({
      type: 'tableCell',
      header,
      align: 'right',
      children: [text(value)],
    })
    expect(
      render([
        {
          type: 'table',
          children: [
            { type: 'tableRow', children: [cell(true, 'h')] },
            { type: 'tableRow', children: [cell(false, 'd')] },
          ],
        },
      ]),
    ).toBe(
      '<table><thead><tr><th align="right">h</th></tr></thead><tbody><tr><td align="right">d</td></tr></tbody></table>',
    )
  })

  it('shows the contract address, once set, as selectable text', () => {
    expect(render([{ type: 'ContractAddress' }])).toContain(`<code translate="no">${ADDRESS}</code>`)
  })

  it("keeps the heading link's label, the same on every heading, out of the site search's text", () => {
    const labels = { headingLink: 'Link to this section', table: () => 'Table' }
    const body: BodyNode[] = [
      { type: 'heading', depth: 2, id: 'the-gate', children: [text('The gate')] },
      { type: 'paragraph', children: [text('A creator posts first.')] },
    ]
    const html = renderToStaticMarkup(
      createElement(I18nProvider, { i18n, children: renderBody(body, 'en', labels) as ReactNode }),
    )
    expect(html).toContain('Link to this section')
    const page = extractPage(`<html><body><main>${html}</main></body></html>`, '/x', 'en')
    expect(page?.sections.find(section => section.anchor === 'the-gate')).toEqual({
      anchor: 'the-gate',
      heading: 'The gate',
      text: 'A creator posts first.',
    })
  })
})
