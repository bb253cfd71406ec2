/** scripts/styles/scopedClassName.ts: CSS Modules' class names are the module's file name and the class. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MODULE_CLASS_NAME, scopedClassName } from '../../scripts/styles/scopedClassName'

describe('scopedClassName', () => {
  it("names a class after its module's file, whatever the query Vite adds", () => {
    expect(scopedClassName('menu', '/site/src/components/Nav.module.css')).toBe('Nav_menu')
    expect(scopedClassName('menuButton', '/site/src/components/Nav.module.css?used')).toBe('Nav_menuButton')
  })

  it('refuses two modules with the same file name, whose classes would share names, while both exist', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'scoped-'))
    const news = path.join(site, 'news/Card.module.css')
    const faq = path.join(site, 'faq/Card.module.css')
    for (const file of [news, faq]) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, '.card {}')
    }
    try {
      scopedClassName('card', news)
      expect(() => scopedClassName('card', faq)).toThrow(`${faq}: another CSS Module has the same file name (${news})`)
      // Moved while `npm run dev` runs: the old path is gone, so the name is the new file's.
      fs.rmSync(news)
      expect(scopedClassName('card', faq)).toBe('Card_card')
      fs.writeFileSync(news, '.card {}')
      expect(() => scopedClassName('card', news)).toThrow(`${news}: another CSS Module has the same file name (${faq})`)
    } finally {
      fs.rmSync(site, { recursive: true, force: true })
    }
  })

  it("makes names the budgets check knows as a module's, and no global class name looks like one", () => {
    expect(scopedClassName('menu', '/site/src/components/Nav.module.css')).toMatch(MODULE_CLASS_NAME)
    expect(scopedClassName('menu-button', '/site/src/components/Nav.module.css')).toMatch(MODULE_CLASS_NAME)
    for (const global of ['visually-hidden', 'news-banner-dismissed', 'nav_menu', 'Nav'])
      expect(global).not.toMatch(MODULE_CLASS_NAME)
  })

  it('refuses a file name that is not a class name', () => {
    for (const name of ['two words', 'Foo_bar', 'nav'])
      expect(() => scopedClassName('a', `/site/src/components/${name}.module.css`)).toThrow(
        'a capitalised name without "_", like Nav.module.css',
      )
  })
})
