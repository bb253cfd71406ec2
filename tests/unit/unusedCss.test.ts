/**
 * scripts/check/unusedCss.ts: which unused rules the allow-list explains (every selector of a rule's list, matched
 * without the CSS Modules hashes), and which of its entries are stale.
 */
import { describe, expect, it } from 'vitest'
import {
  ALLOWED_UNUSED_RULES,
  idleAllowances,
  selectorsOf,
  unexplainedUnusedRules,
  unhashed,
  type AllowedUnusedRule,
} from '../../scripts/check/unusedCss'

const allowed: AllowedUnusedRule[] = [
  { pattern: /^\.ContentImage-module_/, reason: 'a picture in an MDX body', decidedBy: 'content' },
  { pattern: /^@media \(scripting:none\) \[data-needs-script\]$/, reason: 'JavaScript off', decidedBy: 'constant' },
  { pattern: /:target\)/, reason: 'a URL fragment', decidedBy: 'state' },
]
const rule = (selector: string, ...within: string[]) => ({ within, selector })

describe('unused CSS allow-list', () => {
  it('removes the hashes of CSS Modules class names, whatever their characters, and nothing else', () => {
    expect(unhashed('.FaqAccordion-module_item_L-LPO:has(>.FaqAccordion-module_target_OkDpA:target)')).toBe(
      '.FaqAccordion-module_item:has(>.FaqAccordion-module_target:target)',
    )
    expect(unhashed('.NewsList-module_header_v3yW- h2')).toBe('.NewsList-module_header h2')
    expect(unhashed('@media (scripting:none) [data-needs-script]')).toBe('@media (scripting:none) [data-needs-script]')
  })

  it('splits a selector list at its top-level commas only', () => {
    expect(selectorsOf('.a,.b :is(.c, .d),[data-x="1,2"] .e')).toEqual(['.a', '.b :is(.c, .d)', '[data-x="1,2"] .e'])
  })

  it('lets through the unused rules no entry explains, with or without their @media preludes', () => {
    expect(
      unexplainedUnusedRules(
        [
          rule('.ContentImage-module_figure_W0Dkc'),
          rule('[data-needs-script]', '@media (scripting:none)'),
          rule('.Steps-module_list_a1B2c'),
          rule('.ContentImage-module_figure_W0Dkc', '@media (min-width:768px)'),
        ],
        allowed,
      ),
    ).toEqual([rule('.Steps-module_list_a1B2c')])
  })

  it('explains a rule only when every selector of its list is explained', () => {
    // A dead selector minified into the same rule as an allowed one is reported.
    expect(
      unexplainedUnusedRules([rule('.ContentImage-module_figure_W0Dkc,.Hero-module_dead_a1b2c')], allowed),
    ).toHaveLength(1)
    expect(
      unexplainedUnusedRules([rule('.ContentImage-module_figure_W0Dkc,.ContentImage-module_caption_a1b2c')], allowed),
    ).toEqual([])
  })

  it('names as stale only the entries for a state or a browser that explain nothing', () => {
    expect(
      idleAllowances([rule('.FaqAccordion-module_item_L-LPO:has(>.FaqAccordion-module_target_OkDpA:target)')], allowed),
    ).toEqual([])
    // Content and constants may explain nothing today (no picture in any body, the address not set) and come back.
    expect(idleAllowances([], allowed)).toEqual([allowed[2]])
  })

  it('keeps explaining the pinned-news banner whether or not a post is pinned', () => {
    const banner = [
      rule('.NewsBanner-module_banner_a1b2c'),
      rule('html:not(.news-banner-dismissed):has(.NewsBanner-module_banner_a1b2c)'),
    ]
    expect(unexplainedUnusedRules(banner)).toEqual([])
    expect(
      idleAllowances([])
        .map(entry => entry.decidedBy)
        .every(kind => kind === 'state' || kind === 'browser'),
    ).toBe(true)
  })

  it('explains only prose elements inside an FAQ answer, a post or an intro', () => {
    expect(
      unexplainedUnusedRules([
        rule('.Article-module_body_a1b2c ul'),
        rule('.FaqAccordion-module_answer_a1b2c a:hover'),
      ]),
    ).toEqual([])
    expect(unexplainedUnusedRules([rule('.Article-module_body_a1b2c .Article-module_oldThing_a1b2c')])).toHaveLength(1)
  })

  it('allows no rule of a component variant the site splits into its own module', () => {
    // The home page's step grid and /how-it-works' detailed steps each have their own module (StepsDetailed.tsx).
    expect(
      unexplainedUnusedRules([
        rule('.StepsDetailed-module_list_x1y2z .StepsDetailed-module_step_a1b2c'),
        rule('.Steps-module_list_q1w2e'),
      ]),
    ).toHaveLength(2)
  })

  it('gives every entry a one-line reason', () => {
    for (const { reason } of ALLOWED_UNUSED_RULES) expect(reason).toMatch(/^[^\n]{10,100}$/)
  })
})
