/**
 * scripts/check/unusedCss.ts: which unused rules the allow-list explains (matched without the CSS Modules hashes),
 * and which of its entries explain nothing any more.
 */
import { describe, expect, it } from 'vitest'
import { ALLOWED_UNUSED_RULES, idleAllowances, unexplainedUnusedRules, unhashed } from '../../scripts/check/unusedCss'

const allowed = [
  { pattern: /^\.ContentImage-module_/, reason: 'a picture in an MDX body' },
  { pattern: /^@media \(scripting:none\) \[data-needs-script\]$/, reason: 'JavaScript off' },
]

describe('unused CSS allow-list', () => {
  it('removes the hashes of CSS Modules class names, whatever their characters, and nothing else', () => {
    expect(unhashed('.FaqAccordion-module_item_L-LPO:has(>.FaqAccordion-module_target_OkDpA:target)'))
      .toBe('.FaqAccordion-module_item:has(>.FaqAccordion-module_target:target)')
    expect(unhashed('.NewsList-module_header_v3yW- h2')).toBe('.NewsList-module_header h2')
    expect(unhashed('@media (scripting:none) [data-needs-script]')).toBe('@media (scripting:none) [data-needs-script]')
  })

  it('lets through only the unused rules no entry explains', () => {
    expect(unexplainedUnusedRules([
      '.ContentImage-module_figure_W0Dkc',
      '@media (scripting:none) [data-needs-script]',
      '.Steps-module_list_a1B2c',
      '@media (min-width:768px) .ContentImage-module_figure_W0Dkc',
    ], allowed)).toEqual(['.Steps-module_list_a1B2c', '@media (min-width:768px) .ContentImage-module_figure_W0Dkc'])
  })

  it('names the entries that explain no unused rule of any page', () => {
    expect(idleAllowances(['.ContentImage-module_figure_W0Dkc'], allowed)).toEqual([allowed[1]])
    expect(idleAllowances([], allowed)).toEqual(allowed)
  })

  it('allows no rule of a component variant the site splits into its own module', () => {
    // The home page's step grid and /how-it-works' detailed steps each have their own module (StepsDetailed.tsx).
    expect(unexplainedUnusedRules(['.StepsDetailed-module_list_x1y2z .StepsDetailed-module_step_a1b2c', '.Steps-module_list_q1w2e']))
      .toHaveLength(2)
  })

  it('gives every entry a one-line reason', () => {
    for (const { reason } of ALLOWED_UNUSED_RULES) expect(reason).toMatch(/^[^\n]{10,100}$/)
  })
})
