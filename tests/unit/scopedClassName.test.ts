/** scripts/styles/scopedClassName.ts: CSS Modules' class names are the module's file name and the class. */
import { describe, expect, it } from 'vitest'
import { scopedClassName } from '../../scripts/styles/scopedClassName'

describe('scopedClassName', () => {
  it("names a class after its module's file, whatever the query Vite adds", () => {
    expect(scopedClassName('menu', '/site/src/components/Nav.module.css')).toBe('Nav_menu')
    expect(scopedClassName('menuButton', '/site/src/components/Nav.module.css?used')).toBe('Nav_menuButton')
  })

  it('refuses two modules with the same file name, whose classes would share names', () => {
    scopedClassName('card', '/site/src/components/news/Card.module.css')
    expect(() => scopedClassName('card', '/site/src/components/faq/Card.module.css')).toThrow(
      '/site/src/components/faq/Card.module.css: another CSS Module has the same file name ' +
        '(/site/src/components/news/Card.module.css)',
    )
  })

  it('refuses a file name that is not a class name', () => {
    expect(() => scopedClassName('a', '/site/src/components/two words.module.css')).toThrow(
      'a name like Nav.module.css',
    )
  })
})
