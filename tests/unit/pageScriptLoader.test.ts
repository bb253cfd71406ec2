import { createHash } from 'node:crypto'
import { NEWS_BANNER_SCRIPT } from '../../src/news/bannerScript'
import { describe, expect, it } from 'vitest'
import { builtPageScriptLoader } from '../../scripts/pageScript/pageScriptLoader'
import { CONTENT_SECURITY_POLICY, PAGE_SCRIPT_LOADER_HASH } from '../../scripts/deploy/policy'
import { isWidgetKey } from '../../src/islands/heldEvents'
import { mayHoldDelimiter } from '../../scripts/build/emphasisCheck'

describe('the page-script loader as built', () => {
  it('is one minified module with no import of its own, that finds the page script by its data attribute', async () => {
    const code = await builtPageScriptLoader()
    expect(code).not.toMatch(/^\s*import\s/m)
    expect(code).not.toContain('\n')
    expect(code).toContain('script[data-page-script]')
    // The key rule comes from src/islands/heldEvents.ts, compiled in, not written a second time.
    expect(code).toContain('`:popover-open`')
    expect(code.length).toBeLessThan(2048)
  })

  it('lets the emphasis check skip the pages that inline it, as does the news banner’s script', async () => {
    // A `**`, `__` or `\\u` in a script every page inlines would make the build parse every page for nothing.
    expect(mayHoldDelimiter(await builtPageScriptLoader())).toBe(false)
    expect(mayHoldDelimiter(NEWS_BANNER_SCRIPT)).toBe(false)
  })

  it(
    'is allowed by the SHA-256 of exactly those bytes in the Content-Security-Policy, and no other inline script is ' +
      'but the news banner’s',
    async () => {
      const hash = createHash('sha256')
        .update(await builtPageScriptLoader())
        .digest('base64')
      const banner = createHash('sha256').update(NEWS_BANNER_SCRIPT).digest('base64')
      expect(PAGE_SCRIPT_LOADER_HASH).toBe(`'sha256-${hash}'`)
      expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${hash}' 'sha256-${banner}';`)
      expect(new TextEncoder().encode(NEWS_BANNER_SCRIPT).length).toBeLessThanOrEqual(1024)
      expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline')
    },
  )
})

describe('the keys held until an island wakes', () => {
  const key = (key: string, modifiers: Partial<KeyboardEvent> = {}) =>
    ({ key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers }) as KeyboardEvent
  const island = (popoverOpen: boolean) =>
    ({
      querySelector: (selector: string) => (selector === ':popover-open' && popoverOpen ? {} : null),
    }) as unknown as Element

  it('are the arrows up and down, Home and End, while a popover of the island is open', () => {
    for (const name of ['ArrowDown', 'ArrowUp', 'Home', 'End'])
      expect(isWidgetKey(key(name), island(true)), name).toBe(true)
    expect(isWidgetKey(key('ArrowDown'), island(false))).toBe(false)
    for (const name of ['Enter', ' ', 'Tab', 'ArrowLeft', 'PageDown', 'a'])
      expect(isWidgetKey(key(name), island(true)), name).toBe(false)
  })

  it("never with a modifier: browser shortcuts stay the browser's", () => {
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(isWidgetKey(key('ArrowDown', { [modifier]: true }), island(true)), modifier).toBe(false)
    }
  })
})
